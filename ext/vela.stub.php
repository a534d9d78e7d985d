<?php

/**
 * The PHP API of the `vela` extension. This file is the source of truth:
 * vela_arginfo.h is generated from it (scripts/gen-arginfo) and stubs/ holds
 * the IDE copy.
 *
 * @generate-class-entries
 */

namespace Vela {
    /** The extension's version, e.g. "0.1.0". */
    function version(): string {}

    /**
     * Runs $main in a coroutine and the loop until $main and every other
     * coroutine have ended. Returns $main's result; rethrows its exception.
     * Throws CoroutineException when called inside a coroutine, or when every
     * coroutine is suspended and nothing can wake them (they are cancelled).
     */
    function run(callable $main): mixed {}

    /** Base class of every exception the extension throws. */
    class Exception extends \Exception {}

    /** A coroutine operation failed: limit reached, switching forbidden (destructor, GC), deadlock, misuse. */
    class CoroutineException extends Exception {}

    /** A wait with a timeout (Channel, WaitGroup) timed out. */
    class TimeoutException extends Exception {}

    /** push() on a closed Channel, or the channel was closed while push() waited. */
    class ChannelClosedException extends Exception {}

    /** Coroutines on the loop. Outside any coroutine, waiting operations run the loop implicitly. */
    final class Coroutine
    {
        /** Starts $fn(...$args) in a new coroutine at once; returns its id when it first suspends or ends. */
        public static function spawn(callable $fn, mixed ...$args): int {}

        /** The current coroutine's id; 0 outside any coroutine. */
        public static function id(): int {}

        /** Suspends the current coroutine (or runs the loop, outside one) for $seconds; 0 yields. */
        public static function sleep(float $seconds): void {}

        /** Runs $fn when the current coroutine ends, last registered first, also on exception. */
        public static function defer(callable $fn): void {}

        /** Storage private to the current coroutine, freed when it ends. */
        public static function context(): \ArrayObject {}

        /** The number of live coroutines. */
        public static function count(): int {}

        /**
         * Runs the loop until it has nothing left to do (every coroutine
         * ended, no timer pending). Coroutines still suspended then can never
         * wake: they are cancelled, and their number returned (0 when all
         * finished). Registered as a shutdown function by the first spawn or
         * timer of a request.
         */
        public static function waitAll(): int {}
    }

    /**
     * A FIFO channel between coroutines. Capacity 0 makes push() wait until a
     * pop() takes the value (rendezvous).
     */
    final class Channel
    {
        public function __construct(int $capacity = 0) {}

        /**
         * Appends $value, waiting for room (or a taker) up to $timeout seconds
         * (null = forever). Throws ChannelClosedException when the channel is
         * or gets closed, TimeoutException on timeout.
         */
        public function push(mixed $value, ?float $timeout = null): void {}

        /**
         * Takes the oldest value, waiting up to $timeout seconds (null =
         * forever). Returns null once the channel is closed and drained.
         * Throws TimeoutException on timeout.
         */
        public function pop(?float $timeout = null): mixed {}

        /** Closes the channel: waiting pops return null, waiting pushes throw. Idempotent. */
        public function close(): void {}

        /** Values buffered now. */
        public function length(): int {}

        public function capacity(): int {}

        public function isClosed(): bool {}
    }

    /** Waits for a group of coroutines: add() before spawning, done() in each, wait(). */
    final class WaitGroup
    {
        /** Adds $delta (may be negative) to the counter; throws CoroutineException if it would go below 0. */
        public function add(int $delta = 1): void {}

        /** Decrements the counter. */
        public function done(): void {}

        /** Waits until the counter is 0, up to $timeout seconds (null = forever); TimeoutException on timeout. */
        public function wait(?float $timeout = null): void {}

        public function count(): int {}
    }

    /** Timers; each callback runs in its own coroutine. */
    final class Timer
    {
        /** Calls $fn once after $seconds. Returns the timer id. */
        public static function after(float $seconds, callable $fn): int {}

        /** Calls $fn every $interval seconds until cancelled. Returns the timer id. */
        public static function tick(float $interval, callable $fn): int {}

        /** Cancels a timer; false if it does not exist (already fired or cancelled). */
        public static function cancel(int $id): bool {}
    }
}

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
    /** Thrown by the HTTP classes: bad options, invalid headers, misuse. */
    class Exception extends \Vela\Exception {}

    /**
     * An HTTP/1.1 server. Options (all optional) are validated: an unknown key
     * or a bad value throws naming it. See docs/http.md for the list.
     */
    final class Server
    {
        public function __construct(array $options = []) {}

        /** The request handler: fn(Request $request): Response, run in its own coroutine. */
        public function handle(callable $handler): static {}

        /** Called with the server once it listens (port() is then the real port). */
        public function onStart(callable $hook): static {}

        /** Called in each worker (in workers = 0: the one process) before serving. */
        public function onWorkerStart(callable $hook): static {}

        /** Called in each worker after serving stopped, before start() returns. */
        public function onWorkerStop(callable $hook): static {}

        /** Serves until a graceful stop (SIGTERM, SIGINT or stop()), then returns. */
        public function start(): void {}

        /** Begins a graceful stop; start() returns when it completed. */
        public function stop(): void {}

        /** The bound port (the real one after binding port 0); 0 before. */
        public function port(): int {}

        /** The validated options, defaults filled in. */
        public function options(): array {}
    }

    /** One HTTP request, read-only except for route params and attributes. */
    final class Request
    {
        private function __construct() {}

        public function method(): string {}

        /** The request target as sent: path and query ("/a/b?x=1"). */
        public function uri(): string {}

        public function path(): string {}

        public function queryString(): string {}

        /** The parsed query (parsed on first use), or one key of it. */
        public function query(?string $name = null, mixed $default = null): mixed {}

        /** A header value by case-insensitive name (several joined with ", "). */
        public function header(string $name, ?string $default = null): ?string {}

        public function hasHeader(string $name): bool {}

        /** Every header: lower-case name => value. */
        public function headers(): array {}

        public function cookie(string $name, ?string $default = null): ?string {}

        public function cookies(): array {}

        /** The raw body. */
        public function body(): string {}

        /** The parsed form (urlencoded or multipart), or one field of it. */
        public function form(?string $name = null, mixed $default = null): mixed {}

        /** Uploaded files of a multipart body: field => [name, type, size, tmp_name, error]. */
        public function files(): array {}

        /** The body decoded as JSON; throws Vela\Http\Exception when it is not JSON. */
        public function json(bool $associative = true): mixed {}

        public function clientAddress(): string {}

        public function clientPort(): int {}

        /** "1.1" or "1.0". */
        public function protocolVersion(): string {}

        public function param(string $name, mixed $default = null): mixed {}

        public function params(): array {}

        public function setParams(array $params): static {}

        public function attribute(string $name, mixed $default = null): mixed {}

        public function setAttribute(string $name, mixed $value): static {}

        public function attributes(): array {}
    }

    /** An HTTP response. Setters return the response itself. */
    final class Response
    {
        public function __construct(string $body = "", int $status = 200, array $headers = []) {}

        public static function text(string $body, int $status = 200): Response {}

        public static function html(string $body, int $status = 200): Response {}

        public static function json(mixed $data, int $status = 200, int $flags = 0): Response {}

        public static function redirect(string $location, int $status = 302): Response {}

        /** A file sent with sendfile(2); Range requests are honoured. */
        public static function file(string $path, ?string $contentType = null): Response {}

        /** A streamed (chunked) response: $producer($response) calls write(). */
        public static function stream(callable $producer, int $status = 200, array $headers = []): Response {}

        public function status(): int {}

        public function reason(): string {}

        public function setStatus(int $status, ?string $reason = null): static {}

        /** Sets a header, replacing earlier values; CR or LF throws. */
        public function header(string $name, string $value): static {}

        /** Adds a header value, keeping earlier ones. */
        public function addHeader(string $name, string $value): static {}

        public function getHeader(string $name): ?string {}

        public function removeHeader(string $name): static {}

        /** name => list of values. */
        public function headers(): array {}

        /** Adds a Set-Cookie (options: expires, max_age, path, domain, secure, httponly, samesite). */
        public function cookie(string $name, string $value, array $options = []): static {}

        public function body(): string {}

        public function setBody(string $body): static {}

        /** Writes a chunk of a streamed response; suspends while the client is slow. */
        public function write(string $chunk): void {}
    }

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
