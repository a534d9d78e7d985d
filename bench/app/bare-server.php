<?php
// bench/app's baseline: the same answers from a bare Vela\Http\Server handler.
// usage: php -d extension=… bare-server.php PORT
$server = new Vela\Http\Server(['host' => '127.0.0.1', 'port' => (int) $argv[1], 'workers' => 0]);
$server->handle(function (Vela\Http\Request $request): Vela\Http\Response {
    $response = Vela\Http\Response::json(['message' => 'Hello, World!']);
    $response->header('X-Bench', '1');
    return $response;
});
$server->start();
