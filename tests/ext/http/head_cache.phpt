--TEST--
Vela: Http\Server: a repeated request head (served from the connection's head cache, its chunked body de-chunked with or without llhttp) is seen exactly as a parsed one
--EXTENSIONS--
vela
--FILE--
<?php
require __DIR__ . '/server.inc';
$srv = vela_test_server('
    return Vela\Http\Response::text($request->method() . " " . $request->uri() . " "
        . json_encode($request->headers()) . " [" . $request->body() . "]");');

$post = "POST /p?a=13&b=42 HTTP/1.1\r\nHost: x\r\nX-Test:  v  \r\nContent-Length: 2\r\n\r\n";
$get = "GET /g?q=1 HTTP/1.1\r\nHost: x\r\nAccept: */*\r\n\r\n";
$fp = vela_test_connect($srv);
$send = function (string ...$pieces) use ($fp): void {
    foreach ($pieces as $piece) {
        fwrite($fp, $piece);
        usleep(20000);
    }
};
$answer = fn (int $n) => array_map('vela_test_body', vela_test_read_responses($fp, $n));

$send($post . "20");
echo implode("\n", $answer(1)), "\n";
// the same head: its body in one piece, in two, and the head itself cut in two
$send($post . "21");
$send($post . "2", "2");
$send(substr($post, 0, 20), substr($post, 20) . "23");
echo implode("\n", $answer(3)), "\n";
// a chunked head again and again: plain chunks, a size line cut between two reads, then an
// extension and trailers (llhttp takes over from the cached head), then plain again
$chunked = "POST /c HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n";
$send($chunked . "2\r\n20\r\n0\r\n\r\n");
$send($chunked . "1\r\na\r\nA\r\n0123456789\r\n0\r\n\r\n");
$send($chunked . "3\r", "\nabc\r\n0\r\n\r\n");
$send($chunked . "1;e=1\r\nd\r\n0\r\nX-T: 1\r\n\r\n" . $chunked . "2\r\nef\r\n0\r\n\r\n");
echo implode("\n", $answer(5)), "\n";
// three identical GET heads pipelined in one write, then one differing in a byte, then the first
$send($get . $get . $get . str_replace('*/*', '*/x', $get) . $get);
echo implode("\n", $answer(5)), "\n";
// the head again, now followed by a bare CR where the next request's head starts: 400 and close
$send($get . "GET /g HTTP/1.1\r\nHost: x\r\r\n\r\n");
$all = vela_test_read_all($fp, $eof);
echo substr_count($all, "HTTP/1.1 200 OK"), " answered, then ", vela_test_status(substr($all, strrpos($all, "HTTP/1.1 "))),
    $eof ? ", closed" : ", still open", "\n";
fclose($fp);
[$code] = vela_test_stop($srv);
echo "exit $code\n";
?>
--EXPECT--
POST /p?a=13&b=42 {"host":"x","x-test":"v","content-length":"2"} [20]
POST /p?a=13&b=42 {"host":"x","x-test":"v","content-length":"2"} [21]
POST /p?a=13&b=42 {"host":"x","x-test":"v","content-length":"2"} [22]
POST /p?a=13&b=42 {"host":"x","x-test":"v","content-length":"2"} [23]
POST /c {"host":"x","transfer-encoding":"chunked"} [20]
POST /c {"host":"x","transfer-encoding":"chunked"} [a0123456789]
POST /c {"host":"x","transfer-encoding":"chunked"} [abc]
POST /c {"host":"x","transfer-encoding":"chunked"} [d]
POST /c {"host":"x","transfer-encoding":"chunked"} [ef]
GET /g?q=1 {"host":"x","accept":"*\/*"} []
GET /g?q=1 {"host":"x","accept":"*\/*"} []
GET /g?q=1 {"host":"x","accept":"*\/*"} []
GET /g?q=1 {"host":"x","accept":"*\/x"} []
GET /g?q=1 {"host":"x","accept":"*\/*"} []
1 answered, then HTTP/1.1 400 Bad Request, closed
exit 0
