--TEST--
Vela: Pg\Pool::begin(): a transaction abandoned by its coroutine is rolled back, its connection returned, and the opening file:line logged
--SKIPIF--
<?php require __DIR__ . '/pg.inc'; pg_skip(); ?>
--INI--
display_errors=1
log_errors=0
--FILE--
<?php
require __DIR__ . '/pg.inc';
use Vela\Coroutine;
$pool = pg_pool(['max' => 1]);
$t = pg_table($pool, 'tx_abandoned', 'id int primary key');
$keep = [];
Vela\run(function () use ($pool, $t, &$keep) {
    Coroutine::spawn(function () use ($pool, $t, &$keep) {
        $tx = $pool->begin();
        $tx->execute("INSERT INTO $t VALUES (1)");
        $keep[] = $tx;   /* still referenced after the coroutine ends */
    });
});
echo "rows: ", $pool->queryValue("SELECT count(*) FROM $t"), "\n";
echo "the connection is back: ", $pool->stats()['leases'], " leases\n";
try { $keep[0]->query('SELECT 1'); } catch (Vela\Pg\Exception $e) { echo $e->getMessage(), "\n"; }
/* Freed without commit in the main context. */
$tx = $pool->begin();
$tx->execute("INSERT INTO $t VALUES (2)");
unset($tx);
echo "rows: ", $pool->queryValue("SELECT count(*) FROM $t"), "\n";
/* The next user of the connection starts outside any transaction: its insert commits at once. */
$pool->execute("INSERT INTO $t VALUES (3)");
var_dump(pg_pool()->queryValue("SELECT count(*) FROM $t"));
?>
--EXPECTF--
Warning: Vela\Pg: the transaction opened at %stransaction_abandoned.php:%d was neither committed nor rolled back before its coroutine ended; it was rolled back in %s on line %d
rows: 0
the connection is back: 0 leases
Vela\Pg\Connection: the transaction has ended

Warning: Vela\Pg: the transaction opened at %stransaction_abandoned.php:%d was neither committed nor rolled back before it was released; it was rolled back in %s on line %d
rows: 0
int(1)
