<?php
// bench/websocket: Swoole's WebSocket echo, the peer (its swoole.so from --swoole SO).
// usage: php -d extension=SO swoole-echo.php PORT WORKERS
$server = new Swoole\WebSocket\Server('127.0.0.1', (int) $argv[1], SWOOLE_BASE);
$server->set(['worker_num' => max(1, (int) $argv[2]), 'log_level' => SWOOLE_LOG_WARNING,
    'max_connection' => 20000, 'websocket_compression' => false]);
$server->on('message', static function (Swoole\WebSocket\Server $server, Swoole\WebSocket\Frame $frame): void {
    $server->push($frame->fd, $frame->data, $frame->opcode);
});
$server->on('start', static fn () => print("listening\n"));
$server->start();
