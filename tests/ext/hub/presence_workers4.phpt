--TEST--
Vela: Hub: without Redis, presence() counts the topic's connections in all 4 workers of the instance, and a worker killed with SIGKILL takes its share along
--EXTENSIONS--
vela
--FILE--
<?php
require __DIR__ . '/relay.inc';
$srv = relay_test_server(['workers' => 4]);
$clients = [];
$pids = [];
for ($i = 0; $i < 200 && (count($pids) < 4 || min($pids) < 1); $i++) {
    $clients[] = $c = relay_test_join($srv);
    $pids[$c[1]] = ($pids[$c[1]] ?? 0) + 1;
}
echo "joined in 4 workers: ", var_export(count($pids) === 4 && !isset($pids[0]), true), "\n";
[$ok, $said] = relay_test_presence($srv, 4, count($clients));
echo "every worker counts the instance's connections: ", var_export($ok, true), $ok ? '' : ' ' . json_encode($said) . ' want ' . count($clients), "\n";

$killed = array_search(max($pids), $pids, true);
posix_kill($killed, SIGKILL);
foreach ($clients as $i => [$fp, $owner]) {
    if ($owner === $killed) {
        fclose($fp);
        unset($clients[$i]);
    }
}
[$ok, $said] = relay_test_presence($srv, 4, count($clients), [$killed]);
echo "after a SIGKILL, every worker counts the rest: ", var_export($ok, true), $ok ? '' : ' ' . json_encode($said), "\n";
foreach ($clients as [$fp]) {
    fclose($fp);
}
[$code] = vela_test_stop($srv);
echo "exit $code\n";
?>
--EXPECT--
joined in 4 workers: true
every worker counts the instance's connections: true
after a SIGKILL, every worker counts the rest: true
exit 0
