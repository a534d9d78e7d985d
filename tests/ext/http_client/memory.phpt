--TEST--
Vela: Http\Client: nothing grows over 6,000 requests with failures mixed in (refused connections, 500s, bad options)
--EXTENSIONS--
vela
--SKIPIF--
<?php if (getenv('VELA_VALGRIND')) die('skip the memory counts of a long loop: memcheck checks the same code in basic.phpt and errors.phpt'); ?>
--FILE--
<?php
require __DIR__ . '/echo.inc';
$srv = vela_echo_server();
$http = new Vela\Http\Client(['base_uri' => "http://127.0.0.1:{$srv['port']}", 'max_per_host' => 4, 'headers' => ['X-A' => ['1', '2']]]);
$probe = stream_socket_server('tcp://127.0.0.1:0');
$dead = (int) substr(strrchr(stream_socket_get_name($probe, false), ':'), 1);
fclose($probe);

function round_of(Vela\Http\Client $http, int $dead, int $n): int
{
    $failures = 0;
    for ($i = 0; $i < $n; $i++) {
        try {
            match ($i % 6) {
                0 => $http->get("http://127.0.0.1:$dead/refused"),
                1 => $http->get('/status/500')->headers(),
                2 => $http->post('/n', ['json' => ['i' => $i], 'headers' => ['X-B' => 'b']])->json(),
                3 => $http->get('/n', ['query' => ['i' => $i]])->header('content-type'),
                4 => $http->get('/n', ['bad' => 1]),
                5 => $http->put('/n', ['body' => fopen('php://memory', 'r')])->body(),
            };
        } catch (Vela\Http\Client\Exception $e) {
            $failures++;
        }
    }
    return $failures;
}
round_of($http, $dead, 600); // warm: caches, connections, the allocator's pages
$before = memory_get_usage();
$failures = 0;
for ($round = 0; $round < 10; $round++) {
    $failures += round_of($http, $dead, 600);
}
$grew = memory_get_usage() - $before;
echo "failures: $failures\n";
echo 'memory: ', $grew < 4096 ? 'flat' : "grew $grew bytes", "\n";
[$code, $out] = vela_test_stop($srv);
echo "exit $code: ", trim($out), "\n";
?>
--EXPECT--
failures: 2000
memory: flat
exit 0: STOPPED
