<?php

declare(strict_types=1);

// bench/router: a 1,000-route table (half static, half dynamic) matched by
// Vela's C router and by a FastRoute-style dispatcher in plain PHP (static
// routes in a hash, dynamic ones as chunks of 10 routes compiled into one
// regex each, the route found by a PCRE MARK). Vela's router is measured
// twice: as Vela\App's request path runs it (vela_router_match() called
// from C, bench/router/matcher.c, over the same table and paths: what the
// issue compares), and through Vela\App::match(), which adds a PHP method
// call and builds a result array. The peer is measured as its users run
// it: a PHP method call returning [route, params]. Prints matches per
// second of CPU time and the ratios. Not a test.
//
// usage: php -d extension=vela.so bench.php ITERATIONS MATCHER

$iterations = (int) ($argv[1] ?? 200000);
$matcher = $argv[2] ?? '';
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

/** Matches per CPU second of the C matcher (the request path's) over $paths. */
function c_matcher(string $matcher, string $root, array $routes, array $paths, int $iterations): float
{
    file_put_contents("$root/routes.txt", implode("\n", array_map(fn ($r) => "$r[0] $r[1]", $routes)) . "\n");
    file_put_contents("$root/paths.txt", implode("\n", array_column($paths, 1)) . "\n");
    $rate = exec(escapeshellarg($matcher) . " $root/routes.txt $root/paths.txt $iterations", $out, $status);
    if ($status !== 0) {
        fwrite(STDERR, "the C matcher failed\n");
        exit(1);
    }
    return (float) $rate;
}

printf("%d routes (%d static, %d dynamic), %d matches each, CPU time\n", count($routes), count($static), count($dynamic), $iterations);
printf("%-8s %14s %18s %15s %10s %12s\n", 'paths', 'Vela C path /s', 'Vela App::match /s', 'PHP grouped /s', 'C : PHP', 'match : PHP');
foreach (['static' => $static, 'dynamic' => $dynamic] as $kind => $paths) {
    $c = c_matcher($matcher, $root, $routes, $paths, $iterations);
    $vela = run(fn ($p) => $app->match('GET', $p), $paths, $iterations);
    $php = run(fn ($p) => $fast->dispatch('GET', $p), $paths, $iterations);
    printf("%-8s %14.0f %18.0f %15.0f %9.1fx %11.1fx\n", $kind, $c, $vela, $php, $c / $php, $vela / $php);
}
