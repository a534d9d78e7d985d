--TEST--
Vela: Channel: timeouts racing with pushes and pops never lose or duplicate a value
--INI--
vela.block_warn_ms=0
--FILE--
<?php
use Vela\{Channel, Coroutine, TimeoutException, WaitGroup};
mt_srand(42);
foreach ([0, 3] as $capacity) {
    $result = Vela\run(function () use ($capacity) {
        $ch = new Channel($capacity);
        $n = 600;
        $received = [];
        $timeouts = 0;
        $consumers = new WaitGroup();
        for ($c = 0; $c < 8; $c++) {
            $consumers->add();
            Coroutine::spawn(function () use ($ch, &$received, &$timeouts, $consumers) {
                Coroutine::defer(fn () => $consumers->done());
                while (true) {
                    try {
                        $v = $ch->pop(mt_rand(0, 3) / 1000);
                    } catch (TimeoutException) {
                        $timeouts++;
                        continue;
                    }
                    if ($v === null) return;
                    $received[] = $v;
                }
            });
        }
        $producers = new WaitGroup();
        for ($p = 0; $p < 4; $p++) {
            $producers->add();
            Coroutine::spawn(function () use ($ch, $p, $n, &$timeouts, $producers) {
                for ($i = $p; $i < $n; $i += 4) {
                    while (true) {
                        try { $ch->push($i, mt_rand(0, 2) / 1000); break; }
                        catch (TimeoutException) { $timeouts++; }
                    }
                    if ($i % 16 === 0) Coroutine::sleep(0.001);
                }
                $producers->done();
            });
        }
        $producers->wait();
        $ch->close();
        $consumers->wait();
        sort($received);
        return [$received === range(0, $n - 1), $timeouts > 0, $ch->length()];
    });
    echo "capacity $capacity: every value once: ", var_export($result[0], true),
        ", timeouts happened: ", var_export($result[1], true), ", left: $result[2]\n";
}
?>
--EXPECT--
capacity 0: every value once: true, timeouts happened: true, left: 0
capacity 3: every value once: true, timeouts happened: true, left: 0
