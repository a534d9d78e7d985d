--TEST--
Vela: Http\Throttle: with a Redis store the quota follows the container's frozen clock, keys per policy, route and client
--EXTENSIONS--
vela
--SKIPIF--
<?php if (!getenv('VELA_TEST_REDIS_PORT')) die('skip needs the test Redis (run through tests/run)'); ?>
--FILE--
<?php
require __DIR__ . '/notes.inc';
$root = notes_compile(__DIR__ . '/batteries');
// database 58: this file's own (1-47: tests/ext/redis, 60-63: other app tests); a fresh prefix per run
$redis = 'redis://' . (getenv('VELA_TEST_REDIS_HOST') ?: '127.0.0.1') . ':' . getenv('VELA_TEST_REDIS_PORT') . '/58';
$prefix = 'vela:throttle-test:' . bin2hex(random_bytes(4)) . ':';
file_put_contents("$root/config/redis.php", "<?php return ['default' => ['url' => '$redis', 'max' => 2]];");
// A Redis store on a frozen clock: the quota comes back as the clock moves.
file_put_contents("$root/config/throttle.php",
    "<?php return ['limit' => 2, 'per' => '1m', 'store' => 'redis.default', 'prefix' => '{$prefix}cli:'];");
eval(notes_boot($root));
$app->openPools();
$client = new Vela\Testing\Client($app);
$client->override(Vela\Clock::class, $clock = new Vela\Testing\FrozenClock('2031-05-05T00:00:00Z'));
foreach ([0, 0, 0, 29.9, 0.1, 0, 120] as $step) {
    $clock->advance($step);
    $r = $client->post('/links');
    echo "+{$step}s: ", $r->status(), ' ', $r->headers()['RateLimit'][0] ?? '-', ' ', $r->headers()['Retry-After'][0] ?? '', "\n";
}
echo 'another route: ', $client->get('/links/1')->headers()['RateLimit'][0], "\n";
$keys = (new Vela\Redis\Pool($redis))->keys($prefix . '*');
sort($keys);
echo implode("\n", str_replace($prefix, '', $keys)), "\n";
$app->closePools();
?>
--EXPECT--
+0s: 200 "default";r=1;t=30 
+0s: 200 "default";r=0;t=60 
+0s: 429 "default";r=0;t=30 30
+29.9s: 429 "default";r=0;t=1 1
+0.1s: 200 "default";r=0;t=60 
+0s: 429 "default";r=0;t=30 30
+120s: 200 "default";r=1;t=30 
another route: "default";r=1;t=30
cli:default:link.show:
cli:default:links.create:
