<?php

declare(strict_types=1);

// Tests through the app's whole request path, in-process: Vela\Testing\Client
// runs each request through the same router, middleware, binders and
// container as the server, without a socket, and returns the real Response.
// `vgen compile && php tests/HttpTest.php` (the vela extension must be loaded).
// docs/testing.md shows the same with PHPUnit.

if (!class_exists(\Vela\Testing\Client::class)) {
    fwrite(STDERR, "FAIL tests/HttpTest.php needs the vela extension: php -d extension=vela tests/HttpTest.php\n");
    exit(1);
}
$container = require __DIR__ . '/../bootstrap/app.php';
$client = new \Vela\Testing\Client(new \Vela\App(dirname(__DIR__), $container));

$home = $client->get('/');
$hello = $client->get('/hello/Ada?lang=fr');
$user = $client->get('/users/42');
$checks = [
    'GET / renders the home page' => $home->status() === 200 && str_starts_with($home->body(), '<h1>Hello, world'),
    'GET /hello/{name} binds the path and the query' => json_decode($hello->body(), true)['lang'] === 'fr',
    'GET /users/{id} casts the id' => $user->body() === '{"id":42}',
    'a non-numeric id is no route: 404' => $client->get('/users/abc')->status() === 404,
    'a wrong method is a 405 with Allow' => $client->post('/')->getHeader('Allow') !== null
        && $client->post('/')->status() === 405,
    'a JSON client gets a JSON 404' => $client->get('/nowhere', ['Accept' => 'application/json'])->body()
        === '{"error":{"status":404,"message":"Not Found"}}',
];

$failed = 0;
foreach ($checks as $name => $ok) {
    echo ($ok ? 'PASS' : 'FAIL') . " $name\n";
    $failed += $ok ? 0 : 1;
}
exit($failed > 0 ? 1 : 0);
