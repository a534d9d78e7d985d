--TEST--
Vela: Coroutine: 10,000 concurrent coroutines sleeping 100 ms each finish in well under the serial time
--SKIPIF--
<?php if (getenv('VELA_VALGRIND')) die('skip too slow under valgrind (sleepers_small.phpt covers it)'); ?>
--INI--
vela.block_warn_ms=0
--FILE--
<?php
use Vela\Coroutine;
$t = microtime(true);
$done = 0;
Vela\run(function () use (&$done) {
    for ($i = 0; $i < 10000; $i++) {
        Coroutine::spawn(function () use (&$done) {
            Coroutine::sleep(0.1);
            $done++;
        });
    }
    var_dump(Coroutine::count());
});
$elapsed = microtime(true) - $t;
var_dump($done, Coroutine::count());
// Serially the sleeps alone take 1000 s; a tenth of that leaves room for any load.
echo $elapsed < 100 ? "concurrent\n" : "serialised: $elapsed s\n";
?>
--EXPECT--
int(10001)
int(10000)
int(0)
concurrent
