<?php

declare(strict_types=1);

// An example test in plain PHP: `vgen compile && php tests/HomeControllerTest.php`.
// It builds the controller from the generated container, as the server does.

$container = require __DIR__ . '/../bootstrap/app.php';
$home = $container->get(\App\Controller\HomeController::class);

$checks = [
    'hello() greets by name' => str_starts_with($home->hello('Ada')['message'], 'Hello, Ada, from '),
    'hello() defaults the language' => $home->hello('Ada')['lang'] === 'en',
    'user() echoes the id' => $home->user(7) === ['id' => 7],
    'the controller is a singleton' => $home === $container->get(\App\Controller\HomeController::class),
];

$failed = 0;
foreach ($checks as $name => $ok) {
    echo ($ok ? 'PASS' : 'FAIL') . " $name\n";
    $failed += $ok ? 0 : 1;
}
exit($failed > 0 ? 1 : 0);
