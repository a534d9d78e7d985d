<?php
/*
 * Broadcast across the workers of one instance: the master's relay (a hub
 * without Redis) against the Redis feed (a hub on a Redis pool), measured
 * in the same run. A server with 2 workers; WebSocket clients joined to
 * "room" in both; a request to one worker publishes N messages of B bytes
 * (yielding every 64, as a real publisher does between requests); the
 * clock stops when every client on the OTHER worker has the last one.
 * Prints messages/s delivered across workers and the CPU seconds the
 * carrier (the master, or redis-server) spent per 10,000 messages.
 *
 *   php bench/hub/relay.php [N=20000] [B=100]     (REDIS_URL for the Redis row; default: none)
 */
require __DIR__ . '/../../tests/ext/http/server.inc';

$n = (int) ($argv[1] ?? 20000);
$bytes = (int) ($argv[2] ?? 100);
$redis = getenv('REDIS_URL') ?: '';

function cpu_seconds(int $pid): float
{
    $f = explode(' ', substr((string) @file_get_contents("/proc/$pid/stat"), strrpos((string) @file_get_contents("/proc/$pid/stat"), ')') + 2));
    return ((int) ($f[11] ?? 0) + (int) ($f[12] ?? 0)) / 100;
}

function run(string $label, string $prelude, int $n, int $bytes, ?int $carrierPid): void
{
    $srv = vela_test_server('
        global $hub;
        if ($request->path() === "/burst") {
            $m = str_repeat("x", (int) $request->query("b"));
            for ($i = 0, $n = (int) $request->query("n"); $i < $n; $i++) {
                $hub->publish("room", $i === $n - 1 ? "LAST" : $m);
                if ($i % 64 === 63) { Vela\Coroutine::sleep(0); }
            }
            return Vela\Http\Response::text((string) getmypid());
        }
        return Vela\Http\Response::webSocket(function (Vela\WebSocket\Connection $conn) use ($hub) {
            $hub->join($conn, "room");
            $conn->send("hello " . getmypid());
            foreach ($conn->messages() as $message) {}
        });', ['workers' => 2], $prelude);
    $clients = [];
    for ($i = 0; $i < 40 && count($clients) < 8; $i++) {
        $fp = vela_test_connect($srv, 30);
        fwrite($fp, "GET /ws HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            . "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n");
        $seen = '';
        while (!preg_match('/\r\n\r\n\x81.hello (\d+)/s', $seen, $m)) {
            $seen .= fread($fp, 8192);
        }
        $clients[] = [$fp, (int) $m[1]];
    }
    $master = proc_get_status($srv['proc'])['pid'];
    $carrier = $carrierPid ?? $master;
    $cpu = cpu_seconds($carrier);
    $t = microtime(true);
    $s = vela_test_connect($srv, 60);
    fwrite($s, "GET /burst?n=$n&b=$bytes HTTP/1.1\r\nHost: x\r\n\r\n");
    $publisher = (int) vela_test_body(vela_test_read_responses($s, 1)[0]);
    $remote = array_filter($clients, fn ($c) => $c[1] !== $publisher);
    $got = [];
    foreach ($remote as $i => [$fp]) {
        $tail = '';
        $got[$i] = 0;
        while (!str_contains($tail, 'LAST')) {
            $chunk = fread($fp, 1 << 20);
            $got[$i] += strlen($chunk);
            $tail = substr($tail, -8) . $chunk;
        }
    }
    $elapsed = microtime(true) - $t;
    $used = cpu_seconds($carrier) - $cpu;
    $frame = $bytes + ($bytes < 126 ? 2 : 4);
    printf("%-12s %7d msgs of %d B to %d remote clients: %8.0f msgs/s across workers; carrier CPU %.3f s per 10k msgs; fewest received %d\n",
        $label, $n, $bytes, count($remote), $n / $elapsed, $used * 10000 / $n, (int) round(min($got) / $frame));
    vela_test_stop($srv);
}

echo "load average: ", trim(file_get_contents('/proc/loadavg')), "\n";
run('relay', '$hub = new Vela\Hub();', $n, $bytes, null);
if ($redis !== '') {
    $redisPid = (int) trim((string) shell_exec('pgrep -f "redis-server.*' . parse_url($redis, PHP_URL_PORT) . '" | head -1'));
    run('redis feed', '$hub = new Vela\Hub(new Vela\Redis\Pool(' . var_export($redis, true) . '), ["prefix" => "bench:' . getmypid() . ':"]);',
        $n, $bytes, $redisPid ?: null);
}
echo "load average: ", trim(file_get_contents('/proc/loadavg')), "\n";
