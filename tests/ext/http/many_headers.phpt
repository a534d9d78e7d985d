--TEST--
Vela: Http\Server: a response with many and long headers (head beyond the inline buffer) and a request with 100 fields
--EXTENSIONS--
vela
--FILE--
<?php
require __DIR__ . '/server.inc';
$srv = vela_test_server('
    $response = Vela\Http\Response::text("n=" . count($request->headers()));
    for ($i = 1; $i <= 40; $i++) {
        $response->header("X-Header-$i", str_repeat(chr(96 + $i % 26 + 1), 40));
    }
    return $response;');
$request = "GET / HTTP/1.1\r\nHost: x\r\n"; // Host and 99 more: 100 fields
for ($i = 2; $i <= 100; $i++) {
    $request .= "X-In-$i: $i\r\n";
}
$fp = vela_test_connect($srv);
fwrite($fp, $request . "\r\n");
[$got] = vela_test_read_responses($fp, 1);
echo vela_test_status($got), " | ", vela_test_body($got), "\n";
echo "response headers: ", preg_match_all('/^X-Header-\d+: [a-z]{40}\r$/m', $got), "\n";
// one field more than the parser keeps: 431
fwrite($fp, $request . "X-In-101: 101\r\n\r\n");
echo vela_test_status(vela_test_read_all($fp)), "\n";
fclose($fp);
vela_test_stop($srv);
?>
--EXPECT--
HTTP/1.1 200 OK | n=100
response headers: 40
HTTP/1.1 431 Request Header Fields Too Large
