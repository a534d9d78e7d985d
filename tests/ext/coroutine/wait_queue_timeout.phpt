--TEST--
Vela: wait queue: a waiter whose timeout expired leaves the queue and is never handed a value or woken again
--INI--
vela.block_warn_ms=0
--FILE--
<?php
use Vela\{Channel, Coroutine, TimeoutException, WaitGroup};
Vela\run(function () {
    $ch = new Channel();
    $log = [];
    Coroutine::spawn(function () use ($ch, &$log) {
        try { $ch->pop(0.02); } catch (TimeoutException $e) { $log[] = "first popper: " . $e->getMessage(); }
    });
    Coroutine::spawn(function () use ($ch, &$log) { $log[] = "second popper got " . $ch->pop(); });
    Coroutine::sleep(0.1);   // the first popper's timeout has expired: only the second waits
    $ch->push('v');
    Coroutine::sleep(0);
    echo implode("\n", $log), "\n";

    $wg = new WaitGroup();
    $wg->add();
    $woken = 0;
    Coroutine::spawn(function () use ($wg) {
        try { $wg->wait(0.02); } catch (TimeoutException) { echo "wait group: the first waiter timed out\n"; }
    });
    Coroutine::spawn(function () use ($wg, &$woken) { $wg->wait(); $woken++; });
    Coroutine::sleep(0.1);
    $wg->done();
    Coroutine::sleep(0);
    echo "wait group: woken after done(): $woken\n";
});

// The main context (no coroutine) waits in the same queues.
$ch = new Vela\Channel();
try { $ch->pop(0.02); } catch (Vela\TimeoutException $e) { echo "main context: ", get_class($e), "\n"; }
Vela\Coroutine::spawn(fn () => $ch->push('later'));
echo "main context then got: ", $ch->pop(1), "\n";
?>
--EXPECT--
first popper: Channel::pop(): operation timed out
second popper got v
wait group: the first waiter timed out
wait group: woken after done(): 1
main context: Vela\TimeoutException
main context then got: later
