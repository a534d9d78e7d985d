--TEST--
Vela: Coroutine: suspending inside a destructor or the GC fails with a clear exception, not a crash
--INI--
vela.block_warn_ms=0
--FILE--
<?php
use Vela\{Coroutine, CoroutineException};
class SleepsInDestructor {
    public $b;
    function __destruct() {
        try {
            Coroutine::sleep(0.01);
            echo "slept?!\n";
        } catch (CoroutineException $e) {
            echo "destructor: ", $e->getMessage(), "\n";
        }
    }
}
Vela\run(function () {
    $o = new SleepsInDestructor();
    unset($o);
    echo "spawn in a destructor:\n";
    $p = new class { function __destruct() {
        try { Coroutine::spawn(fn () => 1); } catch (CoroutineException $e) { echo $e->getMessage(), "\n"; }
    } };
    $p = null;
    // a cycle collected by the GC
    $a = new SleepsInDestructor();
    $b = new stdClass; $b->a = $a; $a->b = $b;
    unset($a, $b);
    gc_collect_cycles();
    Coroutine::sleep(0.001);
    echo "still fine\n";
});
echo "main context:\n";
$m = new SleepsInDestructor();
$m = null;
?>
--EXPECT--
destructor: Coroutine::sleep(): cannot suspend here: switching is forbidden in destructors and GC
spawn in a destructor:
Coroutine::spawn(): cannot suspend here: switching is forbidden in destructors and GC
destructor: Coroutine::sleep(): cannot suspend here: switching is forbidden in destructors and GC
still fine
main context:
destructor: Coroutine::sleep(): cannot suspend here: switching is forbidden in destructors and GC
