--TEST--
Vela: Http\Server: past drain_timeout, a stream and a file stuck on clients that do not read are cut and start() returns
--EXTENSIONS--
vela
--FILE--
<?php
require __DIR__ . '/server.inc';
$file = sys_get_temp_dir() . '/vela-stuck-' . getmypid() . '.bin';
file_put_contents($file, str_repeat('y', 32 * 1024 * 1024));
$srv = vela_test_server('
    if ($request->path() === "/file") {
        return Vela\Http\Response::file(' . var_export($file, true) . ');
    }
    return Vela\Http\Response::stream(function ($out) {
        $chunk = str_repeat("x", 65536);
        try {
            for ($i = 0; $i < 1000; $i++) { $out->write($chunk); }
        } catch (Vela\Http\Exception $e) {
            fwrite(STDOUT, "producer: " . $e->getMessage() . "\n");
            throw $e;
        }
    });', ['drain_timeout' => 0.3]);
$a = vela_test_connect($srv);
$b = vela_test_connect($srv);
stream_set_read_buffer($a, 0);
stream_set_read_buffer($b, 0);
fwrite($a, "GET /stream HTTP/1.1\r\nHost: x\r\n\r\n");
fwrite($b, "GET /file HTTP/1.1\r\nHost: x\r\n\r\n");
// both answers have begun (a byte of each arrived); unread, they fill the socket buffers and stay stuck
echo "answers begun: ", fread($a, 1) . fread($b, 1), "\n";
$start = microtime(true);
proc_terminate($srv['proc'], SIGTERM);
[$code, $out, $err] = vela_test_stop($srv, 0);
echo "exit $code within 5 s: ", var_export(microtime(true) - $start < 5, true), "\n", $out;
echo "producer error logged: ", var_export(str_contains($err, 'Cannot write the response'), true), "\n";
fclose($a);
fclose($b);
unlink($file);
?>
--EXPECT--
answers begun: HH
exit 0 within 5 s: true
producer: Cannot write the response: the client closed the connection
STOPPED
producer error logged: true
