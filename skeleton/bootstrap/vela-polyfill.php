<?php

declare(strict_types=1);

// Plain-PHP declarations of the attributes vgen reads and of the interceptor
// interface, for running the app's code without the vela extension (tests,
// tools). The extension declares the same classes; these are skipped then.

namespace Vela\Attribute;

use Attribute;

if (!class_exists(Controller::class, false)) {
    #[Attribute(Attribute::TARGET_CLASS)]
    final class Controller
    {
        public function __construct(public string $prefix = '')
        {
        }
    }

    /** Base of the HTTP-method route attributes. */
    abstract class HttpRoute
    {
        public function __construct(public string $path = '/', public ?string $name = null)
        {
        }
    }

    #[Attribute(Attribute::TARGET_METHOD | Attribute::IS_REPEATABLE)]
    final class Get extends HttpRoute
    {
    }

    #[Attribute(Attribute::TARGET_METHOD | Attribute::IS_REPEATABLE)]
    final class Post extends HttpRoute
    {
    }

    #[Attribute(Attribute::TARGET_METHOD | Attribute::IS_REPEATABLE)]
    final class Put extends HttpRoute
    {
    }

    #[Attribute(Attribute::TARGET_METHOD | Attribute::IS_REPEATABLE)]
    final class Patch extends HttpRoute
    {
    }

    #[Attribute(Attribute::TARGET_METHOD | Attribute::IS_REPEATABLE)]
    final class Delete extends HttpRoute
    {
    }

    #[Attribute(Attribute::TARGET_METHOD | Attribute::IS_REPEATABLE)]
    final class Route
    {
        /** @param string|list<string> $methods */
        public function __construct(public string|array $methods, public string $path = '/', public ?string $name = null)
        {
        }
    }

    #[Attribute(Attribute::TARGET_CLASS | Attribute::TARGET_METHOD | Attribute::IS_REPEATABLE)]
    final class Middleware
    {
        /** @var list<string> */
        public array $middleware;

        public function __construct(string|array ...$middleware)
        {
            $this->middleware = array_merge(...array_map(fn ($m) => (array) $m, $middleware));
        }
    }

    #[Attribute(Attribute::TARGET_PARAMETER | Attribute::TARGET_PROPERTY)]
    final class Inject
    {
        public function __construct(public ?string $id = null)
        {
        }
    }

    #[Attribute(Attribute::TARGET_PARAMETER | Attribute::TARGET_PROPERTY)]
    final class Value
    {
        public function __construct(public string $key)
        {
        }
    }

    #[Attribute(Attribute::TARGET_CLASS)]
    final class Bind
    {
        /** @param string|list<string>|null $id the interface(s) bound; null = all it implements */
        public function __construct(public string|array|null $id = null)
        {
        }
    }

    #[Attribute(Attribute::TARGET_CLASS)]
    final class Transient
    {
    }

    #[Attribute(Attribute::TARGET_CLASS)]
    final class Lazy
    {
    }

    #[Attribute(Attribute::TARGET_CLASS | Attribute::TARGET_METHOD | Attribute::IS_REPEATABLE)]
    final class Intercept
    {
        /** @var array<string, mixed> */
        public array $options;

        public function __construct(public string $interceptor, mixed ...$options)
        {
            $this->options = $options;
        }
    }

    #[Attribute(Attribute::TARGET_CLASS | Attribute::TARGET_METHOD)]
    final class Transactional
    {
        public function __construct(public ?string $pool = null)
        {
        }
    }

    #[Attribute(Attribute::TARGET_METHOD)]
    final class Cacheable
    {
        public function __construct(public int $ttl = 0, public ?string $key = null)
        {
        }
    }

    #[Attribute(Attribute::TARGET_PARAMETER)]
    final class Query
    {
        public function __construct(public ?string $name = null)
        {
        }
    }

    #[Attribute(Attribute::TARGET_PARAMETER)]
    final class Header
    {
        public function __construct(public ?string $name = null)
        {
        }
    }

    #[Attribute(Attribute::TARGET_PARAMETER)]
    final class Body
    {
    }
}

namespace Vela\Interceptor;

if (!interface_exists(MethodInterceptor::class, false)) {
    /**
     * Runs around an intercepted method: call $proceed() to run the next
     * interceptor (and finally the method itself) and return its result.
     */
    interface MethodInterceptor
    {
        /** @param array<string, mixed> $options the attribute's arguments */
        public function intercept(object $target, string $method, array $args, \Closure $proceed, array $options): mixed;
    }
}
