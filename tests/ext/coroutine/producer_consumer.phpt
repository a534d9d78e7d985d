--TEST--
Vela: Channel: several producers and consumers with close, every value delivered exactly once
--INI--
vela.block_warn_ms=0
--FILE--
<?php
use Vela\{Channel, Coroutine, WaitGroup};
Vela\run(function () {
    $ch = new Channel(4);
    $producers = new WaitGroup();
    $consumers = new WaitGroup();
    $got = [];
    for ($c = 0; $c < 3; $c++) {
        $consumers->add();
        Coroutine::spawn(function () use ($ch, $consumers, &$got, $c) {
            while (($v = $ch->pop()) !== null) {
                $got[] = $v;
                if ($v % 7 === 0) Coroutine::sleep(0.001);
            }
            $consumers->done();
        });
    }
    for ($p = 0; $p < 4; $p++) {
        $producers->add();
        Coroutine::spawn(function () use ($ch, $producers, $p) {
            for ($i = 0; $i < 250; $i++) {
                $ch->push($p * 1000 + $i);
                if ($i % 50 === 0) Coroutine::sleep(0);
            }
            $producers->done();
        });
    }
    $producers->wait();
    $ch->close();
    $consumers->wait();
    sort($got);
    $expected = [];
    for ($p = 0; $p < 4; $p++) for ($i = 0; $i < 250; $i++) $expected[] = $p * 1000 + $i;
    var_dump(count($got), $got === $expected, $ch->length());
});
?>
--EXPECT--
int(1000)
bool(true)
int(0)
