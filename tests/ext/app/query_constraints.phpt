--TEST--
Vela: App: #[Query], #[Header] and #[Cookie] parameters take the body's constraints (compiled by vgen), every failure of the request in one 422, an empty value is the default (real HTTP)
--EXTENSIONS--
vela
--FILE--
<?php
require __DIR__ . '/errors.inc';
$root = notes_compile(__DIR__ . '/json_api');
$binders = file_get_contents("$root/var/cache/binders.php");
echo str_contains($binders, "} elseif (\$value < 1 || \$value > 100) {") ? "compiled into the binder\n" : "no Range check in binders.php\n";
$srv = vela_test_server('', [], notes_boot($root), '$server = $app->server();');
foreach ([
    ['GET /search'],
    ['GET /search?perPage=&q=&order=&page='],
    ['GET /search?perPage=100&q=ab&order=desc&page=3', "X-Tenant: acme\r\nCookie: sid=abcd\r\n"],
    ['GET /search?perPage=0&q=a&order=up&page=x', "X-Tenant: 9\r\nCookie: sid=abc\r\n"],
    ['GET /search?perPage=101&q[]=x'],
    ['GET /search?perPage=x'],
] as $case) {
    [$status, $type, $text] = errors_ask($srv, $case[0], $case[1] ?? '');
    echo "$case[0] $status | $type\n  $text\n";
}
vela_test_stop($srv);
?>
--EXPECT--
compiled into the binder
GET /search 200 OK | application/json
  {"perPage":20,"term":null,"tenant":"main","order":"asc","page":1,"session":null}
GET /search?perPage=&q=&order=&page= 200 OK | application/json
  {"perPage":20,"term":null,"tenant":"main","order":"asc","page":1,"session":null}
GET /search?perPage=100&q=ab&order=desc&page=3 200 OK | application/json
  {"perPage":100,"term":"ab","tenant":"acme","order":"desc","page":3,"session":"abcd"}
GET /search?perPage=0&q=a&order=up&page=x 422 Unprocessable Content | application/problem+json
  {"type":"about:blank","title":"Unprocessable Content","status":422,"errors":{"perPage":"must be from 1 to 100","q":"must be at least 2 characters long","X-Tenant":"must match /^[a-z]+$/D","order":"must be one of: 'asc', 'desc'","page":"must be an integer","sid":"must be at least 4 characters long"}}
GET /search?perPage=101&q[]=x 422 Unprocessable Content | application/problem+json
  {"type":"about:blank","title":"Unprocessable Content","status":422,"errors":{"perPage":"must be from 1 to 100","q":"must be a string"}}
GET /search?perPage=x 422 Unprocessable Content | application/problem+json
  {"type":"about:blank","title":"Unprocessable Content","status":422,"errors":{"perPage":"must be an integer"}}
