--TEST--
Vela: Http\Client: each host's gate is a pool in /metrics (connections, waits, acquires), named http.<scheme>://<host>:<port>
--EXTENSIONS--
vela
--FILE--
<?php
require __DIR__ . '/echo.inc';
$upstream = vela_echo_server();
// A server whose handler calls the upstream through the client, and serves /metrics.
$srv = vela_test_server(
    '$r = $GLOBALS["http"]->get("/u"); return Vela\Http\Response::text((string) $r->status());',
    ['metrics_path' => '/metrics'],
    '$GLOBALS["http"] = new Vela\Http\Client(["base_uri" => "http://127.0.0.1:' . $upstream['port'] . '", "max_per_host" => 3]);'
);
for ($i = 0; $i < 5; $i++) {
    $out = vela_test_raw($srv, "GET /call HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
}
echo 'call: ', vela_test_body($out), "\n";
usleep(1500000); // gauges are published once a second
$metrics = vela_test_body(vela_test_raw($srv, "GET /metrics HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"));
$pool = 'http.http://127.0.0.1:' . $upstream['port'];
foreach (['vela_pool_acquires_total', 'vela_pool_connections', 'vela_pool_waiting', 'vela_pool_acquire_timeouts_total'] as $series) {
    preg_match('/^' . $series . '\{pool="' . preg_quote($pool, '/') . '"\} (\d+)$/m', $metrics, $m);
    echo $series, ' ', $m[1] ?? 'missing', "\n";
}
foreach ([$srv, $upstream] as $s) {
    [$code, $out] = vela_test_stop($s);
    echo "exit $code: ", trim($out), "\n";
}
?>
--EXPECT--
call: 200
vela_pool_acquires_total 5
vela_pool_connections 1
vela_pool_waiting 0
vela_pool_acquire_timeouts_total 0
exit 0: STOPPED
exit 0: STOPPED
