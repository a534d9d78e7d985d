--TEST--
Vela: Pg\Pool: an unknown option names the nearest known one (pool_size: max), or lists them all
--FILE--
<?php
// Options are checked before any connection: no server is needed.
foreach ([['pool_size' => 16], ['max_connections' => 16], ['maxx' => 2], ['acquire_timout' => 1], ['colour' => 'red'], [3 => 1]] as $options) {
    try {
        new Vela\Pg\Pool('host=127.0.0.1 port=1', $options);
        echo "accepted\n";
    } catch (Vela\Pg\Exception $e) {
        echo $e->getMessage(), "\n";
    }
}
?>
--EXPECT--
Vela\Pg\Pool: unknown option "pool_size" (did you mean "max"?)
Vela\Pg\Pool: unknown option "max_connections" (did you mean "max"?)
Vela\Pg\Pool: unknown option "maxx" (did you mean "max"?)
Vela\Pg\Pool: unknown option "acquire_timout" (did you mean "acquire_timeout"?)
Vela\Pg\Pool: unknown option "colour" (known: min, max, acquire_timeout, connect_timeout, query_timeout, idle_timeout, max_lifetime, pipeline_depth, stall_after, statement_cache_size, slow_query_ms, application_name, decode_json, name)
Vela\Pg\Pool: unknown option "(an integer key)" (known: min, max, acquire_timeout, connect_timeout, query_timeout, idle_timeout, max_lifetime, pipeline_depth, stall_after, statement_cache_size, slow_query_ms, application_name, decode_json, name)
