--TEST--
Vela: Pg\Pool: an open that gives up while its connect step runs on the thread pool (deadline, exit) leaks nothing
--SKIPIF--
<?php require __DIR__ . '/pg.inc'; pg_skip(private: true); ?>
--ENV--
VALGRIND_OPTS=--trace-children-skip=*/sh,*/bash,*/runuser
--FILE--
<?php
require __DIR__ . '/pg.inc';
require __DIR__ . '/scram.inc';
$server = pg_private_start('scram-sha-256');
/*
 * A derivation longer than connect_timeout (~400 ms of PBKDF2 against 100 ms;
 * memcheck runs it ~50 times slower): the deadline fires while the step runs.
 */
$valgrind = pg_under_valgrind() && !getenv('VELA_ASAN'); /* ASan (USE_ZEND_ALLOC=0 too) runs libcrypto at full speed */
$dsn = pg_scram_role($server, 'slow', $valgrind ? 8192 : 163840);
$pool = new Vela\Pg\Pool($dsn, ['connect_timeout' => $valgrind ? 0.2 : 0.1, 'acquire_timeout' => 30]);
$t = hrtime(true);
try {
    $pool->queryValue('SELECT 1');
} catch (Vela\Pg\ConnectionFailed $e) {
    echo get_class($e), ": ", preg_replace('/ after \d+ ms/', '', $e->getMessage()), "\n";
}
/* The step finishes meanwhile and frees the connection it was left (memcheck and ASan judge). */
Vela\Coroutine::sleep($valgrind ? 3 : 0.6);
echo "a timer still runs: ", Vela\Timer::after(0.001, fn () => null) > 0 ? 'yes' : 'no', "\n";

/* exit() while a coroutine opens: the step outlives the coroutine; request shutdown waits for it. */
$slow = new Vela\Pg\Pool($dsn, ['connect_timeout' => 60, 'acquire_timeout' => 60]);
Vela\Coroutine::spawn(function () use ($slow) {
    try {
        $slow->queryValue('SELECT 1');
        echo "connected (unexpected)\n";
    } finally {
        echo "the opener is cancelled\n";
    }
});
Vela\Coroutine::spawn(function () {
    Vela\Coroutine::sleep(0.05);
    echo "exit while connecting\n";
    exit(0);
});
Vela\Coroutine::waitAll();
?>
--EXPECT--
Vela\Pg\ConnectionFailed: connecting timed out
a timer still runs: yes
exit while connecting
the opener is cancelled
