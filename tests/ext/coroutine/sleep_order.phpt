--TEST--
Vela: Coroutine: interleaved sleeps wake in deadline order
--INI--
vela.block_warn_ms=0
--FILE--
<?php
use Vela\Coroutine;
$log = [];
Vela\run(function () use (&$log) {
    foreach ([250, 60, 150, 0] as $ms) {
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
start 250
start 60
start 150
start 0
main spawned all
woke 0
again 0
woke 60
again 60
woke 150
woke 250
again 150
again 250
