--TEST--
Vela: Env::load(): a .env file fills the environment, the real environment wins, a reloaded worker reads the file afresh, a malformed line names file:line (the extension and the skeleton's polyfill alike)
--EXTENSIONS--
vela
--FILE--
<?php
require __DIR__ . '/../http/server.inc';
$dir = sys_get_temp_dir() . '/vela-dotenv-phpt-' . getmypid();
@mkdir($dir);
register_shutdown_function(fn () => exec('rm -rf ' . escapeshellarg($dir)));
$polyfill = realpath(__DIR__ . '/../../../skeleton/bootstrap/vela-polyfill.php');
file_put_contents("$dir/show.php", <<<'PHP'
<?php
if (($argv[1] ?? '') === 'polyfill') {
    require getenv('POLYFILL');
}
echo 'loaded ', Vela\Env::load(__DIR__ . '/.env'), ': ';
foreach (['APP_NAME', 'DATABASE_URL', 'QUOTED', 'ESCAPED', 'BARE', 'HASH', 'EMPTY', 'WINDOWS', 'SPACED'] as $name) {
    echo $name, '=', json_encode(getenv($name)), ' ';
}
echo "\n";
if (isset($argv[2])) {   /* play the master: the file changes, then a worker (a child) starts */
    file_put_contents(__DIR__ . '/.env', "APP_NAME=from-file\nBARE=changed\n");
    passthru(escapeshellarg(PHP_BINARY) . ' ' . $argv[2] . ' ' . escapeshellarg(__FILE__) . ' ' . $argv[1]);
}
PHP);
file_put_contents("$dir/check.php", <<<'PHP'
<?php
if (($argv[1] ?? '') === 'polyfill') {
    require getenv('POLYFILL');
}
echo 'missing file: ', Vela\Env::load(__DIR__ . '/none.env'), "\n";
foreach (["GOOD=1\nNOT A LINE\n", "A='open\n", "B=\"x\" trailing\n", "9LIVES=1\n"] as $text) {
    file_put_contents(__DIR__ . '/bad.env', $text);
    try {
        Vela\Env::load(__DIR__ . '/bad.env');
        echo "loaded\n";
    } catch (Vela\Exception $e) {
        echo str_replace(__DIR__ . '/', '', $e->getMessage()), "\n";
    }
}
PHP);
$env = "# the app's settings\n"
    . "APP_NAME=from-file\n"
    . "export DATABASE_URL=\"postgresql://app@db/app\"   # a comment\n"
    . "QUOTED='single # kept \\n as is'\n"
    . "ESCAPED=\"line1\\nline2 \\\"q\\\" \\\$HOME\"\n"
    . "BARE=a value # comment\n"
    . "HASH=a#b\n"
    . "EMPTY=\n"
    . "WINDOWS=crlf\r\n"
    . "   SPACED   =   padded   \n";
/* pcre.jit=0: the children run with -n, and PCRE's JIT code is what memcheck cannot follow
 * (uninitialised-value reports in JIT frames under the valgrind pass). */
$ext = '-n -d pcre.jit=0 -d ' . escapeshellarg('extension=' . vela_test_extension());
foreach (['with the extension' => [$ext, 'ext'], 'with the polyfill' => ['-n -d pcre.jit=0', 'polyfill']] as $how => [$flags, $mode]) {
    echo "$how:\n";
    file_put_contents("$dir/.env", $env);
    passthru('APP_NAME=real POLYFILL=' . escapeshellarg($polyfill) . ' ' . escapeshellarg(PHP_BINARY)
        . " $flags " . escapeshellarg("$dir/show.php") . " $mode " . escapeshellarg($flags));
    passthru('POLYFILL=' . escapeshellarg($polyfill) . ' ' . escapeshellarg(PHP_BINARY) . " $flags "
        . escapeshellarg("$dir/check.php") . " $mode");
}
?>
--EXPECT--
with the extension:
loaded 8: APP_NAME="real" DATABASE_URL="postgresql:\/\/app@db\/app" QUOTED="single # kept \\n as is" ESCAPED="line1\nline2 \"q\" $HOME" BARE="a value" HASH="a#b" EMPTY="" WINDOWS="crlf" SPACED="padded" 
loaded 1: APP_NAME="real" DATABASE_URL=false QUOTED=false ESCAPED=false BARE="changed" HASH=false EMPTY=false WINDOWS=false SPACED=false 
missing file: 0
bad.env:2: expected NAME=value (a name of letters, digits and _)
bad.env:1: an unclosed quote (a value is one line)
bad.env:1: text after the closing quote
bad.env:1: expected NAME=value (a name of letters, digits and _)
with the polyfill:
loaded 8: APP_NAME="real" DATABASE_URL="postgresql:\/\/app@db\/app" QUOTED="single # kept \\n as is" ESCAPED="line1\nline2 \"q\" $HOME" BARE="a value" HASH="a#b" EMPTY="" WINDOWS="crlf" SPACED="padded" 
loaded 1: APP_NAME="real" DATABASE_URL=false QUOTED=false ESCAPED=false BARE="changed" HASH=false EMPTY=false WINDOWS=false SPACED=false 
missing file: 0
bad.env:2: expected NAME=value (a name of letters, digits and _)
bad.env:1: an unclosed quote (a value is one line)
bad.env:1: text after the closing quote
bad.env:1: expected NAME=value (a name of letters, digits and _)
