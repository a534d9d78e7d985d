<?php

declare(strict_types=1);

// Loads the app (Composer's autoloader when installed, else a tiny psr-4 one
// for App\ → src/) and returns the container vgen generated.

$root = dirname(__DIR__);

if (is_file($root . '/vendor/autoload.php')) {
    require $root . '/vendor/autoload.php';
} else {
    spl_autoload_register(static function (string $class) use ($root): void {
        if (str_starts_with($class, 'App\\')) {
            $file = $root . '/src/' . str_replace('\\', '/', substr($class, 4)) . '.php';
            if (is_file($file)) {
                require $file;
            }
        }
    });
}

if (!extension_loaded('vela')) {
    require_once __DIR__ . '/vela-polyfill.php';
}

$container = $root . '/var/cache/container.php';
if (!is_file($container)) {
    fwrite(STDERR, "var/cache/container.php is missing: run `vgen compile` first\n");
    exit(1);
}
require_once $container;

return \Vela\Generated\Container::fromConfigDir($root . '/config');
