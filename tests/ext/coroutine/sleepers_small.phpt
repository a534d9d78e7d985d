--TEST--
Vela: Coroutine: 300 concurrent sleepers (the valgrind-sized version of many_sleepers)
--INI--
vela.block_warn_ms=0
--FILE--
<?php
use Vela\Coroutine;
$t = microtime(true);
$done = 0;
Vela\run(function () use (&$done) {
    for ($i = 0; $i < 300; $i++) {
        Coroutine::spawn(function () use (&$done) { Coroutine::sleep(0.2); $done++; });
    }
});
var_dump($done);
// Serially 60 s; half of that leaves room for valgrind on a loaded machine.
echo microtime(true) - $t < 0.2 * 300 / 2 ? "concurrent\n" : "serialised\n";
?>
--EXPECT--
int(300)
concurrent
