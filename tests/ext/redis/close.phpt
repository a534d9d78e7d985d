--TEST--
Vela: Redis\Pool: a closed pool throws ConnectionLost, a Vela\BackendUnavailable (503), as a closed Pg\Pool throws ConnectionFailed
--SKIPIF--
<?php require __DIR__ . '/redis.inc'; vela_redis_skip_unless('VELA_TEST_REDIS_PORT'); ?>
--FILE--
<?php
require __DIR__ . '/redis.inc';
$r = vela_redis_pool();
var_dump($r->set('k', 'v'));
$r->close();
function attempt(string $what, callable $fn): void
{
    try {
        $fn();
        echo "$what: accepted\n";
    } catch (Throwable $e) {
        printf("%s: %s (%s, code %s): %s\n", $what, get_class($e),
            $e instanceof Vela\BackendUnavailable ? 'BackendUnavailable' : 'not BackendUnavailable',
            $e->getCode() < 0 ? 'engine' : $e->getCode(), $e->getMessage());
    }
}
attempt('get', fn () => $r->get('k'));
attempt('pipeline', fn () => $r->pipeline(fn ($p) => $p->get('k')));
attempt('transaction', fn () => $r->transaction(fn ($t) => $t->get('k')));
?>
--EXPECT--
bool(true)
get: Vela\Redis\ConnectionLost (BackendUnavailable, code engine): the pool is closed
pipeline: Vela\Redis\ConnectionLost (BackendUnavailable, code engine): the pool is closed
transaction: Vela\Redis\ConnectionLost (BackendUnavailable, code engine): the pool is closed
