--TEST--
Vela: Pg\Pool: parameters travel apart from the SQL, so an injection attempt stays a literal
--SKIPIF--
<?php require __DIR__ . '/pg.inc'; pg_skip(); ?>
--FILE--
<?php
require __DIR__ . '/pg.inc';
$pool = pg_pool();
$t = pg_table($pool, 'inj_users', 'id int primary key, name text');
$pool->execute("INSERT INTO $t VALUES (1, 'ada'), (2, 'bob')");
$attacks = ["' OR '1'='1", "1; DROP TABLE $t; --", "ada'--", "\\'; DELETE FROM $t; --", "$1", "ada\x00' OR 1=1"];
foreach ($attacks as $a) {
    try {
        $rows = $pool->query("SELECT id FROM $t WHERE name = \$1", [$a]);
        echo json_encode($a), ': ', count($rows), " rows\n";
    } catch (Vela\Pg\Exception $e) {
        echo bin2hex($a), ': ', $e->getSqlState(), ' ', $e->getMessage(), "\n";
    }
}
var_dump($pool->queryValue('SELECT $1::text', ["x'); DROP TABLE $t; --"]));
var_dump($pool->queryValue("SELECT count(*) FROM $t"));
?>
--EXPECT--
"' OR '1'='1": 0 rows
"1; DROP TABLE inj_users; --": 0 rows
"ada'--": 0 rows
"\\'; DELETE FROM inj_users; --": 0 rows
"$1": 0 rows
6164610027204f5220313d31: 22021 invalid byte sequence for encoding "UTF8": 0x00
string(29) "x'); DROP TABLE inj_users; --"
int(2)
