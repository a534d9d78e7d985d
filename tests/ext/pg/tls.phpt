--TEST--
Vela: Pg\Pool: TLS as libpq does it (sslmode=require, verify-full against the server's certificate), handshake off the loop (connect steps on the thread pool)
--SKIPIF--
<?php require __DIR__ . '/pg.inc'; pg_skip(private: true); if (!is_executable('/usr/bin/openssl')) die('skip no openssl'); ?>
--INI--
vela.block_warn_ms=0
--ENV--
VALGRIND_OPTS=--trace-children-skip=*/sh,*/bash,*/runuser,*/openssl
--FILE--
<?php
require __DIR__ . '/pg.inc';
$certs = sys_get_temp_dir() . '/vela-pg-tls-' . getmypid();
mkdir($certs, 0755);
register_shutdown_function(fn () => exec('rm -rf ' . escapeshellarg($certs)));
exec("openssl req -x509 -newkey rsa:2048 -nodes -days 1 -subj /CN=localhost -addext subjectAltName=DNS:localhost"
    . " -keyout $certs/server.key -out $certs/server.crt 2>&1", $out, $rc);
if ($rc !== 0) {
    die("openssl failed: " . implode("\n", $out));
}
chmod("$certs/server.key", 0600);
if (posix_getuid() === 0) {
    chown("$certs/server.key", 'postgres');
    chown("$certs/server.crt", 'postgres');
}
$server = pg_private_start('trust', "-c ssl=on -c ssl_cert_file=$certs/server.crt -c ssl_key_file=$certs/server.key");
$port = $server['port'];
/* The TLS handshake (RSA) is slow under valgrind on a busy machine: generous limits. */
$limits = ['connect_timeout' => 60, 'acquire_timeout' => 60];
$ssl = "SELECT ssl::text || coalesce(' ' || version, '') FROM pg_stat_ssl WHERE pid = pg_backend_pid()";
foreach (["host=127.0.0.1 port=$port user=postgres dbname=postgres sslmode=require",
          "postgresql://postgres@localhost:$port/postgres?sslmode=verify-full&sslrootcert=$certs/server.crt",
          "host=127.0.0.1 port=$port user=postgres dbname=postgres sslmode=disable"] as $dsn) {
    $pool = new Vela\Pg\Pool($dsn, $limits);
    [$on, $version] = explode(' ', $pool->queryValue($ssl) . ' ');
    echo $on, str_starts_with($version, 'TLSv') ? ' TLS' : '', "\n";
}
try {
    (new Vela\Pg\Pool("postgresql://postgres@127.0.0.1:$port/postgres?sslmode=verify-full&sslrootcert=$certs/server.crt", $limits))->queryValue('SELECT 1');
} catch (Vela\Pg\ConnectionFailed $e) {
    echo "verify-full against the wrong name: ", get_class($e), ": ", substr(strtok($e->getMessage(), "\n"), strrpos(strtok($e->getMessage(), "\n"), 'failed: ') + 8), "\n";
}
pg_private_stop($server);
?>
--EXPECTF--
true TLS
true TLS
false
verify-full against the wrong name: Vela\Pg\ConnectionFailed: server certificate for "localhost"%s does not match host name "127.0.0.1"
