--TEST--
Vela: Hub: with Redis, presence() counts the topic's subscribers on every instance (3 instances, one of 2 workers); a subscriber that leaves is counted off everywhere, and an instance killed with SIGKILL drops out within presence_ttl
--CONFLICTS--
redis_patterns
--SKIPIF--
<?php require __DIR__ . '/../redis/redis.inc'; vela_redis_skip_unless('VELA_TEST_REDIS_HOST', 'VELA_TEST_REDIS_PORT'); ?>
--EXTENSIONS--
vela
--FILE--
<?php
require __DIR__ . '/hub.inc';
$prefix = 'test:presence:' . getmypid() . ':';
$ttl = 1.5;
$a = hub_test_server($prefix, ['workers' => 2], ['presence_ttl' => $ttl]);
$b = hub_test_server($prefix, [], ['presence_ttl' => $ttl]);
$c = hub_test_server($prefix, [], ['presence_ttl' => $ttl]);
$onA = [];
$pids = [];
for ($i = 0; $i < 40 && (count($onA) < 3 || count($pids) < 2); $i++) {
    [$onA[], $pid] = hub_test_subscribe($a);
    $pids[$pid] = true;
}
$onB = [hub_test_subscribe($b)[0], hub_test_subscribe($b)[0]];
$onC = [hub_test_subscribe($c)[0], hub_test_subscribe($c)[0]];
$all = count($onA) + 4;
echo "A's streams are in its 2 workers: ", var_export(count($pids) === 2, true), "\n";
$said = [];
foreach (['A' => $a, 'B' => $b, 'C' => $c] as $name => $srv) {
    $said[] = hub_test_presence($srv, $all) === $all ? "$name: all" : "$name: " . hub_test_presence($srv, $all, 0);
}
echo "every instance counts every subscriber: ", implode(', ', $said), "\n";
$seen = [];
for ($i = 0; $i < 60 && count($seen) < 2; $i++) {   // both workers of A answer the same
    if (preg_match('/^(\d+) (\d+)$/', vela_test_body(vela_test_raw($a, "GET /presence HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")), $m)) {
        $seen[$m[1]] = (int) $m[2];
    }
}
echo "both of A's workers count them: ", var_export(count($seen) === 2 && count(array_unique($seen)) === 1 && reset($seen) === $all, true), "\n";

fclose(array_pop($onB));   // one leaves B
echo "one left B; A and C count it off: ",
    var_export(hub_test_presence($a, $all - 1) === $all - 1 && hub_test_presence($c, $all - 1) === $all - 1, true), "\n";

vela_test_stop($c, SIGKILL);   // C dies without a word
$killed = microtime(true);
$n = hub_test_presence($a, $all - 3, 3 * $ttl + 10);
$after = microtime(true) - $killed;
echo "C was killed: A drops its 2 within presence_ttl: ", var_export($n === $all - 3, true), $n === $all - 3 ? '' : " ($n)", "\n";
echo "B agrees: ", var_export(hub_test_presence($b, $all - 3) === $all - 3, true), "\n";

foreach (array_merge($onA, $onB, $onC) as $fp) {
    fclose($fp);
}
echo "all left: A counts 0: ", var_export(hub_test_presence($a, 0) === 0, true), "\n";
[$codeA, , $logA] = vela_test_stop($a);
[$codeB, , $logB] = vela_test_stop($b);
echo "A and B stop cleanly, nothing logged about presence: ", var_export($codeA === 0 && $codeB === 0
    && !str_contains($logA . $logB, 'presence'), true), $codeA === 0 && $codeB === 0 ? '' : " ($codeA, $codeB)", "\n";
?>
--EXPECT--
A's streams are in its 2 workers: true
every instance counts every subscriber: A: all, B: all, C: all
both of A's workers count them: true
one left B; A and C count it off: true
C was killed: A drops its 2 within presence_ttl: true
B agrees: true
all left: A counts 0: true
A and B stop cleanly, nothing logged about presence: true
