--TEST--
Vela: Pg\Pool: options are validated like the server's (unknown keys and bad values throw naming them); DSN errors are libpq's
--SKIPIF--
<?php require __DIR__ . '/pg.inc'; pg_skip(); ?>
--FILE--
<?php
require __DIR__ . '/pg.inc';
$dsn = getenv('VELA_TEST_PG_DSN');
$bad = [
    ['maxx' => 1], ['max' => 0], ['max' => '4'], ['min' => 5, 'max' => 2], ['acquire_timeout' => -1],
    ['connect_timeout' => 0], ['query_timeout' => 'soon'], ['pipeline_depth' => 0],
    ['statement_cache_size' => -1], ['slow_query_ms' => 1.5], ['application_name' => str_repeat('x', 64)],
    ['decode_json' => 1], [0 => 'max'], ['idle_timeout' => null],
];
foreach ($bad as $options) {
    try {
        new Vela\Pg\Pool($dsn, $options);
        echo "accepted: ", json_encode($options), "\n";
    } catch (Vela\Pg\Exception $e) {
        echo $e->getMessage(), "\n";
    }
}
foreach (['host=', 'nonsense', 'postgresql://[bad', "host=127.0.0.1 port=1 sslmode=sometimes"] as $d) {
    try {
        new Vela\Pg\Pool($d);
        echo "accepted at construction: $d\n";
    } catch (Vela\Pg\Exception $e) {
        echo $e->getMessage(), "\n";
    }
}
$pool = new Vela\Pg\Pool($dsn, ['min' => 0, 'max' => 3, 'acquire_timeout' => 1, 'connect_timeout' => 2.5,
    'query_timeout' => null, 'idle_timeout' => 30, 'max_lifetime' => 600, 'pipeline_depth' => 8,
    'statement_cache_size' => 0, 'slow_query_ms' => 0, 'application_name' => 'vela-test', 'decode_json' => false]);
echo $pool->queryValue("SELECT current_setting('application_name')"), "\n";
try { $pool->__construct($dsn); } catch (Vela\Pg\Exception $e) { echo $e->getMessage(), "\n"; }
$pool->close();
try { $pool->queryValue('SELECT 1'); } catch (Vela\Pg\Exception $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
?>
--EXPECT--
Vela\Pg\Pool: unknown option "maxx" (did you mean "max"?)
Vela\Pg\Pool: option "max" must be an int from 1 to 10000, 0 given
Vela\Pg\Pool: option "max" must be an int from 1 to 10000, string given
Vela\Pg\Pool: option "min" must not exceed "max"
Vela\Pg\Pool: option "acquire_timeout" must be a number of seconds from 0 to 86400, -1 given
Vela\Pg\Pool: option "connect_timeout" must be a number of seconds from 0.001 to 3600, 0 given
Vela\Pg\Pool: option "query_timeout" must be null or a number of seconds from 0 to 86400, string given
Vela\Pg\Pool: option "pipeline_depth" must be an int from 1 to 100000, 0 given
Vela\Pg\Pool: option "statement_cache_size" must be an int from 0 to 100000, -1 given
Vela\Pg\Pool: option "slow_query_ms" must be an int from 0 to 86400000, 1.5 given
Vela\Pg\Pool: option "application_name" must be null or a string of 0 to 63 bytes without NUL, quotes or backslashes
Vela\Pg\Pool: option "decode_json" must be a bool, 1 given
Vela\Pg\Pool: unknown option "(an integer key)" (known: min, max, acquire_timeout, connect_timeout, query_timeout, idle_timeout, max_lifetime, pipeline_depth, stall_after, statement_cache_size, slow_query_ms, application_name, decode_json, name)
Vela\Pg\Pool: option "idle_timeout" must be a number of seconds from 0 to 604800, null given
accepted at construction: host=
Vela\Pg\Pool: missing "=" after "nonsense" in connection info string
Vela\Pg\Pool: end of string reached when looking for matching "]" in IPv6 host address in URI: "postgresql://[bad"
accepted at construction: host=127.0.0.1 port=1 sslmode=sometimes
vela-test
Vela\Pg\Pool: already constructed
Vela\Pg\ConnectionFailed: the pool is closed
