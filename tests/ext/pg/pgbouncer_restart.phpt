--TEST--
Vela: Pg\Pool through PgBouncer (transaction pooling): the server stopped mid-load fails in-flight queries with ConnectionLost, queries while it is down fail (no hang), and the same pool heals when it returns
--SKIPIF--
<?php require __DIR__ . '/pg.inc'; pg_skip(private: true); if (!is_executable('/usr/sbin/pgbouncer')) die('skip no pgbouncer'); ?>
--INI--
vela.block_warn_ms=0
--ENV--
VALGRIND_OPTS=--trace-children-skip=*/sh,*/bash,*/runuser
--FILE--
<?php
require __DIR__ . '/pg.inc';
use Vela\Coroutine;
$server = pg_private_start();
$bouncer = pg_private_bouncer($server);
$pool = pg_pool(['max' => 3, 'pipeline_depth' => 10, 'connect_timeout' => 5, 'statement_cache_size' => 0], $bouncer);   /* 10 queries on each connection */
$admin = pg_pool(['max' => 1], $server['dsn']);
pg_warm($pool, 3);
$results = ['lost' => 0, 'other' => []];
Vela\run(function () use ($pool, $admin, $server, &$results) {
    for ($i = 0; $i < 30; $i++) {
        Coroutine::spawn(function () use ($pool, $i, &$results) {
            try {
                $v = $pool->queryValue('SELECT $1::int FROM pg_sleep(30)', [$i]);
                $results['other'][] = "a result: $v";
            } catch (Vela\Pg\ConnectionLost $e) {
                $results['lost']++;
            } catch (Throwable $e) {
                $results['other'][] = get_class($e) . ': ' . $e->getMessage();
            }
        });
    }
    pg_wait_until(fn () => $pool->stats()['in_flight'] === 30
        && $admin->queryValue("SELECT count(*) FROM pg_stat_activity WHERE query LIKE 'SELECT $1::int FROM pg_sleep%'") == 3);
    echo "in flight before the stop: ", $pool->stats()['in_flight'], "\n";
    pg_private_ctl($server, 'stop');   /* pg_ctl stop -m immediate */
});
echo "in-flight queries: {$results['lost']} ConnectionLost, other: ", json_encode($results['other']), "\n";
/* While it is down PgBouncer accepts clients and queues their queries: a
 * query fails by query_timeout (cancelled in PgBouncer's queue), not by hanging. */
$probe = pg_pool(['max' => 1, 'connect_timeout' => 5, 'query_timeout' => 1, 'statement_cache_size' => 0], $bouncer);
$t = hrtime(true);
$failures = [];
for ($i = 0; $i < 2; $i++) {
    try {
        $probe->queryValue('SELECT 1');
        $failures[] = 'a result';
    } catch (Vela\Pg\Exception $e) {
        $failures[] = get_class($e);
    }
}
$ms = (hrtime(true) - $t) / 1e6;
echo "while down: ", json_encode($failures), ", within 10 s: ", $ms < 10000 ? 'yes' : "no ($ms ms)", "\n";
pg_private_ctl($server, 'start');
$t = hrtime(true);
do {
    try {
        $v = $pool->queryValue('SELECT 41 + 1');
    } catch (Vela\Pg\Exception $e) {
        $v = null;
        usleep(100000);
    }
} while ($v === null && hrtime(true) - $t < 30e9);
echo "after the restart: ", var_export($v, true), "\n";
$s = $pool->stats();
echo "reconnected: ", $s['reconnects'] > 0 ? 'yes' : 'no', ", leases: {$s['leases']}\n";
$many = [];
Vela\run(function () use ($pool, &$many) {
    for ($i = 0; $i < 20; $i++) {
        Coroutine::spawn(function () use ($pool, $i, &$many) { $many[] = $pool->queryValue('SELECT $1::int', [$i]) === $i; });
    }
});
echo "20 queries after healing: ", count(array_filter($many)), " right\n";
pg_private_stop($server);
?>
--EXPECT--
in flight before the stop: 30
in-flight queries: 30 ConnectionLost, other: []
while down: ["Vela\\Pg\\QueryTimeout","Vela\\Pg\\QueryTimeout"], within 10 s: yes
after the restart: 42
reconnected: yes, leases: 0
20 queries after healing: 20 right
