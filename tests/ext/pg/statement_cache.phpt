--TEST--
Vela: Pg\Pool: statements are prepared once per connection, cached by SQL text, and evicted least recently used first
--SKIPIF--
<?php require __DIR__ . '/pg.inc'; pg_skip(needs_session: true); ?>
--FILE--
<?php
require __DIR__ . '/pg.inc';
/* Size 3: the inspecting query below takes one slot itself. */
$pool = pg_session_pool(['max' => 1, 'statement_cache_size' => 3]);
$prepared = fn () => json_encode(array_column($pool->query(
    "SELECT statement FROM pg_prepared_statements WHERE name LIKE 'vela_s%' AND statement LIKE 'SELECT _' ORDER BY prepare_time"), 'statement'));
$stats = function () use ($pool) {
    $s = $pool->stats();
    return "hits {$s['statement_cache_hits']}, misses {$s['statement_cache_misses']}";
};
$pool->queryValue('SELECT 1');
$pool->queryValue('SELECT 1');
$pool->queryValue('SELECT 1');
echo "one statement run 3 times: ", $stats(), "\n";
$pool->queryValue('SELECT 2');
echo "cached on the server: ", $prepared(), "\n";
$pool->queryValue('SELECT 1');                       /* now the most recent */
$pool->queryValue('SELECT 3');                       /* evicts SELECT 2, the least recent */
echo "after eviction: ", $prepared(), "\n";
$pool->queryValue('SELECT 2');                       /* a miss again; evicts SELECT 1 */
echo "re-prepared: ", $prepared(), "; ", $stats(), "\n";
/* A statement that fails to prepare is not cached; fixing the table makes it work. */
$t = pg_table($pool, 'stmt_late', 'id int');
$pool->execute("DROP TABLE $t");
try { $pool->query("SELECT id FROM $t"); } catch (Vela\Pg\Exception $e) { echo $e->getSqlState(), "\n"; }
$pool->execute("CREATE TABLE $t (id int)");
echo "after creating it: ", json_encode($pool->query("SELECT id FROM $t")), "\n";
$pool->execute("DROP TABLE $t");
/* Without a cache every statement is unnamed (PgBouncer in transaction mode before 1.21). */
$plain = pg_session_pool(['max' => 1, 'statement_cache_size' => 0]);
$plain->queryValue('SELECT 1');
$plain->queryValue('SELECT 1');
$s = $plain->stats();
echo "cache size 0: hits {$s['statement_cache_hits']}, misses {$s['statement_cache_misses']}, named: ",
    $plain->queryValue("SELECT count(*) FROM pg_prepared_statements"), "\n";
?>
--EXPECT--
one statement run 3 times: hits 2, misses 1
cached on the server: ["SELECT 1","SELECT 2"]
after eviction: ["SELECT 1","SELECT 3"]
re-prepared: ["SELECT 3","SELECT 2"]; hits 5, misses 5
42P01
after creating it: []
cache size 0: hits 0, misses 0, named: 0
