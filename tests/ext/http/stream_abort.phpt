--TEST--
Vela: Http\Server: a stream producer that throws closes the connection without the last chunk, and is logged
--EXTENSIONS--
vela
--FILE--
<?php
require __DIR__ . '/server.inc';
$srv = vela_test_server('
    return Vela\Http\Response::stream(function ($out) {
        $out->write("first\n");
        throw new RuntimeException("producer failed");
    });');
$got = vela_test_raw($srv, "GET /s HTTP/1.1\r\nHost: x\r\n\r\nGET /next HTTP/1.1\r\nHost: x\r\n\r\n", $closed);
echo vela_test_status($got), "\n";
echo "first chunk sent: ", var_export(str_contains($got, "6\r\nfirst\n\r\n"), true), "\n";
echo "last chunk sent: ", var_export(str_contains($got, "0\r\n\r\n"), true), "\n";
echo "closed: ", var_export($closed, true), ", second request answered: ", var_export(substr_count($got, 'HTTP/1.1') > 1, true), "\n";
[$code, , $err] = vela_test_stop($srv);
echo "exit $code, logged: ", var_export(str_contains($err, 'RuntimeException: producer failed'), true), "\n";
?>
--EXPECT--
HTTP/1.1 200 OK
first chunk sent: true
last chunk sent: false
closed: true, second request answered: false
exit 0, logged: true
