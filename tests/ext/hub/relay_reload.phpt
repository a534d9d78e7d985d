--TEST--
Vela: Hub: without Redis, the workers of a reload (SIGHUP) join the relay and the old ones leave it: every connection then gets each publish exactly once
--SKIPIF--
<?php if (getenv('VELA_VALGRIND')) die('skip a reload execs /proc/self/exe, which memcheck loads as itself (valgrind: mmap(0x58000000) failed in UME)'); ?>
--EXTENSIONS--
vela
--FILE--
<?php
require __DIR__ . '/relay.inc';
$srv = relay_test_server(['workers' => 2, 'drain_timeout' => 5]);
[$clients, $now] = relay_test_spread($srv, 2, 2);
echo "joined in 2 workers: ", var_export(count($now) === 2, true), "\n";

/* Reload: the old workers close their connections with 1001; clients join the new ones. */
proc_terminate($srv['proc'], SIGHUP);
$ended = 0;
foreach ($clients as $fp) {
    stream_set_timeout($fp, 10);
    $rest = '';
    while (!feof($fp) && ($chunk = fread($fp, 8192)) !== '' && $chunk !== false) {
        $rest .= $chunk;
    }
    $ended += str_contains($rest, "\x88\x02\x03\xe9") ? 1 : 0;   // after any message still unread
    fclose($fp);
}
echo "every old connection got 1001: ", var_export($ended === count($clients), true), "\n";
for ($i = 0; $i < 100; $i++) {
    [$clients, $new] = relay_test_spread($srv, 2, 2);
    if (count($new) === 2 && !array_intersect_key($new, $now)) {
        break;
    }
    foreach ($clients as $fp) {
        fclose($fp);
    }
    usleep(100000);
}
echo "joined in 2 new workers: ", var_export(count($new) === 2 && !array_intersect_key($new, $now), true), "\n";
relay_test_get($srv, '/pub?m=after-reload');
echo "every connection got it once: ", relay_test_check(relay_test_messages($clients, 5.0, 1), ['after-reload']), "\n";
foreach ($clients as $fp) {
    fclose($fp);
}
[$code, , $log] = vela_test_stop($srv);
echo "exit $code\n";
echo "the relay logged no drop or refusal: ", var_export(!str_contains($log, 'hub relay'), true), "\n";
?>
--EXPECT--
joined in 2 workers: true
every old connection got 1001: true
joined in 2 new workers: true
every connection got it once: ok
exit 0
the relay logged no drop or refusal: true
