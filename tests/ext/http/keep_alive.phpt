--TEST--
Vela: Http\Server: keep-alive reuses the connection, Connection: close and HTTP/1.0 end it
--EXTENSIONS--
vela
--FILE--
<?php
require __DIR__ . '/server.inc';
$srv = vela_test_server('return Vela\Http\Response::text($request->path() . " " . $request->clientPort());');

$fp = vela_test_connect($srv);
fwrite($fp, "GET /one HTTP/1.1\r\nHost: x\r\n\r\n");
[$first] = vela_test_read_responses($fp, 1);
fwrite($fp, "GET /two HTTP/1.1\r\nHost: x\r\n\r\n");
[$second] = vela_test_read_responses($fp, 1);
echo vela_test_status($first), "\n";
[$path1, $port1] = explode(' ', vela_test_body($first));
[$path2, $port2] = explode(' ', vela_test_body($second));
echo "$path1 $path2 same connection: ", var_export($port1 === $port2, true), "\n";
var_dump(str_contains($first, "Content-Length: "), str_contains($first, "Server: Vela\r\n"));
var_dump((bool) preg_match('/\r\nDate: \w{3}, \d\d \w{3} \d{4} \d\d:\d\d:\d\d GMT\r\n/', $first));
fwrite($fp, "GET /three HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
$last = vela_test_read_all($fp, $eof);
echo vela_test_status($last), " closed: ", var_export($eof, true), "\n";
var_dump(str_contains($last, "Connection: close\r\n"));
fclose($fp);

$old = vela_test_raw($srv, "GET /old HTTP/1.0\r\n\r\n", $closed);
echo vela_test_status($old), " closed: ", var_export($closed, true), "\n";

[$code, $out] = vela_test_stop($srv);
echo "exit $code: ", trim($out), "\n";
?>
--EXPECT--
HTTP/1.1 200 OK
/one /two same connection: true
bool(true)
bool(true)
bool(true)
HTTP/1.1 200 OK closed: true
bool(true)
HTTP/1.1 200 OK closed: true
exit 0: STOPPED
