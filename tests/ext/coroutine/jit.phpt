--TEST--
Vela: Coroutine: works with opcache and the tracing JIT (hot loops across switches, exceptions, fibers, defers)
--SKIPIF--
<?php
if (!function_exists('opcache_get_status')) die('skip opcache not loaded');
if (getenv('VELA_VALGRIND')) die('skip JIT under valgrind only times valgrind (45 s); the other tests run the same paths there');
?>
--INI--
opcache.enable=1
opcache.enable_cli=1
opcache.jit=tracing
opcache.jit_buffer_size=64M
opcache.jit_hot_loop=1
opcache.jit_hot_func=1
opcache.jit_hot_return=1
opcache.jit_hot_side_exit=1
vela.block_warn_ms=0
--FILE--
<?php
use Vela\{Channel, Coroutine, WaitGroup};
function work(int $n): int { $s = 0; for ($i = 0; $i < $n; $i++) { $s += $i % 7; } return $s; }
$status = opcache_get_status(false);
echo "jit: ", var_export($status['jit']['on'] ?? false, true), "\n";
$total = Vela\run(function () {
    $ch = new Channel(8);
    $wg = new WaitGroup();
    $sum = 0;
    for ($c = 0; $c < 50; $c++) {
        $wg->add();
        Coroutine::spawn(function () use ($ch, $wg, $c) {
            Coroutine::defer(fn () => $wg->done());
            for ($i = 0; $i < 200; $i++) {
                $ch->push(work(50) + $c);
                if ($i % 50 === 0) Coroutine::sleep(0);
            }
            if ($c % 10 === 0) {
                $f = new Fiber(function () { return Fiber::suspend(work(10)) * 2; });
                $v = $f->start();
                $f->resume($v);
                if ($f->getReturn() !== work(10) * 2) echo "fiber mismatch\n";
            }
            if ($c === 49) throw new RuntimeException("reported, not fatal");
        });
    }
    Coroutine::spawn(function () use ($ch, $wg) { $wg->wait(); $ch->close(); });
    while (($v = $ch->pop()) !== null) { $sum += $v; }
    return $sum;
});
$expected = 0;
for ($c = 0; $c < 50; $c++) $expected += 200 * (work(50) + $c);
var_dump($total === $expected);
?>
--EXPECTF--
jit: true
Vela: uncaught exception in coroutine #%d: RuntimeException: reported, not fatal in %sjit.php:%d
Stack trace:
%A
bool(true)
