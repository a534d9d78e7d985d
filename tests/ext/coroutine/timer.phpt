--TEST--
Vela: Timer: after, tick and cancel; callbacks run in their own coroutines and may suspend
--INI--
vela.block_warn_ms=0
--FILE--
<?php
use Vela\{Coroutine, Timer};
Vela\run(function () {
    $start = hrtime(true);
    $ticks = 0;
    Timer::after(0.05, function () {
        echo "after 50 ms in coroutine #", Coroutine::id() > 0 ? "n" : "0", "\n";
        Coroutine::sleep(0.01);
        echo "after-callback resumed\n";
    });
    $never = Timer::after(0.03, function () { echo "cancelled timer fired!\n"; });
    var_dump(Timer::cancel($never), Timer::cancel($never), Timer::cancel(12345));
    $tick = Timer::tick(0.02, function () use (&$ticks, &$tick) {
        $ticks++;
        if ($ticks === 4) { echo "tick 4, cancelling\n"; Timer::cancel($tick); }
    });
    Coroutine::sleep(0.2);
    var_dump($ticks);
});
try { Timer::tick(0, fn () => 1); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
$once = Timer::after(0.01, function () { echo "a timer outside run() fires before the script ends\n"; });
echo "script body done\n";
?>
--EXPECT--
bool(true)
bool(false)
bool(false)
after 50 ms in coroutine #n
after-callback resumed
tick 4, cancelling
int(4)
Vela\Timer::tick(): Argument #1 ($interval) must be greater than 0
script body done
a timer outside run() fires before the script ends
