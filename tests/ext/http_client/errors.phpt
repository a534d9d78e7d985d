--TEST--
Vela: Http\Client: refused, unresolvable, timeouts, redirects off/limited, body_limit and http_errors each give their exception; the client keeps working
--EXTENSIONS--
vela
--FILE--
<?php
require __DIR__ . '/echo.inc';
$srv = vela_echo_server();
$base = "http://127.0.0.1:{$srv['port']}";

function attempt(callable $fn): void
{
    $t = microtime(true);
    try {
        $r = $fn();
        echo 'status ', $r->status(), "\n";
    } catch (Vela\Http\Client\Exception $e) {
        $s = microtime(true) - $t;
        echo get_class($e), ' (', $s < 2.5 ? 'fast' : "slow: $s s", '): ', preg_replace('/:\d{4,5}\b/', ':PORT', $e->getMessage()), "\n";
    }
}

// A port nobody listens on: bind one, close it, use it.
$probe = stream_socket_server('tcp://127.0.0.1:0');
$dead = (int) substr(strrchr(stream_socket_get_name($probe, false), ':'), 1);
fclose($probe);
$http = new Vela\Http\Client(['timeout' => 2.0]);
attempt(fn () => $http->get("http://127.0.0.1:$dead/"));
attempt(fn () => $http->get('http://no-such-host.invalid/'));
attempt(fn () => (new Vela\Http\Client(['timeout' => 0.3]))->get("$base/sleep?ms=1500"));
attempt(fn () => $http->get("$base/redirect/2"));
attempt(fn () => (new Vela\Http\Client(['redirects' => 3]))->get("$base/redirect/2"));
attempt(fn () => (new Vela\Http\Client(['redirects' => 1]))->get("$base/redirect/2"));
attempt(fn () => (new Vela\Http\Client(['body_limit' => 1000]))->get("$base/big?n=1000"));
attempt(fn () => (new Vela\Http\Client(['body_limit' => 1000]))->get("$base/big?n=1001"));
$strict = new Vela\Http\Client(['http_errors' => true]);
attempt(fn () => $strict->get("$base/status/204"));
try {
    $strict->get("$base/status/502");
} catch (Vela\Http\Client\StatusException $e) {
    echo get_class($e), ' ', $e->getCode(), ' ', $e->getResponse()->status(), ' ', $e->getResponse()->body(), "\n";
}
// A timeout cancels only its own transfer: a concurrent one completes.
$ok = null;
Vela\Coroutine::spawn(function () use ($http, $base, &$ok) { $ok = $http->get("$base/sleep?ms=500")->status(); });
attempt(fn () => (new Vela\Http\Client(['timeout' => 0.1]))->get("$base/sleep?ms=1000"));
Vela\Coroutine::waitAll();
echo "concurrent: $ok\n";
[$code, $out] = vela_test_stop($srv);
echo "exit $code: ", trim($out), "\n";
?>
--EXPECTF--
Vela\Http\Client\ConnectException (fast): GET http://127.0.0.1:PORT/: %s
Vela\Http\Client\ConnectException (fast): GET http://no-such-host.invalid:80/: Could not resolve host: no-such-host.invalid
Vela\Http\Client\TimeoutException (fast): GET http://127.0.0.1:PORT/sleep: Operation timed out after %d milliseconds with 0 bytes received
status 302
status 200
Vela\Http\Client\TooManyRedirects (fast): GET http://127.0.0.1:PORT/redirect/2: Maximum (1) redirects followed
status 200
Vela\Http\Client\ResponseTooLarge (fast): GET http://127.0.0.1:PORT/big: response body larger than body_limit (1000 bytes)
status 204
Vela\Http\Client\StatusException 502 502 status 502
Vela\Http\Client\TimeoutException (fast): GET http://127.0.0.1:PORT/sleep: Operation timed out after %d milliseconds with 0 bytes received
concurrent: 200
exit 0: STOPPED
