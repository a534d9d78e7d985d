<?php

declare(strict_types=1);

// Loads a compiled app's container with plain PHP (no extension) and builds
// every service it declares, giving it a stand-in for each runtime-provided
// service. Usage: php container.php APP_ROOT

require __DIR__ . '/lib.php';

$root = $argv[1];
$psr = ($argv[2] ?? '') === 'psr';
if ($psr) { // PSR-11 from Debian's php-psr-container, loaded before the container
    require '/usr/share/php/Psr/Container/autoload.php';
}
autoload_app($root);
require "$root/var/cache/container.php";

$provided = [];
foreach (\Vela\Generated\Container::PROVIDED as $id) {
    $class = match (true) {
        str_starts_with($id, 'pg.') => \Vela\Pg\Pool::class,
        str_starts_with($id, 'redis.') => \Vela\Redis\Pool::class,
        default => $id,
    };
    if ($id === 'Psr\\Log\\LoggerInterface' && is_file('/usr/share/php/Psr/Log/autoload.php')) {
        require_once '/usr/share/php/Psr/Log/autoload.php'; // the extension's default logger is PSR-3
        $provided[$id] = new \Psr\Log\NullLogger();
        continue;
    }
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
try {
    $container->get('No\\Such\\Service');
    $thrown = null;
} catch (\OutOfBoundsException $e) {
    $thrown = $e;
}
if ($psr) {
    check("$name: with psr/container, the container is a PSR-11 ContainerInterface",
        $container instanceof \Psr\Container\ContainerInterface && $container->has($container->ids()[0]));
    check("$name: with psr/container, an unknown id throws its NotFoundExceptionInterface",
        $thrown instanceof \Psr\Container\NotFoundExceptionInterface, $thrown ? get_class($thrown) : null);
} else {
    check("$name: without psr/container, the same container (no PSR interface), an unknown id is OutOfBounds",
        !interface_exists(\Psr\Container\ContainerInterface::class, false) && $thrown !== null);
}
exit($GLOBALS['failures'] > 0 ? 1 : 0);
