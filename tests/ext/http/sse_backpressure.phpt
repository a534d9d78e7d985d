--TEST--
Vela: Http\Server: an event stream to a client that does not read suspends the producer (the streamed response's backpressure), then delivers every event
--EXTENSIONS--
vela
--INI--
memory_limit=512M
--FILE--
<?php
require __DIR__ . '/server.inc';
$progress = sys_get_temp_dir() . '/vela-sse-progress-' . getmypid();
$srv = vela_test_server('
    return Vela\Http\Response::events(function () {
        $data = str_repeat("x", 65536);
        for ($i = 1; $i <= 800; $i++) {   // 50 MiB of events
            yield ["id" => (string) $i, "data" => $data];
            file_put_contents(' . var_export($progress, true) . ', (string) $i);
        }
    }, ["heartbeat" => 0]);');
$fp = vela_test_connect($srv, 20);
stream_set_read_buffer($fp, 0);
fwrite($fp, "GET /events HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
// Not reading: the producer must come to a stop (waiting), not buffer 50 MiB. Wait for its
// first event (memcheck is slow to start it), then until its count holds still for 0.5 s.
$read = fn () => (int) @file_get_contents($progress);
for ($deadline = microtime(true) + 20; $read() === 0 && microtime(true) < $deadline;) {
    usleep(50000);
}
do {
    $before = $read();
    usleep(500000);
} while ($read() !== $before && microtime(true) < $deadline + 20);
$written = $read();
echo "producer suspended: ", var_export($written > 0 && $written < 400, true), "\n";
$data = vela_test_read_all($fp, $closed);
echo "events received: ", substr_count($data, "\ndata: "), ", last id: ",
    preg_match_all('/\nid: (\d+)\n/', $data, $m) ? end($m[1]) : 'none', "\n";
echo "producer finished: ", file_get_contents($progress), "\n";
vela_test_stop($srv);
unlink($progress);
?>
--EXPECT--
producer suspended: true
events received: 800, last id: 800
producer finished: 800
