--TEST--
Vela: Coroutine: the watchdog still reports a JIT-compiled busy loop
--SKIPIF--
<?php
if (!function_exists('opcache_get_status')) die('skip opcache not loaded');
if (getenv('VELA_VALGRIND')) die('skip valgrind serialises threads: the watcher may not get a time slice during the loop');
?>
--INI--
opcache.enable=1
opcache.enable_cli=1
opcache.jit=tracing
opcache.jit_buffer_size=64M
opcache.jit_hot_loop=1
vela.block_warn_ms=100
display_errors=1
log_errors=0
--FILE--
<?php
use Vela\Coroutine;
Vela\run(function () {
    Coroutine::spawn(function () {
        $end = hrtime(true) + 350_000_000;
        $n = 0;
        while (true) { $n++; if (($n & 1023) === 0 && hrtime(true) > $end) break; }
        echo "loop done\n";
    });
});
?>
--EXPECTF--
Warning: Vela: coroutine #2 has held the worker for %d ms without suspending (vela.block_warn_ms=100); stack:
%A in %sjit_watchdog.php on line %d
loop done
