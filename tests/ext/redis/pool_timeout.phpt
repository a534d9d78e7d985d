--TEST--
Vela: Redis\Pool: exhaustion is a PoolTimeout naming the size, the waiters and the holders' file:line
--SKIPIF--
<?php require __DIR__ . '/redis.inc'; vela_redis_skip_unless('VELA_TEST_REDIS_PORT'); ?>
--INI--
pcre.jit=0
--FILE--
<?php
require __DIR__ . '/redis.inc';
use Vela\Coroutine;
$r = vela_redis_pool(['max' => 1, 'acquire_timeout' => 0.2]);
$q = 'pt-' . getmypid();
Coroutine::spawn(function () use ($r, $q) {
    $r->blpop($q, 1); // holds the only connection (a blocking command has it alone)
});
$errors = [];
for ($i = 0; $i < 3; $i++) {
    Coroutine::spawn(function () use ($r, &$errors) {
        try {
            $r->get('x');
        } catch (Vela\Redis\PoolTimeout $e) {
            $errors[] = $e;
        }
    });
}
Coroutine::waitAll();
$e = $errors[0];
echo get_class($e), " is a Timeout: ", var_export($e instanceof Vela\Redis\Timeout, true), "\n";
echo preg_replace(['/held \d+ ms/', '/coroutine #\d+/'], ['held T ms', 'coroutine #N'], $e->getMessage()), "\n";
echo count($errors), " timed out; stats: ", $r->stats()['acquire_timeouts'], "\n";
?>
--EXPECTF--
Vela\Redis\PoolTimeout is a Timeout: true
no connection within 200 ms: pool size 1 of max 1, %d waiting (this one included), 1 leases held; oldest holders: %spool_timeout.php:7 (coroutine #N, exclusive, held T ms)
3 timed out; stats: 3
