--TEST--
Vela: Http\Server: a throwing handler gets a logged 500, a non-Response return too, and the next request succeeds
--EXTENSIONS--
vela
--FILE--
<?php
require __DIR__ . '/server.inc';
$srv = vela_test_server('
    if ($request->path() === "/throw") { throw new LogicException("secret detail"); }
    if ($request->path() === "/array") { return ["not", "a", "response"]; }
    if ($request->path() === "/interim") { return new Vela\Http\Response("", 101); }
    return Vela\Http\Response::text("fine");');

$got = vela_test_raw($srv, "GET /throw HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
echo vela_test_status($got), " | ", vela_test_body($got), "\n";
$got = vela_test_raw($srv, "GET /array HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
echo vela_test_status($got), "\n";
$got = vela_test_raw($srv, "GET /interim HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
echo "1xx as a final answer: ", vela_test_status($got), "\n";
$got = vela_test_raw($srv, "GET /next HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
echo vela_test_status($got), " | ", vela_test_body($got), "\n";
[$code, $out, $err] = vela_test_stop($srv);
echo "exit $code\n";
var_dump(str_contains($err, 'the handler threw LogicException: secret detail'));
var_dump(str_contains($err, 'Stack trace'));
var_dump(str_contains($err, 'the handler returned array, not a Vela\Http\Response'));

// debug: the 500 body shows the exception
$srv = vela_test_server('throw new LogicException("visible detail");', ['debug' => true]);
$got = vela_test_raw($srv, "GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
echo vela_test_status($got), " | ", strtok(vela_test_body($got), "\n"), "\n";
vela_test_stop($srv);
?>
--EXPECTF--
HTTP/1.1 500 Internal Server Error | Internal Server Error
HTTP/1.1 500 Internal Server Error
1xx as a final answer: HTTP/1.1 500 Internal Server Error
HTTP/1.1 200 OK | fine
exit 0
bool(true)
bool(true)
bool(true)
HTTP/1.1 500 Internal Server Error | LogicException: visible detail in %s:%d
