--TEST--
Vela: Redis\Cluster: a master killed under load: its replica takes over and commands succeed again, without a restart
--SKIPIF--
<?php require __DIR__ . '/redis.inc'; if (!function_exists('posix_kill')) die('skip posix'); ?>
--FILE--
<?php
require __DIR__ . '/redis.inc';
use Vela\Coroutine;
$cl = vela_redis_start_cluster();
$roles = vela_redis_cluster_roles($cl);
$victim = array_search('master', $roles, true);
// Under valgrind (every instruction of the client traced) 3 writers instead
// of 10 and a command timeout of 5 s instead of 1 s: the same paths (a node
// lost under load, its slots failed over, the map reloaded) in run-tests'
// 300 s there, where 10 writers took longer than the failover itself.
$slow = vela_redis_under_valgrind();
$c = new Vela\Redis\Cluster([$cl['nodes'][0], $cl['nodes'][1]], ['max' => 2, 'connect_timeout' => 0.5, 'command_timeout' => $slow ? 5 : 1]);
$ok = $failed = 0;
$stop = false;
$lastError = '';
for ($w = 0; $w < ($slow ? 3 : 10); $w++) {
    Coroutine::spawn(function () use ($c, $w, &$ok, &$failed, &$stop, &$lastError) {
        for ($i = 0; !$stop; $i++) {
            try {
                $c->set("load:$w:" . ($i % 50), (string) $i);
                $ok++;
            } catch (Vela\Redis\Exception $e) {
                $failed++;
                $lastError = get_class($e);
                Coroutine::sleep(0.05);
            }
        }
    });
}
// the load is on (a fixed wait of 0.3 s saw no write yet under valgrind)
vela_redis_wait_until(function () use (&$ok) { return $ok > 0; }, 30);
$before = $ok;
posix_kill((int) file_get_contents("{$cl['dir']}/$victim/redis.pid"), SIGKILL);
// every key must be writable again once the replica is promoted (node timeout 1 s)
$healed = vela_redis_wait_until(function () use ($c) {
    try {
        $c->mset(array_combine(array_map(fn ($i) => "probe$i", range(0, 99)), range(0, 99)));
        return true;
    } catch (Vela\Redis\Exception $e) {
        return false;
    }
}, $slow ? 60 : 20);
$okAtHeal = $ok;
vela_redis_wait_until(function () use (&$ok, $okAtHeal) { return $ok > $okAtHeal; }, 30);
$stop = true;
Coroutine::waitAll();
$after = vela_redis_cluster_roles(['nodes' => array_values(array_filter($cl['nodes'], fn ($n) => !str_ends_with($n, ":$victim")))]);
echo "load before the kill: ", var_export($before > 0, true), "\n";
echo "healed without a restart: ", var_export($healed, true), "\n";
echo "load goes on after: ", var_export($ok > $okAtHeal, true), "\n";
echo "three masters again: ", count(array_filter($after, fn ($r) => $r === 'master')), "\n";
echo "failures during the failover were exceptions, not hangs: ", var_export($failed === 0 || $lastError !== '', true), "\n";
var_dump($c->get('probe42'));
vela_redis_stop_cluster($cl);
?>
--EXPECT--
load before the kill: true
healed without a restart: true
load goes on after: true
three masters again: 3
failures during the failover were exceptions, not hangs: true
string(2) "42"
