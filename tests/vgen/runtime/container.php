<?php

declare(strict_types=1);

// Loads a compiled app's container with plain PHP (no extension) and builds
// every service it declares, giving it a stand-in for each runtime-provided
// service. Usage: php container.php APP_ROOT

require __DIR__ . '/lib.php';

$root = $argv[1];
autoload_app($root);
require "$root/var/cache/container.php";

$provided = [];
foreach (\Vela\Generated\Container::PROVIDED as $id) {
    $class = match (true) {
        str_starts_with($id, 'pg.') => \Vela\Pg\Pool::class,
        str_starts_with($id, 'redis.') => \Vela\Redis\Pool::class,
        default => $id,
    };
    if (class_exists($class) && !extension_loaded('vela')) {
        $provided[$id] = new $class();
        continue;
    }
    $provided[$id] = new class {
        public function intercept(object $target, string $method, array $args, \Closure $proceed, array $options): mixed
        {
            return $proceed();
        }
    };
}
$container = \Vela\Generated\Container::fromConfigDir("$root/config", $provided);
$name = basename($root);
$built = 0;
foreach ($container->ids() as $id) {
    try {
        $service = $container->get($id);
    } catch (\Throwable $e) {
        check("$name: service $id", false, $e->getMessage());
        continue;
    }
    $ok = $service instanceof $id;
    $built += $ok ? 1 : 0;
    if (!$ok) {
        check("$name: service $id", false, get_class($service));
    }
}
check("$name: every service builds (" . count($container->ids()) . " ids)", $built === count($container->ids()));
exit($GLOBALS['failures'] > 0 ? 1 : 0);
