--TEST--
Vela: Http\Server: request bodies arriving whole, in pieces and in many chunks are kept byte for byte
--EXTENSIONS--
vela
--FILE--
<?php
require __DIR__ . '/server.inc';
$srv = vela_test_server('
    $body = $request->body();
    return Vela\Http\Response::text(strlen($body) . " " . md5($body) . " " . substr($body, 0, 12));');

$fp = vela_test_connect($srv);
// whole: the first piece is all of the Content-Length
fwrite($fp, "POST /w HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\n\r\n20");
echo vela_test_body(vela_test_read_responses($fp, 1)[0]), "\n";
// in two pieces: the first is less than the Content-Length
fwrite($fp, "POST /p HTTP/1.1\r\nHost: x\r\nContent-Length: 10\r\n\r\nhello");
usleep(100000);
fwrite($fp, "world");
echo vela_test_body(vela_test_read_responses($fp, 1)[0]), "\n";
// one chunk, then many that grow the body past a page of memory
fwrite($fp, "POST /c HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n20\r\n0\r\n\r\n");
echo vela_test_body(vela_test_read_responses($fp, 1)[0]), "\n";
$chunks = '';
$expected = '';
for ($i = 0; $i < 5; $i++) {
    $piece = str_repeat(chr(ord('a') + $i), 3000);
    $chunks .= dechex(strlen($piece)) . "\r\n$piece\r\n";
    $expected .= $piece;
}
fwrite($fp, "POST /m HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nxy\r\n");
usleep(100000);
fwrite($fp, $chunks . "0\r\n\r\n");
$answer = vela_test_body(vela_test_read_responses($fp, 1)[0]);
echo $answer === strlen("xy$expected") . " " . md5("xy$expected") . " xyaaaaaaaaaa" ? "many chunks: same bytes" : "many chunks: $answer", "\n";
fclose($fp);
vela_test_stop($srv);
?>
--EXPECT--
2 98f13708210194c475687be6106a3b84 20
10 fc5e038d38a57032085441e7fe7010b0 helloworld
2 98f13708210194c475687be6106a3b84 20
many chunks: same bytes
