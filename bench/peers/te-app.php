<?php
// TechEmpower's seven tests for the long-running PHP peers of bench/run
// (Workerman, Swoole; php-fpm runs its scenarios from here too): te_answer() maps a path and query to [status,
// Content-Type, body]. As their TechEmpower entries do: one blocking PDO
// connection per worker process (server-side prepares), one statement per
// row, a bulk UPDATE, and cached-queries from an in-process LRU array with
// read-through. The database is BENCH_PG_PORT on 127.0.0.1. Also the three
// runtime-comparison scenarios of bench/run (cpu-bound, io-read, io-write).
declare(strict_types=1);

function te_db(): PDO
{
    static $pdo = null;
    return $pdo ??= new PDO('pgsql:host=127.0.0.1;port=' . getenv('BENCH_PG_PORT') . ';dbname=hello_world',
        'benchmarkdbuser', 'benchmarkdbpass',
        // persistent: php-fpm (the scenarios) keeps it across requests; a no-op elsewhere
        [PDO::ATTR_PERSISTENT => true, PDO::ATTR_EMULATE_PREPARES => false,
         PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]);
}

function te_count(array $query, string $name): int
{
    return min(500, max(1, (int) ($query[$name] ?? 1)));
}

function te_world(int $id): array
{
    static $select = null;
    $select ??= te_db()->prepare('SELECT id, randomnumber FROM world WHERE id = ?');
    $select->execute([$id]);
    $row = $select->fetch(PDO::FETCH_NUM);
    return ['id' => $row[0], 'randomNumber' => $row[1]];
}

function te_worlds(int $n): array
{
    $worlds = [];
    for ($i = 0; $i < $n; $i++) {
        $worlds[] = te_world(random_int(1, 10000));
    }
    return $worlds;
}

function te_cached(int $n): array
{
    static $cache = [];
    $out = [];
    for ($i = 0; $i < $n; $i++) {
        $id = random_int(1, 10000);
        if (isset($cache[$id])) {
            $world = $cache[$id];
            unset($cache[$id]); // most recently used goes last
        } else {
            $world = te_world($id);
            if (count($cache) >= 10000) {
                unset($cache[array_key_first($cache)]);
            }
        }
        $out[] = $cache[$id] = $world;
    }
    return $out;
}

function te_updates(int $n): array
{
    static $update = null;
    $worlds = te_worlds($n);
    usort($worlds, fn ($a, $b) => $a['id'] <=> $b['id']);
    foreach ($worlds as &$world) {
        $world['randomNumber'] = random_int(1, 10000);
    }
    unset($world);
    $update ??= te_db()->prepare('UPDATE world SET randomnumber = v.r FROM '
        . '(SELECT unnest(?::int[]) AS id, unnest(?::int[]) AS r) v WHERE world.id = v.id');
    $update->execute(['{' . implode(',', array_column($worlds, 'id')) . '}',
        '{' . implode(',', array_column($worlds, 'randomNumber')) . '}']);
    return $worlds;
}

function te_fortunes(): string
{
    // prepared once, as Workerman's and Swoole's own entries do: query() with
    // server-side prepares would PREPARE, execute and DEALLOCATE every time
    static $select = null;
    $select ??= te_db()->prepare('SELECT id, message FROM fortune');
    $select->execute();
    $fortunes = $select->fetchAll(PDO::FETCH_KEY_PAIR);
    $fortunes[0] = 'Additional fortune added at request time.';
    asort($fortunes);
    $html = '<!DOCTYPE html><html><head><title>Fortunes</title></head><body><table><tr><th>id</th><th>message</th></tr>';
    foreach ($fortunes as $id => $message) {
        $html .= '<tr><td>' . $id . '</td><td>' . htmlspecialchars($message, ENT_QUOTES, 'UTF-8') . '</td></tr>';
    }
    return $html . '</table></body></html>';
}

/** The cpu-bound scenario: the primes below 20,000 (trial division) and one bcrypt hash at cost 6. */
function te_cpu_bound(): array
{
    $primes = 0;
    for ($n = 2; $n < 20000; $n++) {
        for ($d = 2; $d * $d <= $n && $n % $d !== 0; $d++) {
        }
        $primes += $d * $d > $n ? 1 : 0;
    }
    return ['primes' => $primes, 'hash' => password_hash('vela', PASSWORD_BCRYPT, ['cost' => 6])];
}

/** The io-read scenario: the 20 most recent posts. */
function te_io_read(): array
{
    static $select = null;
    $select ??= te_db()->prepare('SELECT id, title, created_at FROM post ORDER BY created_at DESC LIMIT 20');
    $select->execute();
    return $select->fetchAll(PDO::FETCH_ASSOC);
}

/** The io-write scenario: one INSERT, its id back. */
function te_io_write(): array
{
    static $insert = null;
    $insert ??= te_db()->prepare('INSERT INTO post (title, body) VALUES (?, ?) RETURNING id');
    $insert->execute(['title ' . random_int(1, 1000000), 'a new post']);
    return ['id' => (int) $insert->fetchColumn()];
}

/** @return array{int, string, string} status, Content-Type, body */
function te_answer(string $path, array $query): array
{
    $json = 'application/json';
    return match ($path) {
        '/plaintext' => [200, 'text/plain', 'Hello, World!'],
        '/json' => [200, $json, json_encode(['message' => 'Hello, World!'])],
        '/db' => [200, $json, json_encode(te_world(random_int(1, 10000)))],
        '/queries' => [200, $json, json_encode(te_worlds(te_count($query, 'queries')))],
        '/updates' => [200, $json, json_encode(te_updates(te_count($query, 'queries')))],
        '/cached-queries' => [200, $json, json_encode(te_cached(te_count($query, 'count')))],
        '/fortunes' => [200, 'text/html; charset=utf-8', te_fortunes()],
        '/cpu-bound' => [200, $json, json_encode(te_cpu_bound())],
        '/io-read' => [200, $json, json_encode(te_io_read())],
        '/io-write' => [200, $json, json_encode(te_io_write())],
        default => [404, 'text/plain', 'Not Found'],
    };
}
