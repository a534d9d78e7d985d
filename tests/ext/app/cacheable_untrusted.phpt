--TEST--
Vela: App: #[Cacheable] keys encode each argument unambiguously (the 'root:x' collision), and values read back make objects of the declared classes only (a gadget planted in the real Redis never runs)
--EXTENSIONS--
vela
--SKIPIF--
<?php if (!getenv('VELA_TEST_REDIS_PORT')) die('skip needs the test Redis (run through tests/run)'); ?>
--FILE--
<?php
require __DIR__ . '/notes.inc';
$root = notes_compile(__DIR__ . '/cacheable');
$redisUrl = 'redis://' . (getenv('VELA_TEST_REDIS_HOST') ?: '127.0.0.1') . ':' . getenv('VELA_TEST_REDIS_PORT') . '/60';   // this file's own database (tests/ext/redis/redis.inc: vela_redis_db())
$prefix = 'vela-test-cacheable-' . getmypid() . ':';
$marker = sys_get_temp_dir() . '/vela-gadget-' . getmypid();
register_shutdown_function(fn () => @unlink($marker));
file_put_contents("$root/config/redis.php", "<?php return ['cache' => ['url' => '$redisUrl', 'max' => 2]];");
eval(notes_boot($root) . ' return;');
/** A worker's app with config/cache.php set to $cache. */
function worker(string $root, string $cache): array
{
    file_put_contents("$root/config/cache.php", "<?php return $cache;");
    $container = Vela\Generated\Container::fromConfigDir("$root/config");
    $app = new Vela\App($root, $container);
    $app->openPools();
    return [$app, $container->get(App\Acl::class)];
}
$redis = new Vela\Redis\Pool($redisUrl);

foreach (['in-process' => '[]', 'Redis' => "['store' => 'redis.cache', 'prefix' => '$prefix']"] as $store => $cache) {
    echo "-- $store\n";
    [$app, $acl] = worker($root, $cache);
    $rootMay = $acl->can('root', 'x:read');
    $userMay = $acl->can('root:x', 'read');
    echo "can('root', 'x:read') = ", json_encode($rootMay), ", can('root:x', 'read') = ", json_encode($userMay), ", reads $acl->reads\n";
    $acl->reads = 0;
    $types = [];
    foreach ([1, '1', 1.0, true, null, '', false, 1, '1'] as $value) {
        $types[] = $acl->typed($value);
    }
    echo 'typed(): ', implode(' ', $types), ", reads $acl->reads (1 and '1', null and '', … are other keys)\n";
    $acl->reads = 0;
    $first = $acl->profile('carol');
    $again = $acl->profile('carol');
    echo 'profile(): ', get_class($again), ' ', $again->since->format('Y-m-d'), ', a copy: ', $first !== $again ? 'yes' : 'no', ", reads $acl->reads\n";
    echo 'since() with classes: ', $acl->since('carol')[0]->format('Y-m-d'), ' ', $acl->since('carol')[0]->format('Y-m-d'), ", reads $acl->reads\n";
    try {
        $acl->objects('dave');
    } catch (Vela\Exception $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
    $app->closePools();
}

echo "-- entries planted in Redis by someone else\n";
[$app, $acl] = worker($root, "['store' => 'redis.cache', 'prefix' => '$prefix']");
$gadget = 'O:10:"App\Gadget":1:{s:6:"marker";s:' . strlen($marker) . ':"' . $marker . '";}';
$plant = function (string $key, string $value) use ($redis, $prefix) {
    $redis->set($prefix . $key, $value, ['EX' => 60]);
};
// Under the keys as they are now, and as they were (raw argument text), so the test reads the plant either way.
$plant('acl:s:3:"eve";:s:4:"read";', 'b:1;');
$plant('profile:s:7:"mallory";', $gadget);
$plant('profile:mallory', $gadget);
$plant('rows:s:7:"mallory";', 'a:2:{s:4:"user";s:7:"mallory";s:1:"x";' . $gadget . '}');
$plant('rows:mallory', 'a:2:{s:4:"user";s:7:"mallory";s:1:"x";' . $gadget . '}');
$plant('profile:s:5:"trent";', 'O:11:"App\Profile":2:{s:4:"user";s:5:"trent";s:5:"since";' . $gadget . '}');
$plant('profile:trent', 'O:11:"App\Profile":2:{s:4:"user";s:5:"trent";s:5:"since";' . $gadget . '}');
echo "a planted scalar is read under its documented key: can('eve', 'read') = ", json_encode($acl->can('eve', 'read')), ", reads $acl->reads\n";
$profile = $acl->profile('mallory');
echo 'a planted gadget is a miss: ', get_class($profile), ' ', $profile->user, ", reads $acl->reads\n";
echo 'the entry now holds the fresh value: ', substr($redis->get($prefix . 'profile:s:7:"mallory";'), 0, 18), "\n";
echo 'a gadget inside an array is a miss: ', json_encode($acl->rows('mallory')), ", reads $acl->reads\n";
$profile = $acl->profile('trent');
echo 'a gadget inside an allowed object is a miss: ', $profile->since->format('Y-m-d'), ", reads $acl->reads\n";
gc_collect_cycles();
echo 'gadget methods run: ', is_file($marker) ? json_encode(file_get_contents($marker)) : 'none', "\n";
foreach ($redis->keys("$prefix*") as $key) {
    $redis->del($key);
}
$app->closePools();
?>
--EXPECT--
-- in-process
can('root', 'x:read') = true, can('root:x', 'read') = false, reads 2
typed(): int string float bool null string bool int string, reads 7 (1 and '1', null and '', … are other keys)
profile(): App\Profile 2026-01-02, a copy: yes, reads 1
since() with classes: 2026-01-02 2026-01-02, reads 2
Vela\Exception: #[Cacheable] App\Acl::objects(): the result holds an object of class App\Profile, which neither the declared return type nor the attribute's classes: names, so it would not be read back from the cache; add it: #[Cacheable(classes: [App\Profile::class])]
-- Redis
can('root', 'x:read') = true, can('root:x', 'read') = false, reads 2
typed(): int string float bool null string bool int string, reads 7 (1 and '1', null and '', … are other keys)
profile(): App\Profile 2026-01-02, a copy: yes, reads 1
since() with classes: 2026-01-02 2026-01-02, reads 2
Vela\Exception: #[Cacheable] App\Acl::objects(): the result holds an object of class App\Profile, which neither the declared return type nor the attribute's classes: names, so it would not be read back from the cache; add it: #[Cacheable(classes: [App\Profile::class])]
-- entries planted in Redis by someone else
a planted scalar is read under its documented key: can('eve', 'read') = true, reads 0
a planted gadget is a miss: App\Profile mallory, reads 1
the entry now holds the fresh value: O:11:"App\Profile"
a gadget inside an array is a miss: {"user":"mallory"}, reads 2
a gadget inside an allowed object is a miss: 2026-01-02, reads 3
gadget methods run: none
