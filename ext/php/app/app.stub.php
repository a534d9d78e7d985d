<?php

/**
 * The framework: Vela\App, middleware, and the attributes vgen reads
 * (docs/app.md). This file is the source of truth for its declarations:
 * app_arginfo.h is generated from it by scripts/gen-arginfo, and
 * stubs/vela.php holds the IDE copy of every stub.
 *
 * @generate-class-entries
 */

namespace Vela {
    /**
     * The framework: serves the app vgen compiled. Loads var/cache/routes.php
     * and binders.php from $root, matches each request with the C router,
     * runs the route's middleware, binds the action's arguments with the
     * generated binder and calls the controller taken from $container (the
     * generated Vela\Generated\Container, or any object with get(string)).
     * Return values: a Response as is; an array or JsonSerializable as JSON;
     * a string as HTML; null as 204.
     */
    final class App
    {
        public function __construct(string $root, object $container) {}

        /** Dispatches one request (a route miss is a 404, a wrong method a 405 with Allow). */
        public function handle(\Vela\Http\Request $request): \Vela\Http\Response {}

        /**
         * The server that run() starts, configured from config/app.php: host,
         * port, workers, and every option of the 'server' array.
         */
        public function server(): \Vela\Http\Server {}

        /** Serves until a graceful stop. */
        public function run(): void {}

        /** The path of the named route with its placeholders filled (rawurlencoded). */
        public function url(string $name, array $params = []): string {}
    }
}

namespace Vela\Http {
    /**
     * PSR-15-shaped middleware named by #[Middleware]: call $next($request)
     * to run the rest of the chain; return what an action may return.
     */
    interface Middleware
    {
        public function process(Request $request, Next $next): mixed;
    }

    /** The rest of a middleware chain: invoke it with the (possibly new) request. */
    final class Next
    {
        private function __construct() {}

        public function __invoke(Request $request): Response {}
    }
}

namespace Vela\Attribute {
    /** #[Controller('/prefix')]: the class's routes share the prefix. */
    final class Controller
    {
        public string $prefix = "";
        public function __construct(string $prefix = "") {}
    }

    /** Base of the HTTP-method route attributes. */
    abstract class HttpRoute
    {
        public string $path = "/";
        public ?string $name = null;
        public function __construct(string $path = "/", ?string $name = null) {}
    }

    final class Get extends HttpRoute {}
    final class Post extends HttpRoute {}
    final class Put extends HttpRoute {}
    final class Patch extends HttpRoute {}
    final class Delete extends HttpRoute {}

    /** #[Route(['GET', 'HEAD'], '/path', name: 'n')] */
    final class Route
    {
        public string|array $methods;
        public string $path = "/";
        public ?string $name = null;
        public function __construct(string|array $methods, string $path = "/", ?string $name = null) {}
    }

    /** #[Middleware(A::class, B::class)] on a class or an action. */
    final class Middleware
    {
        public array $middleware = [];
        public function __construct(mixed ...$middleware) {}
    }

    /** #[Inject('service.id')] on a constructor parameter. */
    final class Inject
    {
        public ?string $id = null;
        public function __construct(?string $id = null) {}
    }

    /** #[Value('config.key')] on a constructor parameter: read at run time. */
    final class Value
    {
        public string $key;
        public function __construct(string $key) {}
    }

    /** #[Bind] / #[Bind(SomeInterface::class)] on an implementation. */
    final class Bind
    {
        public string|array|null $id = null;
        public function __construct(string|array|null $id = null) {}
    }

    /** A new instance at every injection instead of a singleton. */
    final class Transient {}

    /** Injected as a lazy proxy, built on first use. */
    final class Lazy {}

    /** #[Intercept(SomeInterceptor::class, option: value)] */
    final class Intercept
    {
        public string $interceptor;
        public array $options = [];
        public function __construct(string $interceptor, mixed ...$options) {}
    }

    /** Runs the method in a database transaction. */
    final class Transactional
    {
        public ?string $pool = null;
        public function __construct(?string $pool = null) {}
    }

    /** Caches the method's result for $ttl seconds. */
    final class Cacheable
    {
        public int $ttl = 0;
        public ?string $key = null;
        public function __construct(int $ttl = 0, ?string $key = null) {}
    }

    /** An action parameter read from the query string. */
    final class Query
    {
        public ?string $name = null;
        public function __construct(?string $name = null) {}
    }

    /** An action parameter read from a request header. */
    final class Header
    {
        public ?string $name = null;
        public function __construct(?string $name = null) {}
    }

    /** An action parameter hydrated from the request body. */
    final class Body {}
}

namespace Vela\Interceptor {
    /** Runs around an intercepted method; $proceed() runs the rest of the chain. */
    interface MethodInterceptor
    {
        public function intercept(object $target, string $method, array $args, \Closure $proceed, array $options): mixed;
    }
}
