--TEST--
Vela: Hub: without Redis, a worker killed and respawned joins the relay (the dead one leaves): every connection then gets each publish exactly once
--EXTENSIONS--
vela
--FILE--
<?php
require __DIR__ . '/relay.inc';
$srv = relay_test_server(['workers' => 2, 'drain_timeout' => 5]);
[$clients, $pids] = relay_test_spread($srv, 2, 2);
echo "joined in 2 workers: ", var_export(count($pids) === 2, true), "\n";

/* Kill one worker: its connections end, the master starts another. */
$killed = array_key_first($pids);
posix_kill($killed, SIGKILL);
$alive = [];
foreach ($clients as $fp) {
    fclose($fp);
}
for ($i = 0; $i < 100; $i++) {
    usleep(100000);
    [$clients, $now] = relay_test_spread($srv, 2, 2);
    if (count($now) === 2 && !isset($now[$killed])) {
        break;
    }
    foreach ($clients as $fp) {
        fclose($fp);
    }
}
echo "joined in the survivor and the respawned worker: ", var_export(count($now) === 2 && !isset($now[$killed]), true), "\n";
relay_test_get($srv, '/pub?m=after-respawn');
echo "every connection got it once: ", relay_test_check(relay_test_messages($clients, 5.0, 1), ['after-respawn']), "\n";
relay_test_get($srv, '/burst?n=500&tag=r');
echo "a burst of 500 reached every connection once, in order: ",
    relay_test_check(relay_test_messages($clients, 10.0, 500), array_map(fn ($i) => "r $i", range(0, 499))), "\n";

foreach ($clients as $fp) {
    fclose($fp);
}
[$code, , $log] = vela_test_stop($srv);
echo "exit $code\n";
echo "the relay logged no drop or refusal: ", var_export(!str_contains($log, 'hub relay'), true), "\n";
?>
--EXPECT--
joined in 2 workers: true
joined in the survivor and the respawned worker: true
every connection got it once: ok
a burst of 500 reached every connection once, in order: ok
exit 0
the relay logged no drop or refusal: true
