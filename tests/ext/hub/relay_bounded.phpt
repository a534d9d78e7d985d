--TEST--
Vela: Hub: without Redis, a worker that does not read costs the master at most its relay buffer: 120 MiB published while it is blocked grows the master by less than 48 MiB, the excess is dropped and counted in /metrics, and the worker lives on
--SKIPIF--
<?php if (getenv('VELA_ASAN')) die('skip RSS is not measurable under ASan');
if (getenv('VELA_VALGRIND')) die('skip RSS is not measurable under memcheck, and 120 MiB through it take 90 s (the drops: test-relay bounded)'); ?>
--EXTENSIONS--
vela
--FILE--
<?php
require __DIR__ . '/relay.inc';
$srv = relay_test_server(['workers' => 2, 'metrics_path' => '/metrics']);

/* Two keep-alive connections, one to each worker. */
function ask($fp, string $target): string
{
    fwrite($fp, "GET $target HTTP/1.1\r\nHost: x\r\n\r\n");
    return vela_test_body(vela_test_read_responses($fp, 1)[0]);
}
$byPid = [];
for ($i = 0; $i < 40 && count($byPid) < 2; $i++) {
    $fp = vela_test_connect($srv, 30);
    $byPid[ask($fp, '/pid')] ??= $fp;
}
echo "a connection to each worker: ", var_export(count($byPid) === 2, true), "\n";
[$slow, $fast] = array_values($byPid);

function peak_kb(int $pid): int
{
    preg_match('/VmHWM:\s+(\d+)/', (string) file_get_contents("/proc/$pid/status"), $m);
    return (int) $m[1];
}
$master = proc_get_status($srv['proc'])['pid'];
ask($fast, '/pub?m=warm');
$before = peak_kb($master);

$flag = sys_get_temp_dir() . '/vela-relay-bounded-' . getmypid();
fwrite($slow, "GET /block?f=$flag HTTP/1.1\r\nHost: x\r\n\r\n");   // joins the relay, then reads nothing until released
for ($i = 0; $i < 600 && !file_exists("$flag.started"); $i++) {
    usleep(50000);
}
echo "published 120 MiB: ", trim(ask($fast, '/big?n=120')), "\n";
$grown = (peak_kb($master) - $before) / 1024;
echo "the master grew by less than 48 MiB: ", var_export($grown < 48, true), $grown < 48 ? '' : " ($grown MiB)", "\n";
preg_match('/^vela_hub_relay_dropped_total (\d+)$/m', ask($fast, '/metrics'), $m);
echo "drops counted in /metrics: ", var_export((int) ($m[1] ?? 0) > 0, true), "\n";
touch("$flag.release");
stream_set_timeout($slow, 30);
echo "the slow worker lives on and answers: ",
    var_export(array_search($slow, $byPid, true) == vela_test_body(vela_test_read_responses($slow, 1)[0]), true), "\n";
@unlink("$flag.started");
@unlink("$flag.release");
[$code, , $log] = vela_test_stop($srv);
echo "exit $code\n";
echo "the master logged the drops: ", var_export(str_contains($log, 'messages dropped for slow workers'), true), "\n";
?>
--EXPECT--
a connection to each worker: true
published 120 MiB: sent
the master grew by less than 48 MiB: true
drops counted in /metrics: true
the slow worker lives on and answers: true
exit 0
the master logged the drops: true
