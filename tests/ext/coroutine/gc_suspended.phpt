--TEST--
Vela: Coroutine: the GC never collects what only a suspended coroutine references
--INI--
vela.block_warn_ms=0
--FILE--
<?php
use Vela\{Channel, Coroutine};
class Node { public $next; public $payload; function __destruct() { echo "node {$this->payload} destroyed\n"; } }
Vela\run(function () {
    $gate = new Channel();
    Coroutine::spawn(function () use ($gate) {
        $a = new Node(); $b = new Node();
        $a->payload = 'a'; $b->payload = 'b';
        $a->next = $b; $b->next = $a;            // a cycle held only by this coroutine's CVs
        $ctx = Coroutine::context();
        $ctx['cycle'] = [$a];
        $gate->pop();
        echo "after GC: ", $a->next->next->payload, ", ", Coroutine::context()['cycle'][0]->next->payload, "\n";
        unset($ctx);
        $a = $b = null;
    });
    for ($i = 0; $i < 3; $i++) {
        $junk = []; for ($j = 0; $j < 20000; $j++) { $o = new stdClass; $o->self = $o; $junk[] = $o; }
        $junk = null;
        gc_collect_cycles();
    }
    echo "GC ran while the coroutine was suspended: ", gc_status()['runs'] >= 3 ? "yes" : "no", "\n";
    $gate->push(true);
    Coroutine::sleep(0.001);
    $n = gc_collect_cycles();
    echo "collected after the coroutine ended: $n\n";
});
?>
--EXPECT--
GC ran while the coroutine was suspended: yes
after GC: a, b
node b destroyed
node a destroyed
collected after the coroutine ended: 2
