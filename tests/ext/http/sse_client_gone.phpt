--TEST--
Vela: Http\Server: an event stream's producer waiting on a Hub subscription or a sleep is woken and ended when the client goes away; heartbeats while idle; a stop ends streams at once (cleanly), not at the drain timeout
--EXTENSIONS--
vela
--FILE--
<?php
require __DIR__ . '/server.inc';
$mark = sys_get_temp_dir() . '/vela-sse-gone-' . getmypid();
$srv = vela_test_server('
    global $hub;
    $mark = ' . var_export($mark, true) . ';
    switch ($request->path()) {
        case "/hub":
            return Vela\Http\Response::events(function () use ($hub, $mark) {
                $sub = $hub->subscribe("t");
                try {
                    yield "ready";
                    foreach ($sub as $m) {
                        yield $m;
                    }
                } finally {
                    file_put_contents("$mark-hub", "ended");
                }
            });
        case "/sleep":
            return Vela\Http\Response::events(function () use ($mark) {
                try {
                    yield "ready";
                    Vela\Coroutine::sleep(60);
                    yield "late";
                } finally {
                    file_put_contents("$mark-sleep", "ended");
                }
            });
        case "/beat":
            return Vela\Http\Response::events(function () {
                yield "a";
                Vela\Coroutine::sleep(0.75);
                yield "b";
            }, ["heartbeat" => 0.2]);
        case "/presence":
            return Vela\Http\Response::text((string) $hub->presence("t"));
    }
', ['drain_timeout' => 10], '$hub = new Vela\Hub();');

function open_stream(array $srv, string $path)
{
    $fp = vela_test_connect($srv);
    fwrite($fp, "GET $path HTTP/1.1\r\nHost: x\r\n\r\n");
    $seen = '';
    while (!str_contains($seen, "data: ready") && !feof($fp)) {
        $seen .= fread($fp, 8192);
    }
    return $fp;
}

function wait_file(string $path, float $seconds): bool
{
    $deadline = microtime(true) + $seconds;
    while (!is_file($path) && microtime(true) < $deadline) {
        usleep(20000);
    }
    return is_file($path);
}

foreach (['hub', 'sleep'] as $kind) {
    $fp = open_stream($srv, "/$kind");
    usleep(100000);
    echo "$kind: running while connected: ", var_export(!is_file("$mark-$kind"), true), "\n";
    fclose($fp);
    echo "$kind: ended within 2 s of the close: ", var_export(wait_file("$mark-$kind", 2), true), "\n";
}
echo "presence after: ", vela_test_body(vela_test_raw($srv, "GET /presence HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")), "\n";

$raw = vela_test_raw($srv, "GET /beat HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
$between = substr($raw, strpos($raw, 'data: a'), strpos($raw, 'data: b') - strpos($raw, 'data: a'));
echo "heartbeats between a and b: ", var_export(substr_count($between, ": heartbeat\n\n") >= 2, true), "\n";

@unlink("$mark-hub");
$fp = open_stream($srv, '/hub');
$t = microtime(true);
[$code] = vela_test_stop($srv);
$took = microtime(true) - $t;
echo "stopped long before the 10 s drain timeout: ", var_export($took < 3, true), ", exit $code\n";
echo "stream ended by the stop: ", var_export(wait_file("$mark-hub", 1), true), "\n";
stream_set_blocking($fp, false);
echo "the client saw a clean end: ", var_export(str_ends_with(stream_get_contents($fp), "0\r\n\r\n"), true), "\n";
fclose($fp);
foreach (['hub', 'sleep'] as $kind) {
    @unlink("$mark-$kind");
}
?>
--EXPECT--
hub: running while connected: true
hub: ended within 2 s of the close: true
sleep: running while connected: true
sleep: ended within 2 s of the close: true
presence after: 0
heartbeats between a and b: true
stopped long before the 10 s drain timeout: true, exit 0
stream ended by the stop: true
the client saw a clean end: true
