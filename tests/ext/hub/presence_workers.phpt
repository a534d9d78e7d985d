--TEST--
Vela: Hub: without Redis, presence() counts the topic's connections in every worker of the instance (2 workers), whichever worker answers; connections that leave and a worker killed with SIGKILL (and respawned) take their share along
--EXTENSIONS--
vela
--FILE--
<?php
require __DIR__ . '/relay.inc';
$srv = relay_test_server(['workers' => 2]);

/* Joins clients until both workers hold at least 2: [[socket, pid], ...]. */
$clients = [];
$pids = [];
for ($i = 0; $i < 100 && (count($pids) < 2 || min($pids) < 2); $i++) {
    $clients[] = $c = relay_test_join($srv);
    $pids[$c[1]] = ($pids[$c[1]] ?? 0) + 1;
}
echo "joined in 2 workers: ", var_export(count($pids) === 2 && !isset($pids[0]), true), "\n";
[$ok, $said] = relay_test_presence($srv, 2, count($clients));
echo "every worker counts the instance's ", count($clients) === array_sum($pids) ? 'connections' : '?', ": ",
    var_export($ok, true), $ok ? '' : ' ' . json_encode($said) . ' want ' . count($clients), "\n";

/* Two connections leave (one in each worker when it can). */
$left = 0;
foreach ([array_key_first($pids), array_key_last($pids)] as $pid) {
    foreach ($clients as $i => [$fp, $owner]) {
        if ($owner === $pid) {
            fclose($fp);
            unset($clients[$i]);
            $left++;
            break;
        }
    }
}
[$ok, $said] = relay_test_presence($srv, 2, count($clients));
echo "after $left left, every worker counts the rest: ", var_export($ok, true), $ok ? '' : ' ' . json_encode($said), "\n";

/* Kill a worker: its connections end and its share goes; the respawned worker counts the rest. */
$killed = array_key_first($pids);
posix_kill($killed, SIGKILL);
foreach ($clients as $i => [$fp, $owner]) {
    if ($owner === $killed) {
        fclose($fp);
        unset($clients[$i]);
    }
}
[$ok, $said] = relay_test_presence($srv, 2, count($clients), [$killed]);
echo "after a SIGKILL, the survivor and the respawned worker count ", count($clients), ": ",
    var_export($ok, true), $ok ? '' : ' ' . json_encode($said), "\n";

foreach ($clients as [$fp]) {
    fclose($fp);
}
[$ok, $said] = relay_test_presence($srv, 2, 0, [$killed]);
echo "all gone, every worker counts 0: ", var_export($ok, true), $ok ? '' : ' ' . json_encode($said), "\n";
[$code, , $log] = vela_test_stop($srv);
echo "exit $code\n";
echo "the relay logged no drop or refusal: ", var_export(!str_contains($log, 'hub relay'), true), "\n";
?>
--EXPECTF--
joined in 2 workers: true
every worker counts the instance's connections: true
after 2 left, every worker counts the rest: true
after a SIGKILL, the survivor and the respawned worker count %d: true
all gone, every worker counts 0: true
exit 0
the relay logged no drop or refusal: true
