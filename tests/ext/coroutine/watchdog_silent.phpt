--TEST--
Vela: Coroutine: the watchdog stays silent for a long Coroutine::sleep(), short work, the main context, and when disabled
--DESCRIPTION--
The threshold is 1 s so that 20 ms bursts stay far below it however loaded the
machine is; the sleep and the main context's usleep last longer than it.
--INI--
vela.block_warn_ms=1000
display_errors=1
log_errors=0
--FILE--
<?php
use Vela\Coroutine;
Vela\run(function () {
    Coroutine::spawn(function () { Coroutine::sleep(1.5); echo "slept 1.5 s cooperatively\n"; });
    Coroutine::spawn(function () {
        for ($i = 0; $i < 6; $i++) { usleep(20000); Coroutine::sleep(0.001); } // 20 ms bursts
        echo "short bursts\n";
    });
});
usleep(1500000); // main context, not a coroutine: plain PHP
echo "main context usleep\n";
$php = PHP_BINARY;
preg_match('~/\S+/vela\.so~', file_get_contents('/proc/self/maps'), $m);
$out = shell_exec(escapeshellarg($php) . ' -n -d display_errors=1 -d vela.block_warn_ms=0 -d extension=' . escapeshellarg($m[0])
    . ' -r ' . escapeshellarg('Vela\Coroutine::spawn(function () { usleep(300000); echo "off\n"; });') . ' 2>&1');
echo $out;
?>
--EXPECT--
short bursts
slept 1.5 s cooperatively
main context usleep
off
