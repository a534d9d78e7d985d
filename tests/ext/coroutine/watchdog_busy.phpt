--TEST--
Vela: Coroutine: the watchdog reports a busy loop while it runs, once per stall
--SKIPIF--
<?php if (getenv('VELA_VALGRIND')) die('skip valgrind serialises threads: the watcher may not get a time slice during the loop'); ?>
--DESCRIPTION--
The loops burn CPU time, not wall time: on a loaded machine they only last
longer, which gives the watcher thread more time to see them. The VM takes
the watcher's interrupt at its next check: inside the loop's getrusage()
call or at the loop's jump back, so the stack's top frame is either.
--INI--
vela.block_warn_ms=100
display_errors=1
log_errors=0
--FILE--
<?php
use Vela\Coroutine;
Vela\run(function () {
    Coroutine::spawn(function () {
        $end = ($u = getrusage())['ru_utime.tv_sec'] + $u['ru_utime.tv_usec'] / 1e6 + 0.35; // CPU time
        $n = 0;
        while (($u = getrusage())['ru_utime.tv_sec'] + $u['ru_utime.tv_usec'] / 1e6 < $end) { $n++; }
        echo "first loop done\n";
        Coroutine::sleep(0.001);   // resumed by the loop now: the stack links to Vela\run()
        $end = ($u = getrusage())['ru_utime.tv_sec'] + $u['ru_utime.tv_usec'] / 1e6 + 0.25;
        while (($u = getrusage())['ru_utime.tv_sec'] + $u['ru_utime.tv_usec'] / 1e6 < $end) { $n++; }
        echo "second loop done\n";
    });
});
?>
--EXPECTF--
Warning: Vela: coroutine #2 has held the worker for %d ms without suspending (vela.block_warn_ms=100); stack:
#0 %A{closure}()
#%d %swatchdog_busy.php(4): Vela\Coroutine::spawn()
#%d [internal function]: {closure}()
#%d %swatchdog_busy.php(3): Vela\run()
#%d {main} in %swatchdog_busy.php on line 7
first loop done

Warning: Vela: coroutine #2 has held the worker for %d ms without suspending (vela.block_warn_ms=100); stack:
#0 %A{closure}()
#%d %swatchdog_busy.php(3): Vela\run()
#%d {main} in %swatchdog_busy.php on line 11
second loop done
