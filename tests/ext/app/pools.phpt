--TEST--
Vela: App: config/database.php and config/redis.php pools become container services (by type and by name), opened per worker, with config errors naming the key
--EXTENSIONS--
vela
--SKIPIF--
<?php if (!getenv('VELA_TEST_PG_DSN') || !getenv('VELA_TEST_REDIS_PORT')) die('skip needs the test PostgreSQL and Redis (run through tests/run)'); ?>
--FILE--
<?php
require __DIR__ . '/../http/server.inc';
$vgen = __DIR__ . '/../../../compiler/vgen';
$root = sys_get_temp_dir() . '/vela-pools-phpt-' . getmypid();
register_shutdown_function(fn () => exec('rm -rf ' . escapeshellarg($root)));
@mkdir("$root/src", 0777, true);
@mkdir("$root/config");
file_put_contents("$root/config/app.php", "<?php return ['host' => '127.0.0.1', 'port' => 0, 'workers' => 0];");
file_put_contents("$root/composer.json", '{"autoload": {"psr-4": {"App\\\\": "src/"}}}');
file_put_contents("$root/src/Stats.php", <<<'PHP'
<?php
namespace App;

use Vela\Attribute\Controller;
use Vela\Attribute\Get;
use Vela\Attribute\Inject;

#[Controller]
final class Stats
{
    public function __construct(
        private \Vela\Pg\Pool $db,
        #[Inject('redis.cache')] private \Vela\Redis\Pool $cache,
        #[Inject('pg.analytics')] private \Vela\Pg\Pool $analytics,
    ) {
    }

    #[Get('/stats', name: 'stats')]
    public function stats(): array
    {
        $this->cache->set('vela:pools-test', 'cached');
        return [
            'db' => $this->db->queryValue('SELECT 40 + $1::int', [2]),
            'analytics' => $this->analytics->queryValue('SELECT current_setting($1)', ['application_name']),
            'cache' => $this->cache->get('vela:pools-test'),
            'same' => $this->db === $this->analytics ? 'yes' : 'no',
        ];
    }
}
PHP);
$dsn = getenv('VELA_TEST_PG_DSN');
// database 56: this file's own (tests/ext/redis/redis.inc: vela_redis_db())
$redis = 'redis://' . (getenv('VELA_TEST_REDIS_HOST') ?: '127.0.0.1') . ':' . getenv('VELA_TEST_REDIS_PORT') . '/56';
$bouncer = getenv('VELA_TEST_PG_PGBOUNCER') ? ", 'statement_cache_size' => 0" : '';
function configure(string $root, string $database, string $redis): void
{
    file_put_contents("$root/config/database.php", "<?php return $database;");
    file_put_contents("$root/config/redis.php", "<?php return $redis;");
}
configure($root, "['default' => ['dsn' => '$dsn', 'max' => 2$bouncer], 'analytics' => ['dsn' => '$dsn', 'application_name' => 'analytics'$bouncer]]",
    "['cache' => ['url' => '$redis', 'max' => 2]]");
exec(escapeshellarg($vgen) . ' compile --quiet ' . escapeshellarg($root) . ' 2>&1', $out, $status);
echo "vgen compile: exit $status ", implode("\n", $out), "\n";
$container = file_get_contents("$root/var/cache/container.php");
preg_match('/PROVIDED = \[(.*?)\]/', $container, $m);
echo "PROVIDED: $m[1]\n";

// Served: the pools open in the worker (onWorkerStart) and serve the controller.
$boot = "require '$root/src/Stats.php'; require '$root/var/cache/container.php';"
    . "\$app = new Vela\\App('$root', Vela\\Generated\\Container::fromConfigDir('$root/config'));";
$srv = vela_test_server('return $GLOBALS["app"]->handle($request);', [], $boot, '$server = $app->server();');
$r = vela_test_raw($srv, "GET /stats HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n");
echo vela_test_status($r), ' ', vela_test_body($r), "\n";
[$code, , $err] = vela_test_stop($srv);
echo "server exit $code", trim($err) === '' ? '' : " stderr: $err", "\n";

// In a CLI script: openPools() by hand; readiness names them; closePools().
require "$root/src/Stats.php";
require "$root/var/cache/container.php";
$app = new Vela\App($root, $c = Vela\Generated\Container::fromConfigDir("$root/config"));
$app->openPools();
echo json_encode($c->get(App\Stats::class)->stats()), "\n";
$app->closePools();

// Wrong configs fail at worker start, naming the file and the entry.
$cases = [
    'an unknown option' => ["['default' => ['dsn' => '$dsn', 'maxx' => 2], 'analytics' => ['dsn' => '$dsn']]", "['cache' => ['url' => '$redis']]"],
    'no dsn' => ["['default' => ['max' => 2], 'analytics' => ['dsn' => '$dsn']]", "['cache' => ['url' => '$redis']]"],
    'a pool the app needs is missing' => ["['default' => ['dsn' => '$dsn']]", "['cache' => ['url' => '$redis']]"],
    'a redis entry without an address' => ["['default' => ['dsn' => '$dsn'], 'analytics' => ['dsn' => '$dsn']]", "['cache' => ['max' => 2]]"],
    'not an array' => ["['default' => 'postgresql://x']", "[]"],
];
foreach ($cases as $what => [$database, $redisConfig]) {
    configure($root, $database, $redisConfig);
    $app = new Vela\App($root, Vela\Generated\Container::fromConfigDir("$root/config"));
    try {
        $app->openPools();
        echo "$what: opened?\n";
    } catch (Vela\Exception $e) {
        echo "$what: ", get_class($e), ': ', $e->getMessage(), "\n";
    }
}
?>
--EXPECT--
vgen compile: exit 0 
PROVIDED: 'pg.analytics', 'pg.default', 'redis.cache'
HTTP/1.1 200 OK {"db":42,"analytics":"analytics","cache":"cached","same":"no"}
server exit 0
{"db":42,"analytics":"analytics","cache":"cached","same":"no"}
an unknown option: Vela\Exception: config/database.php 'default': Vela\Pg\Pool: unknown option "maxx" (did you mean "max"?)
no dsn: Vela\Exception: config/database.php 'default': needs 'dsn' ("host=… dbname=…" or a postgresql:// URL)
a pool the app needs is missing: Vela\Exception: the app needs the pool 'pg.analytics' but config/database.php declares no 'analytics'
a redis entry without an address: Vela\Exception: config/redis.php 'cache': needs 'url', 'cluster' (a list of addresses) or 'sentinel' (a list of addresses) with 'master'
not an array: Vela\Exception: config/database.php 'default': each pool is a name => array of options
