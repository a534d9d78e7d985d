--TEST--
Vela: Pg\Pool: the server stopped mid-load fails in-flight queries with ConnectionLost, new ones fast, and the same pool heals when it returns
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
$pool = pg_pool(['max' => 3, 'connect_timeout' => 5], $server['dsn']);
pg_warm($pool, 3);
$results = ['lost' => 0, 'other' => []];
Vela\run(function () use ($pool, $server, &$results) {
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
    pg_wait_until(fn () => $pool->stats()['in_flight'] === 30);
    echo "in flight before the stop: ", $pool->stats()['in_flight'], "\n";
    pg_private_ctl($server, 'stop');   /* pg_ctl stop -m immediate */
});
echo "in-flight queries: {$results['lost']} ConnectionLost, other: ", json_encode($results['other']), "\n";
$t = hrtime(true);
$failures = [];
for ($i = 0; $i < 5; $i++) {
    try {
        $pool->queryValue('SELECT 1');
    } catch (Vela\Pg\Exception $e) {
        $failures[] = get_class($e);
    }
}
$ms = (hrtime(true) - $t) / 1e6;
echo "while down: ", json_encode(array_count_values($failures)), ", fast: ", $ms < (pg_under_valgrind() ? 5000 : 2000) ? 'yes' : "no ($ms ms)", "\n";
pg_private_ctl($server, 'start');
$t = hrtime(true);
do {
    try {
        $v = $pool->queryValue('SELECT 41 + 1');
    } catch (Vela\Pg\ConnectionFailed $e) {
        $v = null;
        usleep(100000);
    }
} while ($v === null && hrtime(true) - $t < 15e9);
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
while down: {"Vela\\Pg\\ConnectionFailed":5}, fast: yes
after the restart: 42
reconnected: yes, leases: 0
20 queries after healing: 20 right
