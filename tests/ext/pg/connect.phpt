--TEST--
Vela: Pg\Pool: DSN and URL forms, a host name resolved off the loop, sslmode as libpq does it, an unknown host and a refused port fail clearly
--SKIPIF--
<?php require __DIR__ . '/pg.inc'; pg_skip(); ?>
--FILE--
<?php
require __DIR__ . '/pg.inc';
$port = getenv('VELA_TEST_PG_PORT');
$user = getenv('VELA_TEST_PG_USER');
$db = getenv('VELA_TEST_PG_DB');
$extra = getenv('VELA_TEST_PG_PGBOUNCER') ? ['statement_cache_size' => 0] : [];
foreach (["host=127.0.0.1 port=$port user=$user dbname=$db",
          "postgresql://$user@127.0.0.1:$port/$db?sslmode=disable",
          "postgres://$user@localhost:$port/$db?application_name=from_url",
          "host=localhost port=$port user=$user dbname=$db sslmode=prefer connect_timeout=1"] as $dsn) {
    $pool = new Vela\Pg\Pool($dsn, $extra);
    echo $pool->queryValue("SELECT current_user || ' ' || current_database()"), "\n";
}
$fails = ["host=127.0.0.1 port=$port user=$user dbname=$db sslmode=require",   /* the test server has no TLS */
          "host=no-such-host.invalid port=$port user=$user",
          "host=127.0.0.1 port=1 user=$user"];
foreach ($fails as $dsn) {
    try {
        (new Vela\Pg\Pool($dsn))->queryValue('SELECT 1');
    } catch (Vela\Pg\ConnectionFailed $e) {
        echo get_class($e), ": ", strtok($e->getMessage(), "\n"), "\n";
    }
}
/* A server that accepts the TCP connection but never answers: connect_timeout, not PoolTimeout. */
$silent = stream_socket_server('tcp://127.0.0.1:0');
$silent_port = parse_url('tcp://' . stream_socket_get_name($silent, false), PHP_URL_PORT);
$t = hrtime(true);
try {
    (new Vela\Pg\Pool("host=127.0.0.1 port=$silent_port user=x", ['connect_timeout' => 0.3, 'acquire_timeout' => 10]))->queryValue('SELECT 1');
} catch (Vela\Pg\Exception $e) {
    $ms = (hrtime(true) - $t) / 1e6;
    echo get_class($e), ": ", $e->getMessage(), "; after the timeout, well before acquire_timeout: ", $ms >= 290 && $ms < 5000 ? 'yes' : "no ($ms ms)", "\n";
}
?>
--EXPECTF--
vela vela
vela vela
vela vela
vela vela
Vela\Pg\ConnectionFailed: %sserver does not support SSL, but SSL was required
Vela\Pg\ConnectionFailed: cannot resolve host "no-such-host.invalid": %s
Vela\Pg\ConnectionFailed: connection to server at "127.0.0.1", port 1 failed: Connection refused
Vela\Pg\ConnectionFailed: connecting timed out after 300 ms; after the timeout, well before acquire_timeout: yes
