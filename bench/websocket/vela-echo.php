<?php
// bench/websocket: Vela's WebSocket echo (HttpArena's echo-ws: /ws echoes each text frame).
// usage: php vela-echo.php PORT WORKERS [events|loop]
// events (the default): a Vela\WebSocket\Handler, which holds no coroutine while a connection
// waits; loop: a foreach over $conn->messages() in one coroutine per connection.
use Vela\WebSocket\{Connection, Handler, Message};

$server = new Vela\Http\Server(['host' => '127.0.0.1', 'port' => (int) $argv[1],
    'workers' => (int) $argv[2], 'max_connections' => 20000, 'max_coroutines' => 20000]);
$server->onStart(fn ($s) => print("listening on {$s->port()}\n"));
$echo = ($argv[3] ?? 'events') === 'loop'
    ? function (Connection $conn) {
        foreach ($conn->messages() as $message) {
            $conn->send($message);
        }
    }
    : new class implements Handler {
        public function onOpen(Connection $conn): void {}

        public function onMessage(Connection $conn, Message $message): void
        {
            $conn->send($message);
        }

        public function onClose(Connection $conn, int $code): void {}
    };
$server->handle(fn (Vela\Http\Request $request) => Vela\Http\Response::webSocket($echo, ['compression' => false]));
$server->start();
