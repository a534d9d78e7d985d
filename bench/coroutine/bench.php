<?php
/*
 * Coroutine micro-benchmarks (not a test): spawn+finish of an empty
 * coroutine, switch cost measured by channel ping-pong, and PHP heap per
 * suspended coroutine. Prints one line of figures as JSON for bench/coroutine/run.
 *
 * Times are CPU time of this process (user + system, getrusage), best of 5:
 * on a shared machine wall time mostly measures the neighbours.
 */
function cpu_ns(): float
{
    $u = getrusage();
    return ($u['ru_utime.tv_sec'] + $u['ru_stime.tv_sec']) * 1e9
        + ($u['ru_utime.tv_usec'] + $u['ru_stime.tv_usec']) * 1e3;
}
use Vela\{Channel, Coroutine};

function best(int $rounds, callable $fn): float
{
    $best = INF;
    for ($r = 0; $r < $rounds; $r++) {
        $best = min($best, $fn());
    }
    return $best;
}

function spawn_finish_ns(int $n): float
{
    return Vela\run(function () use ($n) {
        $empty = static function () {};
        $t = cpu_ns();
        for ($i = 0; $i < $n; $i++) {
            Coroutine::spawn($empty);
        }
        return (cpu_ns() - $t) / $n;
    });
}

function loop_overhead_ns(int $n): float
{
    $empty = static function () {};
    $t = cpu_ns();
    for ($i = 0; $i < $n; $i++) {
        $empty();
    }
    return (cpu_ns() - $t) / $n;
}

/* One round trip = 2 messages = 4 switches (A -> main -> B -> main -> A). */
function ping_pong_ns(int $n): float
{
    return Vela\run(function () use ($n) {
        $ping = new Channel();
        $pong = new Channel();
        Coroutine::spawn(function () use ($ping, $pong) {
            while (($v = $ping->pop()) !== null) {
                $pong->push($v);
            }
        });
        $t = cpu_ns();
        for ($i = 0; $i < $n; $i++) {
            $ping->push($i);
            $pong->pop();
        }
        $elapsed = cpu_ns() - $t;
        $ping->close();
        return $elapsed / $n;
    });
}

function heap_per_suspended(int $n): float
{
    return Vela\run(function () use ($n) {
        $gate = new Channel();
        $body = static function (Channel $gate) { $gate->pop(); };
        Coroutine::spawn($body, $gate); // warm up the pools of every allocation size
        $gate->push(1);
        gc_collect_cycles();
        $before = memory_get_usage();
        for ($i = 0; $i < $n; $i++) {
            Coroutine::spawn($body, $gate);
        }
        $per = (memory_get_usage() - $before) / $n;
        $gate->close();
        return $per;
    });
}

$n = (int)($argv[1] ?? 200000);
echo json_encode([
    'spawn_ns' => best(5, fn () => spawn_finish_ns($n)),
    'call_ns' => best(5, fn () => loop_overhead_ns($n)),
    'roundtrip_ns' => best(5, fn () => ping_pong_ns($n)),
    'heap_bytes' => heap_per_suspended(10000),
]), "\n";
