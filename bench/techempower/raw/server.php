<?php

declare(strict_types=1);

// The `vela-raw` test of the entry: the same seven answers from a bare
// Vela\Http\Server handler, without Vela\App (no router, container,
// binders or middleware), to show what the framework costs. Same SQL,
// same template (../app/templates), same pool settings.
//
// usage: DATABASE_URL=… [APP_PORT=8080] [APP_WORKERS=N] php raw/server.php

const SELECT_WORLD = 'SELECT id, randomnumber AS "randomNumber" FROM world WHERE id = $1';
const CACHE_CAPACITY = 10000;

$options = ['host' => getenv('APP_HOST') ?: '0.0.0.0', 'port' => (int) (getenv('APP_PORT') ?: 8080)];
if (getenv('APP_WORKERS') !== false) {
    $options['workers'] = (int) getenv('APP_WORKERS');
}
$server = new Vela\Http\Server($options);
$view = new Vela\View(__DIR__ . '/../app/templates');
$db = null;
$cache = [];   // id => row, least recently used first: a read-through LRU per worker

$server->onWorkerStart(function () use (&$db): void {
    $db = new Vela\Pg\Pool(getenv('DATABASE_URL'), ['max' => 4]);
});

/** ?queries= / ?count= as the tests read it: not a number is 1, then 1..500. */
function count_of(mixed $value): int
{
    $n = is_string($value) && preg_match('/^[0-9]{1,9}$/', $value) ? (int) $value : 1;
    return min(max($n, 1), 500);
}

/** @return list<array{id: int, randomNumber: int}> $n random rows, one pipelined query each */
function worlds(Vela\Pg\Pool $db, int $n): array
{
    return $db->pipeline(static function (Vela\Pg\Pipeline $p) use ($n): void {
        for ($i = 0; $i < $n; $i++) {
            $p->queryOne(SELECT_WORLD, [mt_rand(1, 10000)]);
        }
    });
}

function updates(Vela\Pg\Pool $db, int $n): array
{
    $worlds = worlds($db, $n);
    $new = [];
    foreach ($worlds as $i => $world) {
        $new[$world['id']] ??= mt_rand(1, 10000);
        $worlds[$i]['randomNumber'] = $new[$world['id']];
    }
    ksort($new);
    $db->execute(
        'UPDATE world SET randomnumber = v.r FROM unnest($1::int[], $2::int[]) AS v(id, r) WHERE world.id = v.id',
        [array_keys($new), array_values($new)]
    );
    return $worlds;
}

function cached(Vela\Pg\Pool $db, array &$cache, int $n): array
{
    $worlds = [];
    for ($i = 0; $i < $n; $i++) {
        $id = mt_rand(1, 10000);
        if (isset($cache[$id])) {
            $world = $cache[$id];
            unset($cache[$id]);              // most recently used goes last
        } else {
            $world = $db->queryOne(SELECT_WORLD, [$id]);
            if (count($cache) >= CACHE_CAPACITY) {
                unset($cache[array_key_first($cache)]);
            }
        }
        $worlds[] = $cache[$id] = $world;
    }
    return $worlds;
}

function fortunes(Vela\Pg\Pool $db, Vela\View $view): string
{
    $messages = array_column($db->query('SELECT id, message FROM fortune'), 'message', 'id');
    $messages[0] = 'Additional fortune added at request time.';
    asort($messages, SORT_STRING);   // by message, compared in C
    return $view->render('fortunes', ['messages' => $messages]);
}

$server->handle(function (Vela\Http\Request $request) use (&$db, &$cache, $view): Vela\Http\Response {
    return match ($request->path()) {
        '/json' => Vela\Http\Response::json(['message' => 'Hello, World!']),
        '/plaintext' => Vela\Http\Response::text('Hello, World!'),
        '/db' => Vela\Http\Response::json($db->queryOne(SELECT_WORLD, [mt_rand(1, 10000)])),
        '/queries' => Vela\Http\Response::json(worlds($db, count_of($request->query('queries')))),
        '/updates' => Vela\Http\Response::json(updates($db, count_of($request->query('queries')))),
        '/cached-queries' => Vela\Http\Response::json(cached($db, $cache, count_of($request->query('count')))),
        '/fortunes' => Vela\Http\Response::html(fortunes($db, $view)),
        default => Vela\Http\Response::text('Not Found', 404),
    };
});
$server->start();
