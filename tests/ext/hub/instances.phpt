--TEST--
Vela: Hub: 2 instances sharing Redis: one publish reaches every subscriber of both exactly once; an instance that restarts loses only its own subscribers
--CONFLICTS--
redis_patterns
--SKIPIF--
<?php require __DIR__ . '/../redis/redis.inc'; vela_redis_skip_unless('VELA_TEST_REDIS_HOST', 'VELA_TEST_REDIS_PORT'); ?>
--EXTENSIONS--
vela
--FILE--
<?php
require __DIR__ . '/hub.inc';
$prefix = 'test:instances:' . getmypid() . ':';
$a = hub_test_server($prefix, ['workers' => 1]);
$b = hub_test_server($prefix, ['workers' => 1]);
echo "two ports: ", var_export($a['port'] !== $b['port'], true), "\n";
$onA = [hub_test_subscribe($a)[0], hub_test_subscribe($a)[0]];
$onB = [hub_test_subscribe($b)[0], hub_test_subscribe($b)[0], hub_test_subscribe($b)[0]];
usleep(200000);
hub_test_publish($a, 'one');
$counts = hub_test_collect(array_merge($onA, $onB), 'one', 1.0);
echo "published on A, each of 5 got it once: ", json_encode($counts), "\n";

vela_test_stop($b);                                   // B goes away with its subscribers
$gone = hub_test_collect($onB, 'x', 0.3);
hub_test_publish($a, 'two');
echo "after B stopped, A's subscribers still get it: ", json_encode(hub_test_collect($onA, 'two', 1.0)), "\n";
foreach ($onB as $fp) {
    fclose($fp);
}
$b = hub_test_server($prefix, ['workers' => 1]);      // B again, new subscribers
$onB = [hub_test_subscribe($b)[0]];
usleep(200000);
hub_test_publish($b, 'three');
echo "published on the restarted B: ", json_encode(hub_test_collect(array_merge($onA, $onB), 'three', 1.0)), "\n";
foreach (array_merge($onA, $onB) as $fp) {
    fclose($fp);
}
vela_test_stop($a);
vela_test_stop($b);
?>
--EXPECT--
two ports: true
published on A, each of 5 got it once: [1,1,1,1,1]
after B stopped, A's subscribers still get it: [1,1]
published on the restarted B: [1,1,1]
