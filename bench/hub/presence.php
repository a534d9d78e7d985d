<?php
/*
 * What presence() costs. A server of W workers whose hub has no Redis
 * (the master's relay carries the counts), every worker in the relay:
 *   churn: one worker subscribes and closes a subscription N times (N
 *          joins and N leaves, 100 topics): worker µs per join+leave and
 *          the master's CPU seconds per 10,000 count changes (it tells
 *          the W-1 other workers each one);
 *   ask:   one worker calls presence() N times: µs per call (a lookup in
 *          its cached table, no round trip).
 * The same with workers = 0 (one process: no relay) as the baseline, and,
 * with REDIS_URL, a hub on Redis: churn (the writes go to Redis from the
 * writer coroutine, a burst coalesced) and ask (one EVAL per call).
 *
 *   php bench/hub/presence.php [N=20000]      (REDIS_URL for the Redis rows)
 */
require __DIR__ . '/../../tests/ext/http/server.inc';

$n = (int) ($argv[1] ?? 20000);
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

function run(string $label, string $prelude, int $workers, int $n): void
{
    $srv = vela_test_server('
        global $hub;
        $n = (int) $request->query("n");
        $t = hrtime(true);
        if ($request->path() === "/churn") {
            $keep = $hub->subscribe("keep");   // a hub with Redis keeps its feed and writer meanwhile
            for ($i = 0; $i < $n; $i++) {
                $hub->subscribe("room:" . ($i % 100))->close();
            }
            $keep->close();
        } elseif ($request->path() === "/ask") {
            for ($i = 0; $i < $n; $i++) {
                $hub->presence("room:" . ($i % 100));
            }
        } else {
            $hub->presence("room");   // joins the relay
        }
        return Vela\Http\Response::text(getmypid() . " " . (hrtime(true) - $t) / 1e3);', ['workers' => $workers], $prelude);
    $pids = [];
    for ($i = 0; $i < 40 * max(1, $workers) && count($pids) < max(1, $workers); $i++) {
        $pids[(int) get($srv, '/hello')] = true;   // every worker in the relay
    }
    $master = proc_get_status($srv['proc'])['pid'];
    get($srv, '/churn?n=1000');   // warm up
    $cpu = cpu_seconds($master);
    [, $churn] = explode(' ', get($srv, "/churn?n=$n"));
    usleep(300000);   // the master tells the others
    $masterCpu = cpu_seconds($master) - $cpu;
    [, $ask] = explode(' ', get($srv, "/ask?n=$n"));
    printf("%-22s workers %d (in the relay: %d): join+leave %6.2f µs; master CPU %.3f s per 10k changes; presence() %6.2f µs\n",
        $label, $workers, $workers ? count($pids) : 0, (float) $churn / $n, $workers ? $masterCpu * 10000 / (2 * $n) : 0,
        (float) $ask / $n);
    vela_test_stop($srv);
}

echo "load average: ", trim(file_get_contents('/proc/loadavg')), "\n";
run('no relay (one process)', '$hub = new Vela\Hub();', 0, $n);
run('relay', '$hub = new Vela\Hub();', 2, $n);
run('relay', '$hub = new Vela\Hub();', 4, $n);
if ($redis !== '') {
    run('redis', '$hub = new Vela\Hub(new Vela\Redis\Pool(' . var_export($redis, true) . '), ["prefix" => "bench:' . getmypid() . ':"]);', 2, $n);
}
echo "load average: ", trim(file_get_contents('/proc/loadavg')), "\n";
