--TEST--
Vela: Redis\Pool: a pipeline of 10,000 commands; replies in order; error replies in place
--SKIPIF--
<?php require __DIR__ . '/redis.inc'; vela_redis_skip_unless('VELA_TEST_REDIS_PORT'); ?>
--FILE--
<?php
require __DIR__ . '/redis.inc';
$r = vela_redis_pool();
$n = vela_redis_under_valgrind() ? 1000 : 10000; // the same paths, at a pace memcheck can take
$replies = $r->pipeline(function (Vela\Redis\Pipeline $p) use ($n) {
    for ($i = 0; $i < $n; $i++) {
        $p->incr('a');
    }
});
echo count($replies), ' ', $replies[0], ' ', $replies[$n - 1] === $n ? 'last = n' : $replies[$n - 1], "\n";
$replies = $r->pipeline(fn (Vela\Redis\Pipeline $p) => [$p->incr('b'), $p->get('b'), $p->set('x', 'y'), $p->hget('x', 'f'), $p->command('GET', 'x'), $p->expire('x', 10)]);
var_dump($replies[0], $replies[1], $replies[2], get_class($replies[3]), $replies[3]->getMessage(), $replies[4], $replies[5]);
var_dump($r->pipeline(function () {}));
// a Pipeline escaping its call cannot be used
$kept = null;
$r->pipeline(function ($p) use (&$kept) { $kept = $p; });
try { $kept->get('a'); } catch (Error $e) { echo $e->getMessage(), "\n"; }
// an exception in the callback sends nothing
try {
    $r->pipeline(function ($p) { $p->set('never', 1); throw new RuntimeException('stop'); });
} catch (RuntimeException $e) { echo $e->getMessage(), "\n"; }
var_dump($r->exists('never'));
?>
--EXPECTF--
%d 1 last = n
int(1)
string(1) "1"
bool(true)
string(20) "Vela\Redis\Exception"
string(65) "WRONGTYPE Operation against a key holding the wrong kind of value"
string(1) "y"
bool(true)
array(0) {
}
Vela\Redis\Pipeline can only be used inside its pipeline() call
stop
int(0)
