<?php

declare(strict_types=1);

// Loads the entry (a psr-4 autoloader for App\ → src/) and what vgen
// generated into var/cache/, and returns the container built from config/.

$root = dirname(__DIR__);

spl_autoload_register(static function (string $class) use ($root): void {
    if (str_starts_with($class, 'App\\')) {
        $file = $root . '/src/' . str_replace('\\', '/', substr($class, 4)) . '.php';
        if (is_file($file)) {
            require $file;
        }
    }
});

foreach (['container.php', 'binders.php'] as $generated) {
    if (!is_file("$root/var/cache/$generated")) {
        fwrite(STDERR, "var/cache/$generated is missing: run `vgen compile` first\n");
        exit(1);
    }
    require_once "$root/var/cache/$generated";
}

return \Vela\Generated\Container::fromConfigDir($root . '/config');
