--TEST--
Vela: App: HttpException, validation, the exception handler, 404/405/500 bodies that follow the client, global middleware on every answer (real HTTP)
--EXTENSIONS--
vela
--FILE--
<?php
require __DIR__ . '/../http/server.inc';
require __DIR__ . '/notes.inc';
$root = notes_compile();
$srv = vela_test_server('return $GLOBALS["app"]->handle($request);', [], notes_boot($root));

function show(array $srv, string $line, string $headers = '', string $body = ''): void
{
    $length = $body === '' ? '' : "Content-Length: " . strlen($body) . "\r\n";
    $r = vela_test_raw($srv, "$line HTTP/1.1\r\nHost: x\r\nConnection: close\r\n$headers$length\r\n$body");
    $head = substr($r, 0, strpos($r, "\r\n\r\n"));
    $get = fn ($name) => preg_match("/\r\n$name: ([^\r]*)/i", $head, $m) ? $m[1] : '-';
    echo $line, ' => ', substr(vela_test_status($r), 9), ' | ', $get('Content-Type'), ' | ', vela_test_body($r),
        ' | id=', $get('X-Request-Id'), ' cors=', $get('Access-Control-Allow-Origin'),
        $get('Allow') !== '-' ? ' allow=' . $get('Allow') : '', $get('Location') !== '-' ? ' location=' . $get('Location') : '', "\n";
}

$json = "Accept: application/json\r\n";
show($srv, 'GET /notes', $json);
show($srv, 'GET /notes/1', "X-Request-Id: abc\r\n");
show($srv, 'GET /notes/7', $json);
show($srv, 'GET /notes/7');
show($srv, 'GET /notes/x', $json);
show($srv, 'GET /nowhere', $json);
show($srv, 'GET /nowhere');
show($srv, 'PUT /notes/1', $json);
show($srv, 'OPTIONS /notes/1');
show($srv, 'POST /notes', "Content-Type: application/json\r\n", '{"title":"second"}');
show($srv, 'POST /notes', "Content-Type: application/json\r\n", '{"title":"  "}');
show($srv, 'POST /notes', "Content-Type: application/json\r\n", '{"title":"third"}');
show($srv, 'POST /notes', "Content-Type: application/json\r\n", '{"title":"fourth"}');
show($srv, 'DELETE /notes/1', $json);
show($srv, 'DELETE /notes/1', "Authorization: Bearer good\r\n");
show($srv, 'GET /notes/2/locked', $json);
show($srv, 'GET /notes/2/boom', $json);
show($srv, 'GET /notes/2/boom');
[$code, $out, $err] = vela_test_stop($srv);
echo "exit $code\n";
echo str_contains($err, 'RuntimeException: boom 2') ? "the 500 is logged with its exception\n" : $err;
?>
--EXPECT--
GET /notes => 200 OK | application/json | [{"id":1,"title":"first"}] | id=req-1 cors=*
GET /notes/1 => 200 OK | application/json | {"id":1,"title":"first"} | id=abc cors=*
GET /notes/7 => 404 Not Found | application/json | {"error":{"status":404,"message":"no note 7"}} | id=req-2 cors=*
GET /notes/7 => 404 Not Found | text/plain; charset=utf-8 | no note 7 | id=req-3 cors=*
GET /notes/x => 404 Not Found | application/json | {"error":{"status":404,"message":"Not Found"}} | id=req-4 cors=*
GET /nowhere => 404 Not Found | application/json | {"error":{"status":404,"message":"Not Found"}} | id=req-5 cors=*
GET /nowhere => 404 Not Found | text/plain; charset=utf-8 | Not Found | id=req-6 cors=*
PUT /notes/1 => 405 Method Not Allowed | application/json | {"error":{"status":405,"message":"Method Not Allowed"}} | id=req-7 cors=* allow=GET, HEAD, DELETE, OPTIONS
OPTIONS /notes/1 => 204 No Content | - |  | id=req-8 cors=* allow=GET, HEAD, DELETE, OPTIONS
POST /notes => 201 Created | application/json | {"id":2,"title":"second"} | id=req-9 cors=* location=/notes/2
POST /notes => 422 Unprocessable Content | application/json | {"errors":{"title":"must not be blank"}} | id=req-10 cors=*
POST /notes => 201 Created | application/json | {"id":3,"title":"third"} | id=req-11 cors=* location=/notes/3
POST /notes => 409 Conflict | application/json | {"error":{"status":409,"message":"at most 3 notes"}} | id=req-12 cors=*
DELETE /notes/1 => 403 Forbidden | application/json | {"error":{"status":403,"message":"a good token is needed"}} | id=req-13 cors=*
DELETE /notes/1 => 204 No Content | - |  | id=req-14 cors=*
GET /notes/2/locked => 409 Conflict | application/json | {"error":{"status":409,"message":"note 2 is locked"}} | id=req-15 cors=*
GET /notes/2/boom => 500 Internal Server Error | application/json | {"error":{"status":500,"message":"Internal Server Error"}} | id=req-16 cors=*
GET /notes/2/boom => 500 Internal Server Error | text/plain; charset=utf-8 | Internal Server Error | id=req-17 cors=*
exit 0
the 500 is logged with its exception
