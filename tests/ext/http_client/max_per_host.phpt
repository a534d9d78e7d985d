--TEST--
Vela: Http\Client: 1,000 concurrent requests from 1,000 coroutines over max_per_host 8 reuse at most 8 connections
--EXTENSIONS--
vela
--FILE--
<?php
require __DIR__ . '/echo.inc';
$srv = vela_echo_server();
$http = new Vela\Http\Client(['base_uri' => "http://127.0.0.1:{$srv['port']}", 'max_per_host' => 8]);

$ports = [];
$ok = 0;
$wg = new Vela\WaitGroup();
for ($i = 0; $i < 1000; $i++) {
    $wg->add();
    Vela\Coroutine::spawn(function () use ($http, $i, $wg, &$ports, &$ok) {
        try {
            $e = $http->get('/n', ['query' => ['i' => $i]])->json();
            $ok += (int) ($e['query']['i'] === (string) $i);
            $ports[$e['port']] = true;
        } finally {
            $wg->done();
        }
    });
}
$wg->wait();
echo "ok $ok\n";
$n = count($ports);
echo 'connections: ', $n >= 1 && $n <= 8 ? 'between 1 and 8' : $n, "\n";

// A second wave reuses the kept-alive connections: no new port appears.
$again = [];
for ($i = 0; $i < 16; $i++) {
    Vela\Coroutine::spawn(function () use ($http, &$again) {
        $again[$http->get('/again')->json()['port']] = true;
    });
}
Vela\Coroutine::waitAll();
echo 'reused: ', var_export(array_diff_key($again, $ports) === [], true), "\n";
[$code, $out] = vela_test_stop($srv);
echo "exit $code: ", trim($out), "\n";
?>
--EXPECT--
ok 1000
connections: between 1 and 8
reused: true
exit 0: STOPPED
