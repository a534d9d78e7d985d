--TEST--
Vela: Redis\Pool: command timeout on BLPOP: Timeout, the blocked connection is retired, the pool goes on
--SKIPIF--
<?php require __DIR__ . '/redis.inc'; vela_redis_skip_unless('VELA_TEST_REDIS_PORT'); ?>
--FILE--
<?php
require __DIR__ . '/redis.inc';
use Vela\Coroutine;
$r = vela_redis_pool(['command_timeout' => 0.3, 'max' => 2]);
$q = 'q-' . getmypid();
$t = microtime(true);
try {
    $r->blpop($q, 0); // blocks forever on the server: the client gives up after command_timeout
} catch (Vela\Redis\Timeout $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
$elapsed = microtime(true) - $t;
echo "gave up after about 0.3 s: ", var_export($elapsed >= 0.25 && $elapsed < 3, true), "\n";
$s = $r->stats();
echo "retired: {$s['broken']}, still usable: ", $r->ping(), "\n";
// a blocking command served while it waits; other coroutines' commands are not blocked by it
$lines = [];
Coroutine::spawn(function () use ($r, $q, &$lines) { $lines[] = "popped: " . json_encode($r->blpop([$q], 2)); });
Coroutine::spawn(function () use ($r, $q, &$lines) { $lines[] = "pushed: " . $r->rpush($q, 'job'); });
Coroutine::waitAll();
sort($lines);
echo implode("\n", $lines), "\n";
// its own timeout plus a second bounds a blocking command, not command_timeout
$t = microtime(true);
var_dump($r->blpop($q, 0.5));
echo "waited its own timeout: ", var_export(microtime(true) - $t >= 0.45, true), "\n";
?>
--EXPECTF--
Vela\Redis\Timeout: BLPOP: no reply within 0.300 s
gave up after about 0.3 s: true
retired: 1, still usable: PONG
popped: ["q-%d","job"]
pushed: 1
NULL
waited its own timeout: true
