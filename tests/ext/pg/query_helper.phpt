--TEST--
Vela: Pg\Pool: the query helper: insert() returning, update() by id, upsert() (update or nothing), IN lists as arrays with = ANY($1), identifiers quoted, values as parameters; also on a transaction's Connection
--SKIPIF--
<?php require __DIR__ . '/pg.inc'; pg_skip(); ?>
--FILE--
<?php
require __DIR__ . '/pg.inc';
$pool = pg_pool(['max' => 2]);
$pool->script(<<<'SQL'
    DROP SCHEMA IF EXISTS helper_app CASCADE;
    CREATE SCHEMA helper_app;
    CREATE TABLE helper_app.links (id serial PRIMARY KEY, slug text UNIQUE NOT NULL, url text NOT NULL,
        hits int NOT NULL DEFAULT 0, "order" int, "Odd ""Name""" text, tags text[]);
    SQL);
$t = 'helper_app.links';

/* insert(): the row back, typed; reserved words, capitals and quotes in names; an array value. */
$a = $pool->insert($t, ['slug' => 'a', 'url' => 'https://a.example', 'order' => 1, 'Odd "Name"' => "it's", 'tags' => ['x', 'y']]);
echo 'insert: ', json_encode($a), "\n";
echo 'returning: ', json_encode($pool->insert($t, ['slug' => 'b', 'url' => 'https://b.example'], ['id', 'slug'])), "\n";
echo 'injection is a value: ', json_encode($pool->insert($t, ['slug' => "c'); DROP TABLE helper_app.links; --", 'url' => 'u'], ['slug'])), "\n";

/* update(): by id (or another key); null when no row has it. */
echo 'update: ', json_encode($pool->update($t, $a['id'], ['hits' => 5, 'url' => 'https://a2.example'], returning: ['id', 'hits', 'url'])), "\n";
echo 'update by slug: ', json_encode($pool->update($t, 'b', ['hits' => 7], key: 'slug', returning: ['slug', 'hits'])), "\n";
echo 'update none: ', json_encode($pool->update($t, 999999, ['hits' => 1])), "\n";

/* upsert(): insert, then update the non-conflict columns; [] as $update: DO NOTHING (null). */
echo 'upsert new: ', json_encode($pool->upsert($t, ['slug' => 'd', 'url' => 'https://d1'], ['slug'], returning: ['slug', 'url', 'hits'])), "\n";
echo 'upsert again: ', json_encode($pool->upsert($t, ['slug' => 'd', 'url' => 'https://d2', 'hits' => 3], ['slug'], returning: ['slug', 'url', 'hits'])), "\n";
echo 'upsert only url: ', json_encode($pool->upsert($t, ['slug' => 'd', 'url' => 'https://d3', 'hits' => 9], ['slug'], ['url'], ['slug', 'url', 'hits'])), "\n";
echo 'upsert nothing: ', json_encode($pool->upsert($t, ['slug' => 'd', 'url' => 'https://d4'], ['slug'], [])), "\n";

/* IN lists: a PHP list is an array parameter. */
echo 'any: ', json_encode(array_column($pool->query("SELECT slug FROM $t WHERE slug = ANY(\$1) ORDER BY slug", [['a', 'd', 'zzz']]), 'slug')), "\n";
echo 'any empty: ', json_encode($pool->query("SELECT slug FROM $t WHERE id = ANY(\$1)", [[]])), "\n";

/* In a transaction: the Connection's helpers, and the Pool's join the coroutine's transaction. */
try {
    $pool->transaction(function (Vela\Pg\Connection $tx) use ($pool, $t) {
        $tx->insert($t, ['slug' => 'tx1', 'url' => 'u']);
        $pool->update($t, 'tx1', ['hits' => 1], 'slug');
        echo 'inside: ', $tx->queryValue("SELECT hits FROM $t WHERE slug = 'tx1'"), "\n";
        throw new RuntimeException('roll back');
    });
} catch (RuntimeException $e) {
    echo 'after rollback: ', json_encode($pool->queryOne("SELECT * FROM $t WHERE slug = 'tx1'")), "\n";
}

/* Bad names are errors naming the argument; the server's errors stay typed. */
foreach ([
    fn () => $pool->insert('', ['a' => 1]),
    fn () => $pool->insert('helper_app..links', ['a' => 1]),
    fn () => $pool->insert($t, [1, 2]),
    fn () => $pool->update($t, 1, []),
    fn () => $pool->upsert($t, ['slug' => 'e'], []),
    fn () => $pool->insert($t, ['slug' => 'e'], ["id\0"]),
    fn () => $pool->insert($t, ['slug' => 'a', 'url' => 'dup']),
] as $call) {
    try {
        $call();
        echo "accepted\n";
    } catch (ValueError $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    } catch (Vela\Pg\Exception $e) {
        echo get_class($e), ' ', $e->getSqlState(), "\n";
    }
}
$pool->script('DROP SCHEMA helper_app CASCADE');
?>
--EXPECT--
insert: {"id":1,"slug":"a","url":"https:\/\/a.example","hits":0,"order":1,"Odd \"Name\"":"it's","tags":["x","y"]}
returning: {"id":2,"slug":"b"}
injection is a value: {"slug":"c'); DROP TABLE helper_app.links; --"}
update: {"id":1,"hits":5,"url":"https:\/\/a2.example"}
update by slug: {"slug":"b","hits":7}
update none: null
upsert new: {"slug":"d","url":"https:\/\/d1","hits":0}
upsert again: {"slug":"d","url":"https:\/\/d2","hits":3}
upsert only url: {"slug":"d","url":"https:\/\/d3","hits":3}
upsert nothing: null
any: ["a","d"]
any empty: []
inside: 1
after rollback: null
ValueError: Vela\Pg\Pool::insert(): Argument #1 ($table) must name columns and tables with non-empty names ("schema.table"), "" given
ValueError: Vela\Pg\Pool::insert(): Argument #1 ($table) must name columns and tables with non-empty names ("schema.table"), "helper_app..links" given
ValueError: Vela\Pg\Pool::insert(): Argument #2 ($row) must map column names to values, an integer key found
ValueError: Vela\Pg\Pool::update(): Argument #3 ($changes) must change at least one column
ValueError: Vela\Pg\Pool::upsert(): Argument #3 ($conflict) must name at least one column
ValueError: Vela\Pg\Pool::insert(): Argument #3 ($returning) must name columns and tables with non-empty names ("schema.table"), "id" given
Vela\Pg\UniqueViolation 23505
