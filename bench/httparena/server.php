<?php
// Vela's HttpArena entry (github.com/MDA2AV/HttpArena): every profile a
// plain HTTP/1.1 server can serve, on one Vela\Http\Server. See README.md.
//
// usage: php server.php [--port 8080] [--data /data] [--workers N] [--pg DSN]
// (bench/httparena/serve runs it with the built extension.) The database is
// --pg, else DATABASE_URL; the pool size is DATABASE_MAX_CONN (256) over the
// workers, as HttpArena asks.
declare(strict_types=1);

use Vela\Http\Request;
use Vela\Http\Response;

$options = getopt('', ['port:', 'data:', 'workers:', 'pg:']);
$data = rtrim((string) ($options['data'] ?? '/data'), '/');
$workers = isset($options['workers']) ? (int) $options['workers'] : max(1, (int) shell_exec('nproc'));
$dsn = (string) ($options['pg'] ?? (getenv('DATABASE_URL') ?: ''));
$maxConnections = (int) (getenv('DATABASE_MAX_CONN') ?: 256);

$dataset = json_decode((string) file_get_contents("$data/dataset.json"), true, 16, JSON_THROW_ON_ERROR);

/** The first $n items of the dataset, each with its total, as json-comp wants them. */
function arena_json(array $dataset, int $n, int $m): array
{
    $items = [];
    foreach (array_slice($dataset, 0, max(0, $n)) as $item) {
        $item['total'] = $item['price'] * $item['quantity'] * $m;
        $items[] = $item;
    }
    return ['items' => $items, 'count' => count($items)];
}

/** The pool of this worker, made at its first use (after the fork); null without a database. */
function arena_pool(string $dsn, int $size): ?Vela\Pg\Pool
{
    static $pool = null;
    if ($pool === null && $dsn !== '') {
        $pool = new Vela\Pg\Pool($dsn, ['max' => $size]);
    }
    return $pool;
}

/** GET /async-db?min&max&limit: items priced between min and max; empty when the database is down. */
function arena_async_db(?Vela\Pg\Pool $pool, Request $request): array
{
    $min = (int) ($request->query('min') ?? 10);
    $max = (int) ($request->query('max') ?? 50);
    $limit = min(50, max(1, (int) ($request->query('limit') ?? 50)));
    try {
        $rows = $pool?->query('SELECT id, name, category, price, quantity, active, tags, rating_score, rating_count '
            . 'FROM items WHERE price BETWEEN $1 AND $2 LIMIT $3', [$min, $max, $limit]) ?? [];
    } catch (Vela\Pg\Exception $e) {
        $rows = [];
    }
    $items = [];
    foreach ($rows as $row) {
        $items[] = ['id' => $row['id'], 'name' => $row['name'], 'category' => $row['category'],
            'price' => $row['price'], 'quantity' => $row['quantity'], 'active' => $row['active'],
            'tags' => is_string($row['tags']) ? json_decode($row['tags'], true) : $row['tags'],
            'rating' => ['score' => $row['rating_score'], 'count' => $row['rating_count']]];
    }
    return ['items' => $items, 'count' => count($items)];
}

/** GET /fortunes: the rows plus one added now, sorted by message, escaped into an HTML table. */
function arena_fortunes(Vela\Pg\Pool $pool): string
{
    $fortunes = $pool->query('SELECT id, message FROM fortune');
    $fortunes[] = ['id' => 0, 'message' => 'Additional fortune added at request time.'];
    usort($fortunes, fn (array $a, array $b): int => strcmp($a['message'], $b['message']));
    $html = '<!DOCTYPE html><html><head><title>Fortunes</title></head><body><table><tr><th>id</th><th>message</th></tr>';
    foreach ($fortunes as $fortune) {
        $html .= '<tr><td>' . $fortune['id'] . '</td><td>'
            . htmlspecialchars($fortune['message'], ENT_QUOTES | ENT_SUBSTITUTE, 'UTF-8') . '</td></tr>';
    }
    return $html . '</table></body></html>';
}

$server = new Vela\Http\Server([
    'port' => (int) ($options['port'] ?? 8080),
    'workers' => $workers,
    'max_connections' => 40000,
    'max_coroutines' => 40000,
    'backlog' => 65535,
    // json-comp: gzip or br per Accept-Encoding, however small the body
    'compression' => ['gzip', 'br'],
    'compression_min_size' => 0,
]);
$poolSize = max(1, intdiv($maxConnections, max(1, $workers)));

$server->handle(function (Request $request) use ($dataset, $dsn, $poolSize): Response {
    $path = $request->path();
    if ($path === '/baseline11') {
        $sum = (int) $request->query('a') + (int) $request->query('b');
        if ($request->method() === 'POST') {
            $sum += (int) trim($request->body());
        }
        return Response::text((string) $sum);
    }
    if ($path === '/pipeline') {
        return Response::text('ok');
    }
    if (str_starts_with($path, '/json/')) {
        return Response::json(arena_json($dataset, (int) substr($path, 6), (int) ($request->query('m') ?? 1)));
    }
    if (str_starts_with($path, '/delay/')) {
        $ms = min(60000, max(0, (int) substr($path, 7)));
        if ($ms > 0) {
            Vela\Coroutine::sleep($ms / 1000);
        }
        return Response::text((string) $ms);
    }
    if ($path === '/async-db') {
        return Response::json(arena_async_db(arena_pool($dsn, $poolSize), $request));
    }
    if ($path === '/fortunes' && ($pool = arena_pool($dsn, $poolSize)) !== null) {
        return Response::html(arena_fortunes($pool));
    }
    return Response::text('Not Found', 404);
});
$server->start();
