--TEST--
Vela: Channel: buffering, rendezvous, close semantics, timeouts, main-context use
--INI--
vela.block_warn_ms=0
--FILE--
<?php
use Vela\{Channel, Coroutine, ChannelClosedException, TimeoutException};
$ch = new Channel(2);
$ch->push('a');
$ch->push('b');
var_dump($ch->length(), $ch->capacity(), $ch->isClosed());
try { $ch->push('c', 0.01); } catch (TimeoutException $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump($ch->pop(), $ch->pop());
try { $ch->pop(0.01); } catch (TimeoutException $e) { echo "pop timed out\n"; }

// rendezvous: push waits until someone pops, even from the main context
$r = new Channel();
Coroutine::spawn(function () use ($r) {
    echo "consumer waits\n";
    var_dump($r->pop());
    Coroutine::sleep(0.01);
    echo "consumer takes second\n";
    var_dump($r->pop());
});
echo "main pushes 1\n";
$r->push(1);
echo "main pushes 2 (waits for the taker)\n";
$r->push(2);
echo "main pushed both\n";

// close: buffered values drain, then null; waiting pushers throw
$c = new Channel(1);
$c->push('kept');
Coroutine::spawn(function () use ($c) {
    try { $c->push('blocked'); } catch (ChannelClosedException $e) { echo "pusher: ", $e->getMessage(), "\n"; }
});
$c->close();
$c->close();
var_dump($c->pop(), $c->pop(), $c->isClosed());
try { $c->push('x'); } catch (ChannelClosedException $e) { echo "closed push: ", $e->getMessage(), "\n"; }
try { new Channel(-1); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { $c->pop(-1.0); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
?>
--EXPECT--
int(2)
int(2)
bool(false)
Vela\TimeoutException: Channel::push(): operation timed out
string(1) "a"
string(1) "b"
pop timed out
consumer waits
main pushes 1
int(1)
main pushes 2 (waits for the taker)
consumer takes second
int(2)
main pushed both
pusher: Channel::push(): the channel or connection is closed
string(4) "kept"
NULL
bool(true)
closed push: Channel::push(): the channel or connection is closed
Vela\Channel::__construct(): Argument #1 ($capacity) must be between 0 and 16777216
Vela\Channel::pop(): Argument #1 ($timeout) must be a number of seconds between 0 and 9.2e15
