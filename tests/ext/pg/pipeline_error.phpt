--TEST--
Vela: Pg\Pool::pipeline(): a failing query aborts only its own segment; neighbours' results stay intact
--SKIPIF--
<?php require __DIR__ . '/pg.inc'; pg_skip(); ?>
--FILE--
<?php
require __DIR__ . '/pg.inc';
use Vela\Coroutine;
$pool = pg_pool(['max' => 1]);
$t = pg_table($pool, 'pipe_err', 'id int primary key');
try {
    $pool->pipeline(function ($p) use ($t) {
        $p->queryValue('SELECT 1');
        $p->execute("INSERT INTO $t VALUES (1)");
        $p->execute("INSERT INTO $t VALUES (1)");   /* unique violation */
        $p->queryValue('SELECT 1/0');                /* division by zero */
        $p->queryValue('SELEC 4');                   /* syntax error */
        $p->queryValue('SELECT 5');
    });
} catch (Vela\Pg\Exception $e) {
    echo "thrown: ", get_class($e), " [", $e->getSqlState(), "] ", $e->getSql(), "\n";
    foreach ($e->getPipelineResults() as $i => $r) {
        echo $i, ": ", $r instanceof Throwable ? get_class($r) . ' [' . $r->getSqlState() . ']' : json_encode($r), "\n";
    }
}
echo "rows: ", $pool->queryValue("SELECT count(*) FROM $t"), "\n";
/* Other coroutines' queries pipelined on the same connection are not affected either. */
$out = [];
Vela\run(function () use ($pool, &$out) {
    for ($i = 0; $i < 6; $i++) {
        Coroutine::spawn(function () use ($pool, $i, &$out) {
            try {
                $out[$i] = $pool->queryValue($i % 2 ? 'SELECT 1/0' : 'SELECT $1::int', $i % 2 ? [] : [$i]);
            } catch (Vela\Pg\Exception $e) {
                $out[$i] = $e->getSqlState();
            }
        });
    }
});
ksort($out);
echo json_encode($out), "\n";
?>
--EXPECT--
thrown: Vela\Pg\UniqueViolation [23505] INSERT INTO pipe_err VALUES (1)
0: 1
1: 1
2: Vela\Pg\UniqueViolation [23505]
3: Vela\Pg\Exception [22012]
4: Vela\Pg\Exception [42601]
5: 5
rows: 1
[0,"22012",2,"22012",4,"22012"]
