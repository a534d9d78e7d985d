<?php
// Vela in bench/http/run: the same two TechEmpower answers as the peers.
// usage: scripts/php bench/http/vela-server.php PORT WORKERS
$server = new Vela\Http\Server([
    'host' => '127.0.0.1',
    'port' => (int) $argv[1],
    'workers' => (int) $argv[2],
]);
$server->handle(function (Vela\Http\Request $request): Vela\Http\Response {
    if ($request->path() === '/json') {
        return Vela\Http\Response::json(['message' => 'Hello, World!']);
    }
    return Vela\Http\Response::text('Hello, World!');
});
$server->start();
