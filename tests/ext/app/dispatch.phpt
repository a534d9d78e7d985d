--TEST--
Vela: App: routes, params, middleware, binders and return values over a real server
--EXTENSIONS--
vela
--FILE--
<?php
require __DIR__ . '/../http/server.inc';
$fixture = __DIR__ . '/fixture';
$srv = vela_test_server('return $GLOBALS["app"]->handle($request);', [],
    "require '$fixture/app.inc'; \$app = new Vela\\App(Vela\\Test\\app_root(), new Fixture\\Container());");

function show(string $r): void
{
    $head = substr($r, 0, strpos($r, "\r\n\r\n"));
    preg_match('/Content-Type: ([^\r]*)/', $head, $t);
    preg_match('/\r\nAllow: ([^\r]*)/', $head, $a);
    preg_match('/\r\nX-Tag: ([^\r]*)/', $head, $x);
    echo vela_test_status($r), ' | ', $t[1] ?? '-', ' | ', vela_test_body($r),
        isset($a[1]) ? " | Allow: $a[1]" : '', isset($x[1]) ? " | X-Tag: $x[1]" : '', "\n";
}

foreach ([
    "GET / HTTP/1.1",
    "GET /users/42 HTTP/1.1",
    "GET /users/42 HTTP/1.1\r\nX-Deny: 1",
    "GET /users/4x2 HTTP/1.1",
    "PUT /users/42 HTTP/1.1",
    "DELETE /users/7 HTTP/1.1",
    "GET /files/a%20b.txt HTTP/1.1",
    "GET /nowhere HTTP/1.1",
    "POST /things HTTP/1.1\r\nContent-Type: application/json\r\nContent-Length: 7\r\n\r\n{\"a\":1}",
    "POST /things HTTP/1.1\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n12",
    "GET /bad HTTP/1.1",
] as $req) {
    $raw = str_contains($req, "\r\n\r\n") ? $req : "$req\r\nHost: x\r\nConnection: close\r\n\r\n";
    if (str_contains($req, "\r\n\r\n")) {
        $raw = preg_replace('/\r\n\r\n/', "\r\nHost: x\r\nConnection: close\r\n\r\n", $req, 1);
    }
    show(vela_test_raw($srv, $raw));
}
[$code, $out, $err] = vela_test_stop($srv);
echo "exit $code\n";
echo str_contains($err, "an action returned int") ? "the bad return value is logged\n" : $err;
?>
--EXPECT--
HTTP/1.1 200 OK | text/html; charset=utf-8 | <h1>home</h1>
HTTP/1.1 200 OK | application/json | {"id":42,"calls":1} | X-Tag: tagged
HTTP/1.1 200 OK | application/json | {"denied":true} | X-Tag: tagged
HTTP/1.1 404 Not Found | text/plain; charset=utf-8 | Not Found
HTTP/1.1 405 Method Not Allowed | text/plain; charset=utf-8 | Method Not Allowed | Allow: GET, HEAD, DELETE, OPTIONS
HTTP/1.1 204 No Content | - | 
HTTP/1.1 200 OK | text/plain; charset=utf-8 | file a b.txt
HTTP/1.1 404 Not Found | text/plain; charset=utf-8 | Not Found
HTTP/1.1 200 OK | application/json | {"created":{"a":1}}
HTTP/1.1 422 Unprocessable Content | application/json | {"errors":{"body":"must be a JSON object"}}
HTTP/1.1 500 Internal Server Error | text/plain; charset=utf-8 | Internal Server Error
exit 0
the bad return value is logged
