<?php

declare(strict_types=1);

// The dev-loop fixture app (tests/process/dev-loop): what a scaffolded
// server.php and bootstrap/app.php do, without pools or middleware.

$root = __DIR__;
spl_autoload_register(static function (string $class) use ($root): void {
    $file = $root . '/src/' . str_replace('\\', '/', substr($class, 4)) . '.php';
    if (str_starts_with($class, 'App\\') && is_file($file)) {
        require $file;
    }
});
require "$root/var/cache/container.php";
require_once "$root/var/cache/binders.php";

$app = new Vela\App($root, Vela\Generated\Container::fromConfigDir("$root/config"));
$app->run();
