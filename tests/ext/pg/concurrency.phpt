--TEST--
Vela: Pg\Pool: 1,000 concurrent coroutines over a pool of max 2 each get their own result
--SKIPIF--
<?php require __DIR__ . '/pg.inc'; pg_skip(); ?>
--FILE--
<?php
require __DIR__ . '/pg.inc';
use Vela\Coroutine;
$pool = pg_pool(['max' => 2, 'pipeline_depth' => 64]);
$n = pg_under_valgrind() ? 200 : 1000;
$wrong = $done = 0;
Vela\run(function () use ($pool, $n, &$wrong, &$done) {
    for ($i = 0; $i < $n; $i++) {
        Coroutine::spawn(function () use ($pool, $i, &$wrong, &$done) {
            $row = $pool->queryOne('SELECT $1::int AS i, $2::text AS s', [$i, "c$i"]);
            if ($i % 3 == 0) {
                Coroutine::sleep(0); /* interleave differently */
            }
            $v = $pool->queryValue('SELECT $1::int * 2', [$i]);
            if ($row !== ['i' => $i, 's' => "c$i"] || $v !== $i * 2) {
                $wrong++;
            }
            $done++;
        });
    }
});
$s = $pool->stats();
echo "done: ", $done === $n ? 'all' : $done, ", wrong: $wrong\n";
echo "connections: {$s['size']}, queries: ", $s['queries'] === 2 * $n ? 'all' : $s['queries'], ", in flight: {$s['in_flight']}, leases: {$s['leases']}\n";
?>
--EXPECT--
done: all, wrong: 0
connections: 2, queries: all, in flight: 0, leases: 0
