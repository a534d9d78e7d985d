--TEST--
Vela: Redis\Pool::fromSentinel(): the master found by name, read-only replicas, unknown names and dead sentinels fail clearly
--SKIPIF--
<?php require __DIR__ . '/redis.inc'; vela_redis_skip_unless('VELA_TEST_SENTINELS'); ?>
--FILE--
<?php
require __DIR__ . '/redis.inc';
$sentinels = explode(' ', getenv('VELA_TEST_SENTINELS'));
$masterPort = getenv('VELA_TEST_SENTINEL_MASTER_PORT');
$key = 'sentinel-' . getmypid();
// a dead sentinel first in the list: the next one answers
$dead = '127.0.0.1:' . vela_redis_free_port();
$p = Vela\Redis\Pool::fromSentinel([$dead, ...$sentinels], 'vela', vela_redis_options(['max' => 2, 'sentinel_timeout' => 0.5]));
var_dump($p->set($key, 'v'));
echo "connected to the master: ", var_export($p->command('CONFIG', 'GET', 'port')[1] === $masterPort, true), "\n";
$replica = Vela\Redis\Pool::fromSentinel($sentinels, 'vela', vela_redis_options(['replica' => true]));
echo "replica role: ", $replica->command('ROLE')[0], "\n";
vela_redis_wait_until(fn () => $replica->get($key) === 'v', 5);
var_dump($replica->get($key));
try { $replica->set($key, 'no'); } catch (Vela\Redis\Exception $e) { echo get_class($e), ': ', strtok($e->getMessage(), ' '), "\n"; }
try {
    Vela\Redis\Pool::fromSentinel($sentinels, 'no-such-group')->ping();
} catch (Vela\Redis\ConnectionLost $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
try {
    Vela\Redis\Pool::fromSentinel([$dead], 'vela', ['sentinel_timeout' => 0.3])->ping();
} catch (Vela\Redis\ConnectionLost $e) { echo get_class($e), ': ', str_replace($dead, '127.0.0.1:N', $e->getMessage()), "\n"; }
$p->del($key);
?>
--EXPECT--
bool(true)
connected to the master: true
replica role: slave
string(1) "v"
Vela\Redis\Exception: READONLY
Vela\Redis\ConnectionLost: no sentinel could name the master of 'no-such-group': sentinel knows no master of that name
Vela\Redis\ConnectionLost: no sentinel could name the master of 'vela': cannot connect to 127.0.0.1:N: connection refused
