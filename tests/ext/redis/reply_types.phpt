--TEST--
Vela: Redis\Pool: every reply type becomes a PHP value; error replies throw and leave the connection usable
--SKIPIF--
<?php require __DIR__ . '/redis.inc'; vela_redis_skip_unless('VELA_TEST_REDIS_PORT'); ?>
--FILE--
<?php
require __DIR__ . '/redis.inc';
$r = vela_redis_pool(['max' => 1]);
var_dump($r->set('s', 'text'));                 // status OK -> true
var_dump($r->get('s'));                         // bulk string
var_dump($r->get('missing'));                   // nil -> null
var_dump($r->incrby('n', 41), $r->incr('n'));   // integers
var_dump($r->ping(), $r->type('s'));            // other status replies: their text
var_dump($r->rpush('l', 'a', ['b', 'c']), $r->lrange('l', 0, -1)); // array
var_dump($r->eval("return {1, 'two', {3, false}, redis.status_reply('FINE')}")); // nested, nil, status
var_dump($r->hset('h', ['f1' => 'v1', 'f2' => 2]), $r->hgetall('h'));  // map shape
var_dump($r->expire('s', 100), $r->expire('missing', 100));          // bool shape
var_dump($r->incrbyfloat('f', 1.5), $r->zadd('z', ['m' => 2.5]), $r->zscore('z', 'm'), $r->zscore('z', 'x'));
var_dump($r->set('s', 'x', ['NX']));            // nil of SET NX -> false
try {
    $r->incr('s');
} catch (Vela\Redis\Exception $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
var_dump($r->get('s'));                         // same connection, still usable
var_dump($r->stats()['opened'], $r->stats()['broken']);
try { $r->command('HSET', 'h'); } catch (Vela\Redis\Exception $e) { echo $e->getMessage(), "\n"; }
var_dump($r->command('HSET', 'h', 'f3', 'v3'), $r->command('hget', 'h', 'f3'));
?>
--EXPECT--
bool(true)
string(4) "text"
NULL
int(41)
int(42)
string(4) "PONG"
string(6) "string"
int(3)
array(3) {
  [0]=>
  string(1) "a"
  [1]=>
  string(1) "b"
  [2]=>
  string(1) "c"
}
array(4) {
  [0]=>
  int(1)
  [1]=>
  string(3) "two"
  [2]=>
  array(2) {
    [0]=>
    int(3)
    [1]=>
    NULL
  }
  [3]=>
  string(4) "FINE"
}
int(2)
array(2) {
  ["f1"]=>
  string(2) "v1"
  ["f2"]=>
  string(1) "2"
}
bool(true)
bool(false)
float(1.5)
int(1)
float(2.5)
NULL
bool(false)
Vela\Redis\Exception: ERR value is not an integer or out of range
string(4) "text"
int(1)
int(0)
ERR wrong number of arguments for 'hset' command
int(1)
string(2) "v3"
