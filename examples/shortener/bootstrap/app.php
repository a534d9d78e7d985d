<?php

declare(strict_types=1);

// Loads the app (Composer's autoloader when installed, else a tiny psr-4 one
// for App\ → src/), the .env file, and everything vgen generated that the app runs on: the
// container (returned, built from config/), the binders and the proxies it
// requires on use. server.php and the tests both start here:
//
//     $container = require __DIR__ . '/bootstrap/app.php';
//     $app = new Vela\App(dirname(__DIR__), $container);   // with the extension

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

// .env (optional, not committed: .gitignore) fills the environment the config
// files read; a variable set in the real environment wins (docs/app.md).
\Vela\Env::load($root . '/.env');

foreach (['container.php', 'binders.php'] as $generated) {
    if (!is_file("$root/var/cache/$generated")) {
        fwrite(STDERR, "var/cache/$generated is missing: run `vgen compile` first\n");
        exit(1);
    }
    require_once "$root/var/cache/$generated";
}

return \Vela\Generated\Container::fromConfigDir($root . '/config');
