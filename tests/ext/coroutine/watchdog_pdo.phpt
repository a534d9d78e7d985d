--TEST--
Vela: Coroutine: the watchdog warns for a blocking PDO pgsql query at its call site
--SKIPIF--
<?php
if (!extension_loaded('pdo_pgsql')) die('skip pdo_pgsql not loaded');
if (!getenv('VELA_TEST_PG_PORT')) die('skip no test PostgreSQL (run through tests/run)');
?>
--INI--
vela.block_warn_ms=100
display_errors=1
log_errors=0
--FILE--
<?php
use Vela\Coroutine;
$dsn = sprintf('pgsql:host=%s;port=%s;dbname=%s', getenv('VELA_TEST_PG_HOST') ?: '127.0.0.1',
    getenv('VELA_TEST_PG_PORT'), getenv('VELA_TEST_PG_DB') ?: 'vela');
$pdo = new PDO($dsn, getenv('VELA_TEST_PG_USER') ?: 'vela', null, [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]);
Vela\run(function () use ($pdo) {
    Coroutine::spawn(function () use ($pdo) {
        $pdo->query('SELECT pg_sleep(0.3)');
        echo "query done\n";
    });
});
?>
--EXPECTF--
Warning: Vela: coroutine #2 has held the worker for %d ms without suspending (vela.block_warn_ms=100); stack:
#0 %swatchdog_pdo.php(8): PDO->query()
#1 [internal function]: {closure}()
#2 %swatchdog_pdo.php(7): Vela\Coroutine::spawn()
#3 [internal function]: {closure}()
#4 %swatchdog_pdo.php(6): Vela\run()
#5 {main} in %swatchdog_pdo.php on line 8
query done
