--TEST--
Vela: Redis: objects still holding connections when the script ends are released in any order
--SKIPIF--
<?php require __DIR__ . '/redis.inc'; vela_redis_skip_unless('VELA_TEST_REDIS_PORT'); ?>
--FILE--
<?php
require __DIR__ . '/redis.inc';
// Objects left in a reference cycle are freed at shutdown newest slot first,
// without regard to who references whom. Here a subscription and a
// transaction take freed slots below their pool's, so the pool object goes
// first while they still hold its connections.
$slots = [new stdClass(), new stdClass()];
$cycle = new stdClass();
$cycle->self = $cycle;
$cycle->pool = vela_redis_pool();
$slots = null;
$cycle->sub = $cycle->pool->subscribe(['never-' . getmypid()]);
$cycle->pool->transaction(function ($tx) use ($cycle) { $cycle->tx = $tx; });
// and the plain case: globals released in order
$pool = vela_redis_pool();
$sub = $pool->subscribe('also-never');
$scan = $pool->scan();
echo "done\n";
?>
--EXPECT--
done
