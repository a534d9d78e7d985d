--TEST--
Vela: Pg\Pool::stats() counts what the docs say, and slow queries are logged with their SQL and PHP file:line
--SKIPIF--
<?php require __DIR__ . '/pg.inc'; pg_skip(); ?>
--INI--
display_errors=1
log_errors=0
--FILE--
<?php
require __DIR__ . '/pg.inc';
use Vela\Coroutine;
$pool = pg_pool(['max' => 2, 'pipeline_depth' => 4]);
pg_warm($pool, 2);
Vela\run(function () use ($pool) {
    for ($i = 0; $i < 10; $i++) {
        Coroutine::spawn(fn () => $pool->queryValue('SELECT $1::int FROM pg_sleep(1)', [$i]));
    }
    Coroutine::spawn(function () use ($pool) {
        pg_wait_until(fn () => $pool->stats()['in_flight'] === 8);
        $s = $pool->stats();
        echo "while busy: size {$s['size']}, leases {$s['leases']}, waiting {$s['waiting']}, in_flight {$s['in_flight']}\n";
    });
});
try { $pool->query('SELECT 1/0'); } catch (Vela\Pg\Exception $e) {}
$slow = pg_pool(['slow_query_ms' => 100]);
$slow->queryValue('SELECT 1');
$slow->queryValue('SELECT pg_sleep(0.15) IS NULL AND $1::text IS NOT NULL', ['secret parameter']);
$s = $pool->stats();
unset($s['acquire_wait']['buckets_us']);
foreach ($s as $k => $v) {
    echo $k, ": ", is_array($v) ? json_encode(array_keys($v)) : (in_array($k, ['size', 'idle', 'busy', 'opening', 'waiting', 'leases', 'in_flight', 'queries', 'errors', 'reconnects', 'acquires', 'acquire_timeouts'], true) ? $v : gettype($v)), "\n";
}
$h = $pool->stats()['acquire_wait'];
echo "histogram: ", count($h['buckets_us']), " buckets, count = acquires: ", $h['count'] === $pool->stats()['acquires'] ? 'yes' : 'no', ", total ", array_sum($h['buckets_us']) === $h['count'] ? 'matches' : 'differs', "\n";
?>
--EXPECTF--
while busy: size 2, leases 8, waiting 2, in_flight 8

Warning: Vela\Pg: slow query (%d ms, slow_query_ms=100) at %sstats_slow.php:%d: SELECT pg_sleep(0.15) IS NULL AND $1::text IS NOT NULL in %sstats_slow.php on line %d
size: 2
idle: 2
busy: 0
opening: 0
waiting: 0
leases: 0
in_flight: 0
queries: 15
errors: 1
reconnects: 0
connect_errors: integer
acquires: 13
acquire_timeouts: 0
statement_cache_hits: integer
statement_cache_misses: integer
acquire_wait: ["count","sum_us"]
histogram: 15 buckets, count = acquires: yes, total matches
