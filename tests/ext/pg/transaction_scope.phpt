--TEST--
Vela: Pg\Pool::transaction(): the pool's own queries from that coroutine run in it (rolled back with it), a nested Pool::transaction() is a savepoint, other coroutines and children stay outside
--SKIPIF--
<?php require __DIR__ . '/pg.inc'; pg_skip(); ?>
--FILE--
<?php
require __DIR__ . '/pg.inc';
$pool = pg_pool(['max' => 3]);
$t = pg_table($pool, 'tx_scope', 'id int primary key');
$ids = fn () => json_encode(array_column($pool->query("SELECT id FROM $t ORDER BY id"), 'id'));
$txid = fn () => $pool->queryValue('SELECT txid_current()');

// Main context (outside any coroutine): the scope works there too.
$pool->transaction(function (Vela\Pg\Connection $tx) use ($pool, $t, $txid) {
    $pool->execute("INSERT INTO $t VALUES (1)");
    echo 'main: the pool sees its own uncommitted row: ', $pool->queryValue("SELECT count(*) FROM $t"),
        ', one txid: ', var_export($txid() === $tx->queryValue('SELECT txid_current()'), true), "\n";
});
echo 'committed: ', $ids(), "\n";
try {
    $pool->transaction(function () use ($pool, $t) {
        $pool->execute("INSERT INTO $t VALUES (2)");
        throw new RuntimeException('boom');
    });
} catch (RuntimeException $e) {
    echo 'a write through the pool is rolled back with the transaction: ', $ids(), "\n";
}
// Nested Pool::transaction() inside: a savepoint of the same transaction.
$pool->transaction(function (Vela\Pg\Connection $tx) use ($pool, $t, $txid) {
    $outer = $txid();
    $pool->execute("INSERT INTO $t VALUES (3)");
    try {
        $pool->transaction(function ($inner) use ($pool, $t, $tx, $txid, $outer) {
            echo 'nested: the same Connection: ', var_export($inner === $tx, true), ', same txid: ', var_export($txid() === $outer, true), "\n";
            $pool->execute("INSERT INTO $t VALUES (4)");
            throw new LogicException('inner');
        });
    } catch (LogicException $e) {
        echo "the nested one rolled back to its savepoint only\n";
    }
});
echo 'after nested: ', $ids(), "\n";
echo 'after the transaction the pool runs outside again: ', var_export($pool->queryValue('SELECT txid_current_if_assigned()'), true), "\n";

// Coroutines: another coroutine (and a child spawned inside) do not see the uncommitted row.
Vela\run(function () use ($pool, $t) {
    $inside = new Vela\Channel(1);
    $done = new Vela\Channel(1);
    $finished = new Vela\Channel(1);
    Vela\Coroutine::spawn(function () use ($pool, $t, $inside, $done, $finished) {
        $inside->pop();
        echo 'another coroutine meanwhile: ', $pool->queryValue("SELECT count(*) FROM $t WHERE id = 10"), "\n";
        $done->push(true);
        $finished->push(true);
    });
    $pool->transaction(function () use ($pool, $t, $inside, $done) {
        $pool->execute("INSERT INTO $t VALUES (10)");
        echo 'in the transaction: ', $pool->queryValue("SELECT count(*) FROM $t WHERE id = 10"), "\n";
        $seen = new Vela\Channel(1);
        Vela\Coroutine::spawn(fn () => $seen->push($pool->queryValue("SELECT count(*) FROM $t WHERE id = 10")));
        echo 'a child spawned inside: ', $seen->pop(), "\n";
        $inside->push(true);
        $done->pop();
    });
    $finished->pop();
    echo 'committed, seen by all: ', $pool->queryValue("SELECT count(*) FROM $t WHERE id = 10"), "\n";
    // begin() is an explicit handle: the pool's queries are not redirected to it.
    $tx = $pool->begin();
    $tx->execute("INSERT INTO $t VALUES (11)");
    echo 'begin(): the pool does not see its uncommitted row: ', $pool->queryValue("SELECT count(*) FROM $t WHERE id = 11"), "\n";
    $tx->rollback();
});
echo 'end: ', $ids(), "\n";
?>
--EXPECT--
main: the pool sees its own uncommitted row: 1, one txid: true
committed: [1]
a write through the pool is rolled back with the transaction: [1]
nested: the same Connection: true, same txid: true
the nested one rolled back to its savepoint only
after nested: [1,3]
after the transaction the pool runs outside again: NULL
in the transaction: 1
a child spawned inside: 0
another coroutine meanwhile: 0
committed, seen by all: 1
begin(): the pool does not see its uncommitted row: 0
end: [1,3,10]
