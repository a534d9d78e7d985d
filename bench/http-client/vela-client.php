<?php
// bench/http-client: CONCURRENCY coroutines share one Vela\Http\Client and
// fetch URL until REQUESTS are done. Prints "requests seconds cpu_seconds".
[$url, $requests, $concurrency, $ca, $maxPerHost] = [$argv[1], (int) $argv[2], (int) $argv[3], $argv[4], (int) $argv[5]];
$http = new Vela\Http\Client(['verify' => $ca, 'max_per_host' => $maxPerHost, 'timeout' => 30]);
$http->get($url); // warm: connection and TLS session
$left = $requests;
$ok = 0;
$usage = getrusage();
$t = hrtime(true);
for ($c = 0; $c < $concurrency; $c++) {
    Vela\Coroutine::spawn(function () use ($http, $url, &$left, &$ok) {
        while ($left-- > 0) {
            $ok += (int) ($http->get($url)->status() === 200);
        }
    });
}
Vela\Coroutine::waitAll();
$seconds = (hrtime(true) - $t) / 1e9;
$after = getrusage();
$cpu = ($after['ru_utime.tv_sec'] - $usage['ru_utime.tv_sec']) + ($after['ru_utime.tv_usec'] - $usage['ru_utime.tv_usec']) / 1e6
    + ($after['ru_stime.tv_sec'] - $usage['ru_stime.tv_sec']) + ($after['ru_stime.tv_usec'] - $usage['ru_stime.tv_usec']) / 1e6;
if ($ok !== $requests) {
    fwrite(STDERR, "only $ok of $requests answered 200\n");
    exit(1);
}
printf("%d %.3f %.3f\n", $ok, $seconds, $cpu);
