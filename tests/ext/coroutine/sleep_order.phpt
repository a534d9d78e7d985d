--TEST--
Vela: Coroutine: interleaved sleeps wake in deadline order
--INI--
vela.block_warn_ms=0
--FILE--
<?php
use Vela\Coroutine;
$log = [];
Vela\run(function () use (&$log) {
    foreach ([400, 100, 250, 0] as $ms) {
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
start 400
start 100
start 250
start 0
main spawned all
woke 0
again 0
woke 100
again 100
woke 250
woke 400
again 250
again 400
