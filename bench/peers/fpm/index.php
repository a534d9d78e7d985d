<?php
// The nginx + php-fpm peer of bench/run: TechEmpower's seven tests in plain
// PHP, as PHP's own TechEmpower entries write them: a persistent PDO
// connection per child with emulation off (server-side prepares), one
// statement per row, a bulk UPDATE, and cached-queries through Redis
// (phpredis, persistent), read-through with a TTL as the eviction, since
// php-fpm children share no memory. DSN from the environment nginx passes:
// BENCH_PG_HOST/PORT, BENCH_REDIS_HOST/PORT.
declare(strict_types=1);

function db(): PDO
{
    static $pdo = null;
    return $pdo ??= new PDO(
        'pgsql:host=' . $_SERVER['BENCH_PG_HOST'] . ';port=' . $_SERVER['BENCH_PG_PORT'] . ';dbname=hello_world',
        'benchmarkdbuser', 'benchmarkdbpass',
        [PDO::ATTR_PERSISTENT => true, PDO::ATTR_EMULATE_PREPARES => false,
         PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]);
}

function count_param(string $name): int
{
    $n = (int) ($_GET[$name] ?? 1);
    return min(500, max(1, $n));
}

function random_worlds(int $n): array
{
    $select = db()->prepare('SELECT id, randomnumber FROM world WHERE id = ?');
    $worlds = [];
    for ($i = 0; $i < $n; $i++) {
        $select->execute([random_int(1, 10000)]);
        $row = $select->fetch(PDO::FETCH_NUM);
        $worlds[] = ['id' => $row[0], 'randomNumber' => $row[1]];
    }
    return $worlds;
}

function json(mixed $value): void
{
    header('Content-Type: application/json');
    echo json_encode($value);
}

switch (strtok($_SERVER['REQUEST_URI'], '?')) {
case '/plaintext':
    header('Content-Type: text/plain');
    echo 'Hello, World!';
    break;
case '/json':
    json(['message' => 'Hello, World!']);
    break;
case '/db':
    json(random_worlds(1)[0]);
    break;
case '/queries':
    json(random_worlds(count_param('queries')));
    break;
case '/updates':
    $worlds = random_worlds(count_param('queries'));
    usort($worlds, fn ($a, $b) => $a['id'] <=> $b['id']);
    foreach ($worlds as &$world) {
        $world['randomNumber'] = random_int(1, 10000);
    }
    unset($world);
    db()->prepare('UPDATE world SET randomnumber = v.r FROM (SELECT unnest(?::int[]) AS id, unnest(?::int[]) AS r) v WHERE world.id = v.id')
        ->execute(['{' . implode(',', array_column($worlds, 'id')) . '}', '{' . implode(',', array_column($worlds, 'randomNumber')) . '}']);
    json($worlds);
    break;
case '/cached-queries':
    $redis = new Redis();
    $redis->pconnect($_SERVER['BENCH_REDIS_HOST'], (int) $_SERVER['BENCH_REDIS_PORT']);
    $ids = [];
    for ($i = count_param('count'); $i > 0; $i--) {
        $ids[] = random_int(1, 10000);
    }
    $cached = $redis->mGet(array_map(fn ($id) => "world:$id", $ids));
    $worlds = [];
    foreach ($ids as $i => $id) {
        if ($cached[$i] === false) {
            $select = db()->prepare('SELECT randomnumber FROM world WHERE id = ?');
            $select->execute([$id]);
            $cached[$i] = (string) $select->fetchColumn();
            $redis->setEx("world:$id", 60, $cached[$i]);
        }
        $worlds[] = ['id' => $id, 'randomNumber' => (int) $cached[$i]];
    }
    json($worlds);
    break;
case '/fortunes':
    $fortunes = db()->query('SELECT id, message FROM fortune')->fetchAll(PDO::FETCH_KEY_PAIR);
    $fortunes[0] = 'Additional fortune added at request time.';
    asort($fortunes);
    header('Content-Type: text/html; charset=utf-8');
    echo '<!DOCTYPE html><html><head><title>Fortunes</title></head><body><table><tr><th>id</th><th>message</th></tr>';
    foreach ($fortunes as $id => $message) {
        echo '<tr><td>', $id, '</td><td>', htmlspecialchars($message, ENT_QUOTES, 'UTF-8'), '</td></tr>';
    }
    echo '</table></body></html>';
    break;
case '/cpu-bound':
case '/io-read':
case '/io-write':
    require __DIR__ . '/../te-app.php'; // the scenarios, as the long-running peers run them
    [, $type, $body] = te_answer(strtok($_SERVER['REQUEST_URI'], '?'), $_GET);
    header("Content-Type: $type");
    echo $body;
    break;
default:
    http_response_code(404);
}
