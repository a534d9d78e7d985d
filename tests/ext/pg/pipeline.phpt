--TEST--
Vela: Pg\Pool::pipeline(): 500 queries in one round trip, results in order, each kind of result
--SKIPIF--
<?php require __DIR__ . '/pg.inc'; pg_skip(); ?>
--FILE--
<?php
require __DIR__ . '/pg.inc';
$pool = pg_pool(['max' => 1]);
$positions = [];
$res = $pool->pipeline(function (Vela\Pg\Pipeline $p) use (&$positions) {
    for ($i = 0; $i < 500; $i++) {
        $positions[] = $p->queryValue('SELECT $1::int + 1', [$i]);
    }
});
echo count($res), " results; in order: ", $res === range(1, 500) ? 'yes' : 'no', "; positions: ",
    $positions === range(0, 499) ? 'yes' : 'no', "\n";
$res = $pool->pipeline(fn ($p) => [
    $p->query('SELECT g FROM generate_series(1, 2) g'),
    $p->queryOne('SELECT 1 AS a WHERE false'),
    $p->queryOne('SELECT 1 AS a'),
    $p->execute('SELECT g FROM generate_series(1, 7) g'),
    $p->queryValue('SELECT $1::text', ['x']),
]);
echo json_encode($res), "\n";
var_dump($pool->pipeline(fn ($p) => null));
try {
    $keep = null;
    $pool->pipeline(function ($p) use (&$keep) { $keep = $p; });
    $keep->query('SELECT 1');
} catch (Vela\Pg\Exception $e) {
    echo $e->getMessage(), "\n";
}
try { new Vela\Pg\Pipeline(); } catch (Error $e) { echo get_class($e), "\n"; }
$s = $pool->stats();
echo "one connection: ", $s['size'], "\n";
?>
--EXPECT--
500 results; in order: yes; positions: yes
[[{"g":1},{"g":2}],null,{"a":1},7,"x"]
array(0) {
}
Vela\Pg\Pipeline: queue queries inside the pipeline() callback
Error
one connection: 1
