--TEST--
Vela: Http\Client: a callable as the sink gets the body piece by piece as it arrives (memory flat); its exception, or an attempt to wait in it, stops the transfer and is rethrown
--EXTENSIONS--
vela
--FILE--
<?php
require __DIR__ . '/echo.inc';
$srv = vela_echo_server();
$http = new Vela\Http\Client(['base_uri' => "http://127.0.0.1:{$srv['port']}", 'body_limit' => 1024]);

$bytes = 0;
$calls = 0;
$hash = hash_init('md5');
$before = memory_get_usage();
$r = $http->get('/big?n=' . (8 << 20), ['sink' => function (string $piece) use (&$bytes, &$calls, $hash) {
    $bytes += strlen($piece);
    $calls++;
    hash_update($hash, $piece);
}]);
echo $r->status(), ' body() ', strlen($r->body()), ' got ', $bytes, ' in pieces: ', var_export($calls > 1, true),
    ' md5 ok: ', var_export(hash_final($hash) === md5(str_repeat('x', 8 << 20)), true),
    ' memory flat: ', var_export(memory_get_usage() - $before < (1 << 20), true), "\n";

final class Collector
{
    public string $text = '';

    public function __invoke(string $piece): void
    {
        $this->text .= $piece;
    }
}
$c = new Collector();
$http->get('/big?n=10', ['sink' => $c]);
echo 'invokable object: ', $c->text, "\n";
$parts = [];
$http->get('/big?n=5', ['sink' => [new ArrayObject(), 'append']]);
echo "array callable accepted\n";

try {
    $http->get('/big?n=100000', ['sink' => function (string $piece) { throw new RuntimeException('enough'); }]);
} catch (RuntimeException $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
try {
    $http->get('/big?n=10', ['sink' => function (string $piece) { Vela\Coroutine::sleep(0.01); }]);
} catch (Throwable $e) {
    echo 'waiting in the sink: ', get_class($e), "\n";
}
// Inside a coroutine too, and the client keeps working.
Vela\run(function () use ($http) {
    $n = 0;
    $http->get('/big?n=3000', ['sink' => function (string $piece) use (&$n) { $n += strlen($piece); }]);
    echo 'in a coroutine: ', $n, ' then ', $http->get('/status/204')->status(), "\n";
});
try {
    $http->get('/x', ['sink' => 42]);
} catch (Vela\Http\Client\Exception $e) {
    echo str_contains($e->getMessage(), 'callable') ? 'bad sink named' : $e->getMessage(), "\n";
}
vela_test_stop($srv); // the echo server would outlive the test
?>
--EXPECT--
200 body() 0 got 8388608 in pieces: true md5 ok: true memory flat: true
invokable object: xxxxxxxxxx
array callable accepted
RuntimeException: enough
waiting in the sink: Vela\CoroutineException
in a coroutine: 3000 then 204
bad sink named
