<?php
// bench/websocket: Workerman's WebSocket echo, the peer (its sources from --workerman DIR).
// usage: php workerman-echo.php DIR PORT WORKERS start
require $argv[1] . '/vendor/autoload.php';
use Workerman\Worker;
$port = $argv[2];
$count = (int) $argv[3];
$argv = [$argv[0], 'start'];
$_SERVER['argv'] = $argv;
Worker::$pidFile = sys_get_temp_dir() . "/workerman-bench-$port.pid";
Worker::$logFile = '/dev/null';
$worker = new Worker("websocket://127.0.0.1:$port");
$worker->count = $count;
$worker->onMessage = function ($connection, $data) {
    $connection->send($data);
};
Worker::runAll();
