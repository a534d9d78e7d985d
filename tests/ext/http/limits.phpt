--TEST--
Vela: Http\Server: 431, 413 (before the body), 408 header_timeout, 503 past max_connections and max_coroutines
--EXTENSIONS--
vela
--FILE--
<?php
require __DIR__ . '/server.inc';
// Under valgrind the server takes longer than 0.3 s to read a head it was sent at once.
$header_timeout = getenv('VELA_VALGRIND') ? 3.0 : 0.3;
$srv = vela_test_server('
    if ($request->path() === "/slow") { fwrite(STDERR, "slow: in the handler\n"); Vela\Coroutine::sleep(0.5); }
    return Vela\Http\Response::text("ok");',
    ['max_header_size' => 1024, 'max_body_size' => 100, 'header_timeout' => $header_timeout,
     'max_connections' => 3, 'max_coroutines' => 1]);

$big = "GET / HTTP/1.1\r\nHost: x\r\nX-Big: " . str_repeat('x', 2000) . "\r\n\r\n";
$got = vela_test_raw($srv, $big, $closed);
echo "431: ", vela_test_status($got), " closed: ", var_export($closed, true), "\n";

// 413 comes from the head alone: the body is never sent
$fp = vela_test_connect($srv);
fwrite($fp, "POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\n");
$got = vela_test_read_all($fp, $closed);
echo "413: ", vela_test_status($got), " closed: ", var_export($closed, true), "\n";
fclose($fp);

$start = microtime(true);
$got = vela_test_raw($srv, "GET / HTTP/1.1\r\nHost: slowloris");
$took = microtime(true) - $start;
echo "408: ", vela_test_status($got), " after the timeout: ", var_export($took > 0.8 * $header_timeout && $took < 10 * $header_timeout, true), "\n";

// max_coroutines = 1: a second request while one runs gets 503, the connection stays usable
$a = vela_test_connect($srv);
$b = vela_test_connect($srv);
fwrite($a, "GET /slow HTTP/1.1\r\nHost: x\r\n\r\n");
vela_test_wait_mark($srv, "slow: in the handler");
fwrite($b, "GET /fast HTTP/1.1\r\nHost: x\r\n\r\n");
echo "max_coroutines: ", vela_test_status(vela_test_read_responses($b, 1)[0] ?? ''), "\n";
echo "the slow one: ", vela_test_status(vela_test_read_responses($a, 1)[0] ?? ''), "\n";
fwrite($b, "GET /fast HTTP/1.1\r\nHost: x\r\n\r\n");
echo "then: ", vela_test_status(vela_test_read_responses($b, 1)[0] ?? ''), "\n";

// max_connections = 3: a and b are open, c fits, d gets 503 and is closed
$c = vela_test_connect($srv);
fwrite($c, "GET / HTTP/1.1\r\nHost: x\r\n\r\n");
vela_test_read_responses($c, 1);
$got = vela_test_raw($srv, "GET / HTTP/1.1\r\nHost: x\r\n\r\n", $closed);
echo "max_connections: ", vela_test_status($got), " closed: ", var_export($closed, true), "\n";
fclose($a); fclose($b); fclose($c);
// the server learns of the closes when it reads them: until then a fourth connection is still one too many
for ($i = 0; $i < 100 && vela_test_status($after = vela_test_raw($srv, "GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")) !== 'HTTP/1.1 200 OK'; $i++) {
    usleep(50000);
}
echo "after closing: ", vela_test_status($after), "\n";
vela_test_stop($srv);
?>
--EXPECT--
431: HTTP/1.1 431 Request Header Fields Too Large closed: true
413: HTTP/1.1 413 Content Too Large closed: true
408: HTTP/1.1 408 Request Timeout after the timeout: true
max_coroutines: HTTP/1.1 503 Service Unavailable
the slow one: HTTP/1.1 200 OK
then: HTTP/1.1 200 OK
max_connections: HTTP/1.1 503 Service Unavailable closed: true
after closing: HTTP/1.1 200 OK
