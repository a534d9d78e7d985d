--TEST--
Vela: App: the cache service injected directly (get/set/getMany/delete, TTL, LRU eviction, objects only of listed classes), in process and in Redis; a #[Cacheable] hit returns the stored value without calling the method
--EXTENSIONS--
vela
--SKIPIF--
<?php if (!getenv('VELA_TEST_REDIS_PORT')) die('skip needs the test Redis (run through tests/run)'); ?>
--FILE--
<?php
require __DIR__ . '/notes.inc';
$root = notes_compile(__DIR__ . '/cacheable');
$redisUrl = 'redis://' . (getenv('VELA_TEST_REDIS_HOST') ?: '127.0.0.1') . ':' . getenv('VELA_TEST_REDIS_PORT') . '/61';   // this file's own database
$prefix = 'vela-test-cache-service-' . getmypid() . ':';
file_put_contents("$root/config/redis.php", "<?php return ['cache' => ['url' => '$redisUrl', 'max' => 2]];");
eval(notes_boot($root) . ' return;');
function worker(string $root, string $cache): array
{
    file_put_contents("$root/config/cache.php", "<?php return $cache;");
    $container = Vela\Generated\Container::fromConfigDir("$root/config");
    $app = new Vela\App($root, $container);
    $app->openPools();
    return [$app, $container->get(App\Names::class), $container->get(App\Acl::class), $container];
}
$redis = new Vela\Redis\Pool($redisUrl);

foreach (['in-process' => "['capacity' => 3]", 'Redis' => "['store' => 'redis.cache', 'prefix' => '$prefix']"] as $store => $config) {
    echo "-- $store\n";
    [$app, $names, $acl, $container] = worker($root, $config);
    $cache = $names->cache;
    echo 'the injected service is #[Cacheable]\'s: ', $cache === $container->get(Vela\Interceptor\CacheableInterceptor::class) ? 'yes' : 'no', "\n";
    echo 'a miss: ', json_encode($cache->get('absent')), ' ', json_encode($cache->get('absent', 'fallback')), "\n";
    $cache->set('row:1', ['id' => 1, 'randomNumber' => 42]);
    $row = $cache->get('row:1');
    $row['randomNumber'] = 0;                                     // the caller's copy
    echo 'set/get: ', json_encode($cache->get('row:1')), "\n";
    $cache->set('false', false);
    echo 'false is a hit: ', json_encode($cache->getMany(['false', 'absent'])), "\n";
    echo 'names(): ', json_encode($names->names([1, 2])), ' ', json_encode($names->names([2, 3])), ", reads $names->reads\n";
    $cache->delete('name:2');
    echo 'after delete: ', json_encode(array_keys($cache->getMany(['name:1', 'name:2', 'name:3']))), "\n";
    $cache->set('brief', 'soon gone', 1);
    echo 'ttl 1: ', json_encode($cache->get('brief')), ', after 2.1 s: ';
    usleep(2100000);
    echo json_encode($cache->get('brief')), "\n";
    try {
        $cache->set('when', new DateTimeImmutable('2026-01-02'));
    } catch (Vela\Exception $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
    $when = new DateTimeImmutable('2026-01-02');
    $cache->set('when', $when, 0, [DateTimeImmutable::class]);
    $back = $cache->get('when', null, [DateTimeImmutable::class]);
    echo 'an object of a listed class: ', $back->format('Y-m-d'), ', a copy: ', $back !== $when ? 'yes' : 'no',
        ', without the class listed: ', json_encode($cache->get('when')), "\n";
    $cache->clear();
    // #[Cacheable] through the same store: a hit is the stored value, and the method does not run.
    $first = $acl->rows('alice');
    $again = $acl->rows('alice');
    echo '#[Cacheable] hit: ', json_encode($again), ' same as first: ', $first === $again ? 'yes' : 'no', ", reads $acl->reads, ",
        'under its documented key: ', json_encode($cache->get('rows:s:5:"alice";')), "\n";
    $cache->set('rows:s:5:"alice";', ['user' => 'set directly']);
    echo 'the method reads what set() wrote: ', json_encode($acl->rows('alice')), ", reads $acl->reads\n";
    if ($store === 'in-process') {
        $cache->clear();
        foreach (['a', 'b', 'c'] as $key) {
            $cache->set($key, $key);
        }
        $cache->get('a');                                         // a is now more recent than b
        $cache->set('d', 'd');                                    // past capacity 3: b goes
        echo 'eviction: ', json_encode($cache->getMany(['a', 'b', 'c', 'd'])), "\n";
    }
    $app->closePools();
}
foreach ($redis->keys("$prefix*") as $key) {
    $redis->del($key);
}
?>
--EXPECT--
-- in-process
the injected service is #[Cacheable]'s: yes
a miss: null "fallback"
set/get: {"id":1,"randomNumber":42}
false is a hit: {"false":false}
names(): {"1":"user 1","2":"user 2"} {"2":"user 2","3":"user 3"}, reads 3
after delete: ["name:1","name:3"]
ttl 1: "soon gone", after 2.1 s: null
Vela\Exception: CacheableInterceptor::set(): the value holds an object of class DateTimeImmutable, which $classes does not name, so it would not be read back from the cache; add it to $classes: [DateTimeImmutable::class]
an object of a listed class: 2026-01-02, a copy: yes, without the class listed: null
#[Cacheable] hit: {"user":"alice"} same as first: yes, reads 1, under its documented key: {"user":"alice"}
the method reads what set() wrote: {"user":"set directly"}, reads 1
eviction: {"a":"a","c":"c","d":"d"}
-- Redis
the injected service is #[Cacheable]'s: yes
a miss: null "fallback"
set/get: {"id":1,"randomNumber":42}
false is a hit: {"false":false}
names(): {"1":"user 1","2":"user 2"} {"2":"user 2","3":"user 3"}, reads 3
after delete: ["name:1","name:3"]
ttl 1: "soon gone", after 2.1 s: null
Vela\Exception: CacheableInterceptor::set(): the value holds an object of class DateTimeImmutable, which $classes does not name, so it would not be read back from the cache; add it to $classes: [DateTimeImmutable::class]
an object of a listed class: 2026-01-02, a copy: yes, without the class listed: null
#[Cacheable] hit: {"user":"alice"} same as first: yes, reads 1, under its documented key: {"user":"alice"}
the method reads what set() wrote: {"user":"set directly"}, reads 1
