--TEST--
Vela: Http\Server: stop() from a handler answers that request with close and makes start() return
--EXTENSIONS--
vela
--FILE--
<?php
require __DIR__ . '/server.inc';
$srv = vela_test_server('
    if ($request->path() === "/stop") { $GLOBALS["server"]->stop(); }
    return Vela\Http\Response::text("bye");', [], '', '$GLOBALS["server"] = $server;');
$fp = vela_test_connect($srv);
fwrite($fp, "GET /stop HTTP/1.1\r\nHost: x\r\n\r\n");
$got = vela_test_read_all($fp, $closed);
echo vela_test_status($got), " | Connection: close: ", var_export(str_contains($got, "Connection: close\r\n"), true),
    " | closed: ", var_export($closed, true), "\n";
[$code, $out] = vela_test_stop($srv, 0);
echo "exit $code\n", $out;
?>
--EXPECT--
HTTP/1.1 200 OK | Connection: close: true | closed: true
exit 0
STOPPED
