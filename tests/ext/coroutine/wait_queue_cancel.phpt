--TEST--
Vela: wait queue: cancelled waiters (deadlock) unwind through finally and leave the queues; the objects stay usable
--INI--
vela.block_warn_ms=0
--FILE--
<?php
use Vela\{Channel, Coroutine, WaitGroup};
$ch = new Channel(1);
$wg = new WaitGroup();
$wg->add();
$log = [];
foreach (['pop', 'pop', 'wait'] as $i => $op) {
    Coroutine::spawn(function () use ($ch, $wg, $op, $i, &$log) {
        try {
            $op === 'pop' ? $ch->pop() : $wg->wait();
            $log[] = "#$i $op returned";
        } finally {
            $log[] = "#$i $op: finally runs";
        }
    });
}
$cancelled = Coroutine::waitAll();
sort($log);
echo implode("\n", $log), "\ncancelled: $cancelled\n";
// Nobody waits any more: a push is buffered, not handed to a cancelled popper.
$ch->push('kept');
echo "length after push: ", $ch->length(), ", pop: ", $ch->pop(), "\n";
$wg->done();
$wg->wait(0);
echo "wait group: count ", $wg->count(), "\n";
Coroutine::spawn(function () use ($ch) { echo "a new popper got ", $ch->pop(), "\n"; });
$ch->push('fresh');
?>
--EXPECT--
#0 pop: finally runs
#1 pop: finally runs
#2 wait: finally runs
cancelled: 3
length after push: 1, pop: kept
wait group: count 0
a new popper got fresh
