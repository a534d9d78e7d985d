<?php
// bench/app's baseline: the same answers from a bare Vela\Http\Server handler
// (one pool opened when the worker starts, as Vela\App opens pg.default).
// usage: DATABASE_URL=… php -d extension=… bare-server.php PORT
$server = new Vela\Http\Server(['host' => '127.0.0.1', 'port' => (int) $argv[1], 'workers' => 0]);
$db = null;
$server->onWorkerStart(function () use (&$db): void {
    $db = new Vela\Pg\Pool(getenv('DATABASE_URL'), ['max' => 8]);
});
$server->handle(function (Vela\Http\Request $request) use (&$db): Vela\Http\Response {
    $data = $request->path() === '/db'
        ? $db->queryOne('SELECT id, randomnumber FROM world WHERE id = $1', [mt_rand(1, 10000)])
        : ['message' => 'Hello, World!'];
    $response = Vela\Http\Response::json($data);
    $response->header('X-Bench', '1');
    return $response;
});
$server->start();
