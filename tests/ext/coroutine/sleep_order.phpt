--TEST--
Vela: Coroutine: interleaved sleeps wake in deadline order
--DESCRIPTION--
Gaps of at least 200 ms between deadlines keep the order stable on a loaded machine under valgrind.
--INI--
vela.block_warn_ms=0
--FILE--
<?php
use Vela\Coroutine;
$log = [];
Vela\run(function () use (&$log) {
    foreach ([1300, 300, 800, 0] as $ms) {
        Coroutine::spawn(function () use ($ms, &$log) {
            $log[] = "start $ms";
            Coroutine::sleep($ms / 1000);
            $log[] = "woke $ms";
            Coroutine::sleep($ms / 1000);
            $log[] = "again $ms";
        });
    }
    $log[] = "main spawned all";
});
echo implode("\n", $log), "\n";
?>
--EXPECT--
start 1300
start 300
start 800
start 0
main spawned all
woke 0
again 0
woke 300
again 300
woke 800
woke 1300
again 800
again 1300
