--TEST--
Vela: Pg\Pool: exhaustion gives PoolTimeout naming the pool size, the waiters and the holders' file:line
--SKIPIF--
<?php require __DIR__ . '/pg.inc'; pg_skip(); ?>
--FILE--
<?php
require __DIR__ . '/pg.inc';
use Vela\Coroutine;
$pool = pg_pool(['max' => 2, 'acquire_timeout' => 0.2]);
pg_warm($pool, 2);
Vela\run(function () use ($pool) {
    Coroutine::spawn(function () use ($pool) {
        $pool->transaction(fn () => Coroutine::sleep(pg_under_valgrind() ? 2 : 0.6));
    });
    Coroutine::spawn(function () use ($pool) {
        $tx = $pool->begin();
        Coroutine::sleep(pg_under_valgrind() ? 2 : 0.6);
        $tx->rollback();
    });
    Coroutine::spawn(function () use ($pool) {
        try {
            $pool->queryValue('SELECT 1');
        } catch (Vela\Pg\PoolTimeout $e) {
            echo get_class($e), ": ", $e->getMessage(), "\n";
        }
    });
});
$s = $pool->stats();
echo "acquire_timeouts: {$s['acquire_timeouts']}, leases: {$s['leases']}\n";
var_dump($pool->queryValue('SELECT 1'));
?>
--EXPECTF--
Vela\Pg\PoolTimeout: no connection within 200 ms: pool size 2 of max 2, 1 waiting (this one included), 2 leases held; oldest holders: %spool_timeout.php:%d (coroutine #%d, exclusive, held %d ms), %spool_timeout.php:%d (coroutine #%d, exclusive, held %d ms)
acquire_timeouts: 1, leases: 0
int(1)
