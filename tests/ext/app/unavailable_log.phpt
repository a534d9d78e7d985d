--TEST--
Vela: App: an outage is not logged one by one: each class's first 503 with its stack, then one summary line per class per second whose counts add up to every 503
--EXTENSIONS--
vela
--SKIPIF--
<?php if (!getenv('VELA_TEST_PG_DSN') || !getenv('VELA_TEST_REDIS_PORT')) die('skip needs the test PostgreSQL and Redis (run through tests/run)'); ?>
--FILE--
<?php
require __DIR__ . '/../http/server.inc';
$vgen = __DIR__ . '/../../../compiler/vgen';
$root = sys_get_temp_dir() . '/vela-unavailable-log-phpt-' . getmypid();
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
        return ['cache' => $this->cache->get('vela:unavailable-log-test')];
    }

    #[Get('/ok')]
    public function ok(): array
    {
        return ['ok' => true];
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

// Three bursts 1.2 s apart, each 40 pipelined requests to each backend, then a request that needs
// no backend once the last second is over: it writes the last counts.
$unavailable = 0;
for ($burst = 0; $burst < 3; $burst++) {
    if ($burst > 0) {
        usleep(1200000);
    }
    foreach (['/db', '/cache'] as $path) {
        $fp = vela_test_connect($srv, 20);
        fwrite($fp, str_repeat("GET $path HTTP/1.1\r\nHost: t\r\n\r\n", 40));
        foreach (vela_test_read_responses($fp, 40) as $r) {
            $unavailable += str_starts_with($r, 'HTTP/1.1 503') ? 1 : 0;
        }
        fclose($fp);
    }
}
echo "503s: $unavailable\n";
usleep(1100000);
echo "/ok: ", vela_test_status(vela_test_raw($srv, "GET /ok HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n")), "\n";
usleep(100000); // the log line is written before the response; let the pipe carry it
[$code, , $err] = vela_test_stop($srv);
echo "server exit $code\n";

preg_match_all('/Vela\\\\App: the request raised (\S+?):/', $err, $firsts);
preg_match_all('/Vela\\\\App: (\S+) raised (\d+) more times in ([\d.]+) s, not logged one by one/', $err, $sums, PREG_SET_ORDER);
$stacks = array_count_values($firsts[1]);
ksort($stacks);
$counted = [];
$longest = 0.0;
foreach ($sums as [, $class, $n, $span]) {
    $counted[$class] = ($counted[$class] ?? 0) + (int)$n;
    $longest = max($longest, (float)$span);
}
ksort($counted);
foreach ($stacks as $class => $n) {
    echo "$class: logged with its stack $n time(s), ", substr_count($err, 'Stack trace'), " stacks in all\n";
}
echo "summary lines: ", count($sums) >= 6 ? 'at least 3 per class' : count($sums) . ': ' . $err, "\n";
echo "each summary spans at most 1 s: ", var_export($longest <= 1.0, true), "\n";
echo "stacks + counts = 503s: ", var_export(array_sum($stacks) + array_sum($counted) === $unavailable, true),
    ' (', array_sum($stacks), ' + ', array_sum($counted), " = $unavailable)\n";
echo "summaries name the same classes: ", var_export(array_keys($counted) === array_keys($stacks), true), "\n";
echo "log size: ", strlen($err) < 20000 ? 'small' : strlen($err) . ' bytes', "\n";
?>
--EXPECTF--
vgen compile: exit 0 
503s: 240
/ok: HTTP/1.1 200 OK
server exit 0
Vela\Pg\ConnectionFailed: logged with its stack 1 time(s), 2 stacks in all
Vela\Redis\ConnectionLost: logged with its stack 1 time(s), 2 stacks in all
summary lines: at least 3 per class
each summary spans at most 1 s: true
stacks + counts = 503s: true (2 + 238 = 240)
summaries name the same classes: true
log size: small
