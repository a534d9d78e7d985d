<?php

declare(strict_types=1);

// An example test in plain PHP: `vgen compile && php tests/HomeControllerTest.php`.
// It builds the controller from the generated container, as the server does.

$container = require __DIR__ . '/../bootstrap/app.php';
$home = $container->get(\App\Controller\HomeController::class);

$checks = [
    'index() says hello' => $home->index() === ['message' => 'Hello from __VELA_APP__'],
    'hello() greets by name' => $home->hello('Ada') === ['message' => 'Hello, Ada'],
];

$failed = 0;
foreach ($checks as $name => $ok) {
    echo ($ok ? 'PASS' : 'FAIL') . " $name\n";
    $failed += $ok ? 0 : 1;
}
exit($failed > 0 ? 1 : 0);
