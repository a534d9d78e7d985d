--TEST--
Vela: Redis\Pool: after a 3 s outage under load, the first command succeeds within 1 s of the server answering again (the back-off counts rounds, not failed connections, and probes twice a second)
--SKIPIF--
<?php require __DIR__ . '/redis.inc'; if (!function_exists('posix_kill')) die('skip posix'); ?>
--FILE--
<?php
require __DIR__ . '/redis.inc';
use Vela\Coroutine;
$server = vela_redis_start_server();
$r = new Vela\Redis\Pool("redis://127.0.0.1:{$server['port']}", ['max' => 4, 'connect_timeout' => 1, 'command_timeout' => 2]);
$state = ['stop' => false, 'back' => null, 'first' => null, 'failed' => 0, 'other' => []];
for ($w = 0; $w < 32; $w++) {
    Coroutine::spawn(function () use ($r, &$state) {
        while (!$state['stop']) {
            try {
                $r->incr('n');
                if ($state['back'] !== null) {
                    $state['first'] ??= hrtime(true);
                }
            } catch (Vela\Redis\ConnectionLost | Vela\Redis\Timeout $e) {
                $state['failed']++;         /* a timeout: a command the kill caught on a loaded machine */
                Coroutine::sleep(0.005);
            } catch (Throwable $e) {
                $state['other'][] = get_class($e) . ': ' . $e->getMessage();
                Coroutine::sleep(0.005);
            }
        }
    });
}
Coroutine::sleep(0.3);
vela_redis_kill_server($server);          // SIGKILL under load
Coroutine::sleep(3.0);
$server = vela_redis_start_server([], $server['port'], $server['dir']);   // returns once it answers PING
$state['back'] = hrtime(true);
vela_redis_wait_until(function () use (&$state) { return $state['first'] !== null; }, 10);
$state['stop'] = true;
Coroutine::waitAll();
$healed = $state['first'] === null ? INF : ($state['first'] - $state['back']) / 1e9;
$limit = vela_redis_under_valgrind() ? 3.0 : 1.0;
echo "commands failed while down: ", $state['failed'] > 0 ? 'yes' : 'no', ", other errors: ", json_encode(array_unique($state['other'])), "\n";
echo "first success within 1 s of the restart: ", $healed < $limit ? 'yes' : sprintf('no (%.2f s)', $healed), "\n";
vela_redis_stop_server($server);
?>
--EXPECT--
commands failed while down: yes, other errors: []
first success within 1 s of the restart: yes
