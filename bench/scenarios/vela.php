<?php
// Vela in bench/run's runtime-comparison scenarios (the three a published
// FPM+JIT / FrankenPHP / Swoole comparison measured: 4 workers, 64
// connections): cpu-bound (the primes below 20,000 and a bcrypt hash at
// cost 6), io-read (the 20 most recent posts as JSON), io-write (one INSERT,
// its id back), on a bare Vela\Http\Server with a Vela\Pg\Pool per worker.
// usage: php scenarios/vela.php PORT WORKERS PG_DSN
declare(strict_types=1);

use Vela\Http\Request;
use Vela\Http\Response;

[, $port, $workers, $dsn] = $argv;

function scenario_pool(string $dsn): Vela\Pg\Pool
{
    static $pool = null;
    return $pool ??= new Vela\Pg\Pool($dsn, ['max' => 8]);
}

$server = new Vela\Http\Server(['host' => '127.0.0.1', 'port' => (int) $port, 'workers' => (int) $workers]);
$server->handle(function (Request $request) use ($dsn): Response {
    switch ($request->path()) {
    case '/cpu-bound':
        $primes = 0;
        for ($n = 2; $n < 20000; $n++) {
            for ($d = 2; $d * $d <= $n && $n % $d !== 0; $d++) {
            }
            $primes += $d * $d > $n ? 1 : 0;
        }
        return Response::json(['primes' => $primes, 'hash' => password_hash('vela', PASSWORD_BCRYPT, ['cost' => 6])]);
    case '/io-read':
        return Response::json(scenario_pool($dsn)->query('SELECT id, title, created_at FROM post ORDER BY created_at DESC LIMIT 20'));
    case '/io-write':
        return Response::json(['id' => scenario_pool($dsn)->queryValue(
            'INSERT INTO post (title, body) VALUES ($1, $2) RETURNING id', ['title ' . random_int(1, 1000000), 'a new post'])]);
    }
    return Response::text('Not Found', 404);
});
$server->start();
