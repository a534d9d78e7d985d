--TEST--
Vela: Http\Server: opt-in /healthz, /readyz and /metrics, X-Request-Id accepted or made and returned, the JSON access log
--EXTENSIONS--
vela
--FILE--
<?php
require __DIR__ . '/server.inc';
function get(array $srv, string $path, string $headers = ''): string
{
    return vela_test_raw($srv, "GET $path HTTP/1.1\r\nHost: x\r\n{$headers}Connection: close\r\n\r\n");
}
function header_of(string $response, string $name): ?string
{
    return preg_match("/^$name: (.*)\r$/mi", $response, $m) ? $m[1] : null;
}

// Off by default: the paths reach the handler, no X-Request-Id.
$srv = vela_test_server('return Vela\Http\Response::text("handler " . $request->path());');
$r = get($srv, '/healthz');
echo vela_test_body($r), ' ', var_export(header_of($r, 'X-Request-Id'), true), "\n";
echo vela_test_body(get($srv, '/metrics')), "\n";
vela_test_stop($srv);

$log = sys_get_temp_dir() . '/vela-observe-' . getmypid() . '.log';
@unlink($log);
$srv = vela_test_server('return Vela\Http\Response::text("id " . $request->id() . " route " . var_export($request->route(), true), $request->path() === "/missing" ? 404 : 200);', [
    'health_path' => '/healthz', 'ready_path' => '/readyz', 'metrics_path' => '/metrics',
    'request_id' => true, 'access_log' => $log, 'access_log_format' => 'json',
]);
$r = get($srv, '/healthz');
echo vela_test_status($r), ' ', vela_test_body($r);
$r = get($srv, '/readyz');
echo vela_test_status($r), ' ', header_of($r, 'Content-Type'), ' ', vela_test_body($r), "\n";

// The client's id is kept and returned; a bad one (a space, too long) is replaced.
$r = get($srv, '/a', "X-Request-Id: trace-42.a:b/c+d=e\r\n");
echo header_of($r, 'X-Request-Id'), ' | ', vela_test_body($r), "\n";
foreach (["bad id", str_repeat('a', 129)] as $bad) {
    $r = get($srv, '/a', "X-Request-Id: $bad\r\n");
    $id = header_of($r, 'X-Request-Id');
    echo preg_match('/^[0-9a-f]{24}$/', $id) ? 'made' : "kept $id", ' ', vela_test_body($r) === "id $id route NULL" ? 'same' : 'differs', "\n";
}
$made = [];
for ($i = 0; $i < 5; $i++) {
    $made[] = header_of(get($srv, '/missing'), 'X-Request-Id');
}
echo count(array_unique($made)), " distinct ids\n";
// The server's own answers carry it too.
$r = vela_test_raw($srv, "GET / HTTP/1.1\r\nHost: x\r\nX-Request-Id: on-a-400\r\nContent-Length: x\r\n\r\n");
echo vela_test_status($r), ' ', var_export(header_of($r, 'X-Request-Id'), true), "\n";

// Counted before this one renders: 5 answered 200, 5 answered 404, and the 400 the server
// answered itself.
$r = get($srv, '/metrics');
echo vela_test_status($r), ' ', header_of($r, 'Content-Type'), "\n";
$metrics = vela_test_body($r);
foreach (['vela_http_requests_total{route="",status="200"}', 'vela_http_requests_total{route="",status="404"}',
          'vela_http_requests_total{route="",status="400"}',
          'vela_http_requests_in_flight', 'vela_http_request_duration_seconds_count', 'vela_coroutines'] as $series) {
    echo $series, ' ', preg_match('/^' . preg_quote($series, '/') . ' (\S+)$/m', $metrics, $m) ? $m[1] : 'missing', "\n";
}
$checker = proc_open(['promtool', 'check', 'metrics'], [0 => ['pipe', 'r'], 1 => ['pipe', 'w'], 2 => ['pipe', 'w']], $pipes);
fwrite($pipes[0], $metrics);
fclose($pipes[0]);
$complaints = stream_get_contents($pipes[1]) . stream_get_contents($pipes[2]);
echo 'promtool: ', proc_close($checker), ' ', trim($complaints) === '' ? 'clean' : $complaints, "\n";
vela_test_stop($srv);

$entry = json_decode(file($log)[2], true);
echo $entry['uri'], ' ', $entry['request_id'], ' ', isset($entry['route']) ? 'route' : 'no route', "\n";
unlink($log);

foreach ([['metrics_path' => 'metrics'], ['ready_path' => '/ready?x'], ['health_path' => '']] as $bad) {
    try {
        new Vela\Http\Server($bad);
    } catch (Vela\Http\Exception $e) {
        echo $e->getMessage(), "\n";
    }
}
?>
--EXPECT--
handler /healthz NULL
handler /metrics
HTTP/1.1 200 OK ok
HTTP/1.1 200 OK application/json {"status":"ready"}
trace-42.a:b/c+d=e | id trace-42.a:b/c+d=e route NULL
made same
made same
5 distinct ids
HTTP/1.1 400 Bad Request NULL
HTTP/1.1 200 OK text/plain; version=0.0.4; charset=utf-8
vela_http_requests_total{route="",status="200"} 5
vela_http_requests_total{route="",status="404"} 5
vela_http_requests_total{route="",status="400"} 1
vela_http_requests_in_flight 1
vela_http_request_duration_seconds_count 11
vela_coroutines 1
promtool: 0 clean
/a trace-42.a:b/c+d=e no route
Vela\Http\Server: option "metrics_path" must be null or a path starting with "/"
Vela\Http\Server: option "ready_path" must be null or a path starting with "/"
Vela\Http\Server: option "health_path" must be null or a path starting with "/"
