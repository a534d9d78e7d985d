--TEST--
Vela: Http\Client: reset mid-body, garbage status line, oversized headers, endless chunked body, gzip bomb, slow drip, stalled body, unresolvable name: each a clear exception within its timeout while the worker keeps serving
--EXTENSIONS--
vela
--SKIPIF--
<?php if (getenv('VELA_VALGRIND')) die('skip timing-bound: under memcheck its timeouts pass (basic, errors, retries, max_per_host run there)'); ?>
--FILE--
<?php
require __DIR__ . '/echo.inc';
require __DIR__ . '/faults.inc';
$echo = vela_echo_server();
$faults = [
    // behaviour => [client options, at most seconds]
    'reset' => [['timeout' => 5], 2],
    'garbage' => [['timeout' => 5], 2],
    'huge_headers' => [['timeout' => 5], 2],
    'endless' => [['timeout' => 10, 'body_limit' => 1 << 20], 3],
    'bomb' => [['timeout' => 10, 'body_limit' => 1 << 20], 3],
    'drip' => [['timeout' => 1.5], 3],
    'stall' => [['timeout' => 10, 'idle_timeout' => 1], 3.5],
];
$servers = [];
foreach ($faults as $behaviour => $_) {
    $servers[$behaviour] = vela_raw_server($behaviour);
}
$results = [];
$running = count($faults) + 1;
foreach ($faults as $behaviour => [$options, $limit]) {
    Vela\Coroutine::spawn(function () use ($behaviour, $options, $limit, $servers, &$results, &$running) {
        $t = microtime(true);
        try {
            $r = (new Vela\Http\Client($options))->get("http://127.0.0.1:{$servers[$behaviour][1]}/");
            $results[$behaviour] = "no exception: status {$r->status()}";
        } catch (Vela\Http\Client\Exception $e) {
            $s = microtime(true) - $t;
            $message = preg_replace('/127\.0\.0\.1:\d+/', 'HOST', $e->getMessage());
            $results[$behaviour] = get_class($e) . ($s <= $limit ? '' : " after $s s") . ": $message";
        }
        $running--;
    });
}
Vela\Coroutine::spawn(function () use (&$results, &$running) {
    $t = microtime(true);
    try {
        (new Vela\Http\Client(['timeout' => 5]))->get('http://no-such-host.invalid/');
    } catch (Vela\Http\Client\Exception $e) {
        $results['dns'] = get_class($e) . (microtime(true) - $t < 5 ? '' : ' slow') . ': ' . $e->getMessage();
    }
    $running--;
});
// Meanwhile the worker serves: a steady stream of requests to a good server completes.
$served = 0;
$http = new Vela\Http\Client(['base_uri' => "http://127.0.0.1:{$echo['port']}"]);
while ($running > 0) {
    $served += (int) ($http->get('/ok')->status() === 200);
    Vela\Coroutine::sleep(0.01);
}
ksort($results);
foreach ($results as $behaviour => $result) {
    echo "$behaviour: $result\n";
}
echo 'served meanwhile: ', $served >= 5 ? 'yes' : "only $served", "\n";
foreach ($servers as $server) {
    vela_raw_stop($server);
}
[$code, $out] = vela_test_stop($echo);
echo "exit $code: ", trim($out), "\n";
?>
--EXPECTF--
bomb: Vela\Http\Client\ResponseTooLarge: GET http://HOST/: response body larger than body_limit (1048576 bytes)
dns: Vela\Http\Client\ConnectException: GET http://no-such-host.invalid:80/: Could not resolve host: no-such-host.invalid
drip: Vela\Http\Client\TimeoutException: GET http://HOST/: Operation timed out after %d milliseconds with %d out of 1000 bytes received
endless: Vela\Http\Client\ResponseTooLarge: GET http://HOST/: response body larger than body_limit (1048576 bytes)
garbage: Vela\Http\Client\Exception: GET http://HOST/: Received HTTP/0.9 when not allowed
huge_headers: Vela\Http\Client\Exception: GET http://HOST/: Too large response headers: %d > %d
reset: Vela\Http\Client\Exception: GET http://HOST/: %r(the connection failed \(reset by the peer\?\)|Recv failure: Connection reset by peer|transfer closed with \d+ bytes remaining to read)%r
stall: Vela\Http\Client\TimeoutException: GET http://HOST/: Operation too slow. Less than 1 bytes/sec transferred the last 1 seconds
served meanwhile: yes
exit 0: STOPPED
