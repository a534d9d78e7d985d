<?php
// The Swoole peer of bench/run (only with --peer swoole=SO, the path of a
// built swoole.so): the tests of te-app.php on Swoole's HTTP server in
// SWOOLE_BASE mode (a worker per CPU, each accepting), blocking PDO as
// Swoole's own TechEmpower entry used it.
// usage: php -d extension=SO swoole.php PORT WORKERS
declare(strict_types=1);

require __DIR__ . '/te-app.php';
[, $port, $workers] = $argv;
$server = new Swoole\Http\Server('127.0.0.1', (int) $port, SWOOLE_BASE);
$server->set(['worker_num' => (int) $workers, 'enable_coroutine' => false, 'log_level' => SWOOLE_LOG_ERROR]);
$server->on('request', static function (Swoole\Http\Request $request, Swoole\Http\Response $response): void {
    [$status, $type, $body] = te_answer($request->server['request_uri'], $request->get ?? []);
    $response->status($status);
    $response->header('Content-Type', $type);
    $response->header('Server', 'swoole');
    $response->end($body);
});
$server->start();
