--TEST--
Vela: Redis\Pool and Cluster: an unknown option names the nearest known one (pool_size: max), or lists them all
--FILE--
<?php
// Options are checked before any connection: no server is needed.
function attempt(callable $make): void
{
    try {
        $make();
        echo "accepted\n";
    } catch (ValueError $e) {
        echo $e->getMessage(), "\n";
    }
}
attempt(fn () => new Vela\Redis\Pool('redis://127.0.0.1:1', ['pool_size' => 16]));
attempt(fn () => new Vela\Redis\Pool('redis://127.0.0.1:1', ['db' => 2]));
attempt(fn () => new Vela\Redis\Pool('redis://127.0.0.1:1', ['comand_timeout' => 1]));
attempt(fn () => new Vela\Redis\Pool('redis://127.0.0.1:1', ['replica' => true]));
attempt(fn () => Vela\Redis\Pool::fromSentinel(['127.0.0.1:1'], 'mymaster', ['sentinel_timout' => 1]));
attempt(fn () => new Vela\Redis\Cluster(['127.0.0.1:1'], ['max_redirect' => 2]));
attempt(fn () => new Vela\Redis\Cluster(['127.0.0.1:1'], ['nodes' => 3]));
?>
--EXPECT--
Vela\Redis\Pool: unknown option "pool_size" (did you mean "max"?)
Vela\Redis\Pool: unknown option "db" (did you mean "database"?)
Vela\Redis\Pool: unknown option "comand_timeout" (did you mean "command_timeout"?)
Vela\Redis\Pool: unknown option "replica" (known: max, database, connect_timeout, command_timeout, acquire_timeout, idle_timeout, username, password, name)
Vela\Redis\Pool::fromSentinel(): unknown option "sentinel_timout" (did you mean "sentinel_timeout"?)
Vela\Redis\Cluster: unknown option "max_redirect" (did you mean "max_redirects"?)
Vela\Redis\Cluster: unknown option "nodes" (known: max, database, connect_timeout, command_timeout, acquire_timeout, idle_timeout, username, password, name, max_redirects, refresh_interval, refresh_min_interval)
