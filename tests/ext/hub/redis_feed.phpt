--TEST--
Vela: Hub: with Redis, subscribe() returns once the feed is subscribed (a publish right after is seen); the feed ends with the last subscriber (PSUBSCRIBE released, the script can end)
--CONFLICTS--
redis_patterns
--SKIPIF--
<?php require __DIR__ . '/../redis/redis.inc'; vela_redis_skip_unless('VELA_TEST_REDIS_HOST', 'VELA_TEST_REDIS_PORT'); ?>
--EXTENSIONS--
vela
--FILE--
<?php
require __DIR__ . '/../redis/redis.inc';
$redis = new Vela\Redis\Pool(vela_redis_url());
$prefix = 'test:feed:' . getmypid() . ':';
$hub = new Vela\Hub($redis, ['prefix' => $prefix]);
$patterns = fn () => (int) $redis->command('PUBSUB', 'NUMPAT');
$before = $patterns();
$sub = $hub->subscribe(['a', 'b']);
echo "feed subscribed: ", $patterns() - $before, "\n";
echo "hubs reached: ", $hub->publish('b', 'hello'), "\n";
foreach ($sub as $topic => $message) {
    echo "$topic => $message\n";
    break;
}
$sub->close();
for ($i = 0; $i < 100 && $patterns() !== $before; $i++) {
    Vela\Coroutine::sleep(0.01);
}
echo "feed released with the last subscriber: ", var_export($patterns() === $before, true), "\n";
$again = $hub->subscribe('a', ['timeout' => 2]);
$hub->publish('a', 'back');
foreach ($again as $topic => $message) {
    echo "after a restart of the feed: $topic => $message\n";
    break;
}
$again->close();
echo "done\n";
?>
--EXPECT--
feed subscribed: 1
hubs reached: 1
b => hello
feed released with the last subscriber: true
after a restart of the feed: a => back
done
