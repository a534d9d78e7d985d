--TEST--
Vela: Redis\Pool: 1,000 concurrent coroutines over at most 2 connections
--SKIPIF--
<?php require __DIR__ . '/redis.inc'; vela_redis_skip_unless('VELA_TEST_REDIS_PORT'); ?>
--FILE--
<?php
require __DIR__ . '/redis.inc';
use Vela\Coroutine;
$r = vela_redis_pool(['max' => 2]);
$n = vela_redis_under_valgrind() ? 200 : 1000; // the same paths, at a pace memcheck can take
$ok = 0;
$maxSize = 0;
$maxLeases = 0;
Coroutine::spawn(function () use ($r, $n, &$maxLeases) { // samples how many commands share the connections
    for ($i = 0; $i < 200 && $r->stats()['acquires'] < 3 * $n; $i++) {
        $maxLeases = max($maxLeases, $r->stats()['leases']);
        Coroutine::sleep(0);
    }
});
for ($i = 0; $i < $n; $i++) {
    Coroutine::spawn(function () use ($r, $i, &$ok, &$maxSize) {
        $r->set("c$i", "v$i");
        $r->incr('counter');
        if ($r->get("c$i") === "v$i") {
            $ok++;
        }
        $maxSize = max($maxSize, $r->stats()['size']);
    });
}
Coroutine::waitAll();
$s = $r->stats();
echo "coroutines: $n\n";
echo "ok: ", $ok === $n ? 'all' : $ok, ", counter: ", (int) $r->get('counter') === $n ? 'all' : $r->get('counter'), "\n";
echo "size <= 2: ", var_export($maxSize <= 2 && $s['opened'] <= 2, true), ", timeouts: {$s['acquire_timeouts']}, leases: {$s['leases']}\n";
echo "commands in flight together beyond the 2 connections: ", var_export($maxLeases > 2, true), "\n";
?>
--EXPECTF--
coroutines: %d
ok: all, counter: all
size <= 2: true, timeouts: 0, leases: 0
commands in flight together beyond the 2 connections: true
