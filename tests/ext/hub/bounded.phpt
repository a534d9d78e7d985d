--TEST--
Vela: Hub: a subscriber that does not read keeps at most its queue (drop-oldest counted, or closed): 200 MB published do not grow the worker's memory
--EXTENSIONS--
vela
--SKIPIF--
<?php
if (getenv('VELA_ASAN')) die('skip under ASan the process RSS is the sanitizer\'s quarantine and shadow, not the worker\'s');
?>
--FILE--
<?php
function rss_kb(): int
{
    preg_match('/VmRSS:\s+(\d+)/', file_get_contents('/proc/self/status'), $m);
    return (int) $m[1];
}
$hub = new Vela\Hub(null, ['queue' => 16]);
$idle = $hub->subscribe('feed');                               // never read
$strict = $hub->subscribe('feed', ['overflow' => 'close', 'queue' => 4]);
$chunk = str_repeat('x', 10240);
$before = rss_kb();
for ($i = 0; $i < 20000; $i++) {                               // 200 MB in all
    $hub->publish('feed', $chunk);
}
$grown = rss_kb() - $before;
/* Under memcheck the RSS also holds its queue of freed blocks (--freelist-vol, 20 MB): 25.8 MB measured. */
$budget = 20480 + (getenv('VELA_VALGRIND') ? 20000 : 0);
echo "RSS grew under 20 MB (40 under memcheck): ", var_export($grown < $budget, true), $grown < $budget ? '' : " ($grown kB)", "\n";
echo "dropped: ", $idle->dropped(), "\n";
$stats = $hub->stats();
echo "stats dropped: ", $stats['dropped'], ", overflowed: ", $stats['overflowed'], "\n";
$n = 0;
foreach ($idle as $m) {
    if (++$n === 16) {
        break;
    }
}
echo "the newest 16 were kept: $n\n";
$kept = 0;
foreach ($strict as $m) {
    $kept++;
}
echo "closed by overflow after its 4 queued messages: $kept\n";
?>
--EXPECT--
RSS grew under 20 MB (40 under memcheck): true
dropped: 19984
stats dropped: 19984, overflowed: 1
the newest 16 were kept: 16
closed by overflow after its 4 queued messages: 4
