--TEST--
Vela: Http\Server: 16 pipelined requests are answered in request order though the first handler is slowest
--EXTENSIONS--
vela
--FILE--
<?php
require __DIR__ . '/server.inc';
$srv = vela_test_server('
    if ($request->path() === "/r1") { Vela\Coroutine::sleep(0.2); }
    return Vela\Http\Response::text($request->path());');

$fp = vela_test_connect($srv);
$batch = '';
for ($i = 1; $i <= 16; $i++) {
    $batch .= "GET /r$i HTTP/1.1\r\nHost: x\r\n\r\n";
}
fwrite($fp, $batch);
$responses = vela_test_read_responses($fp, 16);
echo count($responses), " responses\n";
echo implode(' ', array_map('vela_test_body', $responses)), "\n";
// the same connection still works afterwards
fwrite($fp, "GET /after HTTP/1.1\r\nHost: x\r\n\r\n");
echo vela_test_body(vela_test_read_responses($fp, 1)[0]), "\n";
fclose($fp);
[$code] = vela_test_stop($srv);
echo "exit $code\n";
?>
--EXPECT--
16 responses
/r1 /r2 /r3 /r4 /r5 /r6 /r7 /r8 /r9 /r10 /r11 /r12 /r13 /r14 /r15 /r16
/after
exit 0
