--TEST--
Vela: Coroutine: the PHP heap pages a burst of coroutines used and freed go back to the kernel once its contexts go idle
--SKIPIF--
<?php
if (getenv('VELA_ASAN')) die('skip under ASan the sanitizer keeps freed memory of its own: resident sizes mean nothing');
if (getenv('VELA_VALGRIND')) die('skip under valgrind the tool replaces the allocator: resident sizes mean nothing');
if (getenv('USE_ZEND_ALLOC') === '0') die('skip PHP allocates with the system malloc: there are no Zend heap pages to give back');
?>
--INI--
vela.block_warn_ms=0
memory_limit=-1
--FILE--
<?php
use Vela\{Coroutine, WaitGroup};
function anonymous_kb(): int {
    preg_match('/^Anonymous:\s+(\d+) kB/m', file_get_contents('/proc/self/smaps_rollup'), $m);
    return (int) $m[1];
}
Vela\run(function () {
    // 40 coroutines at once (more than the 4 contexts the pool keeps
    // warm), each holding 24 KB of PHP strings while it sleeps: about 1 MB
    // of pages inside PHP's heap chunk, all free again once they end.
    $wg = new WaitGroup();
    for ($i = 0; $i < 40; $i++) {
        $wg->add();
        Coroutine::spawn(function () use ($wg) {
            $held = [str_repeat('a', 12000), str_repeat('b', 12000)];
            Coroutine::sleep(0.05);
            unset($held);
            $wg->done();
        });
    }
    $wg->wait();
    $before = anonymous_kb();
    Coroutine::sleep(2.5); // the idle tick returns the 24 surplus contexts
    $after = anonymous_kb();
    // Unmapping 24 contexts' C stacks alone returns ~0.2 MB; the heap's free
    // pages are ~1 MB more.
    $given = $before - $after;
    echo "anonymous memory given back: ", $given >= 800 ? "at least 800 kB" : "only $given kB ($before -> $after)", "\n";

    $held = str_repeat('c', 500000);
    echo "the heap still serves: ", strlen($held), "\n";
});
?>
--EXPECT--
anonymous memory given back: at least 800 kB
the heap still serves: 500000
