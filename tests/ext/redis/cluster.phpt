--TEST--
Vela: Redis\Cluster: keys spread over all masters, hash tags, split MGET/MSET/DEL, CrossSlot, pipelines grouped by node, SCAN over every master
--SKIPIF--
<?php require __DIR__ . '/redis.inc'; vela_redis_skip_unless('VELA_TEST_REDIS_CLUSTER_SEED'); ?>
--FILE--
<?php
require __DIR__ . '/redis.inc';
use Vela\Coroutine;
$prefix = 'c' . getmypid() . ':';
$c = new Vela\Redis\Cluster([getenv('VELA_TEST_REDIS_CLUSTER_SEED')], vela_redis_options(['max' => 2]));
for ($i = 0; $i < 300; $i++) {
    $c->set("$prefix$i", "v$i");
}
// every master holds some of them: asked node by node (SCAN is local to a node)
$holders = 0;
foreach (explode(' ', getenv('VELA_TEST_REDIS_CLUSTER_NODES')) as $node) {
    $direct = new Vela\Redis\Pool("redis://$node", vela_redis_options([]));
    if ($direct->command('ROLE')[0] === 'master') {
        $holders += count(iterator_to_array($direct->scan("$prefix*", 1000), false)) > 0 ? 1 : 0;
    }
}
echo "masters holding keys: $holders\n";
$keys = array_map(fn ($i) => "$prefix$i", range(0, 299));
$values = $c->mget($keys);                               // split by slot, merged in order
echo count($values), ' ', $values[0], ' ', $values[299], ' ', var_export($values === array_map(fn ($i) => "v$i", range(0, 299)), true), "\n";
var_dump($c->mset(["{$prefix}a" => 1, "{$prefix}b" => 2, "{$prefix}c" => 3]));
var_dump($c->exists("{$prefix}a", "{$prefix}b", "{$prefix}nope"), $c->del($keys));
try {
    $c->sunion("{$prefix}a", "{$prefix}b");
} catch (Vela\Redis\CrossSlot $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try {
    $c->rename("{$prefix}a", "{$prefix}b");
} catch (Vela\Redis\CrossSlot $e) { echo "rename: CrossSlot\n"; }
$c->sadd("{{$prefix}user}.x", 1, 2);                     // a hash tag keeps keys together
$c->sadd("{{$prefix}user}.y", 2, 3);
var_dump(count($c->sunion("{{$prefix}user}.x", "{{$prefix}user}.y")));
var_dump($c->command('SET', "{$prefix}cmd", 'via command()'), $c->get("{$prefix}cmd"));
// a pipeline across nodes: replies in order, one request per node
$replies = $c->pipeline(function (Vela\Redis\Pipeline $p) use ($prefix) {
    for ($i = 0; $i < 100; $i++) {
        $p->set("$prefix$i", $i);
        $p->incr("$prefix$i");
    }
});
echo count($replies), ' ', $replies[1], ' ', $replies[199], "\n";
// coroutines share the node pools
for ($i = 0; $i < 200; $i++) {
    Coroutine::spawn(function () use ($c, $prefix, $i) { $c->incr("$prefix$i"); });
}
Coroutine::waitAll();
echo $c->get("{$prefix}0"), ' ', $c->get("{$prefix}150"), "\n";
$scanned = iterator_to_array($c->scan("$prefix*", 50), false);
echo "scan over every master: ", count(array_unique($scanned)), "\n";
$stats = $c->stats();
echo "nodes with a pool: ", count($stats['nodes']), ", map loads: ", var_export($stats['refreshes'] >= 1, true), "\n";
?>
--EXPECTF--
masters holding keys: 3
300 v0 v299 true
bool(true)
int(2)
int(300)
Vela\Redis\CrossSlot: SUNION: the keys hash to different cluster slots; use a hash tag such as {user1} to keep them together
rename: CrossSlot
int(3)
bool(true)
string(13) "via command()"
200 1 100
2 1
scan over every master: %d
nodes with a pool: 3, map loads: true
