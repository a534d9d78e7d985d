--TEST--
Vela: Pg\Pool: after fork() the child neither uses nor closes the parent's connections
--SKIPIF--
<?php require __DIR__ . '/pg.inc'; pg_skip(); if (!function_exists('pcntl_fork')) die('skip pcntl'); ?>
--FILE--
<?php
require __DIR__ . '/pg.inc';
$pool = pg_pool(['max' => 1]);
$pid = $pool->queryValue('SELECT pg_backend_pid()');
$child = pcntl_fork();
if ($child === 0) {
    try {
        $pool->queryValue('SELECT 1');
    } catch (Vela\Pg\Exception $e) {
        echo "child: ", $e->getMessage(), "\n";
    }
    $own = pg_pool(['max' => 1]);
    echo "child's own pool: ", $own->queryValue('SELECT 2'), "\n";
    unset($pool);     /* must not send Terminate on the parent's socket */
    exit(0);
}
pcntl_waitpid($child, $status);
/* Through PgBouncer the backend may change between transactions; the client connection must not. */
$same = getenv('VELA_TEST_PG_PGBOUNCER') ? $pool->queryValue('SELECT 3') === 3 : $pool->queryValue('SELECT pg_backend_pid()') === $pid;
echo "parent, same connection after the child exited: ", $same && $pool->stats()['reconnects'] === 0 ? 'yes' : 'no', "\n";
?>
--EXPECT--
child: Vela\Pg\Pool: this pool belongs to the parent process; make a new pool after fork()
child's own pool: 2
parent, same connection after the child exited: yes
