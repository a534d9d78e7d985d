--TEST--
Vela: Coroutine: the watchdog warns once for usleep(300000) with the coroutine id and the blocking call's file:line
--INI--
vela.block_warn_ms=100
display_errors=1
log_errors=0
--FILE--
<?php
use Vela\Coroutine;
function blocking_helper() {
    usleep(300000);
}
Vela\run(function () {
    Coroutine::spawn(function () {
        blocking_helper();
        echo "after usleep\n";
    });
});
echo "done\n";
?>
--EXPECTF--
Warning: Vela: coroutine #2 has held the worker for %d ms without suspending (vela.block_warn_ms=100); stack:
#0 %swatchdog_usleep.php(4): usleep()
#1 %swatchdog_usleep.php(8): blocking_helper()
#2 [internal function]: {closure}()
#3 %swatchdog_usleep.php(7): Vela\Coroutine::spawn()
#4 [internal function]: {closure}()
#5 %swatchdog_usleep.php(6): Vela\run()
#6 {main} in %swatchdog_usleep.php on line 4
after usleep
done
