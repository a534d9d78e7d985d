<?php

declare(strict_types=1);

// bench/router: a 1,000-route table (half static, half dynamic) matched by
// Vela's C router through Vela\App::match() and by a FastRoute-style
// dispatcher in plain PHP (static routes in a hash, dynamic ones as chunks of
// 10 routes compiled into one regex each, the route found by a PCRE MARK),
// in the same process. Prints matches per second and the ratio. Not a test.
//
// usage: php -d extension=vela.so bench.php [ITERATIONS]

$iterations = (int) ($argv[1] ?? 200000);
$root = sys_get_temp_dir() . '/vela-bench-router-' . getmypid();
@mkdir("$root/var/cache", 0777, true);
register_shutdown_function(fn () => exec('rm -rf ' . escapeshellarg($root)));

// The table: 500 static paths and 500 dynamic ones over 50 resources.
$routes = [];
for ($i = 0; $i < 500; $i++) {
    $routes[] = ['GET', "/static/r$i/list"];
}
$shapes = ['/{id:\d+}', '/{id:\d+}/items', '/{id:\d+}/items/{item:\d+}', '/{slug:[a-z-]+}', '/{id:\d+}/edit',
           '/{id:\d+}/tags/{tag}', '/by-name/{name}', '/{id:\d+}/history', '/{id:\d+}.json', '/{id:\d+}/owner'];
for ($i = 0; $i < 500; $i++) {
    $routes[] = ['GET', '/res' . intdiv($i, 10) . $shapes[$i % 10]];
}
$entries = [];
foreach ($routes as $n => [$method, $path]) {
    $entries[] = ['methods' => [$method], 'path' => $path, 'name' => "r$n", 'controller' => 'C', 'method' => 'm',
                  'middleware' => [], 'params' => []];
}
file_put_contents("$root/var/cache/routes.php", '<?php return ' . var_export($entries, true) . ';');
file_put_contents("$root/var/cache/binders.php", '<?php namespace Vela\Generated; final class Binders { public static function bind(string $a, object $r, object $c): array { return []; } }');
$app = new Vela\App($root, new class { public function get(string $id): object { return new stdClass(); } });

// A FastRoute-style dispatcher, written here from its published design.
final class GroupedRegexRouter
{
    private array $static = [];
    private array $chunks = []; // [regex, [mark => [route, [param names]]]]

    public function __construct(array $routes)
    {
        $dynamic = [];
        foreach ($routes as $n => [$method, $path]) {
            if (!str_contains($path, '{')) {
                $this->static[$method][$path] = $n;
            } else {
                $dynamic[] = [$n, $path];
            }
        }
        foreach (array_chunk($dynamic, 10) as $chunk) {
            $parts = [];
            $marks = [];
            foreach ($chunk as [$n, $path]) {
                $names = [];
                $regex = preg_replace_callback('/\{(\w+)(?::((?:[^{}]|\{[^}]*\})+))?\}/', function ($m) use (&$names) {
                    $names[] = $m[1];
                    return '(' . ($m[2] ?? '[^/]+') . ')';
                }, preg_quote_path($path));
                $parts[] = $regex . "(*MARK:$n)";
                $marks[$n] = [$n, $names];
            }
            $this->chunks[] = ['~^(?|' . implode('|', $parts) . ')$~', $marks];
        }
    }

    public function dispatch(string $method, string $path): ?array
    {
        if (isset($this->static[$method][$path])) {
            return [$this->static[$method][$path], []];
        }
        foreach ($this->chunks as [$regex, $marks]) {
            if (preg_match($regex, $path, $m)) {
                [$n, $names] = $marks[$m['MARK']];
                $params = [];
                foreach ($names as $i => $name) {
                    $params[$name] = $m[$i + 1];
                }
                return [$n, $params];
            }
        }
        return null;
    }
}

function preg_quote_path(string $path): string
{
    // Quote the literal text only, keep placeholders as written.
    return preg_replace_callback('/([^{]+)|(\{(?:[^{}]|\{[^}]*\})*\})/', fn ($m) => $m[1] !== '' ? preg_quote($m[1], '~') : $m[2], $path);
}

$fast = new GroupedRegexRouter($routes);

// Request paths: every route once, in a shuffled order, with values filled in.
$fill = fn (string $p) => preg_replace(['/\{id:[^}]*\}/', '/\{item:[^}]*\}/', '/\{slug:[^}]*\}/', '/\{tag\}/', '/\{name\}/'],
    ['42', '7', 'hello-world', 'php', 'ada'], $p);
$static = $dynamic = [];
foreach ($routes as $n => [$method, $path]) {
    str_contains($path, '{') ? $dynamic[] = [$n, $fill($path)] : $static[] = [$n, $path];
}
mt_srand(12);
shuffle($static);
shuffle($dynamic);
foreach ([...$static, ...$dynamic] as [$n, $path]) { // both agree on every route
    $v = $app->match('GET', $path);
    $f = $fast->dispatch('GET', $path);
    if ($v === null || $v['name'] !== "r$n" || $f === null || $f[0] !== $n) {
        fwrite(STDERR, "disagree on $path: vela " . json_encode($v) . ", php " . json_encode($f) . "\n");
        exit(1);
    }
}

function cpu(): float
{
    $u = getrusage();
    return $u['ru_utime.tv_sec'] + $u['ru_utime.tv_usec'] / 1e6 + $u['ru_stime.tv_sec'] + $u['ru_stime.tv_usec'] / 1e6;
}

function run(callable $match, array $paths, int $iterations): float
{
    $n = count($paths);
    $t = cpu();
    for ($i = 0; $i < $iterations; $i++) {
        $match($paths[$i % $n][1]);
    }
    return $iterations / max(cpu() - $t, 1e-9);
}

printf("%d routes (%d static, %d dynamic), %d matches each, CPU time\n", count($routes), count($static), count($dynamic), $iterations);
printf("%-10s %16s %16s %8s\n", 'paths', 'Vela (C) /s', 'PHP grouped /s', 'ratio');
foreach (['static' => $static, 'dynamic' => $dynamic] as $kind => $paths) {
    $vela = run(fn ($p) => $app->match('GET', $p), $paths, $iterations);
    $php = run(fn ($p) => $fast->dispatch('GET', $p), $paths, $iterations);
    printf("%-10s %16.0f %16.0f %7.1fx\n", $kind, $vela, $php, $vela / $php);
}
