--TEST--
Vela: Pg\Pool::transaction(): commit, rollback on throw, nested savepoints, begin()/commit()/rollback()
--SKIPIF--
<?php require __DIR__ . '/pg.inc'; pg_skip(); ?>
--FILE--
<?php
require __DIR__ . '/pg.inc';
$pool = pg_pool(['max' => 2]);
$t = pg_table($pool, 'tx_basic', 'id int primary key');
$ids = fn () => json_encode(array_column($pool->query("SELECT id FROM $t ORDER BY id"), 'id'));

var_dump($pool->transaction(function (Vela\Pg\Connection $tx) use ($t) {
    $tx->execute("INSERT INTO $t VALUES (1)");
    return $tx->queryValue("SELECT count(*) FROM $t");
}));
try {
    $pool->transaction(function ($tx) use ($t) {
        $tx->execute("INSERT INTO $t VALUES (2)");
        throw new RuntimeException('boom');
    });
} catch (RuntimeException $e) {
    echo "rethrown: ", $e->getMessage(), "\n";
}
echo "after rollback: ", $ids(), "\n";
$pool->transaction(function ($tx) use ($t) {
    $tx->execute("INSERT INTO $t VALUES (3)");
    try {
        $tx->transaction(function ($tx) use ($t) {
            $tx->execute("INSERT INTO $t VALUES (4)");
            $tx->transaction(fn ($tx) => $tx->execute("INSERT INTO $t VALUES (5)"));
            throw new LogicException('inner');
        });
    } catch (LogicException $e) {
        echo "inner rolled back to its savepoint\n";
    }
    $tx->transaction(fn ($tx) => $tx->execute("INSERT INTO $t VALUES (6)"));
});
echo "after nested: ", $ids(), "\n";
try {
    $pool->transaction(fn ($tx) => $tx->execute("INSERT INTO $t VALUES (3)"));
} catch (Vela\Pg\UniqueViolation $e) {
    echo "a failed statement rolls the transaction back: ", $e->getSqlState(), "\n";
}
$tx = $pool->begin();
$tx->execute("INSERT INTO $t VALUES (7)");
$tx->commit();
$tx2 = $pool->begin();
$tx2->execute("INSERT INTO $t VALUES (8)");
$tx2->rollback();
echo "begin/commit/rollback: ", $ids(), "\n";
try { $tx->query('SELECT 1'); } catch (Vela\Pg\Exception $e) { echo $e->getMessage(), "\n"; }
try { $pool->transaction(fn ($tx) => $tx->commit()); } catch (Vela\Pg\Exception $e) { echo $e->getMessage(), "\n"; }
try { new Vela\Pg\Connection(); } catch (Error $e) { echo get_class($e), "\n"; }
$s = $pool->stats();
echo "leases: {$s['leases']}\n";
?>
--EXPECT--
int(1)
rethrown: boom
after rollback: [1]
inner rolled back to its savepoint
after nested: [1,3,6]
a failed statement rolls the transaction back: 23505
begin/commit/rollback: [1,3,6,7]
Vela\Pg\Connection: the transaction has ended
Vela\Pg\Connection: COMMIT inside transaction(): return to commit, throw to roll back
Error
leases: 0
