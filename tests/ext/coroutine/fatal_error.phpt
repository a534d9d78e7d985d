--TEST--
Vela: Coroutine: a fatal error inside a coroutine ends the script like plain PHP: no coroutine runs afterwards
--SKIPIF--
<?php if (getenv('VELA_VALGRIND')) die('skip after a fatal error PHP does not free suspended frames (same as Fibers)'); ?>
--INI--
vela.block_warn_ms=0
--FILE--
<?php
use Vela\Coroutine;
register_shutdown_function(function () { echo "shutdown function runs, ", Coroutine::count(), " coroutines left\n"; });
Coroutine::spawn(function () {
    try { Coroutine::sleep(1); } finally { echo "finally must not run after a fatal error\n"; }
});
Vela\run(function () {
    Coroutine::spawn(function () {
        Coroutine::sleep(0.01);
        trigger_error("fatal in a coroutine", E_USER_ERROR);
        echo "never printed\n";
    });
    Coroutine::sleep(0.5);
    echo "never printed either\n";
});
echo "not reached\n";
?>
--EXPECTF--
Fatal error: fatal in a coroutine in %sfatal_error.php on line 10
shutdown function runs, 2 coroutines left
