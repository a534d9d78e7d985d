--TEST--
Vela: Http\Client: retries for idempotent methods on 502/503/504 and failed connections, Retry-After honoured and capped, never POST unless asked
--EXTENSIONS--
vela
--FILE--
<?php
require __DIR__ . '/echo.inc';
$srv = vela_echo_server();
$base = "http://127.0.0.1:{$srv['port']}";
$http = new Vela\Http\Client(['base_uri' => $base, 'retries' => 2]);

function show(string $what, Vela\Http\Client\Response $r, float $t): void
{
    echo $what, ': ', $r->status(), ' ', $r->body(), "\n";
}
$t = microtime(true);
show('GET 2 failures, 2 retries', $http->get('/flaky?key=a&fail=2'), $t);
show('GET 3 failures, 2 retries', $http->get('/flaky?key=b&fail=3'), $t);
show('GET 502', $http->get('/flaky?key=c&fail=1&status=502'), $t);
show('GET 504', $http->get('/flaky?key=d&fail=1&status=504'), $t);
show('GET 500 is not retried', $http->get('/flaky?key=e&fail=1&status=500'), $t);
show('DELETE', $http->delete('/flaky?key=f&fail=1'), $t);
show('POST is not retried', $http->post('/flaky?key=g&fail=1'), $t);
$posting = new Vela\Http\Client(['base_uri' => $base, 'retries' => 1, 'retry_non_idempotent' => true]);
show('POST with retry_non_idempotent', $posting->post('/flaky?key=h&fail=1'), $t);
show('no retries by default', (new Vela\Http\Client(['base_uri' => $base]))->get('/flaky?key=i&fail=1'), $t);

$t = microtime(true);
show('Retry-After: 1', $http->get('/flaky?key=j&fail=1&after=1'), $t);
$s = microtime(true) - $t;
echo 'waited ', $s >= 0.95 ? 'the second asked' : "only $s s", "\n";
$capped = new Vela\Http\Client(['base_uri' => $base, 'retries' => 1, 'retry_max_delay' => 0.1]);
$t = microtime(true);
show('Retry-After: 30 capped at 0.1 s', $capped->get('/flaky?key=k&fail=1&after=30'), $t);
$s = microtime(true) - $t;
echo 'waited ', $s < 1 ? 'the cap' : "$s s", "\n";

$probe = stream_socket_server('tcp://127.0.0.1:0');
$dead = (int) substr(strrchr(stream_socket_get_name($probe, false), ':'), 1);
fclose($probe);
$t = microtime(true);
try {
    (new Vela\Http\Client(['retries' => 3, 'retry_max_delay' => 0.2]))->get("http://127.0.0.1:$dead/");
} catch (Vela\Http\Client\ConnectException $e) {
    $s = microtime(true) - $t;
    // Three waits: 50-100 ms, 100-200 ms, then capped at 100-200 ms.
    echo 'refused after 3 retries with back-off: ', $s >= 0.25 && $s < 2 ? 'yes' : "no ($s s)", "\n";
}
[$code, $out] = vela_test_stop($srv);
echo "exit $code: ", trim($out), "\n";
?>
--EXPECT--
GET 2 failures, 2 retries: 200 attempt 3
GET 3 failures, 2 retries: 503 attempt 3
GET 502: 200 attempt 2
GET 504: 200 attempt 2
GET 500 is not retried: 500 attempt 1
DELETE: 200 attempt 2
POST is not retried: 503 attempt 1
POST with retry_non_idempotent: 200 attempt 2
no retries by default: 503 attempt 1
Retry-After: 1: 200 attempt 2
waited the second asked
Retry-After: 30 capped at 0.1 s: 200 attempt 2
waited the cap
refused after 3 retries with back-off: yes
exit 0: STOPPED
