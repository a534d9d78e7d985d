--TEST--
Vela: Redis\Pool::fromSentinel(): a switch-over is followed through +switch-master; the master killed under load: writes reach the new master
--SKIPIF--
<?php require __DIR__ . '/redis.inc'; if (!function_exists('posix_kill')) die('skip posix'); ?>
--FILE--
<?php
require __DIR__ . '/redis.inc';
use Vela\Coroutine;
$group = vela_redis_start_sentinel();
$p = Vela\Redis\Pool::fromSentinel($group['sentinels'], 'vela', ['max' => 2, 'connect_timeout' => 0.5, 'command_timeout' => 1]);

// 1. a planned switch-over: the old master stays up as a replica. The pool's idle
// connection to it is retired on +switch-master, so the very next write succeeds
// on the new master (without the watch it would meet READONLY first).
var_dump($p->set('before', 'switch'));
$sentinelPort = (int) explode(':', $group['sentinels'][0])[1];
vela_redis_cli($sentinelPort, 'sentinel', 'failover', 'vela');
vela_redis_wait_until(fn () => str_starts_with(vela_redis_cli($group['replica'], 'role'), 'master')
    && str_starts_with(vela_redis_cli($group['master'], 'role'), 'slave'), 15);
Coroutine::sleep(0.5); // the sentinels announce +switch-master
var_dump($p->set('first', 'write'));
echo "+switch-master seen: ", $p->stats()['switches'], "\n";
echo "it is on the new master: ", vela_redis_cli($group['replica'], 'get', 'first'), "\n";
vela_redis_wait_until(fn () => str_contains(vela_redis_cli($group['master'], 'info', 'replication'), 'master_link_status:up'), 10);
[$group['master'], $group['replica']] = [$group['replica'], $group['master']];

// 2. the (new) master killed under load
$ok = $failed = 0;
$stop = false;
for ($w = 0; $w < 5; $w++) {
    Coroutine::spawn(function () use ($p, $w, &$ok, &$failed, &$stop) {
        for ($i = 0; !$stop; $i++) {
            try {
                $p->set("w$w", (string) $i);
                $ok++;
            } catch (Vela\Redis\Exception $e) {
                $failed++;
                Coroutine::sleep(0.05);
            }
        }
    });
}
// the load is on (a fixed 0.3 s could see no write yet under valgrind)
vela_redis_wait_until(function () use (&$ok) { return $ok > 0; }, 30);
$before = $ok;
posix_kill(vela_redis_sentinel_pid($group, $group['master']), SIGKILL);
$healed = vela_redis_wait_until(function () use ($p) {
    try {
        return $p->set('after', 'failover');
    } catch (Vela\Redis\Exception $e) {
        return false;
    }
}, 30);
$okAtHeal = $ok;
vela_redis_wait_until(function () use (&$ok, $okAtHeal) { return $ok > $okAtHeal; }, 30);
$stop = true;
Coroutine::waitAll();
echo "load before the kill: ", var_export($before > 0, true), "\n";
echo "healed: ", var_export($healed, true), ", load goes on: ", var_export($ok > $okAtHeal, true), "\n";
echo "the replica is the master now: ", strtok(vela_redis_cli($group['replica'], 'role'), "\n"), "\n";
echo "the write is on it: ", vela_redis_cli($group['replica'], 'get', 'after'), "\n";
echo "failures during the failover: ", var_export($failed > 0, true), ", switches seen: ", $p->stats()['switches'], "\n";
vela_redis_stop_sentinel($group);
?>
--EXPECT--
bool(true)
bool(true)
+switch-master seen: 1
it is on the new master: write
load before the kill: true
healed: true, load goes on: true
the replica is the master now: master
the write is on it: failover
failures during the failover: true, switches seen: 2
