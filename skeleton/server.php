<?php

declare(strict_types=1);

// Serves the app with the vela extension: `vgen compile && php server.php`.
// The container, routes and binders it serves are the ones vgen generated in
// var/cache/; nothing here reflects on your classes.

$container = require __DIR__ . '/bootstrap/app.php';

if (!class_exists(\Vela\App::class)) {
    fwrite(STDERR, "server.php needs the vela extension: php -d extension=vela server.php\n");
    exit(1);
}

(new \Vela\App(__DIR__, $container))->run();
