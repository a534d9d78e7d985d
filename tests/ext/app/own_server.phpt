--TEST--
Vela: App: on its own server (Vela\App::server()) a request reaches the app without a call through the VM (below the action's frame only the server's start(), no Vela\App->handle); the no-route answer takes Allow from the match that chose it (a regex route's methods: 405, OPTIONS 204), and error headers set in C keep what header() would write (real HTTP)
--EXTENSIONS--
vela
--FILE--
<?php
require __DIR__ . '/errors.inc';
$srv = errors_serve();

function ask(array $srv, string $line, string $accept = 'application/json'): void
{
    $r = vela_test_raw($srv, "$line HTTP/1.1\r\nHost: x\r\nAccept: $accept\r\nConnection: close\r\n\r\n");
    $head = substr($r, 0, strpos($r, "\r\n\r\n"));
    $get = fn ($name) => preg_match("/\r\n$name: ([^\r]*)/i", $head, $m) ? " $name: $m[1]" : '';
    echo $line, ' => ', substr(vela_test_status($r), 9), $get('Allow'), $get('Retry-After'), $get('X-Limit'),
        $get('X-Odd'), ' | ', vela_test_body($r), "\n";
}

ask($srv, 'GET /trace');
ask($srv, 'GET /tags/abc');
ask($srv, 'DELETE /tags/abc');
ask($srv, 'OPTIONS /tags/abc');
ask($srv, 'DELETE /tags/ABC');
ask($srv, 'PUT /queries');
ask($srv, 'PUT /queries', 'text/plain');
ask($srv, 'GET /nowhere');
ask($srv, 'GET /busy');
ask($srv, 'GET /slow');
ask($srv, 'GET /slow', 'text/plain');
ask($srv, 'GET /cache');
[$code] = vela_test_stop($srv);
echo "server exit $code\n";
?>
--EXPECT--
GET /trace => 200 OK | {"frames":["App\\ErrorsController->trace","Vela\\Http\\Server->start"]}
GET /tags/abc => 200 OK | {"tag":"abc"}
DELETE /tags/abc => 405 Method Not Allowed Allow: GET, HEAD, OPTIONS | {"error":{"status":405,"message":"Method Not Allowed"}}
OPTIONS /tags/abc => 204 No Content Allow: GET, HEAD, OPTIONS | 
DELETE /tags/ABC => 404 Not Found | {"error":{"status":404,"message":"Not Found"}}
PUT /queries => 405 Method Not Allowed Allow: GET, HEAD, OPTIONS | {"error":{"status":405,"message":"Method Not Allowed"}}
PUT /queries => 405 Method Not Allowed Allow: GET, HEAD, OPTIONS | Method Not Allowed
GET /nowhere => 404 Not Found | {"error":{"status":404,"message":"Not Found"}}
GET /busy => 503 Service Unavailable | {"error":{"status":503,"message":"try again soon"}}
GET /slow => 429 Too Many Requests Retry-After: 30 X-Limit: 10 X-Odd: 1.5 | {"error":{"status":429,"message":"slow down"}}
GET /slow => 429 Too Many Requests Retry-After: 30 X-Limit: 10 X-Odd: 1.5 | slow down
GET /cache => 503 Service Unavailable Retry-After: 1 | {"error":{"status":503,"message":"Service Unavailable"}}
server exit 0
