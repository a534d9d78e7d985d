--TEST--
Vela: Http\Client::psr18(): a PSR-18 client (Nyholm's and Guzzle's PSR-7), error statuses as responses, PSR-18 exceptions, nothing loaded before first use
--EXTENSIONS--
vela
--SKIPIF--
<?php
foreach (['/usr/share/php/Psr/Http/Client/autoload.php', '/usr/share/php/Nyholm/Psr7/autoload.php', '/usr/share/php/GuzzleHttp/Psr7/autoload.php'] as $f) {
    if (!is_file($f)) die("skip needs $f (scripts/install-deps)");
}
?>
--FILE--
<?php
require __DIR__ . '/echo.inc';
$srv = vela_echo_server();
$base = "http://127.0.0.1:{$srv['port']}";
// Under memcheck a plain GET can take longer than 0.5 s; /sleep?ms=2000 still times out at 1.5.
$timeout = getenv('VELA_VALGRIND') ? 1.5 : 0.5;
$http = new Vela\Http\Client(['base_uri' => $base, 'http_errors' => true, 'timeout' => $timeout, 'body_limit' => 4000]);
echo $http->get('/x')->status(), "\n";

try {
    $http->psr18();
} catch (Vela\Http\Client\Exception $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
var_dump(interface_exists('Psr\Http\Message\RequestInterface', false), class_exists('Vela\Http\Client\Psr18\Client', false));

require '/usr/share/php/Psr/Http/Client/autoload.php';
require '/usr/share/php/Nyholm/Psr7/autoload.php';
require '/usr/share/php/GuzzleHttp/Psr7/autoload.php';
$psr = $http->psr18();
echo get_class($psr), ' ', var_export($psr instanceof Psr\Http\Client\ClientInterface, true), "\n";

$request = (new Nyholm\Psr7\Request('POST', "$base/users?x=1", ['X-Trace' => ['a', 'b']], '{"name":"Ada"}'))
    ->withHeader('Content-Type', 'application/json');
$response = $psr->sendRequest($request);
$e = json_decode((string) $response->getBody(), true);
echo get_class($response), ' ', $response->getStatusCode(), ' ', $response->getHeaderLine('Content-Type'), "\n";
echo $e['method'], ' ', $e['path'], ' ', json_encode($e['query']), ' ', $e['headers']['x-trace'], ' ', $e['headers']['content-type'], ' ', $e['body'], "\n";

$response = $psr->sendRequest(new Nyholm\Psr7\Request('GET', "$base/status/404"));
echo 'error status: ', $response->getStatusCode(), ' ', $response->getBody(), "\n";

function failure(Psr\Http\Client\ClientInterface $psr, Psr\Http\Message\RequestInterface $request): void
{
    try {
        $psr->sendRequest($request);
        echo "no exception\n";
    } catch (Psr\Http\Client\ClientExceptionInterface $e) {
        echo get_class($e), ' network=', var_export($e instanceof Psr\Http\Client\NetworkExceptionInterface, true),
            ' request=', var_export($e instanceof Psr\Http\Client\RequestExceptionInterface, true),
            ' same request=', var_export($e->getRequest() === $request, true),
            ' vela=', var_export($e instanceof Vela\Http\Client\Exception, true),
            ' previous=', get_class($e->getPrevious()), "\n";
    }
}
failure($psr, new Nyholm\Psr7\Request('GET', 'http://no-such-host.invalid/'));
failure($psr, new Nyholm\Psr7\Request('GET', "$base/sleep?ms=2000"));
failure($psr, new Nyholm\Psr7\Request('GET', "$base/big?n=5000"));

// Guzzle's PSR-7 and PSR-17, given explicitly.
$factory = new GuzzleHttp\Psr7\HttpFactory();
$psr = $http->psr18($factory, $factory);
$response = $psr->sendRequest(new GuzzleHttp\Psr7\Request('PUT', "$base/files/a", [], 'bytes'));
$e = json_decode((string) $response->getBody(), true);
echo get_class($response), ' ', $response->getStatusCode(), ' ', $e['method'], ' ', $e['body'], "\n";

// Many at once from coroutines, through one PSR-18 client.
$t = microtime(true);
$statuses = Vela\run(function () use ($psr, $base) {
    $wg = new Vela\WaitGroup();
    $statuses = [];
    for ($i = 0; $i < 5; $i++) {
        $wg->add();
        Vela\Coroutine::spawn(function () use ($psr, $base, $wg, &$statuses) {
            $statuses[] = $psr->sendRequest(new GuzzleHttp\Psr7\Request('GET', "$base/sleep?ms=300"))->getStatusCode();
            $wg->done();
        });
    }
    $wg->wait();
    return $statuses;
});
$t = microtime(true) - $t;
echo implode(',', $statuses), ' concurrent: ', var_export($t < 1.2, true), "\n";
vela_test_stop($srv); // the echo server would outlive the test
?>
--EXPECT--
200
Vela\Http\Client\Exception: Vela\Http\Client\Psr18\Client needs Psr\Http\Client\ClientInterface: install php-psr-http-client or declare it with an autoloader
bool(false)
bool(false)
Vela\Http\Client\Psr18\Client true
Nyholm\Psr7\Response 200 application/json
POST /users {"x":"1"} a, b application/json {"name":"Ada"}
error status: 404 status 404
Vela\Http\Client\Psr18\NetworkException network=true request=false same request=true vela=true previous=Vela\Http\Client\ConnectException
Vela\Http\Client\Psr18\NetworkException network=true request=false same request=true vela=true previous=Vela\Http\Client\TimeoutException
Vela\Http\Client\Psr18\RequestException network=false request=true same request=true vela=true previous=Vela\Http\Client\ResponseTooLarge
GuzzleHttp\Psr7\Response 200 PUT bytes
200,200,200,200,200 concurrent: true
