--TEST--
Vela: Http\Server: metrics_path answers loopback clients only, never through a proxy, unless metrics_public is on; the probes answer everyone
--EXTENSIONS--
vela
--SKIPIF--
<?php
foreach (net_get_interfaces() ?: [] as $interface) {
    foreach ($interface['unicast'] ?? [] as $a) {
        if (($a['family'] ?? 0) === AF_INET && !str_starts_with($a['address'] ?? '127.', '127.')) {
            return;
        }
    }
}
die('skip no non-loopback IPv4 address to connect from');
?>
--FILE--
<?php
require __DIR__ . '/server.inc';
$outside = null;
foreach (net_get_interfaces() as $interface) {
    foreach ($interface['unicast'] ?? [] as $a) {
        if (($a['family'] ?? 0) === AF_INET && !str_starts_with($a['address'] ?? '127.', '127.')) {
            $outside ??= $a['address'];
        }
    }
}
/* GET $path from $address (the server sees the client at the same address); the status line. */
function status(array $srv, string $address, string $path, string $headers = ''): string
{
    $fp = stream_socket_client("tcp://$address:{$srv['port']}", $errno, $errstr, 5);
    if ($fp === false) {
        return "connect failed: $errstr";
    }
    stream_set_timeout($fp, 5);
    fwrite($fp, "GET $path HTTP/1.1\r\nHost: x\r\n{$headers}Connection: close\r\n\r\n");
    $response = vela_test_read_all($fp);
    fclose($fp);
    $body = vela_test_body($response);
    return vela_test_status($response) . (str_contains($body, 'vela_http_requests_total') ? ' (metrics)' : '');
}
foreach ([false, true] as $public) {
    echo "metrics_public ", var_export($public, true), ":\n";
    $srv = vela_test_server('return Vela\Http\Response::text("app");', ['host' => '0.0.0.0',
        'health_path' => '/healthz', 'ready_path' => '/readyz', 'metrics_path' => '/metrics',
        'metrics_public' => $public]);
    echo "  loopback: ", status($srv, '127.0.0.1', '/metrics'), "\n";
    echo "  loopback through a proxy (X-Forwarded-For): ",
        status($srv, '127.0.0.1', '/metrics', "X-Forwarded-For: 203.0.113.9\r\n"), "\n";
    echo "  loopback through a proxy (Forwarded): ",
        status($srv, '127.0.0.1', '/metrics', "Forwarded: for=203.0.113.9\r\n"), "\n";
    echo "  loopback through a proxy (X-Real-IP): ",
        status($srv, '127.0.0.1', '/metrics', "X-Real-IP: 203.0.113.9\r\n"), "\n";
    echo "  another host: ", status($srv, $outside, '/metrics'), "\n";
    echo "  another host, /healthz: ", status($srv, $outside, '/healthz'), "\n";
    echo "  another host, /readyz: ", status($srv, $outside, '/readyz'), "\n";
    vela_test_stop($srv);
}
?>
--EXPECT--
metrics_public false:
  loopback: HTTP/1.1 200 OK (metrics)
  loopback through a proxy (X-Forwarded-For): HTTP/1.1 404 Not Found
  loopback through a proxy (Forwarded): HTTP/1.1 404 Not Found
  loopback through a proxy (X-Real-IP): HTTP/1.1 404 Not Found
  another host: HTTP/1.1 404 Not Found
  another host, /healthz: HTTP/1.1 200 OK
  another host, /readyz: HTTP/1.1 200 OK
metrics_public true:
  loopback: HTTP/1.1 200 OK (metrics)
  loopback through a proxy (X-Forwarded-For): HTTP/1.1 200 OK (metrics)
  loopback through a proxy (Forwarded): HTTP/1.1 200 OK (metrics)
  loopback through a proxy (X-Real-IP): HTTP/1.1 200 OK (metrics)
  another host: HTTP/1.1 200 OK (metrics)
  another host, /healthz: HTTP/1.1 200 OK
  another host, /readyz: HTTP/1.1 200 OK
