--TEST--
Vela: Channel: ping-pong of 100,000 messages between two coroutines
--SKIPIF--
<?php if (getenv('VELA_VALGRIND')) die('skip too slow under valgrind (channel_basics.phpt covers it)'); ?>
--INI--
vela.block_warn_ms=0
--FILE--
<?php
use Vela\{Channel, Coroutine};
$n = 100000;
$sum = Vela\run(function () use ($n) {
    $ping = new Channel();
    $pong = new Channel();
    Coroutine::spawn(function () use ($ping, $pong) {
        while (($v = $ping->pop()) !== null) {
            $pong->push($v + 1);
        }
        $pong->close();
    });
    $sum = 0;
    for ($i = 0; $i < $n; $i++) {
        $ping->push($i);
        $sum += $pong->pop();
    }
    $ping->close();
    var_dump($pong->pop());
    return $sum;
});
var_dump($sum === $n * ($n + 1) / 2);
?>
--EXPECT--
NULL
bool(true)
