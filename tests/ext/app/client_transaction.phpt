--TEST--
Vela: Testing\Client: beginTransaction()/rollBack() wrap a test's requests in one PostgreSQL transaction (the app's own pool, #[Transactional] joining it)
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
file_put_contents("$root/config/database.php", "<?php return ['default' => ['dsn' => '$dsn', 'max' => 3$bouncer]];");
$outside = new Vela\Pg\Pool($dsn);
$outside->execute('DROP TABLE IF EXISTS test_items');
$outside->execute('CREATE TABLE test_items (name text NOT NULL)');
$outside->execute("INSERT INTO test_items VALUES ('kept')");
eval(notes_boot($root));
$app->openPools();
$client = new Vela\Testing\Client($app);

$client->beginTransaction();
echo $client->post('/items', ['name' => 'a'])->body(), "\n";
echo $client->post('/items/pair', ['name' => 'b'])->body(), "\n";
echo 'inside: ', $client->get('/items')->body(), "\n";
echo 'another connection: ', json_encode(array_column($outside->query('SELECT name FROM test_items'), 'name')), "\n";
try {
    $client->beginTransaction('default');
} catch (Vela\Exception $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
$client->rollBack();
echo 'after rollBack: ', $client->get('/items')->body(), "\n";
$client->rollBack(); // nothing open: nothing to do

// Without one, requests commit as usual.
$client->post('/items', ['name' => 'c']);
echo 'committed: ', json_encode(array_column($outside->query('SELECT name FROM test_items ORDER BY name'), 'name')), "\n";
try {
    $client->beginTransaction('analytics');
} catch (OutOfBoundsException $e) {
    echo "no pool analytics\n";
}
$outside->execute('DROP TABLE test_items');
$app->closePools();
?>
--EXPECT--
{"name":"a"}
{"added":2}
inside: ["a","b","b","kept"]
another connection: ["kept"]
Vela\Exception: Vela\Testing\Client::beginTransaction(): a transaction is open on that pool already (rollBack() first)
after rollBack: ["kept"]
committed: ["c","kept"]
no pool analytics
