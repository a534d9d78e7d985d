--TEST--
Vela: Env::bool() reads a flag from the environment strictly (APP_DEBUG=false is false); the skeleton's app.debug uses it, with the extension and with the polyfill; App refuses an app.debug that is not a bool
--EXTENSIONS--
vela
--FILE--
<?php
require __DIR__ . '/../http/server.inc';
require __DIR__ . '/notes.inc';

$values = ['false', '0', 'off', 'no', '', ' FALSE ', 'Off', 'true', '1', 'on', 'yes', 'YES', ' true ', 'maybe', '2', 'enabled'];
echo "Vela\\Env::bool:\n";
foreach ($values as $value) {
    putenv("APP_DEBUG=$value");
    try {
        $read = var_export(Vela\Env::bool('APP_DEBUG'), true);
    } catch (Vela\Exception $e) {
        $read = get_class($e) . ': ' . $e->getMessage();
    }
    echo '  ', str_pad(var_export($value, true), 10), " => $read\n";
}
putenv('APP_DEBUG');
echo '  unset => ', var_export(Vela\Env::bool('APP_DEBUG'), true), ', default true => ',
    var_export(Vela\Env::bool('APP_DEBUG', true), true), "\n";

// The skeleton (vgen new), compiled: config('app.debug') under each APP_DEBUG, with the
// extension and without it (bootstrap/vela-polyfill.php declares Vela\Env).
$vgen = __DIR__ . '/../../../compiler/vgen';
$dir = sys_get_temp_dir() . '/vela-env-' . getmypid();
register_shutdown_function(fn () => exec('rm -rf ' . escapeshellarg($dir)));
mkdir($dir);
exec('cd ' . escapeshellarg($dir) . ' && ' . escapeshellarg($vgen) . ' new shop >/dev/null 2>&1 && cd shop && '
    . escapeshellarg($vgen) . ' compile --quiet 2>&1', $out, $status);
echo "vgen new + compile: exit $status\n";
/* PHP -r $code in $cwd with APP_DEBUG=$value (unset for null), no shell between; its first line. */
function env_bool_child(string $cwd, ?string $value, array $args, string $code): string
{
    $env = getenv();
    unset($env['APP_DEBUG']);
    if ($value !== null) {
        $env['APP_DEBUG'] = $value;
    }
    $proc = proc_open([PHP_BINARY, '-n', ...$args, '-d', 'display_errors=stderr', '-d', 'log_errors=0', '-r', $code],
        [1 => ['pipe', 'w'], 2 => ['redirect', 1]], $pipes, $cwd, $env);
    $lines = preg_split('/\n/', stream_get_contents($pipes[1]), -1, PREG_SPLIT_NO_EMPTY);
    proc_close($proc);
    return $lines[0] ?? '(nothing)';
}
$show = fn (string $line) => preg_match('/Uncaught (\S+): (.*?) in /', $line, $m) ? "$m[1]($m[2])" : $line;

// The polyfill's Vela\Env::bool() reads every value as the extension's does (above),
// in one PHP without the extension.
$polyfill = realpath(__DIR__ . '/../../../skeleton/bootstrap/vela-polyfill.php');
echo "the polyfill: ", env_bool_child($dir, null, [], 'require ' . var_export($polyfill, true) . '; $out = [];'
    . ' foreach (' . var_export($values, true) . ' as $v) { putenv("APP_DEBUG=$v");'
    . ' try { $r = var_export(Vela\Env::bool("APP_DEBUG"), true); } catch (Vela\Exception $e) { $r = get_class($e); }'
    . ' $out[] = var_export($v, true) . "=$r"; }'
    . ' putenv("APP_DEBUG"); $out[] = "unset=" . var_export(Vela\Env::bool("APP_DEBUG"), true) . "/" . var_export(Vela\Env::bool("APP_DEBUG", true), true);'
    . ' echo implode(" ", $out), "\n";'), "\n";

// The skeleton's config('app.debug') is Env::bool('APP_DEBUG'), in a process of its own
// for each value (bootstrap/app.php runs once in a process): a false one, a true one,
// one that is neither, and none.
$php = '$c = require "bootstrap/app.php"; echo var_export($c->config("app.debug"), true);';
foreach (['with the extension' => ['-d', 'extension=' . vela_test_extension()], 'with the polyfill' => []] as $how => $ext) {
    echo "skeleton $how:";
    foreach (['false', 'off', 'true', 'yes', 'maybe', null] as $value) {
        echo ' ', $value === null ? 'unset' : var_export($value, true), '=', $show(env_bool_child("$dir/shop", $value, $ext, $php));
    }
    echo "\n";
}

// Vela\App refuses an app.debug that is not a bool (the string "false" would read as true).
$root = notes_compile();
foreach (["'false'", '1', 'false', 'null'] as $debug) {
    file_put_contents("$root/config/app.php", "<?php return ['name' => 'notes', 'debug' => $debug, 'notes' => ['maximum' => 3]];");
    $line = env_bool_child($root, null, ['-d', 'extension=' . vela_test_extension()], notes_boot($root) . ' echo "constructed\n";');
    echo "App with 'debug' => $debug: ", preg_match('/Uncaught (\S+): (.*?) in /', $line, $m) ? "$m[1]: $m[2]" : $line, "\n";
}
?>
--EXPECT--
Vela\Env::bool:
  'false'    => false
  '0'        => false
  'off'      => false
  'no'       => false
  ''         => false
  ' FALSE '  => false
  'Off'      => false
  'true'     => true
  '1'        => true
  'on'       => true
  'yes'      => true
  'YES'      => true
  ' true '   => true
  'maybe'    => Vela\Exception: the environment variable APP_DEBUG is "maybe", not a boolean: use 1, true, on, yes or 0, false, off, no (or leave it empty)
  '2'        => Vela\Exception: the environment variable APP_DEBUG is "2", not a boolean: use 1, true, on, yes or 0, false, off, no (or leave it empty)
  'enabled'  => Vela\Exception: the environment variable APP_DEBUG is "enabled", not a boolean: use 1, true, on, yes or 0, false, off, no (or leave it empty)
  unset => false, default true => true
vgen new + compile: exit 0
the polyfill: 'false'=false '0'=false 'off'=false 'no'=false ''=false ' FALSE '=false 'Off'=false 'true'=true '1'=true 'on'=true 'yes'=true 'YES'=true ' true '=true 'maybe'=Vela\Exception '2'=Vela\Exception 'enabled'=Vela\Exception unset=false/true
skeleton with the extension: 'false'=false 'off'=false 'true'=true 'yes'=true 'maybe'=Vela\Exception(the environment variable APP_DEBUG is "maybe", not a boolean: use 1, true, on, yes or 0, false, off, no (or leave it empty)) unset=false
skeleton with the polyfill: 'false'=false 'off'=false 'true'=true 'yes'=true 'maybe'=Vela\Exception(the environment variable APP_DEBUG is "maybe", not a boolean: use 1, true, on, yes or 0, false, off, no (or leave it empty)) unset=false
App with 'debug' => 'false': Vela\Exception: config('app.debug') must be a bool, string given: read the environment with Vela\Env::bool('APP_DEBUG')
App with 'debug' => 1: Vela\Exception: config('app.debug') must be a bool, int given: read the environment with Vela\Env::bool('APP_DEBUG')
App with 'debug' => false: constructed
App with 'debug' => null: constructed
