--TEST--
Vela: Coroutine: the watchdog stays silent for Coroutine::sleep(0.3), short work, the main context, and when disabled
--INI--
vela.block_warn_ms=100
display_errors=1
log_errors=0
--FILE--
<?php
use Vela\Coroutine;
Vela\run(function () {
    Coroutine::spawn(function () { Coroutine::sleep(0.3); echo "slept 0.3 s cooperatively\n"; });
    Coroutine::spawn(function () {
        for ($i = 0; $i < 6; $i++) { usleep(20000); Coroutine::sleep(0.001); } // 20 ms bursts
        echo "short bursts\n";
    });
});
usleep(300000); // main context, not a coroutine: plain PHP
echo "main context usleep\n";
$php = PHP_BINARY;
preg_match('~/\S+/vela\.so~', file_get_contents('/proc/self/maps'), $m);
$out = shell_exec(escapeshellarg($php) . ' -n -d display_errors=1 -d vela.block_warn_ms=0 -d extension=' . escapeshellarg($m[0])
    . ' -r ' . escapeshellarg('Vela\Coroutine::spawn(function () { usleep(300000); echo "off\n"; });') . ' 2>&1');
echo $out;
?>
--EXPECT--
short bursts
slept 0.3 s cooperatively
main context usleep
off
