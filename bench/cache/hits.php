<?php
// bench/cache/hits.php: what a cache hit costs, the cached-queries way (20 ids per request).
//   php -d extension=vela.so bench/cache/hits.php MODE REQUESTS [VGEN]
// MODE: cacheable (#[Cacheable] on find(int $id)), many (the injected cache's getMany()),
// list (its getList('world:', $ids)),
// array (a plain PHP array in the same app), none (setup only, to subtract). The cache is
// filled first; then REQUESTS times 20 lookups, all hits. Measure instructions with
//   valgrind --tool=callgrind for REQUESTS=0 and REQUESTS=N: the difference / (20 N) is one hit.
declare(strict_types=1);

[$mode, $requests] = [$argv[1] ?? 'cacheable', (int) ($argv[2] ?? 1000)];
$vgen = $argv[3] ?? __DIR__ . '/../../compiler/vgen';
$root = sys_get_temp_dir() . '/vela-cache-hits-' . getmypid();
@mkdir("$root/src", 0777, true);
@mkdir("$root/config");
file_put_contents("$root/composer.json", '{"autoload": {"psr-4": {"App\\\\": "src/"}}}');
file_put_contents("$root/config/app.php", '<?php return [];');
file_put_contents("$root/src/Worlds.php", <<<'PHP'
    <?php
    namespace App;

    use Vela\Attribute\Cacheable;

    class Worlds
    {
        /** @var array<int, array{id: int, randomNumber: int}> the plain array */
        public array $rows = [];

        #[Cacheable(key: 'world:{0}')]
        public function find(int $id): array
        {
            return ['id' => $id, 'randomNumber' => $id * 7 % 10000];
        }
    }
    PHP);
exec(escapeshellarg($vgen) . ' compile --quiet ' . escapeshellarg($root), $out, $status);
register_shutdown_function(fn () => exec('rm -rf ' . escapeshellarg($root)));
if ($status !== 0) {
    exit("vgen compile failed\n" . implode("\n", $out) . "\n");
}
spl_autoload_register(function ($c) use ($root) {
    if (str_starts_with($c, 'App\\')) {
        require "$root/src/" . str_replace('\\', '/', substr($c, 4)) . '.php';
    }
});
require "$root/var/cache/container.php";
$container = Vela\Generated\Container::fromConfigDir("$root/config");
$app = new Vela\App($root, $container);            // gives the container its interceptors
$worlds = $container->get(App\Worlds::class);
$cache = $container->get(Vela\Interceptor\CacheableInterceptor::class);
$ids = [];
for ($i = 0; $i < 20; $i++) {
    $ids[] = 1 + $i * 37;
}
$keys = array_map(fn ($id) => "world:$id", $ids);
foreach ($ids as $id) {                        // fill every store
    $worlds->rows[$id] = $worlds->find($id);
    if (method_exists($cache, 'set')) {
        $cache->set("world:$id", $worlds->rows[$id]);
    }
}
$sum = 0;
for ($r = 0; $r < $requests; $r++) {
    $rows = [];
    if ($mode === 'cacheable') {
        foreach ($ids as $id) {
            $rows[] = $worlds->find($id);
        }
    } elseif ($mode === 'many') {
        $rows = array_values($cache->getMany($keys));
    } elseif ($mode === 'list') {
        $rows = $cache->getList('world:', $ids);
    } elseif ($mode === 'array') {
        foreach ($ids as $id) {
            $rows[] = $worlds->rows[$id];
        }
    }
    $sum += count($rows);
}
echo "$mode: $sum rows\n";
