--TEST--
Vela: App: a database or cache that cannot serve (connection refused) answers 503 with Retry-After, fast, logged; a bug stays 500; the worker lives
--EXTENSIONS--
vela
--SKIPIF--
<?php if (!getenv('VELA_TEST_PG_DSN') || !getenv('VELA_TEST_REDIS_PORT')) die('skip needs the test PostgreSQL and Redis (run through tests/run)'); ?>
--FILE--
<?php
require __DIR__ . '/../http/server.inc';
$vgen = __DIR__ . '/../../../compiler/vgen';
$root = sys_get_temp_dir() . '/vela-unavailable-phpt-' . getmypid();
register_shutdown_function(fn () => exec('rm -rf ' . escapeshellarg($root)));
@mkdir("$root/src", 0777, true);
@mkdir("$root/config");
file_put_contents("$root/config/app.php", "<?php return ['host' => '127.0.0.1', 'port' => 0, 'workers' => 0];");
file_put_contents("$root/composer.json", '{"autoload": {"psr-4": {"App\\\\": "src/"}}}');
file_put_contents("$root/src/Probe.php", <<<'PHP'
<?php
namespace App;

use Vela\Attribute\Controller;
use Vela\Attribute\Get;
use Vela\Attribute\Inject;

#[Controller]
final class Probe
{
    public function __construct(private \Vela\Pg\Pool $db, #[Inject('redis.cache')] private \Vela\Redis\Pool $cache)
    {
    }

    #[Get('/db')]
    public function db(): array
    {
        return ['db' => $this->db->queryValue('SELECT 42')];
    }

    #[Get('/cache')]
    public function cache(): array
    {
        return ['cache' => $this->cache->get('vela:unavailable-test')];
    }

    #[Get('/bug')]
    public function bug(): array
    {
        throw new \LogicException('a bug stays a 500');
    }
}
PHP);
// Nothing listens on these ports (bound, then closed).
$free = function (): int {
    $s = stream_socket_server('tcp://127.0.0.1:0');
    $port = (int)substr(strrchr(stream_socket_get_name($s, false), ':'), 1);
    fclose($s);
    return $port;
};
$pgPort = $free();
$redisPort = $free();
file_put_contents("$root/config/database.php", "<?php return ['default' => ['dsn' => 'host=127.0.0.1 port=$pgPort dbname=x user=x connect_timeout=2', 'acquire_timeout' => 2]];");
file_put_contents("$root/config/redis.php", "<?php return ['cache' => ['url' => 'redis://127.0.0.1:$redisPort', 'connect_timeout' => 2]];");
exec(escapeshellarg($vgen) . ' compile --quiet ' . escapeshellarg($root) . ' 2>&1', $out, $status);
echo "vgen compile: exit $status ", implode("\n", $out), "\n";

$boot = "require '$root/src/Probe.php'; require '$root/var/cache/container.php';"
    . "\$app = new Vela\\App('$root', Vela\\Generated\\Container::fromConfigDir('$root/config'));";
$srv = vela_test_server('return $GLOBALS["app"]->handle($request);', [], $boot, '$server = $app->server();');
foreach (['/db', '/cache'] as $path) {
    $started = microtime(true);
    $r = vela_test_raw($srv, "GET $path HTTP/1.1\r\nHost: t\r\nAccept: application/json\r\nConnection: close\r\n\r\n");
    echo "$path: ", vela_test_status($r), ', Retry-After: ', preg_match('/^Retry-After: (\S+)/mi', $r, $m) ? $m[1] : '-',
        ', ', vela_test_body($r), ', fast: ', var_export(microtime(true) - $started < 5, true), "\n";
}
$r = vela_test_raw($srv, "GET /cache HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n");
echo "/cache as text: ", vela_test_status($r), ' ', vela_test_body($r), "\n";
$r = vela_test_raw($srv, "GET /bug HTTP/1.1\r\nHost: t\r\nAccept: application/json\r\nConnection: close\r\n\r\n");
echo "/bug: ", vela_test_status($r), ' ', vela_test_body($r), "\n";
[$code, , $err] = vela_test_stop($srv);
echo "server exit $code\n";
foreach (['Vela\Pg\ConnectionFailed', 'Vela\Redis\ConnectionLost', 'LogicException'] as $class) {
    echo "logged $class: ", var_export(str_contains($err, $class), true), "\n";
}
?>
--EXPECT--
vgen compile: exit 0 
/db: HTTP/1.1 503 Service Unavailable, Retry-After: 1, {"error":{"status":503,"message":"Service Unavailable"}}, fast: true
/cache: HTTP/1.1 503 Service Unavailable, Retry-After: 1, {"error":{"status":503,"message":"Service Unavailable"}}, fast: true
/cache as text: HTTP/1.1 503 Service Unavailable Service Unavailable
/bug: HTTP/1.1 500 Internal Server Error {"error":{"status":500,"message":"Internal Server Error"}}
server exit 0
logged Vela\Pg\ConnectionFailed: true
logged Vela\Redis\ConnectionLost: true
logged LogicException: true
