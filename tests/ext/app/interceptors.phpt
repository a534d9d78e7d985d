--TEST--
Vela: App: #[Cacheable] (in-process LRU and Redis, TTL, key from arguments), #[CacheEvict], #[Transactional] (commit, rollback on throw, joined, the pool's own queries inside it, joining Pool::transaction(), named pool) against the real PostgreSQL and Redis
--EXTENSIONS--
vela
--SKIPIF--
<?php if (!getenv('VELA_TEST_PG_DSN') || !getenv('VELA_TEST_REDIS_PORT')) die('skip needs the test PostgreSQL and Redis (run through tests/run)'); ?>
--FILE--
<?php
require __DIR__ . '/notes.inc';
$root = notes_compile(__DIR__ . '/interceptors');
$dsn = getenv('VELA_TEST_PG_DSN');
// database 63: this file's own (tests/ext/redis/redis.inc: vela_redis_db())
$redisUrl = 'redis://' . (getenv('VELA_TEST_REDIS_HOST') ?: '127.0.0.1') . ':' . getenv('VELA_TEST_REDIS_PORT') . '/63';
$bouncer = getenv('VELA_TEST_PG_PGBOUNCER') ? ", 'statement_cache_size' => 0" : '';
$table = 'vela_interceptors_' . getmypid();
$prefix = "vela-test-$table:";
file_put_contents("$root/config/database.php", "<?php return ['default' => ['dsn' => '$dsn', 'max' => 2$bouncer],"
    . " 'analytics' => ['dsn' => '$dsn', 'max' => 1, 'application_name' => 'analytics'$bouncer]];");
file_put_contents("$root/config/redis.php", "<?php return ['cache' => ['url' => '$redisUrl', 'max' => 2]];");
function configure(string $root, string $table, string $cache): void
{
    file_put_contents("$root/config/shop.php", "<?php return ['table' => '$table'];");
    file_put_contents("$root/config/cache.php", "<?php return $cache;");
}
configure($root, $table, "['capacity' => 3]");
preg_match('/PROVIDED = \[(.*?)\]/', file_get_contents("$root/var/cache/container.php"), $m);
echo "PROVIDED: $m[1]\n";
eval(notes_boot($root) . ' return;'); // the autoloader, container.php, an $app
/** A worker's app: its own container, its pools opened. */
function worker(string $root): array
{
    $container = Vela\Generated\Container::fromConfigDir("$root/config");
    $app = new Vela\App($root, $container);
    $app->openPools();
    return [$app, $container];
}
[$app, $container] = worker($root);
$db = $container->get('pg.default'); // a runtime-provided service, from get() too
$db->execute("CREATE TABLE $table (id int PRIMARY KEY, price int, balance int)");
register_shutdown_function(function () use ($dsn, $table, $redisUrl, $prefix) {
    (new Vela\Pg\Pool($dsn))->execute("DROP TABLE IF EXISTS $table");
});
$db->execute("INSERT INTO $table VALUES (1, 10, 100), (2, 20, 100)");

echo "-- #[Cacheable], in-process\n";
$catalog = $container->get(App\Catalog::class);
echo 'price(1) = ', $catalog->price(1), ', again ', $catalog->price(1), ", reads $catalog->reads\n";
$db->execute("UPDATE $table SET price = 11 WHERE id = 1");
echo 'changed behind its back: still ', $catalog->price(1), "\n";
$catalog->reprice(1, 12);
echo 'after #[CacheEvict] reprice(1, 12): ', $catalog->price(1), ", reads $catalog->reads\n";
$catalog->reads = 0;
$a = $catalog->describe(5, ['x' => 1]);
$b = $catalog->describe(5, ['x' => 1]);
$c = $catalog->describe(5, ['x' => 2]);
echo 'key from the arguments: ', $a === $b ? 'same args, one read' : 'differs', ', ', $c !== $a ? 'other args, another' : 'same', ", reads $catalog->reads\n";
$b['options'] = 'changed by the caller';
echo 'a cached value is a copy: ', json_encode($catalog->describe(5, ['x' => 1])['options']), "\n";
usleep(1500000);
$catalog->describe(5, ['x' => 1]);
echo "after its 1 s TTL it is read again: reads $catalog->reads\n";
foreach ([1, 2] as $try) {
    try {
        $catalog->failing(3);
    } catch (RuntimeException $e) {
        echo "a throw is not cached ($try): ", $e->getMessage(), ", reads $catalog->reads\n";
    }
}

[$lruApp, $lruContainer] = worker($root); // a new worker: an empty cache of capacity 3
$lru = $lruContainer->get(App\Catalog::class);
foreach ([1, 2, 1, 3, 4] as $id) { // a hit on 1 makes 2 the least recently used when 4 comes
    $lru->price($id);
}
echo "LRU of 3: after 1, 2, 1 (a hit), 3, 4: reads $lru->reads; ";
$lru->price(1);
echo "1 is still cached (reads $lru->reads), ";
$lru->price(2);
echo "2 was dropped (reads $lru->reads)\n";

echo "-- #[Cacheable] in Redis (config/cache.php 'store' => 'redis.cache'), shared by two containers\n";
configure($root, $table, "['store' => 'redis.cache', 'prefix' => '$prefix']");
$redis = new Vela\Redis\Pool($redisUrl);
$workers = [];
foreach ([1, 2] as $n) {
    [$w, $c] = worker($root);
    $workers[$n] = [$w, $c->get(App\Catalog::class), $c];
}
echo 'worker 1: price(1) = ', $workers[1][1]->price(1), ', reads ', $workers[1][1]->reads, "\n";
echo 'worker 2: price(1) = ', $workers[2][1]->price(1), ', reads ', $workers[2][1]->reads, " (from Redis)\n";
$ttl = $redis->ttl("{$prefix}price:i:1;");
echo 'in Redis under the prefix, TTL ', $ttl > 50 && $ttl <= 60 ? 'about 60 s' : $ttl, ': ', $redis->get("{$prefix}price:i:1;"), "\n";
$workers[2][1]->reprice(1, 13);
echo 'worker 2 evicts; worker 1 reads again: ', $workers[1][1]->price(1), ', reads ', $workers[1][1]->reads, "\n";
$redis->del("{$prefix}price:i:1;");

echo "-- #[Transactional]\n";
$bank = $workers[1][2]->get(App\Bank::class);
$balances = fn () => json_encode($db->query("SELECT id, balance FROM $table ORDER BY id"));
$txid = $bank->transfer(1, 2, 30);
echo 'transfer(1, 2, 30) committed: ', $balances(), "\n";
try {
    $bank->transfer(1, 2, 500);
} catch (DomainException $e) {
    echo 'transfer(1, 2, 500) threw "', $e->getMessage(), '" and rolled back: ', $balances(), "\n";
}
[$outer, $first, $second] = $bank->both(1, 2, 1);
echo 'nested calls join the outer transaction: ', $outer === $first && $first === $second && $outer !== $txid ? 'one txid' : "$outer $first $second", ', ', $balances(), "\n";
try {
    $bank->both(1, 2, 100000);
} catch (DomainException $e) {
    echo 'the inner throw rolls back both transfers: ', $balances(), "\n";
}
[$seen, $same] = $bank->viaPool(1, 5, false);
echo "the pool's own queries run in the transaction: saw $seen, ", $same ? 'one txid' : 'two txids', ', committed: ', $balances(), "\n";
try {
    $bank->viaPool(1, 5, true);
} catch (RuntimeException $e) {
    echo $e->getMessage(), ', rolled back: ', $balances(), "\n";
}
$pool1 = $workers[1][2]->get('pg.default');
[$outerTx, $innerTx] = $pool1->transaction(fn (Vela\Pg\Connection $tx) => [$tx->queryValue('SELECT txid_current()'), $bank->transfer(1, 2, 5)]);
echo 'inside Pool::transaction() a #[Transactional] method joins it: ', (string)$outerTx === $innerTx ? 'one txid' : "$outerTx $innerTx", ', ', $balances(), "\n";
echo "#[Transactional(pool: 'analytics')] runs on pg.analytics: ", $bank->where(), "\n";
try {
    Vela\Interceptor\TransactionalInterceptor::connection();
} catch (Vela\Exception $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
echo 'no transaction left open: ', json_encode($db->stats()['leases'] ?? 'n/a'), "\n";
foreach ([$app, $lruApp, $workers[1][0], $workers[2][0]] as $w) {
    $w->closePools();
}
?>
--EXPECT--
PROVIDED: 'Vela\Interceptor\CacheableInterceptor', 'Vela\Interceptor\TransactionalInterceptor', 'pg.default'
-- #[Cacheable], in-process
price(1) = 10, again 10, reads 1
changed behind its back: still 10
after #[CacheEvict] reprice(1, 12): 12, reads 2
key from the arguments: same args, one read, other args, another, reads 2
a cached value is a copy: {"x":1}
after its 1 s TTL it is read again: reads 3
a throw is not cached (1): no item 3, reads 4
a throw is not cached (2): no item 3, reads 5
LRU of 3: after 1, 2, 1 (a hit), 3, 4: reads 4; 1 is still cached (reads 4), 2 was dropped (reads 5)
-- #[Cacheable] in Redis (config/cache.php 'store' => 'redis.cache'), shared by two containers
worker 1: price(1) = 12, reads 1
worker 2: price(1) = 12, reads 0 (from Redis)
in Redis under the prefix, TTL about 60 s: i:12;
worker 2 evicts; worker 1 reads again: 13, reads 2
-- #[Transactional]
transfer(1, 2, 30) committed: [{"id":1,"balance":70},{"id":2,"balance":130}]
transfer(1, 2, 500) threw "account 1 would be overdrawn" and rolled back: [{"id":1,"balance":70},{"id":2,"balance":130}]
nested calls join the outer transaction: one txid, [{"id":1,"balance":70},{"id":2,"balance":130}]
the inner throw rolls back both transfers: [{"id":1,"balance":70},{"id":2,"balance":130}]
the pool's own queries run in the transaction: saw 65, one txid, committed: [{"id":1,"balance":65},{"id":2,"balance":130}]
failed after seeing 60, rolled back: [{"id":1,"balance":65},{"id":2,"balance":130}]
inside Pool::transaction() a #[Transactional] method joins it: one txid, [{"id":1,"balance":60},{"id":2,"balance":135}]
#[Transactional(pool: 'analytics')] runs on pg.analytics: analytics
Vela\Exception: no #[Transactional] method runs on pool 'default' in this coroutine
no transaction left open: 0