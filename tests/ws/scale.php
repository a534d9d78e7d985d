<?php
// One of the three instances of tests/ws/scale.js (behind nginx): two
// workers whose hubs share the tests' Redis under one prefix. /ws joins the
// connection to "room" and says "hello <instance> <pid>"; /pub?m= publishes.
// usage: php scale.php PORT INSTANCE REDIS_URL PREFIX
use Vela\Http\Request;
use Vela\Http\Response;
use Vela\WebSocket\Connection;

[, $port, $instance, $redis, $prefix] = $argv;
$server = new Vela\Http\Server([
    'host' => '127.0.0.1', 'port' => (int) $port, 'workers' => 2, 'drain_timeout' => 5,
]);
$server->onStart(function () use ($server, $instance) {
    echo "instance $instance listening on {$server->port()}\n";
});
$hub = new Vela\Hub(new Vela\Redis\Pool($redis), ['prefix' => $prefix]);
$server->handle(function (Request $request) use ($hub, $instance): Response {
    if ($request->path() === '/pub') {
        return Response::text((string) $hub->publish('room', $request->query('m', '')));
    }
    return Response::webSocket(function (Connection $conn) use ($hub, $instance) {
        $hub->join($conn, 'room');
        $conn->send("hello $instance " . getmypid());
        foreach ($conn->messages() as $message) {
        }
    });
});
$server->start();
