--TEST--
Vela: Pg\Pool: each result's columns (names, types) are its own, whichever layouts the pool kept before; ints parse to every int8 edge; many parameters
--SKIPIF--
<?php require __DIR__ . '/pg.inc'; pg_skip(); ?>
--FILE--
<?php
require __DIR__ . '/pg.inc';
$pool = pg_pool();
Vela\run(function () use ($pool) {
    // Same column count, other names or types: never the kept layout's.
    var_dump($pool->queryOne('SELECT 1 AS a'), $pool->queryOne('SELECT 1 AS b'),
        $pool->queryOne("SELECT 'x'::text AS a"), $pool->queryOne('SELECT 1.5::float8 AS a'));
    // Cycle through more layouts than are kept, twice, and check each answer.
    $ok = true;
    for ($round = 0; $round < 2; $round++) {
        for ($i = 0; $i < 20; $i++) {
            $row = $pool->queryOne("SELECT $i AS c$i, '$i' AS t$i");
            $ok = $ok && $row === ["c$i" => $i, "t$i" => (string)$i];
        }
    }
    var_dump($ok);
    // Wider than a kept layout (17 and 40 columns), and a row with no column.
    foreach ([17, 40] as $n) {
        $cols = implode(', ', array_map(fn ($i) => "$i AS w$i", range(1, $n)));
        $row = $pool->queryOne("SELECT $cols");
        var_dump(count($row), $row['w1'], $row["w$n"]);
    }
    var_dump($pool->queryOne('SELECT'), $pool->queryValue('SELECT 7 AS v, 8 AS w'));
    // Ints: every edge goes through the hand parser or strtol.
    var_dump($pool->queryOne('SELECT 0::int8 AS z, -1::int2 AS m, 9223372036854775807::int8 AS max,
        (-9223372036854775807 - 1)::int8 AS min, (-32768)::int2 AS s, 4294967295::oid AS o'));
    // More parameters than live in the parameter struct (8), ints and strings mixed.
    $params = array_map(fn ($i) => $i % 2 ? $i : "s$i", range(1, 12));
    $sql = 'SELECT ' . implode(' || \',\' || ', array_map(fn ($i) => "\$$i::text", range(1, 12))) . ' AS joined';
    var_dump($pool->queryValue($sql, $params));
    $eight = range(-4, 3);
    $sql = 'SELECT ' . implode(' + ', array_map(fn ($i) => "\$$i::int8", range(1, 8))) . ' AS sum';
    var_dump($pool->queryValue($sql, $eight), $pool->queryValue('SELECT $1::int8 AS v', [PHP_INT_MIN]));
});
?>
--EXPECT--
array(1) {
  ["a"]=>
  int(1)
}
array(1) {
  ["b"]=>
  int(1)
}
array(1) {
  ["a"]=>
  string(1) "x"
}
array(1) {
  ["a"]=>
  float(1.5)
}
bool(true)
int(17)
int(1)
int(17)
int(40)
int(1)
int(40)
array(0) {
}
int(7)
array(6) {
  ["z"]=>
  int(0)
  ["m"]=>
  int(-1)
  ["max"]=>
  int(9223372036854775807)
  ["min"]=>
  int(-9223372036854775808)
  ["s"]=>
  int(-32768)
  ["o"]=>
  int(4294967295)
}
string(32) "1,s2,3,s4,5,s6,7,s8,9,s10,11,s12"
int(-4)
int(-9223372036854775808)
