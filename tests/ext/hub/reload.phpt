--TEST--
Vela: Hub: a graceful reload (SIGHUP) ends the old workers' event streams at once with their last chunk; the client reconnects to a new worker and gets the next broadcast
--CONFLICTS--
redis_patterns
--SKIPIF--
<?php require __DIR__ . '/../redis/redis.inc'; vela_redis_skip_unless('VELA_TEST_REDIS_HOST', 'VELA_TEST_REDIS_PORT');
if (getenv('VELA_VALGRIND')) die('skip a reload execs /proc/self/exe, which memcheck loads as itself (valgrind: mmap(0x58000000) failed in UME)'); ?>
--EXTENSIONS--
vela
--FILE--
<?php
require __DIR__ . '/hub.inc';
$srv = hub_test_server('test:reload:' . getmypid() . ':', ['workers' => 1, 'drain_timeout' => 20]);
[$fp, $oldPid] = hub_test_subscribe($srv);
$t = microtime(true);
proc_terminate($srv['proc'], SIGHUP);
stream_set_timeout($fp, 10);
$rest = '';
while (!feof($fp) && !str_ends_with($rest, "0\r\n\r\n")) {
    $chunk = fread($fp, 8192);
    if ($chunk === '' || $chunk === false) {
        break;
    }
    $rest .= $chunk;
}
echo "ended cleanly long before the 20 s drain timeout: ",
    var_export(str_ends_with($rest, "0\r\n\r\n") && microtime(true) - $t < 5, true), "\n";
fclose($fp);
for ($i = 0; $i < 50; $i++) {
    [$fp, $pid] = hub_test_subscribe($srv);
    if ($pid !== $oldPid && $pid > 0) {
        break;
    }
    fclose($fp);
    usleep(100000);
}
echo "reconnected to a new worker: ", var_export($pid !== $oldPid && $pid > 0, true), "\n";
usleep(200000);
hub_test_publish($srv, 'after');
echo "got the next broadcast once: ", json_encode(hub_test_collect([$fp], 'after', 1.0)), "\n";
fclose($fp);
[$code] = vela_test_stop($srv);
echo "exit $code\n";
?>
--EXPECT--
ended cleanly long before the 20 s drain timeout: true
reconnected to a new worker: true
got the next broadcast once: [1]
exit 0
