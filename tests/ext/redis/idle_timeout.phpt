--TEST--
Vela: Redis\Pool: idle connections are closed after idle_timeout; the next command opens a new one
--SKIPIF--
<?php require __DIR__ . '/redis.inc'; vela_redis_skip_unless('VELA_TEST_REDIS_PORT'); ?>
--FILE--
<?php
require __DIR__ . '/redis.inc';
use Vela\Coroutine;
$r = vela_redis_pool(['max' => 3, 'idle_timeout' => 0.5]);
for ($i = 0; $i < 3; $i++) {
    Coroutine::spawn(fn () => $r->blpop('idle-never', 0.1)); // three connections at once
}
Coroutine::waitAll();
$s = $r->stats();
echo "open after the load: {$s['size']}\n";
// the pool's maintenance timer (once a second) closes them; it does not keep the loop alive
vela_redis_wait_until(fn () => $r->stats()['size'] === 0, 5);
$s = $r->stats();
echo "open after idle_timeout: {$s['size']}, closed: {$s['closed']}\n";
var_dump($r->ping());
echo "reopened: ", $r->stats()['opened'], "\n";
?>
--EXPECT--
open after the load: 3
open after idle_timeout: 0, closed: 3
string(4) "PONG"
reopened: 4
