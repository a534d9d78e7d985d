<?php

declare(strict_types=1);

// Runtime behaviour of generated proxies (fixtures/proxies): interceptor
// chains run outermost first around parent::, options arrive as declared,
// by-reference parameters survive, lazy services are built on first use only
// and their public properties are the real service's.
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
check('proxies: built-in #[Transactional] and #[CacheEvict] get their options',
    $log === ['tx>place {"pool":"main"}', 'cache>place {"evict":true,"key":"orders.count"}'], $log);
check('proxies: the lazy dependency was built on first use, once', \Demo\Service\Ledger::$built === 1);

$log = [];
check('proxies: #[Cacheable] wraps count()', $orders->count() === 1 && $log === ['cache>count {"ttl":60,"key":"orders.count"}'], $log);

$n = 1;
$orders->bump($n, 2, 3);
check('proxies: by-reference parameters survive interception', $n === 7, $n);
check('proxies: a final method is left alone', $orders->id() === 'orders');

$trace->log = [];
check('proxies: a class-level interceptor covers inherited public methods',
    $orders->find(3) === ['id' => 3] && $trace->log === ['outer>find(3)', 'outer<find'], $trace->log);
check('proxies: `self` in an inherited signature still means the declaring class', $orders->same($orders) === $orders);

$ledger = $container->get(\Demo\Service\Ledger::class);
check('proxies: the lazy proxy delegates', $ledger->size() === 1 && str_ends_with($ledger->describe('> '), 'Ledger'));
check('proxies: a fluent `static` return gives back the proxy', $ledger->self() === $ledger);
check('proxies: the lazy proxy covers inherited methods', $ledger->merge($ledger) === $ledger);
check('proxies: singletons stay singletons', $container->get(\Demo\Service\Orders::class) === $orders);

// A lazy proxy's public properties are the real service's (the proxy never
// ran the constructor: it unset them, and __get/__set/__isset/__unset forward).
$fresh = (new \Vela\Generated\Container())->get(\Demo\Service\Ledger::class);
$built = \Demo\Service\Ledger::$built;
check('proxies: a lazy proxy is built by its first property read', $fresh->title === 'Ledger of books'
    && \Demo\Service\Ledger::$built === $built + 1, \Demo\Service\Ledger::$built - $built);
check('proxies: promoted readonly and inherited properties read through', $fresh->owner === 'books' && $fresh->version === 1);
$fresh->tags[] = 'a';
$fresh->tags[] = 'b';
$fresh->version = 2;
check('proxies: writes, including in place ($p->list[] = x), reach the real service',
    $fresh->tagCount() === 2 && $fresh->tags === ['a', 'b'] && $fresh->version === 2, [$fresh->tagCount(), $fresh->version]);
check('proxies: a final method runs on the proxy and reads through it', $fresh->heading() === 'LEDGER OF BOOKS (2 tags)', $fresh->heading());
check('proxies: isset and unset reach the real service', isset($fresh->title) && !isset($fresh->nothing)
    && (function () use ($fresh) { unset($fresh->version); return !isset($fresh->version); })());
$errors = [];
foreach ([fn () => $fresh->owner = 'x', fn () => $fresh->secret, fn () => $fresh->secret = 1] as $f) {
    try {
        $f();
        $errors[] = 'no error';
    } catch (\Error $e) {
        $errors[] = $e->getMessage();
    }
}
check('proxies: readonly and protected properties stay so through the proxy', $errors === [
    'Cannot modify readonly property Demo\Service\Ledger::$owner',
    'Cannot access protected property Demo\Service\Ledger::$secret',
    'Cannot access protected property Demo\Service\Ledger::$secret',
], $errors);
exit($GLOBALS['failures'] > 0 ? 1 : 0);
