--TEST--
Vela: Pg\Pool: every result type by column OID, and every parameter type, incl. NULL, binary and arrays
--SKIPIF--
<?php require __DIR__ . '/pg.inc'; pg_skip(); ?>
--FILE--
<?php
require __DIR__ . '/pg.inc';
$pool = pg_pool();
$row = $pool->queryOne(<<<'SQL'
SELECT 1::int2 AS i2, 2147483647::int4 AS i4, 9223372036854775807::int8 AS i8, 26::oid AS o,
       1.5::float4 AS f4, -2.25e100::float8 AS f8, 'NaN'::float8 AS nan, '-Infinity'::float8 AS ninf,
       12345678901234567890.12345::numeric AS num, true AS t, false AS f, NULL::int AS n,
       '{"a": [1, 2.5, null, "x"], "b": {"c": true}}'::jsonb AS jb, '[1, "two"]'::json AS j,
       '\x00ff41'::bytea AS bin, ARRAY[1, NULL, 3]::int4[] AS ai, ARRAY[[1.5, 2], [3, 4]]::float8[] AS af,
       ARRAY['a b', 'c"d', 'e\f', NULL, 'NULL', '']::text[] AS at, ARRAY[true, false]::bool[] AS ab,
       ARRAY['\x0001'::bytea] AS abin, ARRAY['{"k": 1}'::jsonb] AS aj, '{}'::int[] AS empty,
       '2024-05-06 07:08:09.5+02'::timestamptz AS tz, '2024-05-06 07:08:09'::timestamp AS ts,
       '2024-05-06'::date AS d, '07:08:09'::time AS tm, 'infinity'::timestamp AS tinf,
       ARRAY['2024-01-02'::date] AS ad, 'a5d6c0a4-6c52-4d36-8ee4-39f1c1f0bd3b'::uuid AS u,
       'text'::text AS s, 'x'::varchar AS v, interval '1 day' AS iv
SQL);
foreach ($row as $k => $v) {
    echo str_pad($k, 6), json_encode($v, JSON_PRESERVE_ZERO_FRACTION | JSON_PARTIAL_OUTPUT_ON_ERROR), ' ', get_debug_type($v), "\n";
}
echo "bin bytes: ", bin2hex($row['bin']), "\n";
var_dump(is_nan($row['nan']), $row['ninf'] === -INF);

echo "-- parameters\n";
$p = $pool->queryOne('SELECT $1::int8 AS i, $2::float8 AS f, $3::bool AS t, $4::bool AS fa, $5::text AS n, $6::text AS s,
    $7::bytea AS b, $8::bytea AS b2, $9::int[] AS ai, $10::text[] AS at, $11::float8 AS inf, $12::jsonb AS j,
    $13::text AS str', [
    -9223372036854775807, 0.1, true, false, null, "it's \"quoted\" \\ and 'escaped'", new Vela\Pg\Binary("\x00\x01\xff"),
    "a\x00b", [[1, 2], [3, null]], ['x,y', '{', '"', '\\', null], INF, json_encode(['k' => [1, 2]]),
    new class { function __toString(): string { return 'stringable'; } },
]);
foreach ($p as $k => $v) {
    echo str_pad($k, 4), $k === 'b' || $k === 'b2' ? bin2hex($v) : ($k === 'inf' ? var_export($v, true) : json_encode($v, JSON_PRESERVE_ZERO_FRACTION)), "\n";
}
var_dump($pool->queryValue('SELECT $1::float8 = 0.1', [0.1]));

echo "-- decode_json off\n";
var_dump(pg_pool(['decode_json' => false])->queryValue("SELECT '{\"a\":1}'::jsonb"));
echo "-- bad parameters\n";
try { $pool->query('SELECT $1', [fopen('php://memory', 'r')]); } catch (Vela\Pg\Exception $e) { echo $e->getMessage(), "\n"; }
try { $pool->query('SELECT $1', [new stdClass]); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $pool->query('SELECT $1::int', ['abc']); } catch (Vela\Pg\Exception $e) { echo $e->getSqlState(), ": ", $e->getMessage(), "\n"; }
var_dump($pool->queryValue('SELECT 1'));
?>
--EXPECT--
i2    1 int
i4    2147483647 int
i8    9223372036854775807 int
o     26 int
f4    1.5 float
f8    -2.25e+100 float
nan   0 float
ninf  0 float
num   "12345678901234567890.12345" string
t     true bool
f     false bool
n     null null
jb    {"a":[1,2.5,null,"x"],"b":{"c":true}} array
j     [1,"two"] array
bin   null string
ai    [1,null,3] array
af    [[1.5,2.0],[3.0,4.0]] array
at    ["a b","c\"d","e\\f",null,"NULL",""] array
ab    [true,false] array
abin  ["\u0000\u0001"] array
aj    [{"k":1}] array
empty [] array
tz    "2024-05-06T05:08:09.5+00:00" string
ts    "2024-05-06T07:08:09" string
d     "2024-05-06" string
tm    "07:08:09" string
tinf  "infinity" string
ad    ["2024-01-02"] array
u     "a5d6c0a4-6c52-4d36-8ee4-39f1c1f0bd3b" string
s     "text" string
v     "x" string
iv    "1 day" string
bin bytes: 00ff41
bool(true)
bool(true)
-- parameters
i   -9223372036854775807
f   0.1
t   true
fa  false
n   null
s   "it's \"quoted\" \\ and 'escaped'"
b   0001ff
b2  610062
ai  [[1,2],[3,null]]
at  ["x,y","{","\"","\\",null]
inf INF
j   {"k":[1,2]}
str "stringable"
bool(true)
-- decode_json off
string(8) "{"a": 1}"
-- bad parameters
parameter $1: cannot send a resource
Error: Object of class stdClass could not be converted to string
22P02: invalid input syntax for type integer: "abc"
int(1)
