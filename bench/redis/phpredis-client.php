<?php
/*
 * bench/redis: phpredis (Debian's php-redis), a persistent connection used in
 * a loop, as a PHP-FPM or CLI worker uses it: one command at a time.
 * usage: php phpredis-client.php MODE TARGET CALLERS OPS (CALLERS is ignored:
 * phpredis has no concurrency within a process). Prints one JSON line.
 */
[, $mode, $target, , $ops] = $argv;
$ops = (int) $ops;
if ($mode === 'cluster') {
    $redis = new RedisCluster(null, explode(',', $target), 2.0, 2.0, true);
} else {
    [$host, $port] = explode(':', $target);
    $redis = new Redis();
    $redis->pconnect($host, (int) $port);
}
$keys = array_map(fn ($i) => "bench:key:$i", range(1, 100));
if ($mode === 'mget') {
    $redis->mset(array_fill_keys($keys, str_repeat('x', 16)));
}
$start = hrtime(true);
$cpu0 = getrusage();
if ($mode === 'mget') {
    for ($i = 0; $i < $ops; $i++) {
        $redis->mget($keys);
    }
} else {
    for ($i = 0; $i < $ops; $i += 2) {
        $redis->set('bench:caller:0', 'value-0123456789');
        $redis->get('bench:caller:0');
    }
}
$seconds = (hrtime(true) - $start) / 1e9;
$cpu1 = getrusage();
$cpu = ($cpu1['ru_utime.tv_sec'] + $cpu1['ru_stime.tv_sec'] - $cpu0['ru_utime.tv_sec'] - $cpu0['ru_stime.tv_sec'])
    + ($cpu1['ru_utime.tv_usec'] + $cpu1['ru_stime.tv_usec'] - $cpu0['ru_utime.tv_usec'] - $cpu0['ru_stime.tv_usec']) / 1e6;
echo json_encode(['ops' => $ops, 'seconds' => $seconds, 'cpu' => $cpu]), "\n";
