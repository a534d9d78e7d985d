--TEST--
Vela: App: the container's default Psr\Log\LoggerInterface writes JSON lines to the server's stderr with the request id, route, method and path of the request being served, level from config/log.php; 'driver' => 'monolog' makes a Monolog logger with the same fields (real HTTP)
--EXTENSIONS--
vela
--SKIPIF--
<?php if (!is_file('/usr/share/php/Psr/Log/autoload.php')) die('skip needs php-psr-log (scripts/install-deps)'); ?>
<?php if (!is_file('/usr/share/php/Monolog/autoload.php')) die('skip needs php-monolog (scripts/install-deps)'); ?>
--FILE--
<?php
require __DIR__ . '/notes.inc';
require __DIR__ . '/../http/server.inc';

/* Serves /links/7, /links/8 (an X-Request-Id given), /fail and /class; returns the ids the
 * server answered with and the JSON lines on its stderr. */
function serve(string $root, string $autoload): array
{
    $srv = vela_test_server('', [], "require '$autoload'; " . notes_boot($root), '$server = $app->server();');
    $ids = [];
    foreach (['/links/7' => '', '/links/8' => "X-Request-Id: given-8\r\n", '/fail' => '', '/class' => ''] as $path => $header) {
        $r = vela_test_raw($srv, "GET $path HTTP/1.1\r\nHost: t\r\nConnection: close\r\n$header\r\n");
        preg_match('/\r\nX-Request-Id: ([^\r]+)/i', $r, $m);
        $ids[] = $m[1] ?? '-';
        echo '  ', vela_test_status($r), ' ', vela_test_body($r), "\n";
    }
    [$code, , $err] = vela_test_stop($srv);
    echo "  server exit $code\n";
    $lines = array_values(array_filter(explode("\n", $err), fn ($l) => str_starts_with($l, '{')));
    return [$ids, array_map(fn ($l) => json_decode($l, true), $lines)];
}

echo "vela driver, psr/log loaded:\n";
$root = notes_compile(__DIR__ . '/logger_app');
[$ids, $records] = serve($root, '/usr/share/php/Psr/Log/autoload.php');
foreach ($records as $i => $r) {
    $time = preg_match('/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/', $r['time']) ? 'ISO time' : 'bad time ' . $r['time'];
    $id = $r['request_id'] === $ids[$i] ? "the response's X-Request-Id" : json_encode($r['request_id']) . " vs $ids[$i]";
    unset($r['time'], $r['request_id']);
    echo "  $time | request_id: $id | ", json_encode($r, JSON_UNESCAPED_SLASHES), "\n";
}

echo "monolog driver:\n";
$root = notes_compile(__DIR__ . '/logger_app');
file_put_contents("$root/config/log.php", "<?php return ['driver' => 'monolog', 'level' => 'info', 'channel' => 'api'];");
[$ids, $records] = serve($root, '/usr/share/php/Monolog/autoload.php');
foreach ($records as $i => $r) {
    $id = $r['extra']['request_id'] === $ids[$i] ? "the response's X-Request-Id" : json_encode($r['extra']['request_id']) . " vs $ids[$i]";
    echo "  $r[channel].$r[level_name]: $r[message] | request_id: $id | ", $r['extra']['route'] ?? '-', ' ', $r['extra']['method'], ' ', $r['extra']['path'],
        isset($r['context']['exception']) ? ' | exception ' . $r['context']['exception']['class'] : '', "\n";
}

echo "outside a request, a bad level:\n";
$logger = new Vela\Log\Logger('warning', "$root/own.log", 'cli');
$logger->warning('no request {here}', ['here' => 'here']);
$logger->notice('dropped');
$line = json_decode(file_get_contents("$root/own.log"), true);
unset($line['time']);
echo '  ', json_encode($line), "\n";
try {
    $logger->log('loud', 'x');
} catch (Throwable $e) {
    echo '  ', get_class($e), ': ', $e->getMessage(), "\n";
}
try {
    new Vela\Log\Logger('verbose');
} catch (ValueError $e) {
    echo '  ', $e->getMessage(), "\n";
}
?>
--EXPECTF--
vela driver, psr/log loaded:
  HTTP/1.1 200 OK {"id":7}
  HTTP/1.1 200 OK {"id":8}
  HTTP/1.1 200 OK {"ok":false}
  HTTP/1.1 200 OK {"class":"Vela\\Log\\PsrLogger","psr":true}
  server exit 0
  ISO time | request_id: the response's X-Request-Id | {"level":"info","channel":"app","message":"link 7 shown to ann","context":{"id":7,"user":"ann"},"route":"links.show","method":"GET","path":"/links/7"}
  ISO time | request_id: the response's X-Request-Id | {"level":"info","channel":"app","message":"link 8 shown to ann","context":{"id":8,"user":"ann"},"route":"links.show","method":"GET","path":"/links/8"}
  ISO time | request_id: the response's X-Request-Id | {"level":"error","channel":"app","message":"lookup failed","context":{"exception":{"class":"RuntimeException","message":"db down","file":"%s","line":%d}},"route":"log.fail","method":"GET","path":"/fail"}
monolog driver:
  HTTP/1.1 200 OK {"id":7}
  HTTP/1.1 200 OK {"id":8}
  HTTP/1.1 200 OK {"ok":false}
  HTTP/1.1 200 OK {"class":"Monolog\\Logger","psr":true}
  server exit 0
  api.INFO: link {id} shown to {user} | request_id: the response's X-Request-Id | links.show GET /links/7
  api.INFO: link {id} shown to {user} | request_id: the response's X-Request-Id | links.show GET /links/8
  api.ERROR: lookup failed | request_id: the response's X-Request-Id | log.fail GET /fail | exception RuntimeException
outside a request, a bad level:
  {"level":"warning","channel":"cli","message":"no request here","context":{"here":"here"}}
  ValueError: Vela\Log\Logger: unknown level "loud" (emergency, alert, critical, error, warning, notice, info, debug)
  Vela\Log\Logger::__construct(): Argument #1 ($level) must be one of emergency, alert, critical, error, warning, notice, info, debug; "verbose" given
