--TEST--
Vela: wait queue: wake-all wakes the waiters present then; one that waits again at once waits for the next wake-up
--INI--
vela.block_warn_ms=0
--FILE--
<?php
use Vela\{Coroutine, WaitGroup};
// done() from the main context switches into each woken coroutine at once,
// so the coroutine waits again while the wake-all is still running.
$wg = new WaitGroup();
$wg->add();
foreach (['a', 'b'] as $name) {
    Coroutine::spawn(function () use ($wg, $name) {
        $wg->wait();
        echo "$name woken, count ", $wg->count(), "\n";
        $wg->add();
        $wg->wait();
        echo "$name woken again, count ", $wg->count(), "\n";
    });
}
$wg->done();
echo "main: after the first done(), count ", $wg->count(), "\n";
$wg->add(-$wg->count());
echo "main: done\n";
?>
--EXPECT--
a woken, count 0
b woken, count 1
main: after the first done(), count 2
a woken again, count 0
b woken again, count 0
main: done
