--TEST--
Vela: App: through the app's PSR-3 logger (Monolog, for real) an outage is one record with the exception, then an error record per class per second with the count in its context; a 500 is still logged every time
--EXTENSIONS--
vela
--SKIPIF--
<?php if (!is_file('/usr/share/php/Monolog/autoload.php')) die('skip needs php-monolog (scripts/install-deps)'); ?>
--FILE--
<?php
require __DIR__ . '/../http/server.inc';
$root = sys_get_temp_dir() . '/vela-unavailable-logger-phpt-' . getmypid();
register_shutdown_function(fn () => exec('rm -rf ' . escapeshellarg($root)));
@mkdir("$root/src", 0777, true);
@mkdir("$root/config");
$log = "$root/app.log";
// Nothing listens on this port (bound, then closed).
$s = stream_socket_server('tcp://127.0.0.1:0');
$redisPort = (int)substr(strrchr(stream_socket_get_name($s, false), ':'), 1);
fclose($s);
file_put_contents("$root/config/app.php", "<?php return ['host' => '127.0.0.1', 'port' => 0, 'workers' => 0, 'log' => '$log'];");
file_put_contents("$root/config/redis.php", "<?php return ['cache' => ['url' => 'redis://127.0.0.1:$redisPort', 'connect_timeout' => 2]];");
file_put_contents("$root/composer.json", '{"autoload": {"psr-4": {"App\\\\": "src/"}}}');
file_put_contents("$root/src/Probe.php", <<<'PHP'
<?php
namespace App;

use Vela\Attribute\{Controller, Get, Inject};

#[Controller]
final class Probe
{
    public function __construct(#[Inject('redis.cache')] private \Vela\Redis\Pool $cache)
    {
    }

    #[Get('/cache')]
    public function cache(): array
    {
        return ['cache' => $this->cache->get('vela:unavailable-logger-test')];
    }

    #[Get('/boom')]
    public function boom(): array
    {
        throw new \RuntimeException('a bug');
    }
}
PHP);
file_put_contents("$root/src/Log.php", <<<'PHP'
<?php
namespace App;

use Monolog\Formatter\JsonFormatter;
use Monolog\Handler\StreamHandler;
use Monolog\Logger;
use Psr\Log\{AbstractLogger, LoggerInterface};
use Vela\Attribute\Value;

/** The app's PSR-3 logger: Monolog, one JSON line per record. */
final class Log extends AbstractLogger implements LoggerInterface
{
    private Logger $monolog;

    public function __construct(#[Value('app.log')] string $path)
    {
        $handler = new StreamHandler($path);
        $handler->setFormatter(new JsonFormatter());
        $this->monolog = new Logger('app', [$handler]);
    }

    public function log($level, $message, array $context = []): void
    {
        $this->monolog->log($level, $message, $context);
    }
}
PHP);
exec(escapeshellarg(__DIR__ . '/../../../compiler/vgen') . ' compile --quiet ' . escapeshellarg($root) . ' 2>&1', $out, $status);
echo "vgen compile: exit $status ", implode("\n", $out), "\n";
$boot = "require '/usr/share/php/Monolog/autoload.php'; require '$root/src/Log.php'; require '$root/src/Probe.php';"
    . " require '$root/var/cache/container.php';"
    . " \$app = new Vela\\App('$root', Vela\\Generated\\Container::fromConfigDir('$root/config'));";
$srv = vela_test_server('return $GLOBALS["app"]->handle($request);', [], $boot, '$server = $app->server();');
$fp = vela_test_connect($srv, 20);
fwrite($fp, str_repeat("GET /cache HTTP/1.1\r\nHost: t\r\n\r\n", 30));
$statuses = array_count_values(array_map('vela_test_status', vela_test_read_responses($fp, 30)));
fclose($fp);
echo json_encode($statuses), "\n";
usleep(1100000);
foreach ([1, 2] as $i) { // the first request after the second writes its count; bugs are logged each time
    echo vela_test_status(vela_test_raw($srv, "GET /boom HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n")), "\n";
}
[$code, , $err] = vela_test_stop($srv);
echo "server exit $code", trim($err) === '' ? '' : " stderr: $err", "\n";
foreach (file($log, FILE_IGNORE_NEW_LINES) as $line) {
    $record = json_decode($line, true);
    $c = $record['context'];
    echo $record['channel'], '.', $record['level_name'], ': ',
        preg_replace(['/\d+(\.\d+)? s\b/', '/127\.0\.0\.1:\d+/'], ['T s', 'ADDR'], $record['message']), ' | ',
        isset($c['exception']) ? 'with the exception' : 'class ' . ($c['exception_class'] ?? '-') . ', count ' . ($c['count'] ?? '-')
        . ', span ' . (isset($c['span_ms']) && $c['span_ms'] <= 1000 ? 'within 1 s' : json_encode($c['span_ms'] ?? null)), "\n";
}
?>
--EXPECT--
vgen compile: exit 0 
{"HTTP\/1.1 503 Service Unavailable":30}
HTTP/1.1 500 Internal Server Error
HTTP/1.1 500 Internal Server Error
server exit 0
app.ERROR: Vela\App: Vela\Redis\ConnectionLost: cannot connect to ADDR: connection refused | with the exception
app.ERROR: Vela\App: Vela\Redis\ConnectionLost raised 29 more times in T s, not logged one by one (the first was logged with its stack); the latest: cannot connect to ADDR: connection refused | class Vela\Redis\ConnectionLost, count 29, span within 1 s
app.ERROR: Vela\App: RuntimeException: a bug | with the exception
app.ERROR: Vela\App: RuntimeException: a bug | with the exception
