--TEST--
Vela: Pg\Pool::pipeline(): results converted as they arrive keep every type, errors stay on their own query, and a pipeline given up on mid-flight frees what had arrived
--SKIPIF--
<?php require __DIR__ . '/pg.inc'; pg_skip(); ?>
--FILE--
<?php
require __DIR__ . '/pg.inc';
use Vela\Coroutine;
$pool = pg_pool(['max' => 1, 'query_timeout' => 0.4]);
$typed = <<<'SQL'
SELECT $1::int AS n, 2.5::float8 AS f, true AS t, NULL::int AS z, '{"a": [1, {"b": null}]}'::jsonb AS j,
       '\x00ff'::bytea AS bin, ARRAY[[1, 2], [3, NULL]]::int[] AS ai, ARRAY['x y', 'q"']::text[] AS at,
       '2024-05-06 07:08:09'::timestamp AS ts, 'str'::text AS s
SQL;
/* Every kind and type in one pipeline, a failure in the middle. */
try {
    $pool->pipeline(function ($p) use ($typed) {
        $p->queryOne($typed, [1]);
        $p->query('SELECT g, g * 1.5 AS h FROM generate_series(1, 3) g');
        $p->queryValue('SELECT 1/0');
        $p->queryValue("SELECT '[1, 2]'::json");
        $p->execute('SELECT g FROM generate_series(1, 4) g');
        $p->queryOne($typed, [2]);
    });
} catch (Vela\Pg\Exception $e) {
    echo "thrown: [", $e->getSqlState(), "] ", $e->getSql(), "\n";
    foreach ($e->getPipelineResults() as $i => $r) {
        if (is_array($r) && isset($r['bin'])) {
            $r['bin'] = bin2hex($r['bin']);
        }
        echo $i, ": ", $r instanceof Throwable ? get_class($r) . ' [' . $r->getSqlState() . ']'
            : json_encode($r, JSON_PRESERVE_ZERO_FRACTION), "\n";
    }
}
/* Many coroutines' pipelines on one connection: one read wakes several, each gets its own rows. */
$wrong = 0;
Vela\run(function () use ($pool, &$wrong) {
    for ($c = 0; $c < 8; $c++) {
        Coroutine::spawn(function () use ($pool, $c, &$wrong) {
            $rows = $pool->pipeline(function ($p) use ($c) {
                for ($i = 0; $i < 20; $i++) {
                    $p->queryOne('SELECT $1::int AS c, $2::int AS i, repeat($3, $2) AS pad', [$c, $i, 'x']);
                }
            });
            foreach ($rows as $i => $row) {
                $wrong += $row !== ['c' => $c, 'i' => $i, 'pad' => str_repeat('x', $i)];
            }
        });
    }
});
echo "wrong rows: $wrong\n";
/* Given up on (query_timeout) after some results arrived: those are freed, the rest discarded. */
$started = microtime(true);
try {
    $pool->pipeline(function ($p) {
        for ($i = 0; $i < 5; $i++) {
            $p->query('SELECT g, repeat($1, g) FROM generate_series(1, 50) g', ['y']);
        }
        $p->queryValue('SELECT pg_sleep(3)');
        $p->query('SELECT g FROM generate_series(1, 50) g');
    });
} catch (Vela\Pg\QueryTimeout $e) {
    echo "timeout: ", $e->getMessage(), "\n";
}
echo "in time: ", microtime(true) - $started < 2 ? 'yes' : 'no', "\n";
var_dump($pool->queryValue('SELECT 42'));
echo "leases: ", $pool->stats()['leases'], "\n";
?>
--EXPECT--
thrown: [22012] SELECT 1/0
0: {"n":1,"f":2.5,"t":true,"z":null,"j":{"a":[1,{"b":null}]},"bin":"00ff","ai":[[1,2],[3,null]],"at":["x y","q\""],"ts":"2024-05-06T07:08:09","s":"str"}
1: [{"g":1,"h":"1.5"},{"g":2,"h":"3.0"},{"g":3,"h":"4.5"}]
2: Vela\Pg\Exception [22012]
3: [1,2]
4: 4
5: {"n":2,"f":2.5,"t":true,"z":null,"j":{"a":[1,{"b":null}]},"bin":"00ff","ai":[[1,2],[3,null]],"at":["x y","q\""],"ts":"2024-05-06T07:08:09","s":"str"}
wrong rows: 0
timeout: the pipeline ran past query_timeout (400 ms) and was cancelled
in time: yes
int(42)
leases: 0
