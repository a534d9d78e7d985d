<?php

declare(strict_types=1);

// Tests through the app's whole request path, in-process: Vela\Testing\Client
// runs each request through the same router, middleware, binders and
// container as the server, without a socket, and returns the real Response.
// `vgen compile && php tests/HttpTest.php` (the vela extension must be enabled).
// The notes and visits checks talk to the PostgreSQL and Redis that
// config/database.php and config/redis.php name (DATABASE_URL, REDIS_URL);
// the migrations are applied first. docs/testing.md shows the same with PHPUnit.

if (!class_exists(\Vela\Testing\Client::class)) {
    fwrite(STDERR, "FAIL tests/HttpTest.php needs the vela extension (make install enables it)\n");
    exit(1);
}
$container = require __DIR__ . '/../bootstrap/app.php';
$app = new \Vela\App(dirname(__DIR__), $container);
$app->openPools();                                    // as each server worker does when it starts
if ($app->console(['console', 'migrate']) !== 0) {   // database/migrations, as `php bin/console migrate`
    exit(1);
}
$client = new \Vela\Testing\Client($app);

$home = $client->get('/');
$hello = $client->get('/hello/Ada?lang=fr');
$created = $client->post('/notes', ['title' => 'from HttpTest', 'body' => 'hi']);
$note = json_decode($created->body(), true);
$invalid = $client->post('/notes', ['body' => 3]);
$blank = $client->post('/notes', ['title' => '  ', 'body' => str_repeat('x', 10001)]);
$before = json_decode($client->get('/visits')->body(), true)['visits'];
$checks = [
    'GET / renders the home page' => $home->status() === 200 && str_starts_with($home->body(), '<h1>Hello, world'),
    'GET /hello/{name} binds the path and the query' => json_decode($hello->body(), true)['lang'] === 'fr',
    'GET /users/{id} casts the id' => $client->get('/users/42')->body() === '{"id":42}',
    'a non-numeric id is no route: 404' => $client->get('/users/abc')->status() === 404,
    'a wrong method is a 405 with Allow' => $client->put('/')->getHeader('Allow') !== null
        && $client->put('/')->status() === 405,
    'a JSON client gets a JSON 404' => $client->get('/nowhere', ['Accept' => 'application/json'])->body()
        === '{"error":{"status":404,"message":"Not Found"}}',
    'the middleware times every answer' => $home->getHeader('X-Response-Time') !== null,
    'POST /notes stores a note: 201 with its Location' => $created->status() === 201
        && $created->getHeader('Location') === '/notes/' . $note['id'],
    'POST /notes is rate-limited (config/throttle.php): RateLimit fields' =>
        $created->getHeader('RateLimit-Policy') !== null && $created->getHeader('RateLimit') !== null,
    'GET /notes/{id} reads it back from PostgreSQL' => json_decode($client->get('/notes/' . $note['id'])->body(), true)
        === $note,
    'GET /notes pages the notes, newest first' => json_decode($client->get('/notes?per_page=1')->body(), true)['data']
        === [$note],
    'a body that does not fit the DTO is a 422 naming the fields' => $invalid->status() === 422
        && isset(json_decode($invalid->body(), true)['errors']['title']),
    'a blank title and a body too long are both named in one 422' => $blank->status() === 422
        && array_keys(json_decode($blank->body(), true)['errors']) === ['title', 'body'],
    'an unknown note is a 404' => $client->get('/notes/0')->status() === 404,
    'GET /visits counts in Redis' => json_decode($client->get('/visits')->body(), true)['visits'] === $before + 1,
];
$app->closePools();

$failed = 0;
foreach ($checks as $name => $ok) {
    echo ($ok ? 'PASS' : 'FAIL') . " $name\n";
    $failed += $ok ? 0 : 1;
}
exit($failed > 0 ? 1 : 0);
