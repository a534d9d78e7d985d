--TEST--
Vela: Coroutine: the cap on live coroutines (vela.max_coroutines) gives a clear exception and recovers
--INI--
vela.max_coroutines=100
vela.block_warn_ms=0
--FILE--
<?php
use Vela\{Coroutine, CoroutineException};
Vela\run(function () {
    $spawned = 1; // Vela\run's main coroutine counts
    try {
        for ($i = 0; $i < 200; $i++) {
            Coroutine::spawn(fn () => Coroutine::sleep(0.02));
            $spawned++;
        }
    } catch (CoroutineException $e) {
        echo get_class($e), ": ", $e->getMessage(), " (code ", $e->getCode() === -10006 ? "VELA_ELIMIT" : $e->getCode(), ")\n";
    }
    var_dump($spawned, Coroutine::count());
    Coroutine::sleep(0.05);
    var_dump(Coroutine::count());
    Coroutine::spawn(fn () => print("room again\n"));
});
?>
--EXPECT--
Vela\CoroutineException: Coroutine::spawn(): limit reached (code VELA_ELIMIT)
int(100)
int(100)
int(1)
room again
