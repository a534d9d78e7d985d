--TEST--
Vela: Http\Page: offset and keyset pages of a PostgreSQL query, the total when asked, next/prev links, 400 on bad input
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
$outside->execute("INSERT INTO test_items (name) VALUES ('e'), ('d'), ('hidden'), ('c'), ('b'), ('a')");
eval(notes_boot($root));
$app->openPools();
$client = new Vela\Testing\Client($app);
$get = fn (string $uri) => ($r = $client->get($uri))->status() . ' ' . $r->body();

echo "offset\n";
echo $get('/items/offset'), "\n";
echo $get('/items/offset?page=2&total=1&q=x'), "\n";
echo $get('/items/offset?page=3'), "\n";
echo $get('/items/offset?page=4&per_page=3'), "\n";
echo $get('/items/offset?page=&per_page='), "\n";
foreach (['page=0', 'page=x', 'per_page=4', 'per_page=-1', 'page[]=1'] as $bad) {
    echo $get("/items/offset?$bad"), "\n";
}

echo "keyset\n";
$page = json_decode($client->get('/items/keyset')->body(), true);
echo json_encode($page['data']), ' prev=', json_encode($page['links']['prev']), "\n";
$seen = [];
$uri = '/items/keyset';
while ($uri !== null) {
    $page = json_decode($client->get($uri)->body(), true);
    $seen[] = implode(',', array_column($page['data'], 'name'));
    $last = $uri;
    $uri = $page['links']['next'];
}
echo 'forward: ', implode(' | ', $seen), "\n";
$seen = [];
$uri = json_decode($client->get($last)->body(), true)['links']['prev'];
while ($uri !== null) {
    $page = json_decode($client->get($uri)->body(), true);
    $seen[] = implode(',', array_column($page['data'], 'name'));
    $uri = $page['links']['prev'];
}
echo 'backward from the last page: ', implode(' | ', $seen), "\n";
echo preg_replace('/after=[^"&]+/', 'after=…', $get('/items/keyset')), "\n";
echo $get('/items/keyset?after=%25%25%25'), "\n";
echo $get('/items/keyset?after=' . rtrim(strtr(base64_encode('[1]'), '+/', '-_'), '=')), "\n";
$outside->execute('DROP TABLE test_items');
$app->closePools();
?>
--EXPECT--
offset
200 {"data":[{"name":"a"},{"name":"b"}],"links":{"next":"\/items\/offset?page=2","prev":null},"meta":{"per_page":2}}
200 {"data":[{"name":"c"},{"name":"d"}],"links":{"next":"\/items\/offset?page=3&total=1&q=x","prev":"\/items\/offset?page=1&total=1&q=x"},"meta":{"per_page":2,"total":5}}
200 {"data":[{"name":"e"}],"links":{"next":null,"prev":"\/items\/offset?page=2"},"meta":{"per_page":2}}
200 {"data":[],"links":{"next":null,"prev":"\/items\/offset?page=3&per_page=3"},"meta":{"per_page":3}}
200 {"data":[{"name":"a"},{"name":"b"}],"links":{"next":"\/items\/offset?page=2&per_page=","prev":null},"meta":{"per_page":2}}
400 page must be a positive integer
400 page must be a positive integer
400 per_page must be an integer from 1 to 3
400 per_page must be an integer from 1 to 3
400 page must be a positive integer
keyset
[{"id":1,"name":"e"},{"id":2,"name":"d"}] prev=null
forward: e,d | c,b | a
backward from the last page: c,b | e,d
200 {"data":[{"id":1,"name":"e"},{"id":2,"name":"d"}],"links":{"next":"\/items\/keyset?after=…","prev":null},"meta":{"per_page":2}}
400 invalid cursor
400 invalid cursor
