--TEST--
Vela: Http\Server: Response::events() sends text/event-stream: fields, multi-line data split on CR LF / CR / LF, JSON data, Last-Event-ID given to the producer, CR/LF in a field refused
--EXTENSIONS--
vela
--FILE--
<?php
require __DIR__ . '/server.inc';
$srv = vela_test_server('
    if ($request->path() === "/bad") {
        return Vela\Http\Response::events(function () {
            yield "first";
            yield ["id" => "7\r\nevent: forged", "data" => "x"];
            yield "never";
        });
    }
    return Vela\Http\Response::events(function (?string $lastEventId) {
        yield ["retry" => 2500, "comment" => "welcome"];
        yield "one line";
        yield ["event" => "update", "id" => "41", "data" => "a\r\nb\rc\nd"];
        yield ["data" => ["n" => 1, "s" => "é"]];
        yield ["event" => "resume", "data" => "after " . ($lastEventId ?? "nothing")];
    }, ["heartbeat" => 0]);');
$port = $srv['port'];
exec("curl -sS -N -i --compressed http://127.0.0.1:$port/feed -H 'Last-Event-ID: 40' 2>&1", $out);
$text = str_replace("\r", '', implode("\n", $out));
[$head, $body] = explode("\n\n", $text, 2);
foreach (explode("\n", $head) as $line) {
    if (preg_match('/^(HTTP\/|content-type|cache-control|transfer-encoding|content-encoding|x-accel)/i', $line)) {
        echo $line, "\n";
    }
}
echo "--\n", $body, "\n--\n";
exec("curl -sS -N http://127.0.0.1:$port/feed 2>&1", $out2);
echo "without Last-Event-ID: ", end($out2) === '' ? prev($out2) : end($out2), "\n";
$raw = vela_test_raw($srv, "GET /bad HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
echo "forged field never written: ", var_export(!str_contains($raw, 'forged') && str_contains($raw, 'data: first'), true), "\n";
echo "truncated (no last chunk): ", var_export(!str_ends_with($raw, "0\r\n\r\n"), true), "\n";
$log = vela_test_stop($srv);
echo "logged: ", var_export(str_contains($log[2], "the event's id holds CR, LF or NUL"), true), "\n";
?>
--EXPECT--
HTTP/1.1 200 OK
Content-Type: text/event-stream
Cache-Control: no-cache
X-Accel-Buffering: no
Transfer-Encoding: chunked
--
retry: 2500
: welcome

data: one line

event: update
id: 41
data: a
data: b
data: c
data: d

data: {"n":1,"s":"é"}

event: resume
data: after 40

--
without Last-Event-ID: data: after nothing
forged field never written: true
truncated (no last chunk): true
logged: true
