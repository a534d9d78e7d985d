--TEST--
Vela: Hub: without Redis, one publish reaches every WebSocket connection joined in each of 2 workers exactly once, and a burst of 2000 keeps its order (the master relays)
--EXTENSIONS--
vela
--FILE--
<?php
require __DIR__ . '/relay.inc';
$srv = relay_test_server(['workers' => 2]);
[$clients, $pids] = relay_test_spread($srv, 2, 3);
echo "connections joined in 2 workers: ", var_export(count($pids) === 2 && !isset($pids[0]), true), "\n";
foreach (['first', 'second', 'third'] as $message) {
    echo "$message: publish reached this worker's connections: ",
        var_export((int) relay_test_get($srv, "/pub?m=$message") >= 3, true), "\n";
    echo "$message: every connection got it exactly once: ",
        relay_test_check(relay_test_messages($clients, 5.0, 1), [$message]), "\n";
}
relay_test_get($srv, '/burst?n=2000&tag=b');
echo "a burst of 2000 reached every connection once, in order: ",
    relay_test_check(relay_test_messages($clients, 10.0, 2000), array_map(fn ($i) => "b $i", range(0, 1999))), "\n";
foreach ($clients as $fp) {
    fclose($fp);
}
[$code] = vela_test_stop($srv);
echo "exit $code\n";
?>
--EXPECT--
connections joined in 2 workers: true
first: publish reached this worker's connections: true
first: every connection got it exactly once: ok
second: publish reached this worker's connections: true
second: every connection got it exactly once: ok
third: publish reached this worker's connections: true
third: every connection got it exactly once: ok
a burst of 2000 reached every connection once, in order: ok
exit 0
