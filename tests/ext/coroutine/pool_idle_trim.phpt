--TEST--
Vela: Coroutine: a burst's pooled contexts that stay unused for a second are unmapped (4 stay warm); a steady load keeps its own
--SKIPIF--
<?php
if (getenv('VELA_ASAN')) die('skip under ASan the sanitizer maps memory of its own: mapping counts mean nothing');
if (getenv('VELA_VALGRIND')) die('skip under valgrind the tool maps memory of its own in the same /proc/self/maps: mapping counts mean nothing');
?>
--INI--
vela.block_warn_ms=0
--FILE--
<?php
use Vela\{Coroutine, WaitGroup};
function maps(): int { return count(file('/proc/self/maps')); }
function burst(int $n): void {
    $wg = new WaitGroup();
    for ($i = 0; $i < $n; $i++) {
        $wg->add();
        Coroutine::spawn(function () use ($wg) { Coroutine::sleep(0.01); $wg->done(); });
    }
    $wg->wait();
}
Vela\run(function () {
    $base = maps();
    burst(300);
    $kept = maps() - $base;
    echo "right after a burst of 300, the pool keeps their contexts: ", $kept >= 300 ? "yes" : "no ($kept)", "\n";

    // A steady load: a burst of 300 every 0.3 s needs the contexts every tick.
    for ($round = 0; $round < 8; $round++) { burst(300); Coroutine::sleep(0.3); }
    $steady = maps() - $base;
    echo "a burst of 300 every 0.3 s for 2.4 s keeps them: ", $steady >= 300 ? "yes" : "no ($steady)", "\n";

    Coroutine::sleep(2.5);
    $idle = maps() - $base;
    echo "after 2.5 s without a burst, at most 4 contexts stay mapped: ", $idle <= 4 * 3 ? "yes" : "no ($idle)", "\n";

    burst(300);
    echo "the next burst maps contexts anew: ", maps() - $base >= 300 ? "yes" : "no", "\n";
});
?>
--EXPECT--
right after a burst of 300, the pool keeps their contexts: yes
a burst of 300 every 0.3 s for 2.4 s keeps them: yes
after 2.5 s without a burst, at most 4 contexts stay mapped: yes
the next burst maps contexts anew: yes
