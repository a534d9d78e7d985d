--TEST--
Vela: Http\Throttle: with a Redis store one quota per key and route holds across 2 workers of a real server (one atomic script call each)
--EXTENSIONS--
vela
--SKIPIF--
<?php if (!getenv('VELA_TEST_REDIS_PORT')) die('skip needs the test Redis (run through tests/run)'); ?>
<?php if (getenv('VELA_VALGRIND')) die('skip 2 workers re-exec PHP, which memcheck cannot start; throttle_redis.phpt covers the Redis path under valgrind'); ?>
--FILE--
<?php
require __DIR__ . '/notes.inc';
require __DIR__ . '/../http/server.inc';
$root = notes_compile(__DIR__ . '/batteries');
$port = (int) shell_exec(escapeshellarg(__DIR__ . '/../../../scripts/lib/free-port'));
// database 59: this file's own (1-47: tests/ext/redis, 60-63: other app tests); a fresh prefix per run
$redis = 'redis://' . (getenv('VELA_TEST_REDIS_HOST') ?: '127.0.0.1') . ':' . getenv('VELA_TEST_REDIS_PORT') . '/59';
$prefix = 'vela:throttle-test:' . bin2hex(random_bytes(4)) . ':';
file_put_contents("$root/config/app.php", "<?php return ['host' => '127.0.0.1', 'port' => $port, 'workers' => 2];");
file_put_contents("$root/config/redis.php", "<?php return ['default' => ['url' => '$redis', 'max' => 2]];");
file_put_contents("$root/config/throttle.php",
    "<?php return ['limit' => 3, 'per' => '1h', 'by' => 'header:X-Api-Key', 'store' => 'redis.default', 'prefix' => '$prefix'];");

// Served by 2 workers: 24 requests of one key on 24 connections get 3 answers in all.
$boot = "spl_autoload_register(function (\$c) { \$f = '$root/src/' . str_replace('\\\\', '/', substr(\$c, 4)) . '.php'; if (is_file(\$f)) require \$f; });"
    . "require '$root/var/cache/container.php';"
    . "\$app = new Vela\\App('$root', Vela\\Generated\\Container::fromConfigDir('$root/config'));";
$srv = vela_test_server('', [], $boot, '$server = $app->server();');
$statuses = [];
$workers = [];
$fields = [];
for ($i = 0; $i < 24; $i++) {
    $r = vela_test_raw($srv, "POST /links HTTP/1.1\r\nHost: t\r\nX-Api-Key: k1\r\nContent-Length: 0\r\nConnection: close\r\n\r\n");
    $status = (int) substr(vela_test_status($r), 9, 3);
    $statuses[$status] = ($statuses[$status] ?? 0) + 1;
    preg_match('/^X-Worker: (\d+)/mi', $r, $m) and $workers[$m[1]] = true;
    preg_match('/^RateLimit: (.*)\r$/mi', $r, $m) and $fields[] = "$status $m[1]";
    preg_match('/^Retry-After: (.*)\r$/mi', $r, $m) and $fields[] = "$status Retry-After $m[1]";
    preg_match('/^RateLimit-Policy: (.*)\r$/mi', $r, $m) and $policy = $m[1];
}
ksort($statuses);
echo json_encode($statuses), ' from ', count($workers), " workers\n";
echo $policy, "\n", implode("\n", array_slice(array_unique($fields), 0, 5)), "\n";
$r = vela_test_raw($srv, "GET /links/1 HTTP/1.1\r\nHost: t\r\nX-Api-Key: k1\r\nConnection: close\r\n\r\n");
echo 'another route: ', vela_test_status($r), "\n";
$r = vela_test_raw($srv, "POST /links HTTP/1.1\r\nHost: t\r\nX-Api-Key: k2\r\nContent-Length: 0\r\nConnection: close\r\n\r\n");
echo 'another key: ', vela_test_status($r), "\n";
[$code, , $err] = vela_test_stop($srv);
echo "server exit $code", str_contains($err, 'died') ? " stderr: $err" : '', "\n";
?>
--EXPECT--
{"200":3,"429":21} from 2 workers
"default";q=3;w=3600
200 "default";r=2;t=1200
200 "default";r=1;t=2400
200 "default";r=0;t=3600
429 "default";r=0;t=1200
429 Retry-After 1200
another route: HTTP/1.1 200 OK
another key: HTTP/1.1 200 OK
server exit 0
