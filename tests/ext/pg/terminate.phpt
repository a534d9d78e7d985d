--TEST--
Vela: Pg\Pool: pg_terminate_backend of every connection mid-load fails only the queries in flight (ConnectionLost) and the pool reconnects
--SKIPIF--
<?php require __DIR__ . '/pg.inc'; pg_skip(private: true); ?>
--INI--
vela.block_warn_ms=0
--ENV--
VALGRIND_OPTS=--trace-children-skip=*/sh,*/bash,*/runuser
--FILE--
<?php
require __DIR__ . '/pg.inc';
use Vela\Coroutine;
$server = pg_private_start();
$pool = pg_pool(['max' => 2, 'pipeline_depth' => 5, 'application_name' => 'victim'], $server['dsn']);   /* 5 queries on each connection */
$admin = pg_pool(['max' => 1], $server['dsn']);
pg_warm($pool, 2);
$got = [];
Vela\run(function () use ($pool, $admin, &$got) {
    for ($i = 0; $i < 10; $i++) {
        Coroutine::spawn(function () use ($pool, $i, &$got) {
            try {
                $got[] = 'result ' . $pool->queryValue('SELECT $1::int FROM pg_sleep(30)', [$i]);
            } catch (Vela\Pg\Exception $e) {
                $got[] = get_class($e);
            }
        });
    }
    pg_wait_until(fn () => $pool->stats()['in_flight'] === 10);
    echo "terminated: ", $admin->queryValue("SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity WHERE application_name = 'victim'"), "\n";
});
echo json_encode(array_count_values($got)), "\n";
echo "then: ", $pool->queryValue('SELECT 7'), ", leases: ", $pool->stats()['leases'], ", reconnected: ",
    $pool->stats()['reconnects'] > 0 ? 'yes' : 'no', "\n";
pg_private_stop($server);
?>
--EXPECT--
terminated: 2
{"Vela\\Pg\\ConnectionLost":10}
then: 7, leases: 0, reconnected: yes
