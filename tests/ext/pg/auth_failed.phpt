--TEST--
Vela: Pg\Pool: a wrong password gives AuthenticationFailed quickly, with the server's SQLSTATE
--SKIPIF--
<?php require __DIR__ . '/pg.inc'; pg_skip(private: true); ?>
--ENV--
VALGRIND_OPTS=--trace-children-skip=*/sh,*/bash,*/runuser
--FILE--
<?php
require __DIR__ . '/pg.inc';
$server = pg_private_start('scram-sha-256');
$port = $server['port'];
/* SCRAM's key derivation is slow under valgrind: generous limits there. */
$good = pg_pool(['connect_timeout' => 60, 'acquire_timeout' => 60], $server['dsn']);
echo "right password: ", $good->queryValue('SELECT current_user'), "\n";
foreach (["host=127.0.0.1 port=$port user=postgres dbname=postgres password=wrong",
          "postgresql://postgres:wrong@127.0.0.1:$port/postgres",
          "host=127.0.0.1 port=$port user=nobody dbname=postgres password=x"] as $dsn) {
    $pool = pg_pool(['connect_timeout' => 60, 'acquire_timeout' => 60], $dsn);
    $t = hrtime(true);
    try {
        $pool->query('SELECT 1');
    } catch (Vela\Pg\AuthenticationFailed $e) {
        $ms = (hrtime(true) - $t) / 1e6;
        echo get_class($e), " [", $e->getSqlState(), "] ", preg_replace('/^.*FATAL:  /s', '', $e->getMessage()),
            "; quick: ", $ms < (pg_under_valgrind() ? 30000 : 3000) ? 'yes' : "no ($ms ms)", "; a ConnectionFailed: ",
            $e instanceof Vela\Pg\ConnectionFailed ? 'yes' : 'no', "\n";
    }
}
pg_private_stop($server);
?>
--EXPECT--
right password: postgres
Vela\Pg\AuthenticationFailed [28P01] password authentication failed for user "postgres"; quick: yes; a ConnectionFailed: yes
Vela\Pg\AuthenticationFailed [28P01] password authentication failed for user "postgres"; quick: yes; a ConnectionFailed: yes
Vela\Pg\AuthenticationFailed [28P01] password authentication failed for user "nobody"; quick: yes; a ConnectionFailed: yes
