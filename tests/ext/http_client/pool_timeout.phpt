--TEST--
Vela: Http\Client: waiting for a per-host slot is FIFO and bounded by pool_timeout; PoolTimeout names size, waiters and holders
--EXTENSIONS--
vela
--SKIPIF--
<?php if (getenv('VELA_VALGRIND')) die('skip timing-bound: under memcheck its timeouts pass (basic, errors, retries, max_per_host run there)'); ?>
--FILE--
<?php
require __DIR__ . '/echo.inc';
$srv = vela_echo_server();
$http = new Vela\Http\Client(['base_uri' => "http://127.0.0.1:{$srv['port']}", 'max_per_host' => 2, 'pool_timeout' => 0.3]);

$order = [];
for ($i = 0; $i < 4; $i++) {
    Vela\Coroutine::spawn(function () use ($http, $i, &$order) {
        $http->get('/sleep', ['query' => ['ms' => 100]]);
        $order[] = $i;
    });
}
Vela\Coroutine::waitAll();
echo 'FIFO: ', implode(' ', $order), "\n";

// Two holders sleep 1 s; the third waits 0.3 s and gives up.
for ($i = 0; $i < 2; $i++) {
    Vela\Coroutine::spawn(fn () => $http->get('/sleep', ['query' => ['ms' => 1000]]));
}
$t = microtime(true);
try {
    $http->get('/late');
} catch (Vela\Http\Client\PoolTimeout $e) {
    $waited = microtime(true) - $t;
    echo get_class($e), ' after ', $waited >= 0.25 && $waited < 0.9 ? '~0.3 s' : "$waited s", "\n";
    echo preg_replace('/held \d+ ms/', 'held N ms', str_replace("127.0.0.1:{$srv['port']}", 'HOST', $e->getMessage())), "\n";
    var_dump($e instanceof Vela\Http\Client\TimeoutException);
}
Vela\Coroutine::waitAll();
echo $http->get('/after')->status(), "\n";
[$code, $out] = vela_test_stop($srv);
echo "exit $code: ", trim($out), "\n";
?>
--EXPECTF--
FIFO: 0 1 2 3
Vela\Http\Client\PoolTimeout after ~0.3 s
GET http://HOST/late: no connection within 300 ms: pool size 2 of max 2, 1 waiting (this one included), 2 leases held; oldest holders: %spool_timeout.php:18 (coroutine #%d, shared, held N ms), %spool_timeout.php:18 (coroutine #%d, shared, held N ms)
bool(true)
200
exit 0: STOPPED
