--TEST--
Vela: Hub: join() with Redis and 2 workers: WebSocket connections joined in both workers get one publish exactly once, wherever it was published; closed connections leave
--CONFLICTS--
redis_patterns
--SKIPIF--
<?php require __DIR__ . '/../redis/redis.inc'; vela_redis_skip_unless('VELA_TEST_REDIS_HOST', 'VELA_TEST_REDIS_PORT'); ?>
--EXTENSIONS--
vela
--FILE--
<?php
require __DIR__ . '/hub.inc';
$prefix = 'test:join:' . getmypid() . ':';
$srv = vela_test_server('
    global $hub;
    if ($request->path() === "/pub") {
        return Vela\Http\Response::text((string) $hub->publish("room", $request->query("m")));
    }
    if ($request->path() === "/presence") {
        return Vela\Http\Response::text(getmypid() . " " . $hub->presence("room"));
    }
    return Vela\Http\Response::webSocket(function (Vela\WebSocket\Connection $conn) use ($hub) {
        $hub->join($conn, "room");
        $conn->send("hello " . getmypid());
        foreach ($conn->messages() as $message) {
        }
    });', ['workers' => 2], '$hub = new Vela\Hub(new Vela\Redis\Pool(' . var_export(vela_redis_url(), true)
    . '), ["prefix" => ' . var_export($prefix, true) . ']);');

/* A WebSocket client joined to "room": [socket, the worker's pid]. */
function join_room(array $srv): array
{
    $fp = vela_test_connect($srv, 10);
    fwrite($fp, "GET /ws HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
        . "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n");
    $seen = '';
    while (!preg_match('/\r\n\r\n\x81.hello (\d+)/s', $seen, $m) && !feof($fp)) {
        $seen .= fread($fp, 8192);
    }
    return [$fp, (int) ($m[1] ?? 0)];
}

$clients = [];
$pids = [];
for ($i = 0; $i < 40 && (count($pids) < 2 || count($clients) < 6); $i++) {
    [$fp, $pid] = join_room($srv);
    $clients[] = $fp;
    $pids[$pid] = ($pids[$pid] ?? 0) + 1;
}
echo "connections joined in 2 workers: ", var_export(count($pids) === 2 && !isset($pids[0]), true), "\n";
foreach (['first', 'second', 'third'] as $message) {
    echo "$message: publish reached 2 hubs: ", hub_test_publish($srv, $message), "\n";
    $counts = array_map(fn ($buf) => substr_count($buf, "\x81" . chr(strlen($message)) . $message),
        hub_test_read($clients, 1.0));
    echo "$message: every connection got it exactly once: ", var_export(array_unique($counts) === [1], true), "\n";
}
foreach ($clients as $fp) {
    fclose($fp);
}
$left = false;
for ($i = 0; $i < 50 && !$left; $i++) {
    usleep(100000);
    $seen = [];
    for ($j = 0; $j < 20; $j++) {
        [$pid, $n] = explode(' ', vela_test_body(vela_test_raw($srv, "GET /presence HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")));
        $seen[$pid] = (int) $n;
    }
    $left = count($seen) === 2 && array_sum($seen) === 0;
}
echo "closed connections left (presence 0 in both workers): ", var_export($left, true), "\n";
vela_test_stop($srv);

/* What each socket got within `seconds`. */
function hub_test_read(array $streams, float $seconds): array
{
    $bufs = array_fill(0, count($streams), '');
    $deadline = microtime(true) + $seconds;
    while (microtime(true) < $deadline) {
        $read = array_values($streams);
        $w = $e = null;
        if (@stream_select($read, $w, $e, 0, 50000) > 0) {
            foreach ($streams as $i => $fp) {
                if (in_array($fp, $read, true)) {
                    $bufs[$i] .= (string) fread($fp, 65536);
                }
            }
        }
    }
    return $bufs;
}
?>
--EXPECT--
connections joined in 2 workers: true
first: publish reached 2 hubs: 2
first: every connection got it exactly once: true
second: publish reached 2 hubs: 2
second: every connection got it exactly once: true
third: publish reached 2 hubs: 2
third: every connection got it exactly once: true
closed connections left (presence 0 in both workers): true
