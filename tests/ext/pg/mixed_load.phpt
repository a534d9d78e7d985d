--TEST--
Vela: Pg\Pool: transactions (exclusive) and pipelined queries (shared) from many coroutines over 2 connections all complete, none starves
--SKIPIF--
<?php require __DIR__ . '/pg.inc'; pg_skip(); ?>
--FILE--
<?php
require __DIR__ . '/pg.inc';
use Vela\Coroutine;
$pool = pg_pool(['max' => 2, 'pipeline_depth' => 8, 'acquire_timeout' => 60]);
$t = pg_table($pool, 'mixed_load', 'id int primary key, n int');
$pool->execute("INSERT INTO $t VALUES (1, 0)");
$n = pg_under_valgrind() ? 20 : 100;
$done = ['tx' => 0, 'query' => 0, 'pipeline' => 0];
$errors = [];
Vela\run(function () use ($pool, $t, $n, &$done, &$errors) {
    for ($i = 0; $i < $n; $i++) {
        Coroutine::spawn(function () use ($pool, $t, $i, &$done, &$errors) {
            try {
                switch ($i % 3) {
                case 0:
                    $pool->transaction(function ($tx) use ($t) {
                        $n = $tx->queryValue("SELECT n FROM $t WHERE id = 1 FOR UPDATE");
                        Coroutine::sleep(0.001);
                        $tx->execute("UPDATE $t SET n = \$1 WHERE id = 1", [$n + 1]);
                    });
                    $done['tx']++;
                    break;
                case 1:
                    if ($pool->queryValue('SELECT $1::int', [$i]) === $i) {
                        $done['query']++;
                    }
                    break;
                default:
                    $r = $pool->pipeline(function ($p) use ($i) {
                        for ($k = 0; $k < 5; $k++) {
                            $p->queryValue('SELECT $1::int + $2::int', [$i, $k]);
                        }
                    });
                    if ($r === [$i, $i + 1, $i + 2, $i + 3, $i + 4]) {
                        $done['pipeline']++;
                    }
                }
            } catch (Throwable $e) {
                $errors[] = get_class($e) . ': ' . $e->getMessage();
            }
        });
    }
});
$expected = ['tx' => intdiv($n + 2, 3), 'query' => intdiv($n + 1, 3), 'pipeline' => intdiv($n, 3)];
echo "all done: ", $done === $expected ? 'yes' : json_encode($done), ", errors: ", json_encode($errors), "\n";
echo "counter: ", $pool->queryValue("SELECT n FROM $t WHERE id = 1") === $expected['tx'] ? 'every increment kept' : 'lost updates', "\n";
$s = $pool->stats();
echo "size {$s['size']}, leases {$s['leases']}, waiting {$s['waiting']}, timeouts {$s['acquire_timeouts']}\n";
?>
--EXPECT--
all done: yes, errors: []
counter: every increment kept
size 2, leases 0, waiting 0, timeouts 0
