--TEST--
Vela: Timer: after, tick and cancel; callbacks run in their own coroutines and may suspend
--INI--
vela.block_warn_ms=0
--FILE--
<?php
use Vela\{Channel, Coroutine, Timer};
Vela\run(function () {
    $events = new Channel(16);
    $ticks = 0;
    $t0 = hrtime(true);
    Timer::after(0.05, function () use ($events, $t0) {
        $events->push(sprintf("after: in a coroutine: %s, not early: %s", Coroutine::id() > 0 ? 'yes' : 'no',
            hrtime(true) - $t0 >= 49_000_000 ? 'yes' : 'no'));
        Coroutine::sleep(0.01);
        $events->push("after: resumed after its own sleep");
    });
    $never = Timer::after(0.03, function () use ($events) { $events->push("cancelled timer fired!"); });
    var_dump(Timer::cancel($never), Timer::cancel($never), Timer::cancel(12345));
    $tick = Timer::tick(0.02, function () use (&$ticks, &$tick, $events) {
        if (++$ticks === 4) {
            var_dump(Timer::cancel($tick));
            $events->push("tick: 4th call, cancelled");
        }
    });
    $seen = [];
    while (count($seen) < 3) $seen[] = $events->pop();
    sort($seen);
    echo implode("\n", $seen), "\n";
    Coroutine::sleep(0.1);
    var_dump($ticks, $events->length());
});
try { Timer::tick(0, fn () => 1); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
Timer::after(0.01, function () { echo "a timer outside run() fires before the script ends\n"; });
echo "script body done\n";
?>
--EXPECT--
bool(true)
bool(false)
bool(false)
bool(true)
after: in a coroutine: yes, not early: yes
after: resumed after its own sleep
tick: 4th call, cancelled
int(4)
int(0)
Vela\Timer::tick(): Argument #1 ($interval) must be greater than 0
script body done
a timer outside run() fires before the script ends
