--TEST--
Vela: Http\Client: a reused transfer handle carries nothing of the request before it (method, body, headers, timeout, cookie jar) into the next, of this client or another
--EXTENSIONS--
vela
--FILE--
<?php
require __DIR__ . '/echo.inc';
$srv = vela_echo_server();
$base = "http://127.0.0.1:{$srv['port']}";
$http = new Vela\Http\Client(['base_uri' => $base]);

function show(Vela\Http\Client $http, string $path): string
{
    $e = $http->get($path)->json();
    return $e['method'] . ' body=' . var_export($e['body'], true) . ' x-app=' . ($e['headers']['x-app'] ?? '-')
        . ' cookie=' . ($e['headers']['cookie'] ?? '-');
}

// Each request kind, then a plain GET on the same client (the handle just freed is the one reused).
echo 'HEAD: ', $http->request('HEAD', '/x')->status(), ', then ', show($http, '/x'), "\n";
echo 'POST: ', $http->post('/x', ['body' => 'posted'])->json()['body'], ', then ', show($http, '/x'), "\n";
$f = fopen('php://memory', 'w+');
fwrite($f, 'streamed');
rewind($f);
echo 'PUT stream: ', $http->request('PUT', '/x', ['body' => $f])->json()['body'], ', then ', show($http, '/x'), "\n";

// Another client's headers, timeout and cookie jar stay with it.
$other = new Vela\Http\Client(['base_uri' => $base, 'headers' => ['X-App' => 'other'], 'timeout' => 0.2]);
echo 'other client: ', show($other, '/x'), "\n";
try {
    $other->get('/sleep?ms=600');
} catch (Vela\Http\Client\TimeoutException $e) {
    echo "other client timed out\n";
}
echo 'then a 600 ms answer without a timeout: ', $http->get('/sleep?ms=600')->status(), ', ', show($http, '/x'), "\n";

$jar = new Vela\Http\Client\CookieJar();
$withJar = new Vela\Http\Client(['base_uri' => $base, 'cookies' => $jar]);
$withJar->get('/set-cookie?c=' . urlencode('sid=abc; Path=/'));
echo 'with the jar: ', show($withJar, '/x'), "\n";
echo 'then without: ', show($http, '/x'), "\n";
// Many at once, so that spare handles of every kind are taken in turn.
$seen = [];
for ($i = 0; $i < 40; $i++) {
    Vela\Coroutine::spawn(function () use ($http, $withJar, $i, &$seen) {
        $seen[show($i % 2 ? $withJar : $http, '/x')] = true;
    });
}
Vela\Coroutine::waitAll();
ksort($seen);
echo implode("\n", array_keys($seen)), "\n";
[$code, $out] = vela_test_stop($srv);
echo "exit $code: ", trim($out), "\n";
?>
--EXPECT--
HEAD: 200, then GET body='' x-app=- cookie=-
POST: posted, then GET body='' x-app=- cookie=-
PUT stream: streamed, then GET body='' x-app=- cookie=-
other client: GET body='' x-app=other cookie=-
other client timed out
then a 600 ms answer without a timeout: 200, GET body='' x-app=- cookie=-
with the jar: GET body='' x-app=- cookie=sid=abc
then without: GET body='' x-app=- cookie=-
GET body='' x-app=- cookie=-
GET body='' x-app=- cookie=sid=abc
exit 0: STOPPED
