--TEST--
Vela: Http\Server: bodies being received share max_buffered_bodies per worker: the request whose bytes go past it is answered 503 and closed, a completed body frees its share, and 30 connections holding unfinished 8 MB bodies leave the worker's memory bounded (default budget 64M; bodies kept in memory)
--EXTENSIONS--
vela
--SKIPIF--
<?php if (!is_readable('/proc/self/status')) die('skip needs /proc'); ?>
--FILE--
<?php
require __DIR__ . '/server.inc';

function rss_mb(array $srv): float
{
    $status = file_get_contents('/proc/' . proc_get_status($srv['proc'])['pid'] . '/status');
    preg_match('/^VmRSS:\s+(\d+) kB/m', $status, $m);
    return $m[1] / 1024;
}

/* The status line a connection got by now, or "(pending)". */
function answer($fp): string
{
    stream_set_blocking($fp, false);
    $got = '';
    $deadline = microtime(true) + 0.5;
    while (microtime(true) < $deadline && !str_contains($got, "\r\n")) {
        $chunk = fread($fp, 4096);
        $got .= $chunk === false ? '' : $chunk;
        usleep(10000);
    }
    return $got === '' ? '(pending)' : vela_test_status($got);
}

$handler = 'return Vela\Http\Response::text("got " . strlen($request->body()));';
echo "default: ", (new Vela\Http\Server())->options()['max_buffered_bodies'], "\n";

// A budget of 1M (1,048,576): five bodies of which 200,000 bytes arrived fit, the next ones do not.
$srv = vela_test_server($handler, ['max_buffered_bodies' => '1M', 'body_buffer_size' => 0]);
$conns = [];
for ($i = 0; $i < 7; $i++) {
    $fp = vela_test_connect($srv);
    fwrite($fp, "POST /$i HTTP/1.1\r\nHost: t\r\nContent-Length: 240000\r\nConnection: close\r\n\r\n");
    @fwrite($fp, str_repeat('a', 200000));
    usleep(150000);
    $conns[] = $fp;
}
foreach ($conns as $i => $fp) {
    echo "body $i: ", answer($fp), "\n";
}
stream_set_blocking($conns[0], true);
fwrite($conns[0], str_repeat('b', 40000));
echo "body 0 completed: ", vela_test_body(vela_test_read_all($conns[0])), "\n";
$got = vela_test_raw($srv, "POST / HTTP/1.1\r\nHost: t\r\nContent-Length: 200000\r\nConnection: close\r\n\r\n"
    . str_repeat('c', 200000));
echo "then a new body of 200000: ", vela_test_status($got), ' ', vela_test_body($got), "\n";
array_map('fclose', $conns);
vela_test_stop($srv);

// The default budget against 30 connections that each send 8 MB - 1 of an 8 MB body and wait,
// with bodies held in memory (body_buffer_size 0: never spilled to a file).
$srv = vela_test_server($handler, ['body_buffer_size' => 0]);
usleep(200000);
$before = rss_mb($srv);
$conns = [];
$chunk = str_repeat('z', 1 << 20);
for ($i = 0; $i < 30; $i++) {
    $fp = vela_test_connect($srv);
    fwrite($fp, "POST / HTTP/1.1\r\nHost: t\r\nContent-Length: 8388608\r\n\r\n");
    for ($k = 0; $k < 8; $k++) {
        if (@fwrite($fp, $k < 7 ? $chunk : substr($chunk, 1)) === false) {
            break;
        }
    }
    $conns[] = $fp;
}
usleep(500000);
$after = rss_mb($srv);
$refused = 0;
foreach ($conns as $fp) {
    $refused += answer($fp) === 'HTTP/1.1 503 Service Unavailable';
}
$report = getenv('VELA_BODY_BUDGET_REPORT');
if ($report) {
    file_put_contents($report, sprintf("worker RSS %.1f MB before, %.1f MB with 30 unfinished 8 MB bodies; %d refused\n",
        $before, $after, $refused));
}
echo "refused past the budget: ", var_export($refused >= 20 && $refused <= 23, true), "\n";
echo "memory bounded (grew less than 120 MB): ", var_export($after - $before < 120, true), "\n";
array_map('fclose', $conns);
$got = vela_test_raw($srv, "POST / HTTP/1.1\r\nHost: t\r\nContent-Length: 5\r\nConnection: close\r\n\r\nhello");
echo "afterwards: ", vela_test_status($got), ' ', vela_test_body($got), "\n";
vela_test_stop($srv);
?>
--EXPECT--
default: 67108864
body 0: (pending)
body 1: (pending)
body 2: (pending)
body 3: (pending)
body 4: (pending)
body 5: HTTP/1.1 503 Service Unavailable
body 6: HTTP/1.1 503 Service Unavailable
body 0 completed: got 240000
then a new body of 200000: HTTP/1.1 200 OK got 200000
refused past the budget: true
memory bounded (grew less than 120 MB): true
afterwards: HTTP/1.1 200 OK got 5
