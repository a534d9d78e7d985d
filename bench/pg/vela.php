<?php
/*
 * One Vela client process of bench/pg/run: $argv = [dsn, mode, seconds,
 * coroutines, pool max]. Modes: single (one SELECT by random id per
 * call), pipeline (20 such SELECTs per call through pipeline()), update
 * (20 SELECTs through pipeline(), then one bulk UPDATE of those 20 rows).
 * Prints "calls queries" done within the time.
 */
[, $dsn, $mode, $seconds, $coroutines, $max] = $argv;
$pool = new Vela\Pg\Pool($dsn, ['max' => (int)$max, 'pipeline_depth' => 64, 'acquire_timeout' => 30]);
const SELECT = 'SELECT id, randomnumber FROM world WHERE id = $1';
const UPDATE = 'UPDATE world SET randomnumber = v.r FROM (SELECT unnest($1::int[]) AS id, unnest($2::int[]) AS r) AS v WHERE world.id = v.id';

function rounds(Vela\Pg\Pool $pool, string $mode): int
{
    if ($mode === 'single') {
        $pool->queryOne(SELECT, [mt_rand(1, 10000)]);
        return 1;
    }
    $rows = $pool->pipeline(function (Vela\Pg\Pipeline $p) {
        for ($i = 0; $i < 20; $i++) {
            $p->queryOne(SELECT, [mt_rand(1, 10000)]);
        }
    });
    if ($mode === 'pipeline') {
        return 20;
    }
    /* TechEmpower's bulk update: ids sorted (no deadlock between callers), one statement. */
    $ids = array_column($rows, 'id');
    sort($ids);
    $ids = array_values(array_unique($ids));
    $pool->execute(UPDATE, [$ids, array_map(fn () => mt_rand(1, 10000), $ids)]);
    return 21;
}

$calls = $queries = 0;
$end = hrtime(true) + (int)($seconds * 1e9);
Vela\run(function () use ($pool, $mode, $coroutines, $end, &$calls, &$queries) {
    for ($c = 0; $c < $coroutines; $c++) {
        Vela\Coroutine::spawn(function () use ($pool, $mode, $end, &$calls, &$queries) {
            while (hrtime(true) < $end) {
                $queries += rounds($pool, $mode);
                $calls++;
            }
        });
    }
});
echo "$calls $queries\n";
