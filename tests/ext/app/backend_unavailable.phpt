--TEST--
Vela: BackendUnavailable is implemented by exactly the pg and redis classes that mean "cannot serve now"; pool exhaustion says who holds the connections in one format in both
--EXTENSIONS--
vela
--SKIPIF--
<?php
require __DIR__ . '/../pg/pg.inc';
require __DIR__ . '/../redis/redis.inc';
pg_skip();
vela_redis_skip_unless('VELA_TEST_REDIS_PORT');
?>
--FILE--
<?php
require __DIR__ . '/../pg/pg.inc';
require __DIR__ . '/../redis/redis.inc';
use Vela\Coroutine;

$i = new ReflectionClass(Vela\BackendUnavailable::class);
echo "interface: ", var_export($i->isInterface(), true), ", a Throwable: ",
    var_export($i->implementsInterface(Throwable::class), true), "\n";
$implementers = [];
foreach (get_declared_classes() as $class) {
    if (preg_match('/^Vela\\\\(Pg|Redis)\\\\/', $class, $m) && is_subclass_of($class, Vela\BackendUnavailable::class)) {
        $area = "Vela\\$m[1]\\Exception";
        $implementers[] = $class . (is_subclass_of($class, $area) ? '' : " (not a $area)");
    }
}
sort($implementers);
echo implode("\n", $implementers), "\n";

/* The only connection of each pool is held (a transaction, a blocking command); a second caller times out. */
$hold = pg_under_valgrind() ? 3 : 0.6;
$pg = pg_pool(['max' => 1, 'acquire_timeout' => 0.2]);
$redis = vela_redis_pool(['max' => 1, 'acquire_timeout' => 0.2], 57);   // this file's own database (redis.inc): it flushes it
pg_warm($pg, 1);
$redis->ping();
$messages = [];
Vela\run(function () use ($pg, $redis, $hold, &$messages) {
    Coroutine::spawn(fn () => $pg->transaction(fn () => Coroutine::sleep($hold)));
    Coroutine::spawn(fn () => $redis->blpop('bu-' . getmypid(), $hold));
    Coroutine::sleep(0.05);
    foreach (['pg' => fn () => $pg->queryValue('SELECT 1'), 'redis' => fn () => $redis->get('x')] as $area => $call) {
        Coroutine::spawn(function () use ($area, $call, &$messages) {
            try {
                $call();
            } catch (Vela\BackendUnavailable $e) {
                $messages[$area] = get_class($e) . ': ' . $e->getMessage();
            }
        });
    }
});
$shape = fn ($m) => preg_replace(['/^Vela\\\\(Pg|Redis)\\\\PoolTimeout:/', '/\S+\.php:\d+/', '/#\d+/', '/held \d+ ms/'],
                                 ['AREA\PoolTimeout:', 'FILE:LINE', '#N', 'held T ms'], $m);
echo $messages['pg'], "\n", $messages['redis'], "\n";
echo "one format: ", var_export($shape($messages['pg']) === $shape($messages['redis']), true), "\n";
echo $shape($messages['pg']), "\n";
?>
--EXPECTF--
interface: true, a Throwable: true
Vela\Pg\AuthenticationFailed
Vela\Pg\ConnectionFailed
Vela\Pg\ConnectionLost
Vela\Pg\PoolTimeout
Vela\Pg\QueryTimeout
Vela\Redis\AuthFailed
Vela\Redis\ConnectionLost
Vela\Redis\PoolTimeout
Vela\Redis\Timeout
Vela\Pg\PoolTimeout: no connection within 200 ms: pool size 1 of max 1, 1 waiting (this one included), 1 leases held; oldest holders: %sbackend_unavailable.php:%d (coroutine #%d, exclusive, held %d ms)
Vela\Redis\PoolTimeout: no connection within 200 ms: pool size 1 of max 1, 1 waiting (this one included), 1 leases held; oldest holders: %sbackend_unavailable.php:%d (coroutine #%d, exclusive, held %d ms)
one format: true
AREA\PoolTimeout: no connection within 200 ms: pool size 1 of max 1, 1 waiting (this one included), 1 leases held; oldest holders: FILE:LINE (coroutine #N, exclusive, held T ms)
