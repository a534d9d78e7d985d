--TEST--
Vela: Redis\Pool: 1,000 concurrent coroutines over at most 2 connections
--SKIPIF--
<?php require __DIR__ . '/redis.inc'; vela_redis_skip_unless('VELA_TEST_REDIS_PORT'); ?>
--FILE--
<?php
require __DIR__ . '/redis.inc';
use Vela\Coroutine;
$r = vela_redis_pool(['max' => 2]);
$ok = 0;
$maxSize = 0;
$maxLeases = 0;
Coroutine::spawn(function () use ($r, &$maxLeases) { // samples how many commands share the connections
    for ($i = 0; $i < 200 && $r->stats()['acquires'] < 3000; $i++) {
        $maxLeases = max($maxLeases, $r->stats()['leases']);
        Coroutine::sleep(0);
    }
});
for ($i = 0; $i < 1000; $i++) {
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
echo "ok: $ok, counter: ", $r->get('counter'), "\n";
echo "size <= 2: ", var_export($maxSize <= 2 && $s['opened'] <= 2, true), ", timeouts: {$s['acquire_timeouts']}, leases: {$s['leases']}\n";
echo "commands in flight together beyond the 2 connections: ", var_export($maxLeases > 2, true), "\n";
?>
--EXPECT--
ok: 1000, counter: 1000
size <= 2: true, timeouts: 0, leases: 0
commands in flight together beyond the 2 connections: true
