--TEST--
Vela: App: a cache older than the source is an exception in production and one warning line in dev; no cache is the missing-file error
--EXTENSIONS--
vela
--FILE--
<?php
require __DIR__ . '/notes.inc';
$root = notes_compile();

// Constructs the app in a child process with APP_ENV=$env; prints its first line.
function boot(string $root, string $env): void
{
    $code = notes_boot($root) . ' echo "constructed\n";';
    $ext = dirname(__DIR__, 3) . '/ext/modules/vela.so';
    // No shell between (under memcheck a traced /bin/sh costs a second of CPU each time).
    $proc = proc_open([PHP_BINARY, '-n', '-d', "extension=$ext", '-d', 'display_errors=stderr', '-d', 'log_errors=0', '-r', $code],
        [1 => ['pipe', 'w'], 2 => ['redirect', 1]], $pipes, null, ['APP_ENV' => $env] + getenv());
    $out = preg_split('/\n/', stream_get_contents($pipes[1]), -1, PREG_SPLIT_NO_EMPTY);   /* as exec() gives it */
    proc_close($proc);
    echo "[$env] ", str_replace($root, 'ROOT', $out[0] ?? '(nothing)'), "\n";
}

boot($root, 'prod');
touch("$root/src/Note/Note.php", time() + 10);   // same bytes, other mtime: still fresh
boot($root, 'prod');
file_put_contents("$root/src/Note/Note.php", "\n// edited\n", FILE_APPEND);
boot($root, 'prod');
boot($root, '');
boot($root, 'dev');

exec(escapeshellarg(dirname(__DIR__, 3) . '/compiler/vgen') . ' compile --quiet ' . escapeshellarg($root));
boot($root, 'prod');
file_put_contents("$root/src/Note/Extra.php", "<?php\nnamespace App\\Note;\nfinal class Extra {}\n");
boot($root, 'prod');
unlink("$root/src/Note/Extra.php");
unlink("$root/src/Note/NoteLocked.php");
boot($root, 'prod');

unlink("$root/var/cache/manifest");   // no compile: the loaders' own error
unlink("$root/var/cache/routes.php");
boot($root, 'prod');
?>
--EXPECT--
[prod] constructed
[prod] constructed
[prod] Fatal error: Uncaught Vela\Exception: var/cache is stale: src/Note/Note.php changed since the last compile; run `vgen compile` before starting (APP_ENV=dev only warns) in Command line code:1
[] Fatal error: Uncaught Vela\Exception: var/cache is stale: src/Note/Note.php changed since the last compile; run `vgen compile` before starting (APP_ENV=dev only warns) in Command line code:1
[dev] vela: warning: var/cache is stale: src/Note/Note.php changed since the last compile; run `vgen compile` (or keep `vgen compile --watch` running)
[prod] constructed
[prod] Fatal error: Uncaught Vela\Exception: var/cache is stale: src/Note/Extra.php is new since the last compile; run `vgen compile` before starting (APP_ENV=dev only warns) in Command line code:1
[prod] Fatal error: Uncaught Vela\Exception: var/cache is stale: src/Note/NoteLocked.php was removed since the last compile; run `vgen compile` before starting (APP_ENV=dev only warns) in Command line code:1
[prod] Fatal error: Uncaught Vela\Exception: ROOT/var/cache/routes.php is missing: run `vgen compile` in Command line code:1
