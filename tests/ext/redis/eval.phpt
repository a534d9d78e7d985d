--TEST--
Vela: Redis\Pool: EVAL goes through the server's script cache (EVALSHA first, EVAL once on NOSCRIPT)
--SKIPIF--
<?php require __DIR__ . '/redis.inc'; vela_redis_skip_unless('VELA_TEST_REDIS_PORT'); ?>
--FILE--
<?php
require __DIR__ . '/redis.inc';
$r = vela_redis_pool();
$script = "return redis.call('INCRBY', KEYS[1], ARGV[1])";
$sha = sha1($script);
$r->command('SCRIPT', 'FLUSH');
var_dump($r->command('SCRIPT', 'EXISTS', $sha));
var_dump($r->eval($script, ['counter'], [5]));     // NOSCRIPT -> EVAL loads it
var_dump($r->command('SCRIPT', 'EXISTS', $sha));
$before = $r->info('stats');
var_dump($r->eval($script, ['counter'], [2]));     // EVALSHA hits the cache
var_dump($r->evalsha($sha, ['counter'], [1]));
var_dump($r->scriptLoad('return 1') === sha1('return 1'));
var_dump($r->eval('return ARGV[1]', [], ['no keys']));
try { $r->eval('return redis.call("NOPE")'); } catch (Vela\Redis\Exception $e) { echo get_class($e), ': ', substr($e->getMessage(), 0, 25), "\n"; }
try { $r->evalsha(str_repeat('0', 40)); } catch (Vela\Redis\Exception $e) { echo substr($e->getMessage(), 0, 8), "\n"; }
?>
--EXPECT--
array(1) {
  [0]=>
  int(0)
}
int(5)
array(1) {
  [0]=>
  int(1)
}
int(7)
int(8)
bool(true)
string(7) "no keys"
Vela\Redis\Exception: ERR Unknown Redis command
NOSCRIPT
