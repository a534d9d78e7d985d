--TEST--
Vela: Pg\Pool through PgBouncer: after PgBouncer is down 3 s under load, the first query succeeds within 1 s of it accepting connections again
--SKIPIF--
<?php require __DIR__ . '/pg.inc'; pg_skip(private: true); if (!is_executable('/usr/sbin/pgbouncer')) die('skip no pgbouncer'); ?>
--INI--
vela.block_warn_ms=0
--ENV--
VALGRIND_OPTS=--trace-children-skip=*/sh,*/bash,*/runuser
--FILE--
<?php
require __DIR__ . '/pg.inc';
$server = pg_suite_server();              /* only PgBouncer goes down: in front of the suite's server */
$bouncer = pg_private_bouncer($server);
$pool = pg_pool(['max' => 4, 'connect_timeout' => 5, 'statement_cache_size' => 0], $bouncer);
pg_warm($pool, 4);
[$healed, $failed, $ok] = pg_outage_under_load($pool,
    fn () => pg_private_bouncer_stop($server), fn () => pg_private_bouncer_start($server, $bouncer));
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
