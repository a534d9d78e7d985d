--TEST--
Vela: Hub: /metrics counts hub subscribers, deliveries, messages dropped from full queues and subscribers closed by overflow
--EXTENSIONS--
vela
--FILE--
<?php
require __DIR__ . '/../http/server.inc';
$srv = vela_test_server('
    global $hub, $kept;
    if ($request->path() === "/flood") {
        $kept[] = $hub->subscribe("t", ["queue" => 4]);                        // never read
        $kept[] = $hub->subscribe("t", ["queue" => 2, "overflow" => "close"]); // never read
        for ($i = 0; $i < 10; $i++) {
            $hub->publish("t", "m$i");
        }
        return Vela\Http\Response::text("ok");
    }
    return Vela\Http\Response::text("?");', ['metrics_path' => '/metrics'], '$hub = new Vela\Hub(); $kept = [];');
vela_test_raw($srv, "GET /flood HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
$metrics = vela_test_body(vela_test_raw($srv, "GET /metrics HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"));
foreach (explode("\n", $metrics) as $line) {
    if (str_starts_with($line, 'vela_hub_')) {
        echo $line, "\n";
    }
}
vela_test_stop($srv);
?>
--EXPECT--
vela_hub_subscribers 2
vela_hub_messages_delivered_total 12
vela_hub_messages_dropped_total 6
vela_hub_subscribers_overflowed_total 1
vela_hub_relay_dropped_total 0
