--TEST--
Vela: Coroutine: an uncaught exception is reported with the coroutine id and stack, and the process lives on
--INI--
vela.block_warn_ms=0
zend.exception_ignore_args=1
--FILE--
<?php
use Vela\Coroutine;
function fail_deeply(int $n) { if ($n === 0) throw new LogicException("deep failure"); fail_deeply($n - 1); }
$id = Coroutine::spawn(function () {
    Coroutine::sleep(0.01);
    fail_deeply(2);
});
echo "spawned #$id\n";
Coroutine::spawn(function () { throw new Error("immediate"); });
echo "still running\n";
Coroutine::sleep(0.05);
echo "alive after both\n";
?>
--EXPECTF--
spawned #1
Vela: uncaught exception in coroutine #2: Error: immediate in %suncaught.php:9
Stack trace:
#0 [internal function]: {closure}()
#1 %suncaught.php(9): Vela\Coroutine::spawn()
#2 {main}
still running
Vela: uncaught exception in coroutine #1: LogicException: deep failure in %suncaught.php:3
Stack trace:
#0 %suncaught.php(3): fail_deeply()
#1 %suncaught.php(3): fail_deeply()
#2 %suncaught.php(6): fail_deeply()
#3 [internal function]: {closure}()
#4 %suncaught.php(11): Vela\Coroutine::sleep()
#5 {main}
alive after both
