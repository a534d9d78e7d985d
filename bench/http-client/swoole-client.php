<?php
// bench/http-client: Swoole's coroutine HTTP clients fetching URL until
// REQUESTS are done, CONCURRENCY at once over at most MAX_PER_HOST
// connections. Prints "requests seconds cpu_seconds". Run with
// `php -n -d extension=pdo -d extension=swoole.so` (Swoole requires pdo).
//   HTTP/1.1  Swoole\Coroutine\Http\Client is one connection per object, so
//             MAX_PER_HOST clients sit in a Channel: CONCURRENCY coroutines
//             take one, call get(), give it back
//   HTTP/2    Swoole\Coroutine\Http2\Client multiplexes, but one coroutine
//             only may recv() on it: per connection one coroutine keeps
//             CONCURRENCY / MAX_PER_HOST streams in flight (send, recv, send)
[$url, $requests, $concurrency, $ca, $maxPerHost, $h2] =
    [$argv[1], (int) $argv[2], (int) $argv[3], $argv[4], (int) $argv[5], $argv[6] === '1'];
$u = parse_url($url);
$tls = $u['scheme'] === 'https';
$settings = ['timeout' => 30, 'keep_alive' => true]
    + ($tls ? ['ssl_cafile' => $ca, 'ssl_verify_peer' => true, 'ssl_host_name' => $u['host']] : []);
$ok = 0;
$usage = null;
$t = 0;

function h1_client(array $u, bool $tls, array $settings): Swoole\Coroutine\Http\Client
{
    $c = new Swoole\Coroutine\Http\Client($u['host'], $u['port'], $tls);
    $c->set($settings);
    return $c;
}

function h2_request(string $path): Swoole\Http2\Request
{
    $r = new Swoole\Http2\Request();
    $r->method = 'GET';
    $r->path = $path;
    $r->headers = ['host' => 'localhost'];
    return $r;
}

/* One HTTP/2 connection: keeps $window streams in flight until $left runs out. */
function h2_connection(array $u, array $settings, int $window, int &$left, int &$ok): void
{
    $c = new Swoole\Coroutine\Http2\Client($u['host'], $u['port'], true);
    $c->set($settings);
    if (!$c->connect()) {
        throw new RuntimeException("connect: {$c->errMsg}");
    }
    $inFlight = 0;
    while ($left > 0 || $inFlight > 0) {
        while ($inFlight < $window && $left > 0) {
            $left--;
            $inFlight += (int) ($c->send(h2_request($u['path'])) !== false);
        }
        $response = $c->recv(30);
        if ($response === false) {
            throw new RuntimeException("recv: {$c->errMsg}");
        }
        $inFlight--;
        $ok += (int) ($response->statusCode === 200);
    }
    $c->close();
}

// No runtime hooks: nothing here blocks, and hooking curl without ext/curl only warns.
Swoole\Coroutine::set(['hook_flags' => 0]);
Swoole\Coroutine\run(function () use ($u, $tls, $settings, $requests, $concurrency, $maxPerHost, $h2, &$ok, &$usage, &$t) {
    $left = $requests;
    if ($h2) {
        $warm = 1;
        $ignored = 0;
        h2_connection($u, $settings, 1, $warm, $ignored); // warm: the TLS code paths
        $usage = getrusage();
        $t = hrtime(true);
        $wg = new Swoole\Coroutine\WaitGroup();
        for ($i = 0; $i < $maxPerHost; $i++) {
            $wg->add();
            Swoole\Coroutine::create(function () use ($u, $settings, $concurrency, $maxPerHost, &$left, &$ok, $wg) {
                h2_connection($u, $settings, intdiv($concurrency, $maxPerHost), $left, $ok);
                $wg->done();
            });
        }
        $wg->wait();
        return;
    }
    $pool = new Swoole\Coroutine\Channel($maxPerHost);
    for ($i = 0; $i < $maxPerHost; $i++) {
        $pool->push(h1_client($u, $tls, $settings));
    }
    $usage = getrusage();
    $t = hrtime(true);
    $wg = new Swoole\Coroutine\WaitGroup();
    for ($c = 0; $c < $concurrency; $c++) {
        $wg->add();
        Swoole\Coroutine::create(function () use ($pool, $u, &$left, &$ok, $wg) {
            while ($left-- > 0) {
                $client = $pool->pop();
                $client->get($u['path']);
                $ok += (int) ($client->statusCode === 200);
                $pool->push($client);
            }
            $wg->done();
        });
    }
    $wg->wait();
});
$seconds = (hrtime(true) - $t) / 1e9;
$after = getrusage();
$cpu = ($after['ru_utime.tv_sec'] - $usage['ru_utime.tv_sec']) + ($after['ru_utime.tv_usec'] - $usage['ru_utime.tv_usec']) / 1e6
    + ($after['ru_stime.tv_sec'] - $usage['ru_stime.tv_sec']) + ($after['ru_stime.tv_usec'] - $usage['ru_stime.tv_usec']) / 1e6;
if ($ok !== $requests) {
    fwrite(STDERR, "only $ok of $requests answered 200\n");
    exit(1);
}
printf("%d %.3f %.3f\n", $ok, $seconds, $cpu);
