--TEST--
Vela: App: a config value of the wrong type for a #[Value] parameter fails the boot (the container's creation) naming the key and file:line, not the first request; strict_types rules (int passes for float)
--EXTENSIONS--
vela
--FILE--
<?php
// The app is the golden fixture tests/vgen/fixtures/config-types/app, compiled
// by the real vgen; its config/app.php is rewritten with values of the wrong
// type (config is read at boot, so no recompile).
require __DIR__ . '/../http/server.inc';
require __DIR__ . '/notes.inc';
$root = notes_compile(__DIR__ . '/../../vgen/fixtures/config-types/app');
$good = require "$root/config/app.php";

// Boots the app in a child process with config/app.php = $good + $changes (and then
// $code); prints the first line it writes and its exit status.
function boot(string $root, array $good, string $label, array $changes, string $code = ''): void
{
    file_put_contents("$root/config/app.php", '<?php return ' . var_export(array_merge($good, $changes), true) . ';');
    $php = notes_boot($root, 'Links') . ' echo "booted\n";' . $code;
    // No shell between (under memcheck a traced /bin/sh costs a second of CPU each time).
    $proc = proc_open(['timeout', '120', PHP_BINARY, '-n', '-d', 'extension=' . vela_test_extension(), '-d', 'display_errors=stderr',
        '-d', 'log_errors=0', '-r', $php], [1 => ['pipe', 'w'], 2 => ['redirect', 1]], $pipes);
    $out = preg_split('/\n/', stream_get_contents($pipes[1]), -1, PREG_SPLIT_NO_EMPTY);   /* as exec() gives it */
    $status = proc_close($proc);
    echo str_pad($label, 24), str_replace($root, 'ROOT', $out[0] ?? '(nothing)'), " [exit $status]\n";
}

// The same boot here, in this process (the container is created from the config
// directory each time, so each config is read afresh): what it throws. A PHP
// under memcheck costs seconds of CPU to start, and the error is the same in a
// child: the children above and below show the boot dying of it.
function boot_here(string $root, array $good, string $label, array $changes): void
{
    file_put_contents("$root/config/app.php", '<?php return ' . var_export(array_merge($good, $changes), true) . ';');
    try {
        new Vela\App($root, Vela\Generated\Container::fromConfigDir("$root/config"));
        echo str_pad($label, 24), "booted\n";
    } catch (Throwable $e) {
        echo str_pad($label, 24), get_class($e), ': ', str_replace($root, 'ROOT', $e->getMessage()), "\n";
    }
}

boot($root, $good, 'every type right', []);
boot($root, $good, 'string for int', ['limit' => '16']);
spl_autoload_register(function ($c) use ($root) {
    $f = "$root/src/" . str_replace('\\', '/', substr($c, 6)) . '.php';
    if (str_starts_with($c, 'Links\\') && is_file($f)) {
        require $f;
    }
});
require "$root/var/cache/container.php";
boot_here($root, $good, 'every type right', []);
boot_here($root, $good, 'string for int', ['limit' => '16']);
boot_here($root, $good, 'string for float', ['ratio' => '0.5']);
boot_here($root, $good, 'float for int', ['limit' => 16.0]);
boot_here($root, $good, '"false" for bool', ['debug' => 'false']);
boot_here($root, $good, '0 for bool', ['debug' => 0]);
boot_here($root, $good, 'string for array', ['hosts' => 'a.example,b.example']);
boot_here($root, $good, 'null for ?int', ['timeout' => null]);
boot_here($root, $good, '"" for ?int', ['timeout' => '']);
boot_here($root, $good, 'int for int|string', ['port' => 8080]);
boot_here($root, $good, 'float for int|string', ['port' => 8080.5]);
boot_here($root, $good, 'null for string', ['name' => null]);
boot_here($root, $good, 'wrong, with default', ['cache' => ['ttl' => '60']]);
boot_here($root, $good, 'absent, with default', ['cache' => []]);
boot_here($root, $good, 'two wrong', ['limit' => '16', 'debug' => 'yes']);

// The server, master and workers: the wrong type stops it at boot, before it listens.
$serve = ' $server = $app->server(); $server->onStart(fn () => print("listening\n")); $server->start();';
boot($root, $good, 'server: string for int', ['host' => '127.0.0.1', 'port' => 0, 'workers' => 2, 'limit' => '16'], $serve);

// With the right types the request sees what the config says.
file_put_contents("$root/config/app.php", '<?php return ' . var_export($good + ['host' => '127.0.0.1', 'port' => 0, 'workers' => 0], true) . ';');
$srv = vela_test_server('return $GLOBALS["app"]->handle($request);', [], notes_boot($root, 'Links'));
echo vela_test_body(vela_test_raw($srv, "GET /settings HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")), "\n";
vela_test_stop($srv);
?>
--EXPECTF--
every type right        booted [exit 0]
string for int          Fatal error: Uncaught UnexpectedValueException: vgen: config/ has the wrong type: 'app.limit' is string, #[Value] at ROOT/src/Settings.php:11:51 ($limit of Links\Settings::__construct) takes int; the container passes config values under strict_types: convert them in the config file in ROOT/var/cache/container.php:%d [exit 255]
every type right        booted
string for int          UnexpectedValueException: vgen: config/ has the wrong type: 'app.limit' is string, #[Value] at ROOT/src/Settings.php:11:51 ($limit of Links\Settings::__construct) takes int; the container passes config values under strict_types: convert them in the config file
string for float        UnexpectedValueException: vgen: config/ has the wrong type: 'app.ratio' is string, #[Value] at ROOT/src/Settings.php:12:53 ($ratio of Links\Settings::__construct) takes float; the container passes config values under strict_types: convert them in the config file
float for int           UnexpectedValueException: vgen: config/ has the wrong type: 'app.limit' is float, #[Value] at ROOT/src/Settings.php:11:51 ($limit of Links\Settings::__construct) takes int; the container passes config values under strict_types: convert them in the config file
"false" for bool        UnexpectedValueException: vgen: config/ has the wrong type: 'app.debug' is string, #[Value] at ROOT/src/Settings.php:15:52 ($debug of Links\Settings::__construct) takes bool; the container passes config values under strict_types: convert them in the config file
0 for bool              UnexpectedValueException: vgen: config/ has the wrong type: 'app.debug' is int, #[Value] at ROOT/src/Settings.php:15:52 ($debug of Links\Settings::__construct) takes bool; the container passes config values under strict_types: convert them in the config file
string for array        UnexpectedValueException: vgen: config/ has the wrong type: 'app.hosts' is string, #[Value] at ROOT/src/Settings.php:16:53 ($hosts of Links\Settings::__construct) takes array; the container passes config values under strict_types: convert them in the config file
null for ?int           booted
"" for ?int             UnexpectedValueException: vgen: config/ has the wrong type: 'app.timeout' is string, #[Value] at ROOT/src/Settings.php:17:54 ($timeout of Links\Settings::__construct) takes int|null; the container passes config values under strict_types: convert them in the config file
int for int|string      booted
float for int|string    UnexpectedValueException: vgen: config/ has the wrong type: 'app.port' is float, #[Value] at ROOT/src/Settings.php:18:57 ($port of Links\Settings::__construct) takes int|string; the container passes config values under strict_types: convert them in the config file
null for string         UnexpectedValueException: vgen: config/ has the wrong type: 'app.name' is null, #[Value] at ROOT/src/Settings.php:14:53 ($name of Links\Settings::__construct) takes string; the container passes config values under strict_types: convert them in the config file
wrong, with default     UnexpectedValueException: vgen: config/ has the wrong type: 'app.cache.ttl' is string, #[Value] at ROOT/src/Settings.php:19:55 ($ttl of Links\Settings::__construct) takes int; the container passes config values under strict_types: convert them in the config file
absent, with default    booted
two wrong               UnexpectedValueException: vgen: config/ has the wrong type: 'app.limit' is string, #[Value] at ROOT/src/Settings.php:11:51 ($limit of Links\Settings::__construct) takes int; 'app.debug' is string, #[Value] at ROOT/src/Settings.php:15:52 ($debug of Links\Settings::__construct) takes bool; the container passes config values under strict_types: convert them in the config file
server: string for int  Fatal error: Uncaught UnexpectedValueException: vgen: config/ has the wrong type: 'app.limit' is string, #[Value] at ROOT/src/Settings.php:11:51 ($limit of Links\Settings::__construct) takes int; the container passes config values under strict_types: convert them in the config file in ROOT/var/cache/container.php:%d [exit 255]
{"limit":16,"ratio":0.5,"scale":2,"name":"links","debug":false,"hosts":["a.example","b.example"],"timeout":null,"port":"8080","ttl":60,"retries":3,"cache":{"ttl":60},"label":"links"}
