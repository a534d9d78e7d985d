--TEST--
Vela: Http\Server: a body slower than min_body_rate (240 B/s by default) once body_rate_grace (5 s) has passed is cut off with 408, though it is never silent for body_timeout; a body at a good rate takes as long as it needs
--EXTENSIONS--
vela
--FILE--
<?php
require __DIR__ . '/server.inc';
$srv = vela_test_server('return Vela\Http\Response::text("got " . strlen($request->body()));');
$o = (new Vela\Http\Server())->options();
echo "defaults: min_body_rate={$o['min_body_rate']} body_rate_grace={$o['body_rate_grace']} body_timeout={$o['body_timeout']}\n";

// A first body warms the request path: under valgrind its first pass is translated slowly, and
// the grace is counted from when the server reads a head, not from when the client sent it.
echo "warm: ", vela_test_status(vela_test_raw($srv, "POST /warm HTTP/1.1\r\nHost: t\r\nContent-Length: 1\r\nConnection: close\r\n\r\nw")), "\n";

// One connection trickles a byte a second; another sends 400 bytes a second for 7 s. The cut
// must come after the grace and long before body_timeout (30 s), which a byte a second never
// reaches: up to 25 s leaves room for a loaded machine under valgrind.
$slow = vela_test_connect($srv, 1);
$fast = vela_test_connect($srv, 1);
fwrite($slow, "POST /slow HTTP/1.1\r\nHost: t\r\nContent-Length: 100\r\n\r\n");
fwrite($fast, "POST /fast HTTP/1.1\r\nHost: t\r\nContent-Length: 2800\r\nConnection: close\r\n\r\n");
stream_set_blocking($slow, false);
$start = microtime(true);
$slowGot = '';
$cut = null;
for ($tick = 0; $tick < 25 && ($cut === null || $tick < 7); $tick++) {
    if ($cut === null) {
        @fwrite($slow, 'x');
    }
    if ($tick < 7) {
        fwrite($fast, str_repeat('y', 400));
    }
    $until = $start + $tick + 1;
    while (microtime(true) < $until && $cut === null) {
        $chunk = fread($slow, 4096);
        if ($chunk !== '' && $chunk !== false) {
            $slowGot .= $chunk;
        }
        if (feof($slow)) {
            $cut = microtime(true) - $start;
            break;
        }
        usleep(20000);
    }
}
echo "slow sender: ", $slowGot === '' ? '(no answer)' : vela_test_status($slowGot),
    $cut === null ? " still open after 25 s\n" : " closed after the grace: " . var_export($cut > 4.5 && $cut < 25, true) . "\n";
stream_set_blocking($fast, true);
stream_set_timeout($fast, 5);
$fastGot = vela_test_read_all($fast);
echo "fast sender: ", vela_test_status($fastGot), ' ', vela_test_body($fastGot), "\n";
vela_test_stop($srv);
?>
--EXPECT--
defaults: min_body_rate=240 body_rate_grace=5 body_timeout=30
warm: HTTP/1.1 200 OK
slow sender: HTTP/1.1 408 Request Timeout closed after the grace: true
fast sender: HTTP/1.1 200 OK got 2800
