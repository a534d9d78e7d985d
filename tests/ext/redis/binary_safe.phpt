--TEST--
Vela: Redis\Pool: keys and values are binary-safe (NUL bytes, every byte value, 1 MB values)
--SKIPIF--
<?php require __DIR__ . '/redis.inc'; vela_redis_skip_unless('VELA_TEST_REDIS_PORT'); ?>
--FILE--
<?php
require __DIR__ . '/redis.inc';
$r = vela_redis_pool();
$key = "k\0ey\r\n";
$all = implode('', array_map('chr', range(0, 255)));
$r->set($key, "v\0a\r\nl");
var_dump($r->get($key) === "v\0a\r\nl");
$r->set('bytes', $all);
var_dump($r->get('bytes') === $all, $r->strlen('bytes'));
$mb = str_repeat($all, 4096); // 1 MiB
$r->set('mb', $mb);
var_dump(strlen($r->get('mb')), $r->get('mb') === $mb);
$r->command('SET', "c\0md", "\0");
var_dump($r->command('GET', "c\0md") === "\0");
$r->hset('h', "f\0", "v\0");
var_dump($r->hgetall('h') === ["f\0" => "v\0"]);
$replies = $r->pipeline(function ($p) use ($mb) { $p->set('mb2', $mb); $p->get('mb2'); });
var_dump($replies[1] === $mb);
?>
--EXPECT--
bool(true)
bool(true)
int(256)
int(1048576)
bool(true)
bool(true)
bool(true)
bool(true)
