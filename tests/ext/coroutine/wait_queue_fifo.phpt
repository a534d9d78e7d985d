--TEST--
Vela: wait queue: Channel poppers and pushers, and WaitGroup waiters, are served oldest first
--INI--
vela.block_warn_ms=0
--FILE--
<?php
use Vela\{Channel, Coroutine, WaitGroup};
Vela\run(function () {
    $ch = new Channel();
    $got = [];
    foreach (['a', 'b', 'c', 'd'] as $name) {
        Coroutine::spawn(function () use ($ch, $name, &$got) { $got[] = "$name:" . $ch->pop(); });
    }
    foreach ([1, 2, 3, 4] as $v) $ch->push($v);
    Coroutine::sleep(0);
    echo "poppers: ", implode(' ', $got), "\n";

    $full = new Channel(1);
    $full->push('first');
    foreach (['x', 'y', 'z'] as $v) {
        Coroutine::spawn(fn () => $full->push($v));
    }
    $out = [];
    for ($i = 0; $i < 4; $i++) $out[] = $full->pop();
    echo "pushers: ", implode(' ', $out), "\n";

    $wg = new WaitGroup();
    $wg->add();
    $woken = [];
    foreach ([1, 2, 3, 4] as $n) {
        Coroutine::spawn(function () use ($wg, $n, &$woken) { $wg->wait(); $woken[] = $n; });
    }
    $wg->done();
    Coroutine::sleep(0);
    echo "wait group: ", implode(' ', $woken), "\n";
});
?>
--EXPECT--
poppers: a:1 b:2 c:3 d:4
pushers: first x y z
wait group: 1 2 3 4
