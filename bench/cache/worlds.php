<?php
// bench/cache/worlds.php: cached-queries in steady state, the entry's own classes
// (bench/techempower/app/src/World): every one of the 10,000 World rows in the documented
// cache (WorldCache, one getList() per request) and in the plain-array yardstick (WorldArray),
// then REQUESTS requests of 20 random ids, all hits.
//   php -d extension=vela.so -d opcache.enable_cli=1 -d opcache.jit=tracing \
//       -d opcache.jit_buffer_size=64M bench/cache/worlds.php MODE REQUESTS
// MODE: cache, array, or none (the ids only, to subtract). Measure instructions with
//   valgrind --tool=callgrind for REQUESTS=0 and REQUESTS=N: (N run - 0 run) / N is one
//   request; subtract none's and divide by 20 for one id.
declare(strict_types=1);

[$mode, $requests] = [$argv[1] ?? 'cache', (int) ($argv[2] ?? 1000)];
$src = __DIR__ . '/../techempower/app/src/World';
require "$src/Worlds.php";
require "$src/WorldArray.php";
require "$src/WorldCache.php";
$pool = new Vela\Pg\Pool('host=/nonexistent dbname=none', ['min' => 0]);   // never asked: all hit
$cache = new Vela\Interceptor\CacheableInterceptor(null, 10000);
$worldCache = new App\World\WorldCache($pool, $cache);
$worldArray = new App\World\WorldArray($pool);
$rows = [];
for ($id = 1; $id <= 10000; $id++) {
    $rows[$id] = ['id' => $id, 'randomNumber' => $id * 7 % 10000];
    $cache->set("world:$id", $rows[$id]);
}
Closure::bind(fn () => $this->rows = $rows, $worldArray, App\World\WorldArray::class)();
mt_srand(42);
$sum = 0;
for ($r = 0; $r < $requests; $r++) {
    $ids = [];
    for ($i = 20; $i > 0; $i--) {
        $ids[] = mt_rand(1, 10000);
    }
    $worlds = $ids;
    if ($mode === 'cache') {
        $worlds = $worldCache->findMany($ids);
    } elseif ($mode === 'array') {
        $worlds = [];
        foreach ($ids as $id) {
            $worlds[] = $worldArray->find($id);
        }
    }
    $sum += count($worlds);
}
echo "$mode: $sum rows\n";
