--TEST--
Vela: Http\Client: get/post/put/patch/delete/head/request with query, headers, json, body and base_uri, outside a coroutine
--EXTENSIONS--
vela
--FILE--
<?php
require __DIR__ . '/echo.inc';
$srv = vela_echo_server();
$base = "http://127.0.0.1:{$srv['port']}";

$http = new Vela\Http\Client(['base_uri' => "$base/api/", 'headers' => ['User-Agent' => 'test/1.0', 'X-Default' => 'd']]);

$r = $http->get('/users/1', ['query' => ['expand' => 'team', 'tags' => ['a b', 'c&d']], 'headers' => ['x-default' => 'over']]);
$e = $r->json();
echo $r->status(), ' ', $r->header('Content-Type'), ' ', $e['method'], ' ', $e['path'], "\n";
echo json_encode($e['query']), "\n";
echo $e['headers']['user-agent'], ' ', $e['headers']['x-default'], "\n";
var_dump(isset($e['headers']['expect']), $r->headers()['content-type'] === [$r->header('content-type')]);

$r = $http->get('relative?x=1', ['query' => 'y=2']);
echo $r->json()['path'], ' ', json_encode($r->json()['query']), "\n";

$r = $http->post('/users', ['json' => ['name' => 'Ada', 'langs' => ['é/']]]);
$e = $r->json();
echo $e['method'], ' ', $e['headers']['content-type'], ' ', $e['body'], "\n";

$r = $http->put('/files/a', ['body' => "raw\0bytes", 'headers' => ['Content-Type' => 'application/octet-stream']]);
$e = $r->json();
echo $e['method'], ' ', $e['headers']['content-type'], ' ', strlen($e['body']), ' ', bin2hex($e['body']), "\n";

$e = $http->put('/empty')->json();
echo $e['method'], ' content-length ', $e['headers']['content-length'] ?? 'none', ' type ', $e['headers']['content-type'] ?? 'none', "\n";
echo $http->patch('/p', ['body' => 'x'])->json()['method'], ' ', $http->delete('/d')->json()['method'], "\n";
$r = $http->head('/h');
echo $r->status(), ' [', $r->body(), "]\n";
echo $http->request('options', "$base/abs")->json()['method'], ' ', $http->request('GET', "$base/abs")->json()['path'], "\n";

echo $http->get('/status/404')->status(), ' ', $http->get('/status/503')->body(), "\n";

try {
    $http->get('/x', ['jsn' => 1]);
} catch (Vela\Http\Client\Exception $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
try {
    $http->get('/x', ['headers' => ['X-Bad' => "a\r\nInjected: 1"]]);
} catch (Vela\Http\Client\Exception $e) {
    echo $e->getMessage(), "\n";
}
try {
    new Vela\Http\Client(['max_per_host' => 0]);
} catch (Vela\Http\Client\Exception $e) {
    echo $e->getMessage(), "\n";
}
try {
    (new Vela\Http\Client())->get('/no-base');
} catch (Vela\Http\Client\Exception $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
try {
    $http->request('BAD METHOD', '/x');
} catch (Vela\Http\Client\Exception $e) {
    echo $e->getMessage(), "\n";
}
try {
    (new Vela\Http\Client())->get('ftp://127.0.0.1/x');
} catch (Vela\Http\Client\Exception $e) {
    echo get_class($e), "\n";
}
try {
    $http->get('/status/200')->json();
} catch (JsonException $e) {
    echo 'JsonException: ', $e->getMessage(), "\n";
}
[$code, $out] = vela_test_stop($srv);
echo "exit $code: ", trim($out), "\n";
?>
--EXPECTF--
200 application/json GET /users/1
{"expand":"team","tags":["a b","c&d"]}
test/1.0 over
bool(false)
bool(true)
/api/relative {"x":"1","y":"2"}
POST application/json {"name":"Ada","langs":["é/"]}
PUT application/octet-stream 9 726177006279746573
PUT content-length 0 type none
PATCH DELETE
200 []
OPTIONS /abs
404 status 503
Vela\Http\Client\Exception: Vela\Http\Client::request(): unknown option "jsn" (did you mean "json"?)
Vela\Http\Client::request(): a header value must not contain CR, LF or NUL
Vela\Http\Client: option "max_per_host" must be an int from 1 to 10000, 0 given
Vela\Http\Client\Exception: GET /no-base: not an absolute http(s) URL, nor one relative to base_uri
Vela\Http\Client: invalid method "BAD METHOD"
Vela\Http\Client\Exception
JsonException: Syntax error
exit 0: STOPPED
