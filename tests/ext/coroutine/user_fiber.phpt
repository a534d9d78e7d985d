--TEST--
Vela: Coroutine: a user Fiber works inside a coroutine, and a Vela wait inside the Fiber suspends the coroutine
--INI--
vela.block_warn_ms=0
--FILE--
<?php
use Vela\{Coroutine, Channel};
Vela\run(function () {
    $ch = new Channel();
    Coroutine::spawn(function () use ($ch) {
        $fiber = new Fiber(function (string $x) use ($ch) {
            echo "fiber got $x in #", Coroutine::id(), "\n";
            $y = Fiber::suspend('to the coroutine');
            echo "fiber resumed with $y\n";
            echo "fiber waits on a channel\n";
            $v = $ch->pop();                  // suspends the whole coroutine
            echo "fiber popped $v\n";
            Coroutine::sleep(0.01);
            return 'fiber result';
        });
        $got = $fiber->start('hello');
        echo "coroutine got: $got\n";
        $fiber->resume('again');
        echo "coroutine sees fiber ", $fiber->isTerminated() ? "terminated" : "suspended", ": ", $fiber->getReturn(), "\n";
    });
    echo "main: the coroutine is suspended inside its fiber\n";
    Coroutine::sleep(0.01);
    $ch->push('value');   // queues the coroutine: we are a coroutine ourselves
    echo "main pushed\n";
});
// and a Fiber in the main context, waiting on Vela inside
$f = new Fiber(function () { Coroutine::sleep(0.01); return Fiber::getCurrent() !== null; });
$f->start();
var_dump($f->getReturn());
?>
--EXPECT--
fiber got hello in #2
coroutine got: to the coroutine
fiber resumed with again
fiber waits on a channel
main: the coroutine is suspended inside its fiber
main pushed
fiber popped value
coroutine sees fiber terminated: fiber result
bool(true)
