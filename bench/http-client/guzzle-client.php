<?php
// bench/http-client: Guzzle 7 (Debian's php-guzzlehttp-guzzle) fetching URL
// until REQUESTS are done, CONCURRENCY at once. Prints "requests seconds cpu_seconds".
//   MODE vela   Guzzle on Vela\Http\Client::guzzleHandler(): CONCURRENCY coroutines
//               each calling $guzzle->get() (a synchronous call suspends its coroutine)
//   MODE plain  Guzzle's own handler: a GuzzleHttp\Pool of CONCURRENCY; curl-multi when
//               PHP's curl extension is loaded, else its stream handler, one at a time
[$mode, $url, $requests, $concurrency, $ca, $maxPerHost, $h2] =
    [$argv[1], $argv[2], (int) $argv[3], (int) $argv[4], $argv[5], (int) $argv[6], $argv[7] === '1'];
require '/usr/share/php/GuzzleHttp/autoload.php';

// Guzzle's stream handler speaks HTTP/1.1 only (nginx answers 505 to its "HTTP/2.0" line).
$options = ['verify' => $ca, 'timeout' => 30, 'version' => $h2 && ($mode === 'vela' || extension_loaded('curl')) ? '2.0' : '1.1'];
if ($mode === 'vela') {
    $options['handler'] = GuzzleHttp\HandlerStack::create(Vela\Http\Client::guzzleHandler(['max_per_host' => $maxPerHost]));
} elseif (extension_loaded('curl')) {
    // curl-multi capped at MAX_PER_HOST connections, as the other clients are.
    $options['handler'] = GuzzleHttp\HandlerStack::create(new GuzzleHttp\Handler\CurlMultiHandler(
        ['options' => [CURLMOPT_MAX_HOST_CONNECTIONS => $maxPerHost]]));
}
$guzzle = new GuzzleHttp\Client($options);
$guzzle->get($url); // warm: connection and TLS session
$ok = 0;
$usage = getrusage();
$t = hrtime(true);
if ($mode === 'vela') {
    $left = $requests;
    for ($c = 0; $c < $concurrency; $c++) {
        Vela\Coroutine::spawn(function () use ($guzzle, $url, &$left, &$ok) {
            while ($left-- > 0) {
                $ok += (int) ($guzzle->get($url)->getStatusCode() === 200);
            }
        });
    }
    Vela\Coroutine::waitAll();
} else {
    $requestsFn = function () use ($requests, $url) {
        for ($i = 0; $i < $requests; $i++) {
            yield new GuzzleHttp\Psr7\Request('GET', $url);
        }
    };
    (new GuzzleHttp\Pool($guzzle, $requestsFn(), [
        'concurrency' => $concurrency,
        'fulfilled' => function ($response) use (&$ok) { $ok += (int) ($response->getStatusCode() === 200); },
    ]))->promise()->wait();
}
$seconds = (hrtime(true) - $t) / 1e9;
$after = getrusage();
$cpu = ($after['ru_utime.tv_sec'] - $usage['ru_utime.tv_sec']) + ($after['ru_utime.tv_usec'] - $usage['ru_utime.tv_usec']) / 1e6
    + ($after['ru_stime.tv_sec'] - $usage['ru_stime.tv_sec']) + ($after['ru_stime.tv_usec'] - $usage['ru_stime.tv_usec']) / 1e6;
if ($ok !== $requests) {
    fwrite(STDERR, "only $ok of $requests answered 200\n");
    exit(1);
}
printf("%d %.3f %.3f\n", $ok, $seconds, $cpu);
