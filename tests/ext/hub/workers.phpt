--TEST--
Vela: Hub: 2 workers with subscribers in both: one publish (through Redis) reaches every subscriber exactly once
--CONFLICTS--
redis_patterns
--SKIPIF--
<?php require __DIR__ . '/../redis/redis.inc'; vela_redis_skip_unless('VELA_TEST_REDIS_HOST', 'VELA_TEST_REDIS_PORT'); ?>
--EXTENSIONS--
vela
--FILE--
<?php
require __DIR__ . '/hub.inc';
$srv = hub_test_server('test:workers:' . getmypid() . ':', ['workers' => 2]);
$streams = [];
$pids = [];
for ($i = 0; $i < 40 && (count($pids) < 2 || count($streams) < 6); $i++) {
    [$fp, $pid] = hub_test_subscribe($srv);
    $streams[] = $fp;
    $pids[$pid] = ($pids[$pid] ?? 0) + 1;
}
echo "subscribers in 2 workers: ", var_export(count($pids) === 2, true), "\n";
usleep(200000);
foreach (['first', 'second'] as $message) {
    hub_test_publish($srv, $message);
    $counts = hub_test_collect($streams, $message, 1.0);
    echo "$message: every subscriber got it exactly once: ", var_export(array_unique($counts) === [1], true), "\n";
}
foreach ($streams as $fp) {
    fclose($fp);
}
vela_test_stop($srv);
?>
--EXPECT--
subscribers in 2 workers: true
first: every subscriber got it exactly once: true
second: every subscriber got it exactly once: true
