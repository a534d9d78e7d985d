--TEST--
Vela: Redis\Pool: pub/sub between two coroutines and from redis-cli; the iterator suspends between messages
--CONFLICTS--
redis_patterns
--SKIPIF--
<?php require __DIR__ . '/redis.inc'; vela_redis_skip_unless('VELA_TEST_REDIS_PORT'); ?>
--INI--
vela.block_warn_ms=0
--FILE--
<?php
require __DIR__ . '/redis.inc';
use Vela\Coroutine;
$r = vela_redis_pool();
$chan = 'chan-' . getmypid();
$got = [];
Coroutine::spawn(function () use ($r, $chan, &$got) {
    // (redis-cli below blocks the worker: long under valgrind, so the idle limit is wide there)
    foreach ($r->subscribe([$chan, "$chan-other"], ['timeout' => vela_redis_under_valgrind() ? 60 : 2]) as $i => $message) {
        $got[] = "$i {$message['type']} {$message['channel']} {$message['payload']}";
        if ($message['payload'] === 'stop') {
            break;
        }
    }
});
Coroutine::spawn(function () use ($r, $chan) {
    Coroutine::sleep(0.1);            // the subscriber suspends meanwhile
    echo "receivers: ", $r->publish($chan, 'hello'), "\n";
    $r->publish("$chan-other", "bin\0ary");
    $port = (int) getenv('VELA_TEST_REDIS_PORT');
    echo "redis-cli: ", vela_redis_cli($port, 'publish', $chan, 'from-cli'), "\n";
    Coroutine::sleep(0.1);
    $r->publish($chan, 'stop');
});
Coroutine::waitAll();
echo implode("\n", array_map(fn ($l) => str_replace("\0", '\0', $l), $got)), "\n";

// psubscribe; the timeout ends an idle iteration; the connection is not reused
$count = 0;
Coroutine::spawn(function () use ($r, $chan) { Coroutine::sleep(0.05); $r->publish("$chan.news", 'p'); });
foreach ($r->psubscribe("$chan.*", ['timeout' => 0.3]) as $m) {
    echo "{$m['type']} {$m['pattern']} {$m['channel']} {$m['payload']}\n";
    $count++;
}
echo "after idle timeout: $count message\n";
$s = $r->stats();
echo "leases {$s['leases']}, broken {$s['broken']}\n";
try { $r->subscribe([]); } catch (ArgumentCountError $e) { echo get_class($e), "\n"; }
?>
--EXPECTF--
receivers: 1
redis-cli: 1
0 message chan-%d hello
1 message chan-%d-other bin\0ary
2 message chan-%d from-cli
3 message chan-%d stop
pmessage chan-%d.* chan-%d.news p
after idle timeout: 1 message
leases 0, broken 2
ArgumentCountError
