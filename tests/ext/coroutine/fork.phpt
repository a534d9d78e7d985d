--TEST--
Vela: Coroutine: a forked child gets a fresh loop and runs its own coroutines
--SKIPIF--
<?php if (!function_exists('pcntl_fork')) die('skip pcntl not available'); ?>
--INI--
vela.block_warn_ms=100
--FILE--
<?php
use Vela\{Coroutine, Channel};
Coroutine::sleep(0.001); // the parent's loop exists before the fork
$ch = new Channel(1);
$pid = pcntl_fork();
if ($pid === 0) {
    Vela\run(function () {
        $done = 0;
        for ($i = 0; $i < 3; $i++) Coroutine::spawn(function () use (&$done) { Coroutine::sleep(0.02); $done++; });
        Coroutine::sleep(0.3);
        echo "child: $done coroutines done\n";
        usleep(250000); // the child's own watchdog thread notices
    });
    exit(0);
}
pcntl_waitpid($pid, $status);
echo "child exit status ", pcntl_wexitstatus($status), "\n";
Vela\run(function () { Coroutine::sleep(0.01); echo "parent loop still works\n"; });
?>
--EXPECTF--
child: 3 coroutines done

Warning: Vela: coroutine #%d has held the worker for %d ms without suspending (vela.block_warn_ms=100); stack:
#0 %sfork.php(12): usleep()
%A
child exit status 0
parent loop still works
