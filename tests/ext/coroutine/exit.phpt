--TEST--
Vela: Coroutine: exit() inside a coroutine ends the script like plain PHP (status, shutdown functions, no further code)
--INI--
vela.block_warn_ms=0
--FILE--
<?php
use Vela\Coroutine;
register_shutdown_function(function () { echo "shutdown function runs\n"; });
Coroutine::spawn(function () {
    try {
        Coroutine::sleep(1);
    } finally {
        echo "other coroutine unwound at shutdown\n";
    }
});
Vela\run(function () {
    Coroutine::spawn(function () {
        Coroutine::sleep(0.01);
        echo "exiting\n";
        exit(3);
    });
    Coroutine::sleep(0.5);
    echo "never printed\n";
});
echo "never printed either\n";
?>
--EXPECT--
exiting
shutdown function runs
other coroutine unwound at shutdown
