<?php
// bench/websocket: Vela's WebSocket echo (HttpArena's echo-ws: /ws echoes each text frame).
// usage: php vela-echo.php PORT WORKERS
$server = new Vela\Http\Server(['host' => '127.0.0.1', 'port' => (int) $argv[1],
    'workers' => (int) $argv[2], 'max_connections' => 20000, 'max_coroutines' => 20000]);
$server->onStart(fn ($s) => print("listening on {$s->port()}\n"));
$server->handle(function (Vela\Http\Request $request): Vela\Http\Response {
    return Vela\Http\Response::webSocket(function (Vela\WebSocket\Connection $conn) {
        foreach ($conn->messages() as $message) {
            $conn->send($message);
        }
    }, ['compression' => false]);
});
$server->start();
