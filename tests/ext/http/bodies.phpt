--TEST--
Vela: Http\Server: Expect 100-continue, chunked request body, urlencoded form and JSON
--EXTENSIONS--
vela
--FILE--
<?php
require __DIR__ . '/server.inc';
$srv = vela_test_server('
    return Vela\Http\Response::json([
        "body" => $request->body(),
        "form" => $request->form(),
        "json" => str_contains($request->header("content-type", ""), "json") ? $request->json() : null,
    ]);');

$fp = vela_test_connect($srv);
fwrite($fp, "POST /e HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\nContent-Length: 5\r\n\r\n");
echo trim(fread($fp, 100)), "\n";
fwrite($fp, "hello");
echo vela_test_body(vela_test_read_responses($fp, 1)[0]), "\n";

fwrite($fp, "POST /c HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n4\r\nchun\r\n6\r\nked!!!\r\n0\r\n\r\n");
echo vela_test_body(vela_test_read_responses($fp, 1)[0]), "\n";

$form = "a=1&b%5B%5D=x&b%5B%5D=y&c=hello+world";
fwrite($fp, "POST /f HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: " . strlen($form) . "\r\n\r\n$form");
echo vela_test_body(vela_test_read_responses($fp, 1)[0]), "\n";

$json = '{"n":1,"list":[true,null]}';
fwrite($fp, "POST /j HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: " . strlen($json) . "\r\n\r\n$json");
echo vela_test_body(vela_test_read_responses($fp, 1)[0]), "\n";
fclose($fp);

$big = vela_test_raw($srv, "POST /e HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\nContent-Length: 99999999999\r\n\r\n");
echo "too big with Expect: ", vela_test_status($big), "\n";
$odd = vela_test_raw($srv, "POST /e HTTP/1.1\r\nHost: x\r\nExpect: something\r\nContent-Length: 2\r\n\r\nhi");
echo "unknown Expect: ", vela_test_status($odd), "\n";
vela_test_stop($srv);
?>
--EXPECT--
HTTP/1.1 100 Continue
{"body":"hello","form":[],"json":null}
{"body":"chunked!!!","form":[],"json":null}
{"body":"a=1&b%5B%5D=x&b%5B%5D=y&c=hello+world","form":{"a":"1","b":["x","y"],"c":"hello world"},"json":null}
{"body":"{\"n\":1,\"list\":[true,null]}","form":[],"json":{"n":1,"list":[true,null]}}
too big with Expect: HTTP/1.1 413 Content Too Large
unknown Expect: HTTP/1.1 417 Expectation Failed
