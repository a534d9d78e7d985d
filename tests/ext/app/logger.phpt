--TEST--
Vela: App: a 500 is logged through the app's PSR-3 logger (Monolog, for real) with Request::id() from the server's request_id option in the context (real HTTP)
--EXTENSIONS--
vela
--SKIPIF--
<?php if (!is_file('/usr/share/php/Monolog/autoload.php')) die('skip needs php-monolog (scripts/install-deps)'); ?>
--FILE--
<?php
require __DIR__ . '/../http/server.inc';
$root = sys_get_temp_dir() . '/vela-logger-phpt-' . getmypid();
register_shutdown_function(fn () => exec('rm -rf ' . escapeshellarg($root)));
@mkdir("$root/src", 0777, true);
@mkdir("$root/config");
$log = "$root/app.log";
file_put_contents("$root/config/app.php", "<?php return ['host' => '127.0.0.1', 'port' => 0, 'workers' => 0, 'server' => ['request_id' => true], 'log' => '$log'];");
file_put_contents("$root/composer.json", '{"autoload": {"psr-4": {"App\\\\": "src/"}}}');
file_put_contents("$root/src/Boom.php", <<<'PHP'
<?php
namespace App;

use Vela\Attribute\{Controller, Get};

#[Controller]
final class Boom
{
    #[Get('/boom/{id}')]
    public function boom(int $id): array
    {
        throw new \RuntimeException("boom $id");
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
$boot = "require '/usr/share/php/Monolog/autoload.php'; require '$root/src/Log.php'; require '$root/src/Boom.php';"
    . " require '$root/var/cache/container.php';"
    . " \$app = new Vela\\App('$root', Vela\\Generated\\Container::fromConfigDir('$root/config'));";
$srv = vela_test_server('return $GLOBALS["app"]->handle($request);', [], $boot, '$server = $app->server();');
foreach (["X-Request-Id: given-7\r\n", ''] as $header) {
    $r = vela_test_raw($srv, "GET /boom/7 HTTP/1.1\r\nHost: t\r\nConnection: close\r\n$header\r\n");
    preg_match('/\r\nX-Request-Id: ([^\r]+)/i', $r, $m);
    $ids[] = $m[1] ?? '-';
    echo vela_test_status($r), ' ', vela_test_body($r), "\n";
}
[$code, , $err] = vela_test_stop($srv);
echo "server exit $code", trim($err) === '' ? '' : " stderr: $err", "\n";
foreach (file($log, FILE_IGNORE_NEW_LINES) as $i => $line) {
    $record = json_decode($line, true);
    echo $record['channel'], '.', $record['level_name'], ': ', $record['message'], ' | request_id ',
        $record['context']['request_id'] === $ids[$i] ? "= the response's X-Request-Id ($i)" : json_encode($record['context']['request_id']) . ' vs ' . $ids[$i],
        ' | ', $record['context']['method'], ' ', $record['context']['path'], ' | ',
        isset($record['context']['exception']) ? 'with the exception' : 'no exception', "\n";
}
echo $ids[0] === 'given-7' ? "the client's id is kept\n" : "id: $ids[0]\n";
echo $ids[1] !== '-' && $ids[1] !== 'given-7' ? "a new id is made when the client sends none\n" : "id: $ids[1]\n";
?>
--EXPECT--
vgen compile: exit 0 
HTTP/1.1 500 Internal Server Error Internal Server Error
HTTP/1.1 500 Internal Server Error Internal Server Error
server exit 0
app.ERROR: Vela\App: RuntimeException: boom 7 | request_id = the response's X-Request-Id (0) | GET /boom/7 | with the exception
app.ERROR: Vela\App: RuntimeException: boom 7 | request_id = the response's X-Request-Id (1) | GET /boom/7 | with the exception
the client's id is kept
a new id is made when the client sends none
