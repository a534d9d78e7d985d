--TEST--
Vela: Pg\Pool: after a 3 s outage under load, the first query succeeds within 1 s of the server accepting connections again (the back-off counts rounds, not failed connections, and probes twice a second)
--SKIPIF--
<?php require __DIR__ . '/pg.inc'; pg_skip(private: true); ?>
--INI--
vela.block_warn_ms=0
--ENV--
VALGRIND_OPTS=--trace-children-skip=*/sh,*/bash,*/runuser
--FILE--
<?php
require __DIR__ . '/pg.inc';
$server = pg_private_start();
$pool = pg_pool(['max' => 4, 'connect_timeout' => 5], $server['dsn']);
pg_warm($pool, 4);
[$healed, $failed, $ok] = pg_outage_under_load($pool,
    fn () => pg_private_ctl($server, 'stop'), fn () => pg_private_ctl($server, 'start'));
$limit = pg_under_valgrind() ? 3.0 : 1.0;
echo "queries failed while down: ", $failed > 0 ? 'yes' : 'no', "\n";
echo "first success within 1 s of the restart: ", $healed < $limit ? 'yes' : sprintf('no (%.2f s)', $healed), "\n";
echo "queries succeeded after it: ", $ok > 0 ? 'yes' : 'no', "\n";
pg_private_stop($server);
?>
--EXPECT--
queries failed while down: yes
first success within 1 s of the restart: yes
queries succeeded after it: yes
