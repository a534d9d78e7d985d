--TEST--
Vela: App::console(): #[Command] classes compiled by vgen run from bin/console with the container; arguments and options from the method signature, exit codes, --help and the list
--EXTENSIONS--
vela
--FILE--
<?php
require __DIR__ . '/../http/server.inc';
$vgen = __DIR__ . '/../../../compiler/vgen';
$root = sys_get_temp_dir() . '/vela-console-phpt-' . getmypid();
register_shutdown_function(fn () => exec('rm -rf ' . escapeshellarg($root)));
@mkdir("$root/src", 0777, true);
@mkdir("$root/config");
@mkdir("$root/bin");
file_put_contents("$root/config/app.php", "<?php return [];");
file_put_contents("$root/composer.json", '{"autoload": {"psr-4": {"App\\\\": "src/"}}}');
file_put_contents("$root/src/Greeter.php", <<<'PHP'
<?php
namespace App;

final class Greeter
{
    public function greet(string $name): string { return "hello $name"; }
}
PHP);
file_put_contents("$root/src/Greet.php", <<<'PHP'
<?php
namespace App;

use Vela\Attribute\Command;

#[Command('greet', description: 'Greets someone')]
final class Greet
{
    public function __construct(private Greeter $greeter) {}

    public function __invoke(string $name, int $times = 1, ?float $pause = null, bool $shout = false, bool $newline = true): int
    {
        for ($i = 0; $i < $times; $i++) {
            $text = $this->greeter->greet($name) . ($pause === null ? '' : " (pause $pause)");
            echo $shout ? strtoupper($text) : $text, $newline ? "\n" : ' ';
        }
        return 0;
    }
}
PHP);
file_put_contents("$root/src/ExitWith.php", <<<'PHP'
<?php
namespace App;

use Vela\Attribute\Command;

#[Command('exit:with')]
final class ExitWith
{
    public function handle(int $code): int { return $code; }
}
PHP);
file_put_contents("$root/src/Fail.php", <<<'PHP'
<?php
namespace App;

#[\Vela\Attribute\Command('fail')]
final class Fail
{
    public function __invoke(): void { throw new \RuntimeException('it broke'); }
}
PHP);
file_put_contents("$root/bin/console", <<<'PHP'
<?php
spl_autoload_register(function ($c) { $f = dirname(__DIR__) . '/src/' . substr($c, 4) . '.php'; if (str_starts_with($c, 'App\\') && is_file($f)) require $f; });
require dirname(__DIR__) . '/var/cache/container.php';
exit((new Vela\App(dirname(__DIR__), Vela\Generated\Container::fromConfigDir(dirname(__DIR__) . '/config')))->console($argv));
PHP);
file_put_contents("$root/bin/console-many", <<<'PHP'
<?php
// bin/console's work for each command line of the JSON list on stdin, one
// after the other in this one process, each with an App of its own; the
// lines "=== call N" (on stdout and on stderr) and "=== exit N CODE" (on
// stdout) tell the calls apart.
spl_autoload_register(function ($c) { $f = dirname(__DIR__) . '/src/' . substr($c, 4) . '.php'; if (str_starts_with($c, 'App\\') && is_file($f)) require $f; });
require dirname(__DIR__) . '/var/cache/container.php';
foreach (json_decode(stream_get_contents(STDIN), true) as $i => $args) {
    echo "=== call $i\n";
    fwrite(STDERR, "=== call $i\n");
    $app = new Vela\App(dirname(__DIR__), Vela\Generated\Container::fromConfigDir(dirname(__DIR__) . '/config'));
    $code = $app->console([__DIR__ . '/console', ...$args]);
    echo "=== exit $i $code\n";
}
PHP);
exec(escapeshellarg($vgen) . ' compile --quiet ' . escapeshellarg($root) . ' 2>&1', $out, $status);
echo "vgen compile: $status ", implode("\n", $out), "\n";

function console_report(array $args, int $rc, string $stdout, string $stderr): void
{
    echo "> console ", implode(' ', $args), "\n[$rc]", $stdout === '' ? '' : " out: " . rtrim($stdout), $stderr === '' ? '' : "\n     err: " . rtrim($stderr), "\n";
}

/* `php bin/console ARGS`, a process of its own: its exit status, stdout and stderr. */
function console(string $root, string ...$args): void
{
    $cmd = array_merge([PHP_BINARY, '-n', '-d', 'extension=' . vela_test_extension(), "$root/bin/console"], $args);
    $proc = proc_open($cmd, [1 => ['pipe', 'w'], 2 => ['pipe', 'w']], $pipes);
    $stdout = stream_get_contents($pipes[1]);
    $stderr = stream_get_contents($pipes[2]);
    console_report($args, proc_close($proc), $stdout, $stderr);
}

/*
 * The same for many command lines in one process (bin/console-many): a PHP
 * under memcheck costs seconds of CPU to start. The exit status is what
 * console() returned, which bin/console exits with (the calls above that run
 * it show that).
 */
function console_many(string $root, array ...$calls): void
{
    $cmd = [PHP_BINARY, '-n', '-d', 'extension=' . vela_test_extension(), "$root/bin/console-many"];
    $proc = proc_open($cmd, [0 => ['pipe', 'r'], 1 => ['pipe', 'w'], 2 => ['pipe', 'w']], $pipes);
    fwrite($pipes[0], json_encode($calls));
    fclose($pipes[0]);
    $stdout = preg_split('/^=== call \d+\n/m', stream_get_contents($pipes[1]));
    $stderr = preg_split('/^=== call \d+\n/m', stream_get_contents($pipes[2]));
    $rc = proc_close($proc);
    if ($rc !== 0 || count($stdout) !== count($calls) + 1 || count($stderr) !== count($calls) + 1) {
        echo "bin/console-many: exit $rc\n", implode('', $stdout), implode('', $stderr);
        return;
    }
    foreach ($calls as $i => $args) {
        if (!preg_match('/^(.*)=== exit ' . $i . ' (\d+)\n$/s', $stdout[$i + 1], $m)) {
            echo "bin/console-many: call $i ended without its exit line: ", $stdout[$i + 1], "\n";
            continue;
        }
        console_report($args, (int) $m[2], $m[1], $stderr[$i + 1]);
    }
}

console_many($root, []);
console($root, 'greet', 'Ada');
console_many($root, ['greet', 'Ada', '--times=2', '--shout'], ['greet', 'Ada', '--times', '2', '--no-newline', '--pause=0.5'],
    ['greet', '--', '--dash'], ['greet', '--help'], ['greet'], ['greet', 'Ada', '--times=two'], ['greet', 'Ada', '--loud'],
    ['greet', 'Ada', 'Bob'], ['greet', 'Ada', '--times']);
console($root, 'exit:with', '7');
console($root, 'fail');
console_many($root, ['nope']);
?>
--EXPECT--
vgen compile: 0 
> console 
[0] out: Usage: php bin/console <command> [arguments] [--options]
       php bin/console <command> --help

Commands:
  exit:with                
  fail                     
  greet                    Greets someone
  migrate                  Applies the pending database/migrations
  migrate:status           Lists the migrations and whether each is applied
> console greet Ada
[0] out: hello Ada
> console greet Ada --times=2 --shout
[0] out: HELLO ADA
HELLO ADA
> console greet Ada --times 2 --no-newline --pause=0.5
[0] out: hello Ada (pause 0.5) hello Ada (pause 0.5)
> console greet -- --dash
[0] out: hello --dash
> console greet --help
[0] out: Usage: php bin/console greet <name> [--times=int] [--pause=float] [--shout] [--newline]

Greets someone

Arguments and options:
  <name>                     string, required
  --times=int                int, default 1
  --pause=float              float, optional
  --shout                    flag
  --newline                  flag, on unless --no-newline
  -h, --help                 shows this help
> console greet
[2]
     err: greet: missing argument <name> (see greet --help)
> console greet Ada --times=two
[2]
     err: greet: --times expects an int, got "two"
> console greet Ada --loud
[2]
     err: greet: unknown option --loud (see greet --help)
> console greet Ada Bob
[2]
     err: greet: unexpected argument "Bob" (see greet --help)
> console greet Ada --times
[2]
     err: greet: --times needs a value
> console exit:with 7
[7]
> console fail
[1]
     err: fail: RuntimeException: it broke
> console nope
[2]
     err: unknown command "nope"; `php bin/console list` lists them
