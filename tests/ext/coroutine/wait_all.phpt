--TEST--
Vela: Coroutine: waitAll() and run() cancel coroutines that can never wake, running their finally blocks and defers
--INI--
vela.block_warn_ms=0
--FILE--
<?php
use Vela\{Channel, Coroutine};
$forever = new Channel();
Coroutine::spawn(function () use ($forever) {
    Coroutine::defer(fn () => print("defer of the stuck coroutine\n"));
    try {
        $forever->pop();
        echo "never\n";
    } catch (Throwable $e) {
        echo "cancellation is not catchable\n";
    } finally {
        echo "finally of the stuck coroutine\n";
        try { Coroutine::sleep(1); } finally { echo "a wait during cancellation fails at once\n"; }
    }
});
Coroutine::spawn(fn () => Coroutine::sleep(0.05));
var_dump(Coroutine::count());
var_dump(Coroutine::waitAll());          // the sleeper finishes, the stuck one is cancelled
var_dump(Coroutine::count());

// Vela\run(): main returned, a helper is stuck: main's result, helper cancelled
var_dump(Vela\run(function () {
    Coroutine::spawn(function () {
        try { (new Channel())->pop(); } finally { echo "helper cancelled\n"; }
    });
    return 'main result';
}));
var_dump(Coroutine::waitAll());
?>
--EXPECT--
int(2)
finally of the stuck coroutine
a wait during cancellation fails at once
defer of the stuck coroutine
int(1)
int(0)
helper cancelled
string(11) "main result"
int(0)
