--TEST--
Vela: Redis\Pool: the server killed mid-load: in-flight commands fail with ConnectionLost (no hang), fast failures while down, recovery after restart
--SKIPIF--
<?php require __DIR__ . '/redis.inc'; if (!function_exists('posix_kill')) die('skip posix'); ?>
--FILE--
<?php
require __DIR__ . '/redis.inc';
use Vela\Coroutine;
$server = vela_redis_start_server();
$r = new Vela\Redis\Pool("redis://127.0.0.1:{$server['port']}", ['max' => 4, 'connect_timeout' => 1, 'command_timeout' => 2]);
$ok = $lost = $other = 0;
$stop = false;
$workers = [];
for ($w = 0; $w < 20; $w++) {
    Coroutine::spawn(function () use ($r, &$ok, &$lost, &$other, &$stop) {
        while (!$stop) {
            try {
                $r->incr('n');
                $ok++;
            } catch (Vela\Redis\ConnectionLost | Vela\Redis\Timeout $e) {
                /* Timeout: a command sent just before the restart below, which blocks the loop past command_timeout on a loaded machine */
                $lost++;
                Coroutine::sleep(0.02);
            } catch (Throwable $e) {
                $other++;
                echo get_class($e), ': ', $e->getMessage(), "\n";
                Coroutine::sleep(0.02);
            }
        }
    });
}
Coroutine::sleep(0.3);
$before = $ok;
vela_redis_kill_server($server);          // SIGKILL under load
Coroutine::sleep(0.3);
$lostWhileDown = $lost;
// while it is down, a call fails fast (the pool backs off instead of waiting)
$t = microtime(true);
try { $r->get('n'); } catch (Vela\Redis\ConnectionLost $e) { $msg = $e->getMessage(); }
$fast = microtime(true) - $t < 1.5;
$server = vela_redis_start_server([], $server['port'], $server['dir']);
$healed = vela_redis_wait_until(function () use (&$ok) { $n = $ok; Coroutine::sleep(0.2); return $ok > $n; }, 10);
$stop = true;
Coroutine::waitAll();
echo "load ran before the kill: ", var_export($before > 0, true), "\n";
echo "in-flight commands failed with ConnectionLost: ", var_export($lostWhileDown > 0, true), "\n";
echo "while down, a clear error at once: ", var_export($fast, true), ' ', preg_replace('/\d+/', 'N', $msg), "\n";
echo "healed after the restart: ", var_export($healed, true), ", other errors: $other\n";
echo "pool usable: ", $r->set('k', 'v') ? 'yes' : 'no', ', size <= max: ', var_export($r->stats()['size'] <= 4, true), "\n";
vela_redis_stop_server($server);
?>
--EXPECTF--
load ran before the kill: true
in-flight commands failed with ConnectionLost: true
while down, a clear error at once: true cannot connect to N.N.N.N:N: connection refused
healed after the restart: true, other errors: 0
pool usable: yes, size <= max: true
