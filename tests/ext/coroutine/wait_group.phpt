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
    $t = microtime(true);
    try {
        $slow->wait(0.05);
    } catch (TimeoutException $e) {
        echo "timed out after ", (microtime(true) - $t) < 0.25 ? "about 50 ms" : "too long", "\n";
    }
    $slow->wait(5);
    echo "then done\n";
    try { $slow->done(); } catch (CoroutineException $e) { echo $e->getMessage(), "\n"; }
});
?>
--EXPECT--
int(3)
100,200,300
timed out after about 50 ms
then done
WaitGroup: the counter would become negative
