--TEST--
Vela: Pg\Pool: script() runs many statements through the simple query protocol; an error names the failing statement
--SKIPIF--
<?php require __DIR__ . '/pg.inc'; pg_skip(); ?>
--FILE--
<?php
require __DIR__ . '/pg.inc';
$pool = pg_pool(['max' => 1]);
$pool->execute('DROP TABLE IF EXISTS script_a, script_b');

/* A prepared statement takes one command: a schema file needs script(). */
try {
    $pool->execute('CREATE TABLE script_a (id int); CREATE TABLE script_b (id int)');
} catch (Vela\Pg\Exception $e) {
    echo "execute: ", $e->getSqlState(), " ", $e->getMessage(), "\n";
}
echo "script ran ", $pool->script(<<<'SQL'
    -- a comment; with a semicolon
    CREATE TABLE script_a (id int PRIMARY KEY, note text);
    CREATE FUNCTION script_f() RETURNS int LANGUAGE plpgsql AS $$ BEGIN RETURN 1; END; $$;
    INSERT INTO script_a VALUES (1, 'a;b'), (2, script_f());
    DROP FUNCTION script_f();
    SQL), " statements\n";
echo "rows: ", json_encode($pool->query('SELECT id, note FROM script_a ORDER BY id')), "\n";

/* The server stops at the first error; the script's implicit transaction is rolled back. */
try {
    $pool->script("INSERT INTO script_a VALUES (3, 'x');\nINSERT INTO script_a VALUES (1, 'dup');\nINSERT INTO script_a VALUES (4, 'y')");
} catch (Vela\Pg\UniqueViolation $e) {
    echo get_class($e), " ", $e->getSqlState(), ": ", $e->getMessage(), "\n";
}
try {
    $pool->script("SELECT 1;\nSELECT 2; SELEC 3");
} catch (Vela\Pg\Exception $e) {
    echo $e->getSqlState(), ": ", $e->getMessage(), "\n";
}
try {
    $pool->script("COPY script_a FROM STDIN");
} catch (Vela\Pg\Exception $e) {
    echo "copy: ", $e->getSqlState(), " ", $e->getMessage(), "\n";
}
echo "after the failures: ", $pool->queryValue('SELECT count(*) FROM script_a'), " rows\n";

/* The connection is back in pipeline mode: concurrent queries share it. */
Vela\run(function () use ($pool) {
    $wg = new Vela\WaitGroup();
    $sum = 0;
    for ($i = 1; $i <= 5; $i++) {
        $wg->add();
        Vela\Coroutine::spawn(function () use ($pool, $i, $wg, &$sum) {
            $sum += $pool->queryValue('SELECT $1::int', [$i]);
            $wg->done();
        });
    }
    $wg->wait();
    echo "pipelined after a script: $sum, connections: ", $pool->stats()['size'], "\n";
});

/* Inside a transaction it runs on the transaction's connection and rolls back with it. */
try {
    $pool->transaction(function ($tx) use ($pool) {
        echo "in a transaction: ", $pool->script("INSERT INTO script_a VALUES (5, 'p'); INSERT INTO script_a VALUES (6, 'q')"),
            " + ", $tx->script("DELETE FROM script_a WHERE id = 1"), " statements, ",
            $tx->queryValue('SELECT count(*) FROM script_a'), " rows\n";
        throw new RuntimeException('undo');
    });
} catch (RuntimeException $e) {
    echo "rolled back: ", $pool->queryValue('SELECT count(*) FROM script_a'), " rows\n";
}
/* An explicit BEGIN/COMMIT in the script is the script's own. */
try {
    $pool->script("BEGIN; INSERT INTO script_a VALUES (7, 'z'); COMMIT; INSERT INTO script_a VALUES (1, 'dup')");
} catch (Vela\Pg\Exception $e) {
    echo $e->getMessage(), "; committed before it: ", $pool->queryValue('SELECT count(*) FROM script_a'), " rows\n";
}
$pool->script('DROP TABLE script_a');
?>
--EXPECT--
execute: 42601 cannot insert multiple commands into a prepared statement
script ran 4 statements
rows: [{"id":1,"note":"a;b"},{"id":2,"note":"1"}]
Vela\Pg\UniqueViolation 23505: statement 2 of the script: duplicate key value violates unique constraint "script_a_pkey"
42601: line 2 of the script: syntax error at or near "SELEC"
copy: 57014 statement 1 of the script: COPY from stdin failed: COPY FROM STDIN is not supported in a script
after the failures: 2 rows
pipelined after a script: 15, connections: 1
in a transaction: 2 + 1 statements, 3 rows
rolled back: 2 rows
statement 4 of the script: duplicate key value violates unique constraint "script_a_pkey"; committed before it: 3 rows
