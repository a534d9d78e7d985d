--TEST--
Vela: Http\Client: /metrics counts each host's responses by status class, its errors by kind, and a latency histogram per host
--EXTENSIONS--
vela
--FILE--
<?php
require __DIR__ . '/echo.inc';
$upstream = vela_echo_server();
// A port nobody listens on: bind one, close it, use it.
$probe = stream_socket_server('tcp://127.0.0.1:0');
$dead = (int) substr(strrchr(stream_socket_get_name($probe, false), ':'), 1);
fclose($probe);
// The handler calls the upstream path it was asked for (or the dead port for /down).
$srv = vela_test_server(
    'try {
        $url = $request->path() === "/down" ? "http://127.0.0.1:' . $dead . '/" : $request->path() . "?" . $request->query()["q"];
        return Vela\Http\Response::text((string) $GLOBALS["http"]->get($url)->status());
    } catch (Vela\Http\Client\Exception $e) {
        return Vela\Http\Response::text(get_class($e), 502);
    }',
    ['metrics_path' => '/metrics'],
    '$GLOBALS["http"] = new Vela\Http\Client(["base_uri" => "http://127.0.0.1:' . $upstream['port'] . '", "retries" => 0]);'
);
$calls = ['/status/200?q=', '/status/200?q=', '/status/201?q=', '/status/404?q=', '/status/404?q=',
          '/status/500?q=', '/sleep?q=ms=1200', '/down?q='];
foreach ($calls as $path) {
    $out = vela_test_raw($srv, "GET $path HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    echo $path, ' -> ', vela_test_body($out), "\n";
}
usleep(1500000); // counts are published once a second
$metrics = vela_test_body(vela_test_raw($srv, "GET /metrics HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"));
$metrics = str_replace([":{$upstream['port']}\"", ":$dead\""], [':UP"', ':DEAD"'], $metrics);
foreach (explode("\n", $metrics) as $line) {
    if (str_starts_with($line, 'vela_http_client_') && !preg_match('/_bucket\{.*le="(0\.\d+|2\.5|5|10)"/', $line)) {
        // A sum is only bounded below: the /sleep call alone took 1.2 s.
        echo preg_replace_callback('/(_sum\{[^}]*\}) ([\d.]+)$/', fn ($m) => $m[1] . ' '
            . (str_contains($m[1], 'DEAD') ? 'some' : ((float) $m[2] >= 1.2 ? 'at least 1.2 s' : "only $m[2] s")), $line), "\n";
    }
}
echo preg_match('/^# TYPE vela_http_client_request_duration_seconds histogram$/m', $metrics) ? "typed\n" : "untyped\n";
foreach ([$srv, $upstream] as $s) {
    [$code, $out] = vela_test_stop($s);
    echo "exit $code: ", trim($out), "\n";
}
?>
--EXPECT--
/status/200?q= -> 200
/status/200?q= -> 200
/status/201?q= -> 201
/status/404?q= -> 404
/status/404?q= -> 404
/status/500?q= -> 500
/sleep?q=ms=1200 -> 200
/down?q= -> Vela\Http\Client\ConnectException
vela_http_client_requests_total{host="http://127.0.0.1:UP",status="2xx"} 4
vela_http_client_requests_total{host="http://127.0.0.1:UP",status="4xx"} 2
vela_http_client_requests_total{host="http://127.0.0.1:UP",status="5xx"} 1
vela_http_client_errors_total{host="http://127.0.0.1:DEAD",kind="connect"} 1
vela_http_client_request_duration_seconds_bucket{host="http://127.0.0.1:UP",le="1"} 6
vela_http_client_request_duration_seconds_bucket{host="http://127.0.0.1:UP",le="+Inf"} 7
vela_http_client_request_duration_seconds_sum{host="http://127.0.0.1:UP"} at least 1.2 s
vela_http_client_request_duration_seconds_count{host="http://127.0.0.1:UP"} 7
vela_http_client_request_duration_seconds_bucket{host="http://127.0.0.1:DEAD",le="1"} 1
vela_http_client_request_duration_seconds_bucket{host="http://127.0.0.1:DEAD",le="+Inf"} 1
vela_http_client_request_duration_seconds_sum{host="http://127.0.0.1:DEAD"} some
vela_http_client_request_duration_seconds_count{host="http://127.0.0.1:DEAD"} 1
typed
exit 0: STOPPED
exit 0: STOPPED
