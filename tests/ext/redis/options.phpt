--TEST--
Vela: Redis\Pool: options and URLs are validated; unknown keys and bad values name the option
--FILE--
<?php
function attempt(callable $fn): void
{
    try { $fn(); echo "accepted\n"; } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
}
use Vela\Redis\{Pool, Cluster};
attempt(fn () => new Pool('redis://127.0.0.1:1', ['maxx' => 3]));
attempt(fn () => new Pool('redis://127.0.0.1:1', ['max' => 0]));
attempt(fn () => new Pool('redis://127.0.0.1:1', ['connect_timeout' => -1]));
attempt(fn () => new Pool('redis://127.0.0.1:1', ['command_timeout' => 'soon']));
attempt(fn () => new Pool('redis://127.0.0.1:1', ['command_timeout' => null, 'acquire_timeout' => 0.5, 'idle_timeout' => 10, 'database' => 3, 'username' => 'u', 'password' => 'p', 'max' => 2]));
attempt(fn () => new Pool('redis://127.0.0.1:1', [5]));
attempt(fn () => new Pool('http://127.0.0.1'));
attempt(fn () => new Pool('rediss://127.0.0.1'));
attempt(fn () => new Pool('redis://127.0.0.1:99999'));
attempt(fn () => new Pool('redis://127.0.0.1/x'));
attempt(fn () => new Pool('redis://:p%zz@127.0.0.1'));
attempt(fn () => new Pool('redis://[::1]:6379/1?password=a%20b'));
attempt(fn () => new Pool('unix:///run/redis.sock?database=2'));
attempt(fn () => new Pool('unix://relative.sock'));
attempt(fn () => new Pool('redis://h?colour=red'));
attempt(fn () => new Cluster([], []));
attempt(fn () => new Cluster(['127.0.0.1:1'], ['database' => 1]));
attempt(fn () => new Cluster(['127.0.0.1:1'], ['refresh_interval' => 30, 'refresh_min_interval' => 0.5, 'max_redirects' => 3]));
attempt(fn () => new Cluster(['127.0.0.1'], ['max_redirects' => -1]));
attempt(fn () => new Cluster(['nocolon:'], []));
attempt(fn () => Pool::fromSentinel([], 'm'));
attempt(fn () => Pool::fromSentinel(['127.0.0.1:1'], ''));
attempt(fn () => Pool::fromSentinel(['127.0.0.1:1'], 'm', ['replica' => 'yes']));
attempt(fn () => Pool::fromSentinel(['127.0.0.1:1'], 'm', ['replica' => true, 'sentinel_timeout' => 0.2, 'max' => 2]));
attempt(fn () => Pool::fromSentinel(['127.0.0.1:1'], 'm', ['refresh' => 1]));
$p = new Pool('redis://127.0.0.1:1');
attempt(fn () => $p->__construct('redis://127.0.0.1:2'));
attempt(fn () => $p->get([]));
attempt(fn () => $p->get());
attempt(fn () => $p->get('a', 'b'));
attempt(fn () => $p->incrby('a', 'x'));
attempt(fn () => $p->mset([]));
attempt(fn () => $p->del());
attempt(fn () => $p->hset('h', 'f'));
?>
--EXPECT--
ValueError: Vela\Redis\Pool: unknown option "maxx" (did you mean "max"?)
ValueError: Vela\Redis\Pool: option "max" must be an int from 1 to 10000, 0 given
ValueError: Vela\Redis\Pool: option "connect_timeout" must be a number of seconds from 0 to 1000000000, -1 given
ValueError: Vela\Redis\Pool: option "command_timeout" must be null or a number of seconds from 0 to 1000000000, string given
accepted
ValueError: Vela\Redis\Pool: unknown option "(an integer key)" (known: max, database, connect_timeout, command_timeout, acquire_timeout, idle_timeout, username, password, name)
ValueError: Vela\Redis\Pool::__construct(): Argument #1 ($url) is not a valid Redis URL: the URL must start with redis:// or unix:// (rediss:// needs TLS: unsupported)
ValueError: Vela\Redis\Pool::__construct(): Argument #1 ($url) is not a valid Redis URL: the URL must start with redis:// or unix:// (rediss:// needs TLS: unsupported)
ValueError: Vela\Redis\Pool::__construct(): Argument #1 ($url) is not a valid Redis URL: the port must be a number from 1 to 65535
ValueError: Vela\Redis\Pool::__construct(): Argument #1 ($url) is not a valid Redis URL: the path must be a database number (redis://host/0)
ValueError: Vela\Redis\Pool::__construct(): Argument #1 ($url) is not a valid Redis URL: bad percent-encoding
accepted
accepted
ValueError: Vela\Redis\Pool::__construct(): Argument #1 ($url) is not a valid Redis URL: a unix:// URL needs an absolute socket path (unix:///run/redis.sock)
ValueError: Vela\Redis\Pool::__construct(): Argument #1 ($url) is not a valid Redis URL: unknown query parameter (database, username, password)
ValueError: Vela\Redis\Cluster::__construct(): Argument #1 ($seeds) must list 1 to 64 nodes ("host:port")
ValueError: Vela\Redis\Cluster: option "database" must be 0 on a Cluster
accepted
ValueError: Vela\Redis\Cluster: option "max_redirects" must be an int from 0 to 100, -1 given
ValueError: Vela\Redis\Cluster::__construct(): Argument #1 ($seeds) must contain "host:port" strings (empty port)
ValueError: Vela\Redis\Pool::fromSentinel(): Argument #1 ($sentinels) must list 1 to 16 sentinels ("host:port")
ValueError: Vela\Redis\Pool::fromSentinel(): Argument #2 ($name) must be a master name of 1 to 127 bytes
ValueError: Vela\Redis\Pool::fromSentinel(): option "replica" must be a bool, string given
accepted
ValueError: Vela\Redis\Pool::fromSentinel(): unknown option "refresh" (known: max, database, connect_timeout, command_timeout, acquire_timeout, idle_timeout, username, password, name, replica, sentinel_timeout)
Error: Vela\Redis\Pool::__construct() cannot be called twice
TypeError: Vela\Redis\Pool::get(): Argument #1 ($key) must be a string, int or float, array given
ArgumentCountError: get() expects more arguments
ArgumentCountError: get() expects at most 1 arguments, 2 given
TypeError: Vela\Redis\Pool::incrby(): Argument #2 ($increment) must be of type int, string given
ValueError: Vela\Redis\Pool::mset(): Argument #1 ($pairs) must be a non-empty array
ArgumentCountError: del() expects at least one key
ArgumentCountError: hset() expects a value after the field
