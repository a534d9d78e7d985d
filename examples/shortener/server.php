<?php

declare(strict_types=1);

// Serves the app with the vela extension: `vgen compile && php server.php`.
// The container, routes and binders it serves are the ones vgen generated in
// var/cache/; nothing here reflects on your classes.

$container = require __DIR__ . '/bootstrap/app.php';

if (!class_exists(\Vela\App::class)) {
    fwrite(STDERR, "server.php needs the vela extension: enable it (make install does) or run php -d extension=/path/to/vela.so server.php\n");
    exit(1);
}

$server = (new \Vela\App(__DIR__, $container))->server();   // options from config/app.php
$server->onStart(static function (\Vela\Http\Server $server): void {
    if ($server->options()['workers'] === 0) {   // with workers, the master logs where it listens
        fprintf(STDERR, "Vela serving http://%s:%d/ (Ctrl-C stops)\n", $server->options()['host'], $server->port());
    }
});
$server->start();
