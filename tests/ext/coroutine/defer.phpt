--TEST--
Vela: Coroutine: defer runs last-in first-out when the coroutine ends, also on exception
--INI--
vela.block_warn_ms=0
--FILE--
<?php
use Vela\Coroutine;
Vela\run(function () {
    Coroutine::spawn(function () {
        Coroutine::defer(function () { echo "defer 1\n"; });
        Coroutine::defer(function () { echo "defer 2\n"; });
        Coroutine::sleep(0.01);
        Coroutine::defer(function () { echo "defer 3 (may suspend)\n"; Coroutine::sleep(0.001); echo "defer 3 resumed\n"; });
        echo "body done\n";
    });
});
echo "--\n";
Vela\run(function () {
    Coroutine::spawn(function () {
        Coroutine::defer(function () { echo "cleanup despite the exception\n"; });
        throw new RuntimeException("boom");
    });
});
echo "--\n";
try {
    Coroutine::defer(fn () => 1);
} catch (Vela\CoroutineException $e) {
    echo $e->getMessage(), "\n";
}
?>
--EXPECTF--
body done
defer 3 (may suspend)
defer 3 resumed
defer 2
defer 1
--
Vela: uncaught exception in coroutine #%d: RuntimeException: boom in %s:%d
Stack trace:
#0 [internal function]: {closure}()
%A
cleanup despite the exception
--
Coroutine::defer(): not inside a coroutine
