<?php

declare(strict_types=1);

// Runtime behaviour of generated proxies (fixtures/proxies): interceptor
// chains run outermost first around parent::, options arrive as declared,
// by-reference parameters survive, lazy services are built on first use only.
// Usage: php proxies.php APP_ROOT

require __DIR__ . '/lib.php';

$root = $argv[1];
autoload_app($root);
require "$root/var/cache/container.php";

final class Recorder
{
    public function __construct(public string $name, public array &$log)
    {
    }

    public function intercept(object $target, string $method, array $args, \Closure $proceed, array $options): mixed
    {
        $this->log[] = "$this->name>$method " . json_encode($options);
        return $proceed();
    }
}

$log = [];
$container = new \Vela\Generated\Container([], [
    'Vela\Interceptor\TransactionalInterceptor' => new Recorder('tx', $log),
    'Vela\Interceptor\CacheableInterceptor' => new Recorder('cache', $log),
]);

$orders = $container->get(\Demo\Service\Orders::class);
check('proxies: the service is its generated subclass', $orders instanceof \Demo\Service\Orders
    && get_class($orders) === 'Vela\Generated\Proxy\Demo_Service_Orders_Intercepted');
check('proxies: a lazy dependency is not built with its dependent', \Demo\Service\Ledger::$built === 0);

$result = $orders->place(7, 'gift');
$trace = $container->get(\Demo\Interceptor\Trace::class);
check('proxies: the method runs and returns through the chain', $result === ['id' => 7, 'note' => 'gift'], $result);
check('proxies: class-level interceptor first, then method-level in order', $trace->log === [
    'outer>place(7,"gift",["ledger","x"])', 'inner>place(7,"gift",["ledger","x"])', 'inner<place', 'outer<place',
], $trace->log);
check('proxies: built-in #[Transactional] gets its options', $log === ['tx>place {"pool":"main"}'], $log);
check('proxies: the lazy dependency was built on first use, once', \Demo\Service\Ledger::$built === 1);

$log = [];
check('proxies: #[Cacheable] wraps count()', $orders->count() === 1 && $log === ['cache>count {"ttl":60,"key":"orders.count"}'], $log);

$n = 1;
$orders->bump($n, 2, 3);
check('proxies: by-reference parameters survive interception', $n === 7, $n);
check('proxies: a final method is left alone', $orders->id() === 'orders');

$ledger = $container->get(\Demo\Service\Ledger::class);
check('proxies: the lazy proxy delegates', $ledger->size() === 1 && str_ends_with($ledger->describe('> '), 'Ledger'));
check('proxies: a fluent `static` return gives back the proxy', $ledger->self() === $ledger);
check('proxies: singletons stay singletons', $container->get(\Demo\Service\Orders::class) === $orders);
exit($GLOBALS['failures'] > 0 ? 1 : 0);
