--TEST--
Vela: Coroutine: sleep() and Timer::after() count from the call, even after a long run without suspending
--INI--
vela.block_warn_ms=0
--FILE--
<?php
use Vela\{Coroutine, Timer, Channel};
Vela\run(function () {
    Coroutine::sleep(0.001);                      // fresh loop iteration
    $end = hrtime(true) + 60_000_000;
    while (hrtime(true) < $end) {}                // 60 ms without suspending
    $t = hrtime(true);
    Coroutine::sleep(0.03);
    $slept = (hrtime(true) - $t) / 1e6;
    echo "sleep(0.03) lasted at least 29 ms: ", $slept >= 29 ? "yes" : "no ($slept ms)", "\n";

    $end = hrtime(true) + 60_000_000;
    while (hrtime(true) < $end) {}
    $fired = new Channel(1);
    $t = hrtime(true);
    Timer::after(0.03, fn () => $fired->push(hrtime(true)));
    $waited = ($fired->pop() - $t) / 1e6;
    echo "after(0.03) fired after at least 29 ms: ", $waited >= 29 ? "yes" : "no ($waited ms)", "\n";
});
?>
--EXPECT--
sleep(0.03) lasted at least 29 ms: yes
after(0.03) fired after at least 29 ms: yes
