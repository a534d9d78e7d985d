--TEST--
Vela: Http\Client: /metrics keeps 31 hosts per worker and counts calls to further hosts under host="_other"
--EXTENSIONS--
vela
--FILE--
<?php
require __DIR__ . '/echo.inc';
// 35 ports nobody listens on: bind them all, then close them.
$probes = [];
for ($i = 0; $i < 35; $i++) {
    $probes[] = stream_socket_server('tcp://127.0.0.1:0');
}
$ports = array_map(fn ($p) => (int) substr(strrchr(stream_socket_get_name($p, false), ':'), 1), $probes);
array_map('fclose', $probes);
// The handler calls each port of its query once: 35 hosts, each refused. (The pools of
// the gates are capped apart, at 16 per worker: only vela_http_client_* series are read.)
$srv = vela_test_server(
    '$n = 0;
    foreach (explode(",", $request->query()["ports"]) as $port) {
        try {
            $GLOBALS["http"]->get("http://127.0.0.1:$port/");
        } catch (Vela\Http\Client\ConnectException $e) {
            $n++;
        }
    }
    return Vela\Http\Response::text("$n refused");',
    ['metrics_path' => '/metrics'],
    '$GLOBALS["http"] = new Vela\Http\Client(["retries" => 0]);'
);
$out = vela_test_raw($srv, "GET /?ports=" . implode(',', $ports) . " HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
echo vela_test_body($out), "\n";
usleep(1500000); // counts are published once a second
$metrics = vela_test_body(vela_test_raw($srv, "GET /metrics HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"));
preg_match_all('/^vela_http_client_errors_total\{host="([^"]+)",kind="connect"\} (\d+)$/m', $metrics, $m);
echo count($m[1]), " hosts listed\n";
echo 'first: ', $m[1][0] === "http://127.0.0.1:{$ports[0]}" ? 'the first port' : $m[1][0], ' ', $m[2][0], "\n";
echo 'last: ', end($m[1]), ' ', end($m[2]), "\n";
echo "the 32nd port listed: ", implode(" ", preg_grep("/^vela_http_client_.*:{$ports[31]}\"/", explode("\n", $metrics))) ?: "no", "\n";
echo 'sum: ', array_sum($m[2]), "\n";
[$code, $out] = vela_test_stop($srv);
echo "exit $code: ", trim($out), "\n";
?>
--EXPECT--
35 refused
32 hosts listed
first: the first port 1
last: _other 4
the 32nd port listed: no
sum: 35
exit 0: STOPPED
