<?php

declare(strict_types=1);

// The shortener through its whole request path with Vela\Testing\Client, on the
// PostgreSQL and Redis of DATABASE_URL and REDIS_URL:
// `vgen compile && php bin/console migrate && php tests/ShortenerTest.php`.

putenv('SHORTENER_WRITES_PER_MINUTE=5');
$container = require __DIR__ . '/../bootstrap/app.php';
$app = new Vela\App(dirname(__DIR__), $container);
$app->openPools();
if ($app->console(['console', 'migrate']) !== 0) {
    exit(1);
}
$client = new Vela\Testing\Client($app);
$db = $container->get('pg.default');
$keys = $container->get(App\ApiKeys::class);
$run = bin2hex(random_bytes(4));
$writer = ['X-Api-Key' => $keys->create("writer-$run", ['links:read', 'links:write'])];
$reader = ['Authorization' => 'Bearer ' . $keys->create("reader-$run", ['links:read'])];
$burst = ['X-Api-Key' => $keys->create("burst-$run", ['links:write'])];
$pager = ['X-Api-Key' => $keys->create("pager-$run", ['links:read'])];
$json = fn ($response) => json_decode($response->body(), true);

$anonymous = $client->post('/links', ['url' => 'https://example.com/']);
$forbidden = $client->post('/links', ['url' => 'https://example.com/'], $reader);
$created = $client->post('/links', ['url' => 'https://example.com/a', 'slug' => "a-$run"], $writer);
$taken = $client->post('/links', ['url' => 'https://example.com/b', 'slug' => "a-$run"], $writer);
$invalid = $client->post('/links', ['url' => 'ftp:nothing'], $writer);
$first = $client->get("/a-$run");
$client->get("/a-$run");
$stats = $client->get("/links/a-$run/stats", $writer);
$notMine = $client->get("/links/a-$run/stats", $reader);
$bursts = array_map(fn () => $client->post('/links', ['url' => 'https://example.com/'], $burst)->status(), range(1, 6));
$db->execute("INSERT INTO links (slug, url, owner) SELECT 'p-$run-' || i, 'https://example.com/' || i, 'pager-$run'
    FROM generate_series(1, 21) i");
$page1 = $json($client->get('/links', $pager));
$page2 = $json($client->get($page1['links']['next'] ?? '/links', $pager));
$db->execute("INSERT INTO links (slug, url, owner, created_at) VALUES ('old-$run', 'https://example.com/', 'pager-$run',
    now() - interval '40 days')");
ob_start();
$purged = $app->console(['console', 'links:purge', '--older-than=30']);
$purgeOutput = ob_get_clean();

$checks = [
    'no key: 401 problem+json with WWW-Authenticate' => $anonymous->status() === 401
        && $anonymous->getHeader('WWW-Authenticate') === 'Bearer'
        && str_starts_with((string) $anonymous->getHeader('Content-Type'), 'application/problem+json'),
    'a read-only key cannot write: 403' => $forbidden->status() === 403,
    'POST /links: 201 with Location' => $created->status() === 201 && $created->getHeader('Location') === "/a-$run",
    'a taken slug: 409' => $taken->status() === 409,
    'a bad URL: 422 naming the field' => $invalid->status() === 422 && str_contains($invalid->body(), 'url'),
    'GET /{slug} redirects' => $first->status() === 302 && $first->getHeader('Location') === 'https://example.com/a',
    'hits are counted in Redis' => $stats->status() === 200 && ($json($stats)['hits'] ?? null) === 2,
    'another key does not see them: 404' => $notMine->status() === 404,
    'writes are throttled per key: 5 then 429' => $bursts === [201, 201, 201, 201, 201, 429],
    'GET /links pages the key\'s links' => count($page1['data'] ?? []) === 20 && count($page2['data'] ?? []) === 1,
    'links:purge deletes the old links' => $purged === 0 && preg_match('/^purged [1-9]\d* links$/', trim($purgeOutput)) === 1
        && $db->queryValue('SELECT count(*) FROM links WHERE slug = $1', ["old-$run"]) === 0,
];
$app->closePools();
$failed = 0;
foreach ($checks as $name => $ok) {
    echo ($ok ? 'PASS' : 'FAIL') . " $name\n";
    $failed += $ok ? 0 : 1;
}
exit($failed > 0 ? 1 : 0);
