--TEST--
Vela: Pg\Pool: a query's options (['slow' => true]) are validated like the pool's; a slow statement runs alone, on a connection no other query shares
--SKIPIF--
<?php require __DIR__ . '/pg.inc'; pg_skip(); ?>
--FILE--
<?php
require __DIR__ . '/pg.inc';
$pool = pg_pool(['max' => 2]);
foreach ([['slow' => 'yes'], ['slowly' => true], [0 => true]] as $options) {
    try {
        $pool->queryValue('SELECT 1', [], $options);
        echo "accepted: ", json_encode($options), "\n";
    } catch (Vela\Pg\Exception $e) {
        echo $e->getMessage(), "\n";
    }
}
$pids = [];
Vela\run(function () use ($pool, &$pids) {
    Vela\Coroutine::spawn(function () use ($pool, &$pids) {
        $pids['slow'] = $pool->queryValue('SELECT pg_backend_pid() FROM pg_sleep(0.3)', [], ['slow' => true]);
    });
    Vela\Coroutine::spawn(function () use ($pool, &$pids) {
        Vela\Coroutine::sleep(0.05);
        $pids['quick'] = $pool->queryValue('SELECT pg_backend_pid()', [], ['slow' => false]);
    });
});
echo "the quick query ran on another connection: ", $pids['slow'] !== $pids['quick'] ? 'yes' : 'no', "\n";
echo "inside a transaction it runs there: ", $pool->transaction(fn ($tx) => $pool->queryValue('SELECT 7', [], ['slow' => true])), "\n";
?>
--EXPECT--
Vela\Pg\Pool query: option "slow" must be a bool, string given
Vela\Pg\Pool query: unknown option "slowly" (did you mean "slow"?)
Vela\Pg\Pool query: unknown option "(an integer key)" (known: slow)
the quick query ran on another connection: yes
inside a transaction it runs there: 7
