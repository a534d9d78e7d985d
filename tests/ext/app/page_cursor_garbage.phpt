--TEST--
Vela: Http\Page: a keyset cursor is request input: 3,000 hostile cursors (300 under valgrind) (random bytes, JSON of every type, huge and fractional numbers, strings with NUL, a key of the wrong type) each answer 200 or 400, never 500, and the pool stays usable
--EXTENSIONS--
vela
--CONFLICTS--
test_items
--SKIPIF--
<?php if (!getenv('VELA_TEST_PG_DSN')) die('skip needs the test PostgreSQL (run through tests/run)'); ?>
--FILE--
<?php
require __DIR__ . '/notes.inc';
$root = notes_compile(__DIR__ . '/items');
$dsn = getenv('VELA_TEST_PG_DSN');
$bouncer = getenv('VELA_TEST_PG_PGBOUNCER') ? ", 'statement_cache_size' => 0" : '';
file_put_contents("$root/config/database.php", "<?php return ['default' => ['dsn' => '$dsn', 'max' => 2$bouncer]];");
$outside = new Vela\Pg\Pool($dsn);
$outside->execute('DROP TABLE IF EXISTS test_items');
$outside->execute('CREATE TABLE test_items (id serial PRIMARY KEY, name text NOT NULL)');
$outside->execute("INSERT INTO test_items (name) VALUES ('e'), ('d'), ('c')");
eval(notes_boot($root));
$app->openPools();
$client = new Vela\Testing\Client($app);
$encode = fn (string $raw) => rtrim(strtr(base64_encode($raw), '+/', '-_'), '=');

$json = ['1', '-1', '0', '9223372036854775807', '9223372036854775808', '-9223372036854775809', '1e400',
    '-1e400', '1.5', '0.0', '"1"', '"x"', '"1\u0000"', '""', 'true', 'false', 'null', '[]', '{}', '[1]',
    '{"a":1}', str_repeat('[', 100) . str_repeat(']', 100), '"' . str_repeat('9', 5000) . '"', '1 2', ''];
$cursors = array_map($encode, $json);
mt_srand(7);
// Fewer under valgrind (the same paths; memcheck is slow).
$many = getenv('VELA_VALGRIND') ? 300 : 3000;
for ($i = 0; $i < $many - count($json); $i++) {
    $raw = '';
    for ($n = mt_rand(0, 40); $n > 0; $n--) {
        $raw .= chr(mt_rand(0, 255));
    }
    $cursors[] = $i % 2 ? $encode($raw) : $raw;
}
$statuses = [];
foreach ($cursors as $cursor) {
    $param = mt_rand(0, 1) ? 'after' : 'before';
    $status = $client->get("/items/keyset?$param=" . rawurlencode($cursor))->status();
    $statuses[$status] = ($statuses[$status] ?? 0) + 1;
    if ($status >= 500) {
        echo "$status for $param=", bin2hex($cursor), "\n";
        break;
    }
}
ksort($statuses);
echo 'statuses: ', implode(', ', array_keys($statuses)), "\n";
echo 'still serving: ', $client->get('/items/keyset')->status(), "\n";
$outside->execute('DROP TABLE test_items');
$app->closePools();
?>
--EXPECT--
statuses: 200, 400
still serving: 200
