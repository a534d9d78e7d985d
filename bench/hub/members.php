<?php
/*
 * What members() costs. A server of W workers whose hub has no Redis (the
 * master's relay carries the ids), every worker in the relay, K raw-socket
 * WebSocket clients each joined to "big" with an id of its own:
 *   churn: one connection joins and leaves a topic N times (100 topics),
 *          with a new id each time and without an id, in one burst (one
 *          loop turn: the ids' frames coalesce) and spread (a loop turn
 *          after each join and each leave: a frame each): worker µs per
 *          join+leave, and the master's CPU seconds per 10,000 id changes;
 *   ask:   one worker calls members("big") N times: µs per call (K ids,
 *          most of them another worker's, from its cache).
 * The same with workers = 0 (one process: no relay) as the baseline, and,
 * with REDIS_URL, a hub on Redis (churn: the writer coroutine takes the ids
 * to Redis; ask: one EVALSHA per call).
 *
 *   php bench/hub/members.php [N=20000] [K=200] [W]   (REDIS_URL for the Redis row; W: that row alone)
 *
 * Steady figures: instructions per call under callgrind, the server run
 * under it (tests/ext/http/server.inc's VELA_TEST_SERVER_WRAPPER), e.g.
 *   VELA_TEST_SERVER_WRAPPER="valgrind --tool=callgrind --collect-atstart=no
 *     --toggle-collect=zim_Vela_Hub_join --toggle-collect=zim_Vela_Hub_leave
 *     --toggle-collect=zim_Vela_Hub_members --toggle-collect=vela_relay_handle
 *     --callgrind-out-file=/tmp/cg.%p" php bench/hub/members.php 2000 200 2
 * then callgrind_annotate --inclusive=yes on each /tmp/cg.* (a worker's:
 * vela_php_hub_id_changed is what an id adds to a join or a leave; the
 * master's: vela_relay_handle per frame).
 */
require __DIR__ . '/../../tests/ext/http/server.inc';

$n = (int) ($argv[1] ?? 20000);
$k = (int) ($argv[2] ?? 200);
$redis = getenv('REDIS_URL') ?: '';

function cpu_seconds(int $pid): float
{
    $stat = (string) @file_get_contents("/proc/$pid/stat");
    $f = explode(' ', substr($stat, strrpos($stat, ')') + 2));
    return ((int) ($f[11] ?? 0) + (int) ($f[12] ?? 0)) / 100;
}

function get(array $srv, string $target): string
{
    return vela_test_body(vela_test_raw($srv, "GET $target HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"));
}

/* A WebSocket client on target; returns [socket, the first text frame]. */
function ws(array $srv, string $target, float $timeout = 120): array
{
    $fp = vela_test_connect($srv, $timeout);
    stream_set_timeout($fp, (int) $timeout);
    fwrite($fp, "GET $target HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
        . "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n");
    $seen = '';
    while (!preg_match('/\r\n\r\n\x81(.)/s', $seen, $m) && !feof($fp)) {
        $seen .= fread($fp, 8192);
    }
    $at = strpos($seen, "\r\n\r\n") + 6;
    while (strlen($seen) < $at + (ord($m[1] ?? "\0") & 0x7f) && !feof($fp)) {
        $seen .= fread($fp, 8192);
    }
    return [$fp, substr($seen, $at, ord($m[1] ?? "\0") & 0x7f)];
}

function run(string $label, string $prelude, int $workers, int $n, int $k): void
{
    $srv = vela_test_server('
        global $hub;
        if ($request->path() === "/ask") {
            $n = (int) $request->query("n");
            $t = hrtime(true);
            for ($i = 0; $i < $n; $i++) {
                $ids = $hub->members("big");
            }
            return Vela\Http\Response::text(getmypid() . " " . (hrtime(true) - $t) / 1e3 / $n . " " . count($ids ?? []));
        }
        if ($request->path() === "/hello") {
            $hub->presence("big");   // joins the relay
            return Vela\Http\Response::text((string) getmypid());
        }
        $q = $request->query();
        return Vela\Http\Response::webSocket(function (Vela\WebSocket\Connection $conn) use ($hub, $q) {
            if (isset($q["hold"])) {
                $hub->join($conn, "big", $q["hold"]);
                $conn->send("held " . getmypid());
                foreach ($conn->messages() as $m) {
                }
                return;
            }
            $n = (int) $q["n"];
            $spread = ($q["mode"] ?? "") === "spread";
            $out = [];
            foreach ([true, false] as $withId) {
                $t = hrtime(true);
                for ($i = 0; $i < $n; $i++) {
                    $topic = "room:" . ($i % 100);
                    $hub->join($conn, $topic, $withId ? "u$i" : null);
                    $spread && Vela\Coroutine::sleep(0);
                    $hub->leave($conn, $topic);
                    $spread && Vela\Coroutine::sleep(0);
                }
                $out[] = (hrtime(true) - $t) / 1e3 / $n;
                Vela\Coroutine::sleep(0.3);   // the relay and the writer settle
            }
            $conn->send(implode(" ", $out));
        });', ['workers' => $workers, 'max_connections' => 4096], $prelude);
    $pids = [];
    for ($i = 0; $i < 40 * max(1, $workers) && count($pids) < max(1, $workers); $i++) {
        $pids[(int) get($srv, '/hello')] = true;   // every worker in the relay
    }
    $master = proc_get_status($srv['proc'])['pid'];
    $held = [];
    for ($i = 0; $i < $k; $i++) {
        $held[] = ws($srv, "/?hold=member$i")[0];
    }
    for ($i = 0, $count = 0; $i < 200 && $count !== $k; $i++) {   // every id reached the worker that answers
        [, , $count] = explode(' ', get($srv, '/ask?n=1')) + [2 => 0];
        $count = (int) $count;
        usleep(10000);
    }
    ws($srv, '/?n=1000&mode=burst');   // warm up
    $row = [];
    foreach (['burst', 'spread'] as $mode) {
        $cpu = cpu_seconds($master);
        [$fp, $said] = ws($srv, "/?n=$n&mode=$mode");
        fclose($fp);
        $masterCpu = cpu_seconds($master) - $cpu;
        [$withId, $without] = array_map('floatval', explode(' ', $said) + [1 => 0]);
        $row[] = sprintf("%s: join+leave %5.2f µs with an id, %5.2f without", $mode, $withId, $without);
        $row[] = sprintf("master %.3f s CPU per 10k id changes", $workers ? $masterCpu * 10000 / (2 * $n) : 0);
    }
    [, $ask, $count] = explode(' ', get($srv, "/ask?n=" . max(1, intdiv($n, 10)))) + [1 => 0, 2 => 0];
    printf("%-22s workers %d: %s; members() of %d ids %7.2f µs\n", $label, $workers, implode('; ', $row), (int) $count, (float) $ask);
    foreach ($held as $fp) {
        fclose($fp);
    }
    vela_test_stop($srv);
}

echo "load average: ", trim(file_get_contents('/proc/loadavg')), "\n";
if (isset($argv[3])) {
    run('relay', '$hub = new Vela\Hub();', (int) $argv[3], $n, $k);
    exit;
}
run('no relay (one process)', '$hub = new Vela\Hub();', 0, $n, $k);
run('relay', '$hub = new Vela\Hub();', 2, $n, $k);
run('relay', '$hub = new Vela\Hub();', 4, $n, $k);
if ($redis !== '') {
    run('redis', '$hub = new Vela\Hub(new Vela\Redis\Pool(' . var_export($redis, true) . '), ["prefix" => "bench:' . getmypid() . ':"]);', 2, $n, $k);
}
echo "load average: ", trim(file_get_contents('/proc/loadavg')), "\n";
