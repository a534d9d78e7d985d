--TEST--
Vela: Pg\Pool::transaction(): uncommitted work is invisible to concurrent coroutines, and a transaction owns its connection
--SKIPIF--
<?php require __DIR__ . '/pg.inc'; pg_skip(); ?>
--FILE--
<?php
require __DIR__ . '/pg.inc';
use Vela\Coroutine;
$pool = pg_pool(['max' => 3]);
$t = pg_table($pool, 'tx_iso', 'id int primary key');
$log = [];
Vela\run(function () use ($pool, $t, &$log) {
    $ch = new Vela\Channel();
    Coroutine::spawn(function () use ($pool, $t, $ch, &$log) {
        $pool->transaction(function ($tx) use ($t, $ch, &$log) {
            $tx->execute("INSERT INTO $t VALUES (1)");
            $log[] = 'tx sees ' . $tx->queryValue("SELECT count(*) FROM $t");
            $ch->push('inserted');
            $ch->pop();                      /* wait until the others looked */
            $log[] = 'tx backend is its own: ' . ($tx->queryValue('SELECT pg_backend_pid()') === $tx->queryValue('SELECT pg_backend_pid()') ? 'yes' : 'no');
        });
        $ch->push('committed');
    });
    Coroutine::spawn(function () use ($pool, $t, $ch, &$log) {
        $ch->pop();
        $log[] = 'others see ' . $pool->queryValue("SELECT count(*) FROM $t") . ' before commit';
        $ch->push('go on');
        $ch->pop();
        $log[] = 'others see ' . $pool->queryValue("SELECT count(*) FROM $t") . ' after commit';
    });
});
echo implode("\n", $log), "\n";
?>
--EXPECT--
tx sees 1
others see 0 before commit
tx backend is its own: yes
others see 1 after commit
