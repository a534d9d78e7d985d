--TEST--
Vela: Http\Server: a streamed response to a client that does not read suspends the producer (backpressure)
--EXTENSIONS--
vela
--INI--
memory_limit=512M
--FILE--
<?php
require __DIR__ . '/server.inc';
$progress = sys_get_temp_dir() . '/vela-progress-' . getmypid();
$srv = vela_test_server('
    return Vela\Http\Response::stream(function ($out) {
        $chunk = str_repeat("x", 65536);
        for ($i = 1; $i <= 800; $i++) {   // 50 MiB
            $out->write($chunk);
            file_put_contents(' . var_export($progress, true) . ', (string) $i);
        }
    });');
$fp = vela_test_connect($srv, 20);
stream_set_read_buffer($fp, 0);
fwrite($fp, "GET /big HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
usleep(700000); // not reading: the producer must be waiting, not buffering 50 MiB
$written = (int) @file_get_contents($progress);
echo "producer suspended: ", var_export($written > 0 && $written < 400, true), "\n";
$data = vela_test_read_all($fp, $closed);
// de-chunk by offsets
$pos = strpos($data, "\r\n\r\n") + 4;
$total = 0;
while (($eol = strpos($data, "\r\n", $pos)) !== false && ($size = hexdec(substr($data, $pos, $eol - $pos))) > 0) {
    $total += $size;
    $pos = $eol + 2 + $size + 2;
}
echo "received: ", $total, " bytes, complete: ", var_export(substr($data, $pos) === "0\r\n\r\n", true), "\n";
echo "producer finished: ", file_get_contents($progress), "\n";
vela_test_stop($srv);
unlink($progress);
?>
--EXPECT--
producer suspended: true
received: 52428800 bytes, complete: true
producer finished: 800
