--TEST--
Vela: Coroutine: contexts are reused from the pool, and trimmed to vela.coroutine_pool_size
--SKIPIF--
<?php
if (getenv('VELA_ASAN')) die('skip under ASan the sanitizer maps memory of its own: mapping counts mean nothing');
if (getenv('VELA_VALGRIND')) die('skip under valgrind the tool maps memory of its own in the same /proc/self/maps: mapping counts mean nothing');
?>
--INI--
vela.block_warn_ms=0
vela.coroutine_pool_size=2
--FILE--
<?php
use Vela\{Coroutine, WaitGroup};
function maps(): int { return count(file('/proc/self/maps')); }
Vela\run(function () {
    $wg = new WaitGroup();
    $base = maps();
    for ($i = 0; $i < 50; $i++) {
        $wg->add();
        Coroutine::spawn(function () use ($wg, $i) { Coroutine::sleep(0.01 + ($i % 5) / 1000); $wg->done(); });
    }
    $grown = maps() - $base;
    echo "50 live coroutines map their stacks: ", $grown >= 50 ? "yes" : "no ($grown)", "\n";
    $wg->wait();
    Coroutine::sleep(0.001);
    $kept = maps() - $base;
    echo "after they ended, only the pool (2 contexts) stays mapped: ", $kept <= 2 * 3 ? "yes" : "no ($kept)", "\n";
    $ids = [];
    for ($i = 0; $i < 200; $i++) { $ids[] = Coroutine::spawn(fn () => null); }
    echo "200 short coroutines: ", count(array_unique($ids)), " distinct ids, maps stable: ",
        maps() - $base <= 2 * 3 ? "yes" : "no", "\n";
});
?>
--EXPECT--
50 live coroutines map their stacks: yes
after they ended, only the pool (2 contexts) stays mapped: yes
200 short coroutines: 200 distinct ids, maps stable: yes
