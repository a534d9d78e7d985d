--TEST--
Vela: Http\Server: bodies being received share max_buffered_bodies per worker: the request whose bytes go past it is answered 503 and closed, and a completed body frees its share (the memory this bounds: body_memory.phpt)
--EXTENSIONS--
vela
--FILE--
<?php
require __DIR__ . '/server.inc';

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
afterwards: HTTP/1.1 200 OK got 5
