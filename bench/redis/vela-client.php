<?php
/*
 * bench/redis: the Vela client. usage: php vela-client.php MODE TARGET CALLERS OPS
 *   MODE getset   SET then GET a key of its own, OPS commands in all
 *        mget     MGET of 100 keys, OPS calls in all
 *        cluster  getset against a Cluster (TARGET: comma-separated seeds)
 * CALLERS coroutines share one Pool (or Cluster) of 4 connections (per node).
 * Prints one JSON line: {"ops":N,"seconds":S,"cpu":C}.
 */
use Vela\Coroutine;

[, $mode, $target, $callers, $ops] = $argv;
$callers = (int) $callers;
$ops = (int) $ops;
$redis = $mode === 'cluster'
    ? new Vela\Redis\Cluster(explode(',', $target), ['max' => 4])
    : new Vela\Redis\Pool("redis://$target", ['max' => 4]);
$keys = array_map(fn ($i) => "bench:key:$i", range(1, 100));
if ($mode === 'mget') {
    $redis->mset(array_fill_keys($keys, str_repeat('x', 16)));
}
$redis->ping();
$per = intdiv($ops, $callers);
$start = hrtime(true);
$cpu0 = getrusage();
for ($c = 0; $c < $callers; $c++) {
    Coroutine::spawn(function () use ($redis, $mode, $per, $c, $keys) {
        $key = "bench:caller:$c";
        if ($mode === 'mget') {
            for ($i = 0; $i < $per; $i++) {
                $redis->mget($keys);
            }
            return;
        }
        for ($i = 0; $i < $per; $i += 2) {
            $redis->set($key, 'value-0123456789');
            $redis->get($key);
        }
    });
}
Coroutine::waitAll();
$seconds = (hrtime(true) - $start) / 1e9;
$cpu1 = getrusage();
$cpu = ($cpu1['ru_utime.tv_sec'] + $cpu1['ru_stime.tv_sec'] - $cpu0['ru_utime.tv_sec'] - $cpu0['ru_stime.tv_sec'])
    + ($cpu1['ru_utime.tv_usec'] + $cpu1['ru_stime.tv_usec'] - $cpu0['ru_utime.tv_usec'] - $cpu0['ru_stime.tv_usec']) / 1e6;
echo json_encode(['ops' => $per * $callers, 'seconds' => $seconds, 'cpu' => $cpu]), "\n";
