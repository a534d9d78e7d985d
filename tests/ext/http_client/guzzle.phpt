--TEST--
Vela: Http\Client::guzzleHandler(): Guzzle 7 on the coroutine client: sync and async calls, promises waited together run concurrently, coroutines not blocked, retry middleware, errors as Guzzle's exceptions, sink
--EXTENSIONS--
vela
--SKIPIF--
<?php
if (!is_file('/usr/share/php/GuzzleHttp/autoload.php')) die('skip needs php-guzzlehttp-guzzle (scripts/install-deps)');
?>
--FILE--
<?php
require __DIR__ . '/echo.inc';
$srv = vela_echo_server();
$base = "http://127.0.0.1:{$srv['port']}";
require '/usr/share/php/GuzzleHttp/autoload.php';

use GuzzleHttp\Exception\ConnectException;
use GuzzleHttp\Exception\RequestException;
use GuzzleHttp\HandlerStack;
use GuzzleHttp\Middleware;
use GuzzleHttp\Promise\Utils;

var_dump(class_exists('Vela\Http\Client\GuzzleHandler', false));
$handler = Vela\Http\Client::guzzleHandler(['max_per_host' => 8]);
echo get_class($handler), "\n";
$guzzle = new GuzzleHttp\Client(['base_uri' => $base, 'handler' => HandlerStack::create($handler)]);

// Synchronous calls outside a coroutine.
$r = $guzzle->get('/users/1', ['query' => ['expand' => 'team'], 'headers' => ['X-A' => 'b']]);
$e = json_decode((string) $r->getBody(), true);
echo $r->getStatusCode(), ' ', $r->getHeaderLine('content-type'), ' ', $e['method'], ' ', $e['path'], ' ', json_encode($e['query']), ' ', $e['headers']['x-a'], ' ', $e['headers']['user-agent'], "\n";
$e = json_decode((string) $guzzle->post('/users', ['json' => ['name' => 'Ada']])->getBody(), true);
echo $e['method'], ' ', $e['headers']['content-type'], ' ', $e['body'], "\n";
try {
    $guzzle->get('/status/404');
} catch (GuzzleHttp\Exception\ClientException $x) {
    echo get_class($x), ' ', $x->getResponse()->getStatusCode(), "\n";
}
echo $guzzle->get('/status/503', ['http_errors' => false])->getStatusCode(), "\n";

// Promises: five requests of 300 ms waited together take about 300 ms.
$t = microtime(true);
$promises = [];
for ($i = 0; $i < 5; $i++) {
    $promises[] = $guzzle->getAsync('/sleep?ms=300')->then(fn ($r) => $r->getStatusCode());
}
$statuses = Utils::unwrap($promises);
echo 'promises: ', implode(',', $statuses), ' concurrent: ', var_export(microtime(true) - $t < 1.2, true), "\n";

// Inside coroutines: concurrent synchronous calls, and the worker keeps running other coroutines meanwhile.
$t = microtime(true);
[$ticks, $statuses] = Vela\run(function () use ($guzzle) {
    $ticks = 0;
    $running = true;
    Vela\Coroutine::spawn(function () use (&$ticks, &$running) {
        while ($running) {
            Vela\Coroutine::sleep(0.02);
            $ticks++;
        }
    });
    $wg = new Vela\WaitGroup();
    $statuses = [];
    for ($i = 0; $i < 8; $i++) {
        $wg->add();
        Vela\Coroutine::spawn(function () use ($guzzle, $wg, &$statuses) {
            $statuses[] = $guzzle->get('/sleep?ms=300')->getStatusCode();
            $wg->done();
        });
    }
    $wg->wait();
    $running = false;
    return [$ticks, $statuses];
});
echo 'coroutines: ', count($statuses), ' x ', $statuses[0], ' concurrent: ', var_export(microtime(true) - $t < 1.2, true), ' not blocked: ', var_export($ticks >= 5, true), "\n";

// Retry middleware: its "delay" is a coroutine sleep.
$stack = HandlerStack::create($handler);
$stack->push(Middleware::retry(
    fn ($retries, $request, $response = null, $error = null) => $retries < 3 && ($error !== null || $response->getStatusCode() === 503),
    fn ($retries) => 100,
));
$retrying = new GuzzleHttp\Client(['base_uri' => $base, 'handler' => $stack]);
$t = microtime(true);
$r = $retrying->get('/flaky?key=g&fail=2');
echo 'retry: ', $r->getStatusCode(), ' ', $r->getBody(), ' waited: ', var_export(microtime(true) - $t >= 0.2, true), "\n";

// Failures as Guzzle's exceptions.
function failure(callable $call): void
{
    try {
        $call();
        echo "no exception\n";
    } catch (RequestException|ConnectException $x) {
        echo get_class($x), ' <- ', get_class($x->getPrevious()), "\n";
    }
}
failure(fn () => $guzzle->get('http://no-such-host.invalid/'));
failure(fn () => $guzzle->get('/sleep?ms=2000', ['timeout' => 0.3]));
$small = new GuzzleHttp\Client(['base_uri' => $base, 'handler' => Vela\Http\Client::guzzleHandler(['body_limit' => 10])]);
failure(fn () => $small->get('/big?n=100'));
failure(fn () => $guzzle->getAsync('http://no-such-host.invalid/')->wait());

// A sink file, and on_stats.
$sink = tempnam(sys_get_temp_dir(), 'guzzle');
$r = $guzzle->get('/big?n=5000', ['sink' => $sink, 'on_stats' => function ($stats) use (&$seen) { $seen = $stats->getResponse()->getStatusCode(); }]);
echo 'sink: ', filesize($sink), ' ', strlen((string) $r->getBody()), ' stats: ', $seen, "\n";
unlink($sink);

// In a handler: an async call runs in a coroutine of its own and still carries the request's id and trace.
$front = vela_test_server(<<<'PHP'
    $guzzle = new GuzzleHttp\Client(['handler' => Vela\Http\Client::guzzleHandler()]);
    $async = json_decode((string) $guzzle->getAsync(B . '/x')->wait()->getBody(), true)['headers'];
    $sync = json_decode((string) $guzzle->get(B . '/x')->getBody(), true)['headers'];
    return Vela\Http\Response::json([$async['x-request-id'] ?? null, substr($async['traceparent'] ?? '', 0, 36),
        $sync['x-request-id'] ?? null, substr($sync['traceparent'] ?? '', 0, 36)]);
    PHP, [], "require '/usr/share/php/GuzzleHttp/autoload.php'; const B = '$base';");
$seen = (new Vela\Http\Client())->get("http://127.0.0.1:{$front['port']}/", ['headers' => ['X-Request-Id' => 'g-1',
    'traceparent' => '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01']])->json();
echo 'propagated: ', implode(' ', $seen), "\n";
vela_test_stop($front);
vela_test_stop($srv); // the echo server would outlive the test
?>
--EXPECT--
bool(false)
Vela\Http\Client\GuzzleHandler
200 application/json GET /users/1 {"expand":"team"} b GuzzleHttp/7
POST application/json {"name":"Ada"}
GuzzleHttp\Exception\ClientException 404
503
promises: 200,200,200,200,200 concurrent: true
coroutines: 8 x 200 concurrent: true not blocked: true
retry: 200 attempt 3 waited: true
GuzzleHttp\Exception\ConnectException <- Vela\Http\Client\ConnectException
GuzzleHttp\Exception\ConnectException <- Vela\Http\Client\TimeoutException
GuzzleHttp\Exception\RequestException <- Vela\Http\Client\ResponseTooLarge
GuzzleHttp\Exception\ConnectException <- Vela\Http\Client\ConnectException
sink: 5000 5000 stats: 200
propagated: g-1 00-0af7651916cd43dd8448eb211c80319c- g-1 00-0af7651916cd43dd8448eb211c80319c-
