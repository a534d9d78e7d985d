--TEST--
Vela: Pg\Pool: query_timeout cancels SELECT pg_sleep(10) on the server, throws QueryTimeout in time, and the connection works afterwards
--SKIPIF--
<?php require __DIR__ . '/pg.inc'; pg_skip(); ?>
--FILE--
<?php
require __DIR__ . '/pg.inc';
$pool = pg_pool(['max' => 1, 'query_timeout' => 0.5]);
$pid = $pool->queryValue('SELECT pg_backend_pid()');
$t = hrtime(true);
try {
    $pool->query('SELECT pg_sleep(10)');
} catch (Vela\Pg\QueryTimeout $e) {
    $s = (hrtime(true) - $t) / 1e9;
    echo get_class($e), " [", $e->getSqlState(), "] ", $e->getMessage(), "\n";
    echo "within the timeout (and far below 10 s): ", $s >= 0.45 && $s < 5 ? 'yes' : "no ($s s)", "\n";
}
var_dump($pool->queryValue('SELECT 42'));
/* Through PgBouncer the backend may change between transactions; the pool's connection must not. */
$same = getenv('VELA_TEST_PG_PGBOUNCER') || $pool->queryValue('SELECT pg_backend_pid()') === $pid;
echo "same connection: ", $same && $pool->stats()['size'] === 1 && $pool->stats()['reconnects'] === 0 ? 'yes' : 'no', "\n";
/* The server really stopped the query: nothing of ours still runs pg_sleep. */
$other = pg_pool();
$t = hrtime(true);
while ($other->queryValue("SELECT count(*) FROM pg_stat_activity WHERE query = 'SELECT pg_sleep(10)' AND state = 'active'") > 0 && hrtime(true) - $t < 5e9) {
    usleep(20000);
}
echo "cancelled on the server: ", hrtime(true) - $t < 5e9 ? 'yes' : 'no', "\n";
/* A server-side statement_timeout is a QueryTimeout too. */
try {
    $pool->transaction(function ($tx) {
        $tx->execute("SET LOCAL statement_timeout = '50ms'");
        $tx->query('SELECT pg_sleep(2)');
    });
} catch (Vela\Pg\QueryTimeout $e) {
    echo "statement_timeout: ", $e->getSqlState(), "\n";
}
?>
--EXPECT--
Vela\Pg\QueryTimeout [57014] the query ran past query_timeout (500 ms) and was cancelled
within the timeout (and far below 10 s): yes
int(42)
same connection: yes
cancelled on the server: yes
statement_timeout: 57014
