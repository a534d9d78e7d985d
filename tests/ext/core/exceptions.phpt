--TEST--
Vela: exceptions: every engine code becomes one class and message; every exception class of the extension extends Vela\Exception
--INI--
vela.block_warn_ms=0
--FILE--
<?php
use Vela\{Channel, Coroutine, WaitGroup};
function show(callable $fn): void {
    try { $fn(); echo "no exception\n"; }
    catch (Vela\Exception $e) { printf("%s (%d): %s\n", get_class($e), $e->getCode(), $e->getMessage()); }
}
$closed = new Channel(1);
$closed->close();
show(fn () => $closed->push(1));                       // VELA_ECLOSED
show(fn () => (new Channel())->pop(0.001));            // VELA_ETIMEOUT
show(fn () => (new WaitGroup())->done());              // VELA_EINVAL, thrown by WaitGroup itself
show(fn () => Coroutine::defer(fn () => 1));           // VELA_ENOTCORO
show(fn () => Vela\run(fn () => (new Channel())->pop())); // VELA_EDEADLOCK

foreach ((new ReflectionExtension('vela'))->getClasses() as $class) {
    /* Interfaces (Vela\BackendUnavailable) extend Throwable to be caught; the classes are checked. */
    if ($class->implementsInterface(Throwable::class) && !$class->isInterface()
        && !$class->isSubclassOf(Vela\Exception::class) && $class->name !== Vela\Exception::class) {
        echo "$class->name does not extend Vela\\Exception\n";
    }
}
echo "done\n";
?>
--EXPECT--
Vela\ChannelClosedException (-10002): Channel::push(): the channel or connection is closed
Vela\TimeoutException (-10001): Channel::pop(): operation timed out
Vela\CoroutineException (-10007): WaitGroup: the counter would become negative
Vela\CoroutineException (-10004): Coroutine::defer(): not inside a coroutine
Vela\CoroutineException (-10010): Vela\run(): deadlock: every coroutine is suspended and nothing can wake them (they were cancelled)
done
