--TEST--
Vela: WaitGroup: wait for a group, wait with timeout, negative counter refused
--INI--
vela.block_warn_ms=0
--FILE--
<?php
use Vela\{Coroutine, WaitGroup, TimeoutException, CoroutineException};
Vela\run(function () {
    $wg = new WaitGroup();
    $done = [];
    foreach ([300, 100, 200] as $ms) {
        $wg->add();
        Coroutine::spawn(function () use ($wg, $ms, &$done) {
            Coroutine::sleep($ms / 1000);
            $done[] = $ms;
            $wg->done();
        });
    }
    var_dump($wg->count());
    $wg->wait();
    echo implode(',', $done), "\n";
    $wg->wait(); // already zero: returns at once

    $slow = new WaitGroup();
    $slow->add(1);
    Coroutine::spawn(function () use ($slow) { Coroutine::sleep(0.3); $slow->done(); });
    try {
        $slow->wait(0.05);
    } catch (TimeoutException $e) {
        echo get_class($e), " while the counter is still ", $slow->count(), "\n";
    }
    $slow->wait(5);
    echo "then done\n";
    try { $slow->done(); } catch (CoroutineException $e) { echo $e->getMessage(), "\n"; }
});
?>
--EXPECT--
int(3)
100,200,300
Vela\TimeoutException while the counter is still 1
then done
WaitGroup: the counter would become negative
