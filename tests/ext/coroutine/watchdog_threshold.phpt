--TEST--
Vela: Coroutine: the watchdog keeps to a non-default vela.block_warn_ms: at 300 a 150 ms block is silent, a 450 ms block is reported after at least 300 ms
--INI--
vela.block_warn_ms=300
display_errors=1
log_errors=0
--FILE--
<?php
use Vela\Coroutine;
Vela\run(function () {
    Coroutine::spawn(function () {
        usleep(150000); // half the threshold: twice the default, which must not apply
        echo "150 ms block done\n";
        Coroutine::sleep(0.01);
        usleep(450000);
        echo "450 ms block done\n";
    });
});
echo "done\n";
?>
--EXPECTREGEX--
^150 ms block done

Warning: Vela: coroutine #\d+ has held the worker for (3\d\d|[4-9]\d\d|\d{4,}) ms without suspending \(vela\.block_warn_ms=300\); stack:
#0 \S*watchdog_threshold\.php\(8\): usleep\(\)
(#\d+ .*\n)+?#\d+ \{main\} in \S*watchdog_threshold\.php on line 8
450 ms block done
done$
