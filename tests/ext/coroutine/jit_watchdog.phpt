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
        $end = ($u = getrusage())['ru_utime.tv_sec'] + $u['ru_utime.tv_usec'] / 1e6 + 0.35; // CPU time
        $n = 0;
        while (true) { $n++; if (($n & 1023) === 0 && ($u = getrusage())['ru_utime.tv_sec'] + $u['ru_utime.tv_usec'] / 1e6 > $end) break; }
        echo "loop done\n";
    });
});
?>
--EXPECTF--
Warning: Vela: coroutine #2 has held the worker for %d ms without suspending (vela.block_warn_ms=100); stack:
%A in %sjit_watchdog.php on line %d
loop done
