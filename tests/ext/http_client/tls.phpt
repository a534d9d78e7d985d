--TEST--
Vela: Http\Client: TLS verified by default (CA file, wrong name, expired, unknown CA), verify=false noticed once, HTTP/2 multiplexed over one connection, proxies (CONNECT, refused CONNECT, no_proxy)
--EXTENSIONS--
vela
--SKIPIF--
<?php
if (getenv('VELA_VALGRIND')) {
    die('skip timing-bound: under memcheck its timeouts pass (basic, errors, retries, max_per_host run there)');
}
foreach (['nginx', 'openssl', 'tinyproxy'] as $tool) {
    exec("command -v $tool", $out, $code);
    if ($code !== 0) {
        die("skip $tool is not installed (scripts/install-deps)");
    }
}
?>
--FILE--
<?php
require __DIR__ . '/tls.inc';
$tls = vela_tls_start();
$good = "https://127.0.0.1:{$tls['good']}";

function attempt(string $what, callable $fn): void
{
    try {
        $body = $fn()->body();
        echo "$what: $body\n";
    } catch (Vela\Http\Client\Exception $e) {
        echo "$what: ", get_class($e), ': ', preg_replace('/:\d{4,5}\b/', ':PORT', $e->getMessage()), "\n";
    }
}
$trusting = new Vela\Http\Client(['verify' => $tls['ca'], 'timeout' => 10]);
attempt('our CA', fn () => $trusting->get("$good/"));
attempt('system store', fn () => (new Vela\Http\Client(['timeout' => 10]))->get("$good/"));
attempt('wrong name', fn () => $trusting->get("https://127.0.0.1:{$tls['wrong']}/"));
attempt('expired', fn () => $trusting->get("https://127.0.0.1:{$tls['expired']}/"));
set_error_handler(function (int $no, string $message) {
    echo 'notice: ', $message, "\n";
    return true;
});
$blind = new Vela\Http\Client(['verify' => false]);
attempt('verify off, wrong name', fn () => $blind->get("https://127.0.0.1:{$tls['wrong']}/"));
$blind2 = new Vela\Http\Client(['verify' => false]);
attempt('verify off again (no second notice)', fn () => $blind2->get("https://127.0.0.1:{$tls['expired']}/"));
restore_error_handler();

// HTTP/2: 200 concurrent requests over max_per_host 8 share one connection.
$h2 = new Vela\Http\Client(['base_uri' => $good, 'verify' => $tls['ca'], 'max_per_host' => 8, 'timeout' => 20]);
$h2->get('/warm');
$ok = 0;
for ($i = 0; $i < 200; $i++) {
    Vela\Coroutine::spawn(function () use ($h2, $i, &$ok) {
        $ok += (int) ($h2->get("/h2/$i")->json()['cert'] === 'good');
    });
}
Vela\Coroutine::waitAll();
usleep(200000); // nginx logs a request after answering it
$lines = array_values(array_filter(vela_tls_log($tls), fn ($l) => str_starts_with($l[2] ?? '', '/h2/')));
echo "h2: $ok ok, ", count($lines), ' logged, protocols ', implode(',', array_unique(array_column($lines, 1))),
    ', connections ', count(array_unique(array_column($lines, 0))), "\n";
$h1 = new Vela\Http\Client(['base_uri' => $good, 'verify' => $tls['ca'], 'http2' => false, 'max_per_host' => 4]);
for ($i = 0; $i < 40; $i++) {
    Vela\Coroutine::spawn(fn () => $h1->get("/h1/$i"));
}
Vela\Coroutine::waitAll();
usleep(200000);
$lines = array_values(array_filter(vela_tls_log($tls), fn ($l) => str_starts_with($l[2] ?? '', '/h1/')));
$n = count(array_unique(array_column($lines, 0)));
echo 'h1: protocols ', implode(',', array_unique(array_column($lines, 1))), ', connections ', $n >= 1 && $n <= 4 ? '1 to 4' : $n, "\n";

// Proxies.
$proxied = new Vela\Http\Client(['verify' => $tls['ca'], 'proxy' => "http://127.0.0.1:{$tls['proxy']}", 'timeout' => 10]);
attempt('through tinyproxy', fn () => $proxied->get("$good/via-proxy"));
$log = (string) file_get_contents("{$tls['dir']}/proxy.log");
echo 'proxy saw CONNECT: ', var_export(str_contains($log, 'CONNECT'), true), "\n";
$bypass = new Vela\Http\Client(['verify' => $tls['ca'], 'proxy' => "http://127.0.0.1:{$tls['refusing_proxy']}", 'no_proxy' => '127.0.0.1', 'timeout' => 10]);
attempt('no_proxy bypasses a refusing proxy', fn () => $bypass->get("$good/direct"));
$refused = new Vela\Http\Client(['verify' => $tls['ca'], 'proxy' => "http://127.0.0.1:{$tls['refusing_proxy']}", 'timeout' => 10]);
attempt('refused CONNECT', fn () => $refused->get("$good/refused"));
vela_tls_stop($tls);
?>
--EXPECTF--
our CA: {"cert":"good"}
system store: Vela\Http\Client\TlsException: GET https://127.0.0.1:PORT/: SSL certificate problem: unable to get local issuer certificate
wrong name: Vela\Http\Client\TlsException: GET https://127.0.0.1:PORT/: SSL: no alternative certificate subject name matches target host name '127.0.0.1'
expired: Vela\Http\Client\TlsException: GET https://127.0.0.1:PORT/: SSL certificate problem: certificate has expired
notice: Vela\Http\Client::__construct(): TLS certificate verification is off ("verify" => false): any server can impersonate the hosts this client calls
verify off, wrong name: {"cert":"wrong"}
verify off again (no second notice): {"cert":"expired"}
h2: 200 ok, 200 logged, protocols HTTP/2.0, connections 1
h1: protocols HTTP/1.1, connections 1 to 4
through tinyproxy: {"cert":"good"}
proxy saw CONNECT: true
no_proxy bypasses a refusing proxy: {"cert":"good"}
refused CONNECT: Vela\Http\Client\ConnectException: GET https://127.0.0.1:PORT/refused: %s
