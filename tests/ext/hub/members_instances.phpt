--TEST--
Vela: Hub: with Redis, members() lists the distinct ids joined to a topic on every instance (3 instances, one of 2 workers; odd bytes round-trip); an id leaves with its last connection everywhere, and an instance killed with SIGKILL drops its ids within presence_ttl
--CONFLICTS--
redis_patterns
--SKIPIF--
<?php require __DIR__ . '/../redis/redis.inc'; vela_redis_skip_unless('VELA_TEST_REDIS_HOST', 'VELA_TEST_REDIS_PORT'); ?>
--EXTENSIONS--
vela
--FILE--
<?php
require_once __DIR__ . '/../redis/redis.inc';
require __DIR__ . '/relay.inc';
$hubOptions = ['prefix' => 'test:members:' . getmypid() . ':', 'presence_ttl' => 1.5];
$a = relay_test_server(['workers' => 2], $hubOptions, true);
$b = relay_test_server([], $hubOptions, true);
$c = relay_test_server([], $hubOptions, true);

$onA = [];
$pids = [];
for ($i = 0; $i < 40 && (count($pids) < 2 || count($onA) < 4); $i++) {
    [$onA[], $pid] = relay_test_join($a, $i % 2 ? 'alice' : "bob|x\0y");
    $pids[$pid] = true;
}
$onB = [relay_test_join($b, 'alice')[0], relay_test_join($b, 'c d')[0], relay_test_join($b)[0]];
$onC = [relay_test_join($c, "ünï 😀")[0], relay_test_join($c, '0')[0]];
echo "A's connections are in its 2 workers: ", var_export(count($pids) === 2 && !isset($pids[0]), true), "\n";
$all = ['alice', "bob|x\0y", 'c d', "ünï 😀", '0'];
foreach (['A' => [$a, 2], 'B' => [$b, 1], 'C' => [$c, 1]] as $name => [$srv, $workers]) {
    [$ok, $said] = relay_test_members($srv, $workers, $all);
    echo "$name lists every instance's ids once each: ", var_export($ok, true), $ok ? '' : ' ' . json_encode($said), "\n";
}

fclose($onB[1]);   // "c d" leaves B, its only connection
$rest = ['alice', "bob|x\0y", "ünï 😀", '0'];
[$okA] = relay_test_members($a, 2, $rest);
[$okC] = relay_test_members($c, 1, $rest);
echo "c d left B; A and C list it off: ", var_export($okA && $okC, true), "\n";
fclose($onB[0]);   // alice leaves B but stays on A
[$okC] = relay_test_members($c, 1, $rest);
echo "alice left B, still on A: C lists her: ", var_export($okC, true), "\n";

vela_test_stop($c, SIGKILL);   // C dies without a word
$killed = microtime(true);
[$ok, $said] = relay_test_members($a, 2, ['alice', "bob|x\0y"], [], 3 * 1.5 + 10);
echo "C was killed: A drops its ids within presence_ttl: ", var_export($ok, true), $ok ? '' : ' ' . json_encode($said), "\n";
[$ok] = relay_test_members($b, 1, ['alice', "bob|x\0y"]);
echo "B agrees: ", var_export($ok, true), "\n";

foreach (array_merge($onA, [$onB[2]], $onC) as $fp) {
    fclose($fp);
}
[$okA] = relay_test_members($a, 2, []);
[$okB] = relay_test_members($b, 1, []);
echo "all left: A and B list none: ", var_export($okA && $okB, true), "\n";
[$codeA, , $logA] = vela_test_stop($a);
[$codeB, , $logB] = vela_test_stop($b);
echo "A and B stop cleanly, nothing logged about presence: ", var_export($codeA === 0 && $codeB === 0
    && !str_contains($logA . $logB, 'presence'), true), $codeA === 0 && $codeB === 0 ? '' : " ($codeA, $codeB)", "\n";
?>
--EXPECT--
A's connections are in its 2 workers: true
A lists every instance's ids once each: true
B lists every instance's ids once each: true
C lists every instance's ids once each: true
c d left B; A and C list it off: true
alice left B, still on A: C lists her: true
C was killed: A drops its ids within presence_ttl: true
B agrees: true
all left: A and B list none: true
A and B stop cleanly, nothing logged about presence: true
