--TEST--
Vela: App: the cache service's getList() (ids under a prefix, hits under their places, the stored rows as a list when all hit), in process and in Redis; in-process LRU eviction over many inserts; a malformed planted entry is a miss, never a crash
--EXTENSIONS--
vela
--SKIPIF--
<?php if (!getenv('VELA_TEST_REDIS_PORT')) die('skip needs the test Redis (run through tests/run)'); ?>
--FILE--
<?php
use Vela\Interceptor\CacheableInterceptor;

$redisUrl = 'redis://' . (getenv('VELA_TEST_REDIS_HOST') ?: '127.0.0.1') . ':' . getenv('VELA_TEST_REDIS_PORT') . '/62';   // this file's own database
$prefix = 'vela-test-cache-list-' . getmypid() . ':';
$redis = new Vela\Redis\Pool($redisUrl);
$stores = ['in-process' => new CacheableInterceptor(null, 100), 'Redis' => new CacheableInterceptor($redis, 100, $prefix)];

foreach ($stores as $store => $cache) {
    echo "-- $store\n";
    foreach ([1, 2, 3] as $id) {
        $cache->set("world:$id", ['id' => $id, 'randomNumber' => $id * 10]);
    }
    $found = $cache->getList('world:', [3, 9, 1, '2']);
    echo 'hits under their places: ', json_encode($found), "\n";
    $all = $cache->getList('world:', [2, 2, 1]);
    echo 'all hit: ', json_encode($all), ', a list: ', array_is_list($all) ? 'yes' : 'no', "\n";
    $all[0]['randomNumber'] = 0;                                  // the caller's copy
    echo 'unchanged: ', json_encode($cache->get('world:2')), "\n";
    echo 'no ids: ', json_encode($cache->getList('world:', [])), ', no prefix: ', json_encode($cache->getList('', ['world:1'])), "\n";
    $cache->set('when:1', new DateTimeImmutable('2026-01-02'), 0, [DateTimeImmutable::class]);
    echo 'an object of a listed class: ', $cache->getList('when:', [1], [DateTimeImmutable::class])[0]->format('Y-m-d'),
        ', without the class listed: ', json_encode($cache->getList('when:', [1])), "\n";
    $cache->delete('world:1');
    echo 'after delete: ', json_encode(array_keys($cache->getList('world:', [1, 2, 3]))), "\n";
}
foreach ($redis->keys("$prefix*") as $key) {
    $redis->del($key);
}

echo "-- in-process eviction\n";
$cache = new CacheableInterceptor(null, 3);
foreach (['a', 'b', 'c'] as $key) {
    $cache->set($key, $key);
}
$cache->getList('', ['a']);                                       // a is now more recent than b
$cache->set('d', 'd');                                            // past capacity 3: b goes
echo 'a read, d set: ', json_encode($cache->getMany(['a', 'b', 'c', 'd'])), "\n";
$cache->set('e', 'e');                                            // getMany() read a, c, d in that order: a goes
echo 'e set: ', json_encode($cache->getMany(['a', 'c', 'd', 'e'])), "\n";
$cache = new CacheableInterceptor(null, 100);
$cache->set('hot', 'hot');
for ($i = 0; $i < 5000; $i++) {                                   // many evictions, past the holes moves and drops leave
    $cache->set("k:$i", $i);
    $cache->get('hot');
}
$kept = $cache->getList('k:', range(0, 4999));
echo 'read after every insert, kept: ', json_encode($cache->get('hot')), '; ', count($kept) + 1, ' entries, k:', array_key_first($kept), ' to k:', array_key_last($kept), "\n";

echo "-- planted entries\n";
$cache = new CacheableInterceptor(null, 2);
$cache->set('good', 1);
$short = [1.0];
$planted = ['junk' => new stdClass(), 'short' => &$short, 'good' => [1, 2]];    // an object or a reference to a malformed entry
(new ReflectionProperty($cache, 'entries'))->setValue($cache, $planted);
echo 'malformed ones miss: ', json_encode($cache->getList('', ['junk', 'short', 'good'])), ' ', json_encode($cache->get('junk')), "\n";
(new ReflectionProperty($cache, 'entries'))->setValue($cache, $planted);
$cache->set('new', 2);
$cache->set('newer', 3);
echo 'evicted past them: ', json_encode($cache->getMany(['junk', 'short', 'new', 'newer'])), "\n";
?>
--EXPECT--
-- in-process
hits under their places: {"0":{"id":3,"randomNumber":30},"2":{"id":1,"randomNumber":10},"3":{"id":2,"randomNumber":20}}
all hit: [{"id":2,"randomNumber":20},{"id":2,"randomNumber":20},{"id":1,"randomNumber":10}], a list: yes
unchanged: {"id":2,"randomNumber":20}
no ids: [], no prefix: [{"id":1,"randomNumber":10}]
an object of a listed class: 2026-01-02, without the class listed: []
after delete: [1,2]
-- Redis
hits under their places: {"0":{"id":3,"randomNumber":30},"2":{"id":1,"randomNumber":10},"3":{"id":2,"randomNumber":20}}
all hit: [{"id":2,"randomNumber":20},{"id":2,"randomNumber":20},{"id":1,"randomNumber":10}], a list: yes
unchanged: {"id":2,"randomNumber":20}
no ids: [], no prefix: [{"id":1,"randomNumber":10}]
an object of a listed class: 2026-01-02, without the class listed: []
after delete: [1,2]
-- in-process eviction
a read, d set: {"a":"a","c":"c","d":"d"}
e set: {"c":"c","d":"d","e":"e"}
read after every insert, kept: "hot"; 100 entries, k:4901 to k:4999
-- planted entries
malformed ones miss: {"2":[1,2]} null
evicted past them: {"new":2,"newer":3}
