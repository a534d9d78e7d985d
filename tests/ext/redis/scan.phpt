--TEST--
Vela: Redis\Pool: SCAN-family iterators walk every element (SCAN, SSCAN, HSCAN, ZSCAN), with MATCH and COUNT
--SKIPIF--
<?php require __DIR__ . '/redis.inc'; vela_redis_skip_unless('VELA_TEST_REDIS_PORT'); ?>
--FILE--
<?php
require __DIR__ . '/redis.inc';
$r = vela_redis_pool();
$r->mset(array_combine(array_map(fn ($i) => "user:$i", range(1, 250)), range(1, 250)));
$r->set('other', 'x');
$keys = iterator_to_array($r->scan('user:*', 20), false);
echo count($keys), ' ', count(array_unique($keys)), "\n";
echo count(iterator_to_array($r->scan(), false)), "\n";
$r->sadd('set', range(1, 100));
$members = iterator_to_array($r->sscan('set', null, 10), false);
sort($members);
echo count($members), ' ', $members[0], '..', end($members), "\n";
$r->hset('hash', ['a' => '1', 'b' => '2', 'c' => '3']);
$h = iterator_to_array($r->hscan('hash'));
ksort($h);
var_dump($h);
$r->zadd('zs', ['x' => 1.5, 'y' => 2]);
var_dump(iterator_to_array($r->zscan('zs', 'x*')));
echo count(iterator_to_array($r->sscan('nothing'))), "\n";
try { $r->hscan(); } catch (ArgumentCountError $e) { echo get_class($e), "\n"; }
?>
--EXPECT--
250 250
251
100 1..100
array(3) {
  ["a"]=>
  string(1) "1"
  ["b"]=>
  string(1) "2"
  ["c"]=>
  string(1) "3"
}
array(1) {
  ["x"]=>
  float(1.5)
}
0
ArgumentCountError
