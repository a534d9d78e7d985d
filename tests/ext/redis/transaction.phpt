--TEST--
Vela: Redis\Pool: transactions: MULTI/EXEC on one connection, WATCH with a conflicting writer, aborts
--SKIPIF--
<?php require __DIR__ . '/redis.inc'; vela_redis_skip_unless('VELA_TEST_REDIS_PORT'); ?>
--FILE--
<?php
require __DIR__ . '/redis.inc';
use Vela\Coroutine;
use Vela\Redis\Transaction;
$r = vela_redis_pool(['max' => 4]);
// queued: MULTI ... EXEC in one round trip, replies shaped like the typed methods'
var_dump($r->transaction(function (Transaction $tx) {
    var_dump($tx->incr('a'), $tx->set('b', 'x'), $tx->expire('b', 100));
}));

// optimistic check-and-set; a writer changes the key between WATCH and EXEC
$r->set('balance', '10');
$attempts = 0;
$result = $r->transaction(function (Transaction $tx) use ($r, &$attempts) {
    $attempts++;
    $tx->watch('balance');
    $balance = (int) $tx->get('balance');       // runs at once after watch()
    Coroutine::spawn(function () use ($r) { $r->incrby('balance', 5); }); // another connection
    Coroutine::sleep(0.05);
    $tx->multi();
    $tx->set('balance', (string) ($balance - 3));
});
var_dump($result, $r->get('balance'));           // null: the conflicting write won
var_dump($r->transaction(function (Transaction $tx) {
    $tx->watch('balance');
    $b = (int) $tx->get('balance');
    $tx->multi();
    $tx->set('balance', (string) ($b - 3));
}), $r->get('balance'));

// an exception in the callback: nothing is sent, the watch is dropped, it propagates
try {
    $r->transaction(function (Transaction $tx) { $tx->watch('balance'); $tx->multi(); $tx->set('balance', 'lost'); throw new LogicException('give up'); });
} catch (LogicException $e) { echo $e->getMessage(), "\n"; }
var_dump($r->get('balance'));
// a command the server refuses while queueing: EXECABORT, nothing runs; its error is thrown
try {
    $r->transaction(function (Transaction $tx) { $tx->set('never', '1'); $tx->command('SET', 'only-one-arg'); });
} catch (Vela\Redis\Exception $e) { echo get_class($e), ': ', substr($e->getMessage(), 0, 35), "\n"; }
var_dump($r->exists('never'));
// a runtime error inside EXEC is an Exception object in place; the rest ran
$res = $r->transaction(function (Transaction $tx) { $tx->set('s', 'str'); $tx->incr('s'); $tx->get('s'); });
var_dump($res[0], get_class($res[1]), $res[2]);
var_dump($r->transaction(function () {}));
$kept = null;
$r->transaction(function ($tx) use (&$kept) { $kept = $tx; });
try { $kept->get('a'); } catch (Error $e) { echo $e->getMessage(), "\n"; }
var_dump($r->stats()['leases']);
?>
--EXPECT--
bool(true)
bool(true)
bool(true)
array(3) {
  [0]=>
  int(1)
  [1]=>
  bool(true)
  [2]=>
  bool(true)
}
NULL
string(2) "15"
array(1) {
  [0]=>
  bool(true)
}
string(2) "12"
give up
string(2) "12"
Vela\Redis\Exception: ERR wrong number of arguments for '
int(0)
bool(true)
string(20) "Vela\Redis\Exception"
string(3) "str"
array(0) {
}
Vela\Redis\Transaction can only be used inside its transaction() call
int(0)
