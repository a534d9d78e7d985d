--TEST--
Vela: Http\Server: smuggling probes (bare CR, obs-fold, CL+TE, double CL, bad chunk size, bare CR in trailers) get 400 and the connection closes
--EXTENSIONS--
vela
--FILE--
<?php
require __DIR__ . '/server.inc';
$srv = vela_test_server('return Vela\Http\Response::text("handled " . $request->path());');

$probes = [
    'bare CR' => "GET /a HTTP/1.1\r\nX: a\rTransfer-Encoding: chunked\r\nHost: x\r\n\r\n0\r\n\r\nGET /smuggled HTTP/1.1\r\nHost: x\r\n\r\n",
    'obs-fold' => "POST /a HTTP/1.1\r\nHost: x\r\nX: a\r\n Transfer-Encoding: chunked\r\nContent-Length: 5\r\n\r\n0\r\n\r\n",
    'CL+TE' => "POST /a HTTP/1.1\r\nHost: x\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\nGET /smuggled HTTP/1.1\r\nHost: x\r\n\r\n",
    'double CL' => "POST /a HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nContent-Length: 40\r\n\r\nabcGET /smuggled HTTP/1.1\r\nHost: x\r\n\r\n",
    'bad chunk size' => "POST /a HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n3x\r\nabc\r\n0\r\n\r\n",
    'bare LF' => "GET /a HTTP/1.1\nHost: x\n\n",
    'trailer bare CR' => "POST /a HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n0\r\nX: a\rGET /smuggled HTTP/1.1\r\nHost: x\r\n\r\n",
    'trailer fold' => "POST /a HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n0\r\nX: a\r\n Y: b\r\n\r\n",
];
foreach ($probes as $name => $bytes) {
    $got = vela_test_raw($srv, $bytes, $closed);
    printf("%-15s %s, closed: %s, handler ran: %s, Connection: close: %s\n", $name, vela_test_status($got),
        var_export($closed, true), var_export(str_contains($got, 'handled'), true),
        var_export(str_contains($got, "Connection: close\r\n"), true));
}
// the server still serves
echo vela_test_status(vela_test_raw($srv, "GET /ok HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")), "\n";
vela_test_stop($srv);
?>
--EXPECT--
bare CR         HTTP/1.1 400 Bad Request, closed: true, handler ran: false, Connection: close: true
obs-fold        HTTP/1.1 400 Bad Request, closed: true, handler ran: false, Connection: close: true
CL+TE           HTTP/1.1 400 Bad Request, closed: true, handler ran: false, Connection: close: true
double CL       HTTP/1.1 400 Bad Request, closed: true, handler ran: false, Connection: close: true
bad chunk size  HTTP/1.1 400 Bad Request, closed: true, handler ran: false, Connection: close: true
bare LF         HTTP/1.1 400 Bad Request, closed: true, handler ran: false, Connection: close: true
trailer bare CR HTTP/1.1 400 Bad Request, closed: true, handler ran: false, Connection: close: true
trailer fold    HTTP/1.1 400 Bad Request, closed: true, handler ran: false, Connection: close: true
HTTP/1.1 200 OK
