--TEST--
Vela: Http\Client: a request made while serving one carries its X-Request-Id and continues its traceparent (same trace, new span), through a real Vela server calling another; opt-out; caller's headers win
--EXTENSIONS--
vela
--FILE--
<?php
require __DIR__ . '/echo.inc';
$b = vela_echo_server();
$handler = <<<'PHP'
    $q = $request->query();
    $http = new Vela\Http\Client(isset($q['off']) ? ['propagate' => false] : []);
    $headers = isset($q['own']) ? ['X-REQUEST-ID' => 'mine', 'TraceParent' => 'theirs'] : [];
    if (isset($q['spawn'])) {
        $ch = new Vela\Channel(1);
        $pass = $q['spawn'] === 'pass' ? $http->propagationHeaders() : [];
        Vela\Coroutine::spawn(fn () => $ch->push($http->get(B . '/x', ['headers' => $pass])->json()['headers']));
        $seen = $ch->pop();
    } else {
        $seen = $http->get(B . '/x', ['headers' => $headers])->json()['headers'];
        $again = $http->get(B . '/x')->json()['headers'];
    }
    return Vela\Http\Response::json(['rid' => $seen['x-request-id'] ?? null, 'tp' => $seen['traceparent'] ?? null,
        'ts' => $seen['tracestate'] ?? null, 'tp2' => $again['traceparent'] ?? null, 'id' => $request->id(),
        'main' => (new Vela\Http\Client())->propagationHeaders()]);
    PHP;
$prelude = "const B = 'http://127.0.0.1:{$b['port']}';";
$withIds = vela_test_server($handler, ['request_id' => true], $prelude);
$plain = vela_test_server($handler, [], $prelude);

$client = new Vela\Http\Client();
var_dump($client->propagationHeaders());   // the main context serves no request
function call(Vela\Http\Client $client, array $srv, string $query, array $headers = []): array
{
    return $client->get("http://127.0.0.1:{$srv['port']}/?$query", ['headers' => $headers])->json();
}
$trace = '4bf92f3577b34da6a3ce929d0e0e4736';
$incoming = ['X-Request-Id' => 'abc-123', 'traceparent' => "00-$trace-00f067aa0ba902b7-01", 'tracestate' => 'congo=t61rcWkgMzE'];

$r = call($client, $withIds, 'a', $incoming);
echo 'forwarded id: ', $r['rid'], ' (own ', $r['id'], ")\n";
preg_match('/^00-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/', $r['tp'], $m);
echo 'same trace: ', var_export($m[1] === $trace, true), ' flags: ', $m[3], ' new span: ', var_export($m[2] !== '00f067aa0ba902b7' && $m[2] !== '0000000000000000', true), "\n";
$m2 = substr($r['tp2'], 36, 16);
echo 'each request its span: ', var_export($m2 !== $m[2] && str_starts_with($r['tp2'], "00-$trace-"), true), "\n";
echo 'tracestate: ', $r['ts'], "\n";
echo 'propagationHeaders() in the handler: ', implode(', ', array_keys($r['main'])), "\n";

$r = call($client, $withIds, 'b');
echo 'generated id forwarded: ', var_export($r['rid'] === $r['id'] && $r['rid'] !== null, true), ' traceparent: ', var_export($r['tp'], true), "\n";

$r = call($client, $withIds, 'off', $incoming);
echo 'propagate off: ', var_export($r['rid'], true), ' ', var_export($r['tp'], true), "\n";

$r = call($client, $withIds, 'own', $incoming);
echo 'caller wins: ', $r['rid'], ' ', $r['tp'], "\n";

$r = call($client, $withIds, 'c', ['traceparent' => "00-$trace-0000000000000000-01"]);
echo 'invalid traceparent: ', var_export($r['tp'], true), "\n";

$r = call($client, $withIds, 'spawn=bare', $incoming);
echo 'spawned coroutine: ', var_export($r['rid'], true), ' ', var_export($r['tp'], true), "\n";
$r = call($client, $withIds, 'spawn=pass', $incoming);
echo 'spawned with propagationHeaders(): ', $r['rid'], ' ', var_export(str_starts_with($r['tp'], "00-$trace-"), true), ' ', $r['ts'], "\n";

$r = call($client, $plain, 'd', ['X-Request-Id' => 'zz-9']);
echo 'without request_id: ', $r['rid'], ' ', var_export($r['id'], true), "\n";
$r = call($client, $plain, 'e');
echo 'nothing to forward: ', var_export($r['rid'], true), ' ', var_export($r['tp'], true), "\n";
vela_test_stop($withIds);
vela_test_stop($plain);
vela_test_stop($b); // the echo server would outlive the test
?>
--EXPECT--
array(0) {
}
forwarded id: abc-123 (own abc-123)
same trace: true flags: 01 new span: true
each request its span: true
tracestate: congo=t61rcWkgMzE
propagationHeaders() in the handler: X-Request-Id, traceparent, tracestate
generated id forwarded: true traceparent: NULL
propagate off: NULL NULL
caller wins: mine theirs
invalid traceparent: NULL
spawned coroutine: NULL NULL
spawned with propagationHeaders(): abc-123 true congo=t61rcWkgMzE
without request_id: zz-9 NULL
nothing to forward: NULL NULL
