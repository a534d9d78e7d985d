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

        /**
         * Opens the connection pools config/database.php and config/redis.php
         * declare and gives each to the container as pg.<name> / redis.<name>
         * (a Vela\Pg\Pool parameter gets pg.default, a Vela\Redis\Pool or
         * Cluster one redis.default, #[Inject('pg.analytics')] names one). The
         * server that server() builds does this in each worker as it starts
         * (onWorkerStart); call it yourself in a CLI script. Throws
         * Vela\Exception naming the config file and entry when one is wrong.
         */
        public function openPools(?\Vela\Http\Server $server = null): void {}

        /** Closes the pools openPools() opened (at each worker's stop). */
        public function closePools(?\Vela\Http\Server $server = null): void {}

        /**
         * The path of the named route with its placeholders filled
         * (rawurlencoded; each value must be one the route matches), and the
         * other parameters as the query string.
         */
        public function url(string $name, array $params = []): string {}

        /**
         * Runs the #[Command] named by $argv[1] (bin/console passes $argv)
         * with its arguments and options parsed from the rest, the app's
         * pools opened; migrate and migrate:status are built in. Returns the
         * exit code: the command's int (0 for void), 1 when it threw (said on
         * stderr), 2 for a usage error (docs/console.md).
         */
        public function console(array $argv): int {}

        /**
         * Which route serves $method $path (no query string), as the router
         * decides: ['name' => …, 'controller' => …, 'method' => …, 'params'
         * => [placeholder => raw value]], or null when none does.
         */
        public function match(string $method, string $path): ?array {}
    }

    /**
     * A request that cannot become an action's arguments, thrown by the
     * binders vgen generates: $status is 404 for a path parameter of the
     * wrong type, 400 for a missing or malformed query parameter or header,
     * 422 for body validation; $errors maps each field path to a message.
     * Vela\App answers it with that status and {"errors": $errors}.
     */
    final class BindFailure extends \Vela\Exception
    {
        public readonly int $status;
        public readonly array $errors;

        /** The message joins the errors: "id must be an integer; page is required". */
        public function __construct(int $status, array $errors) {}
    }

    /**
     * The runtime half of the code vgen generates: for the binders
     * (var/cache/binders.php), the request body and the scalar conversions,
     * each returning null for a value it does not accept (a string converts
     * as filter_var() with FILTER_NULL_ON_FAILURE does: FILTER_VALIDATE_INT,
     * _FLOAT, _BOOL); for the container, the boot-time check of the config's
     * #[Value] types.
     */
    final class Binder
    {
        private function __construct() {}

        /**
         * The parsed body, by its Content-Type: JSON when there is none or it
         * names JSON ($json is then true; an empty body is null), the form
         * fields for application/x-www-form-urlencoded and multipart/form-data.
         * Throws Vela\Http\BadRequestException (400, "invalid JSON: <reason>")
         * for a body that is not JSON, and a Vela\Http\HttpException 415 for
         * any other Content-Type.
         */
        public static function body(object $request, ?bool &$json = null): mixed {}

        /** Adds $errors[$field] = $message; returns null, so it can end a `??` chain. */
        public static function invalid(array &$errors, string $field, string $message): null {}

        /** An int, or (unless $strict) a string that is one ("42", " -7 "; not "042", "4.0", "0x1"). */
        public static function toInt(mixed $value, bool $strict = false): ?int {}

        /** A float or an int, or (unless $strict) a string that is a decimal number ("2.5", "1e3", ".5"). */
        public static function toFloat(mixed $value, bool $strict = false): ?float {}

        /** A bool, or (unless $strict) 1/0 or a string: "1", "true", "on", "yes" / "0", "false", "off", "no", "". */
        public static function toBool(mixed $value, bool $strict = false): ?bool {}

        /** A string, or (unless $strict) an int or float as PHP writes it. */
        public static function toString(mixed $value, bool $strict = false): ?string {}

        /** An array as it is. */
        public static function toArray(mixed $value): ?array {}

        /** An array whose items are all scalars (int, float, string, bool). */
        public static function toScalarList(mixed $value): ?array {}

        /** An array that is a list (keys 0, 1, 2, …: a JSON array). */
        public static function toList(mixed $value): ?array {}

        /** The length of a UTF-8 string in code points. */
        public static function length(string $value): int {}

        /**
         * Checks that every value of $config named by $types has its
         * #[Value] parameter's declared type, by the rules of a call under
         * strict_types (an int passes for a float, nothing else converts).
         * $types is the container's CONFIG_TYPES: a list of [dotted key,
         * type as "int|null", where the parameter is]; a key $config lacks
         * is skipped. Throws one UnexpectedValueException naming every key
         * of the wrong type, and a ValueError when $types is not such a list.
         */
        public static function checkConfig(array $config, array $types): void {}
    }

    /**
     * The environment, read strictly for config/*.php: `(bool) "false"` is
     * true in PHP, so a flag is read with Env::bool().
     */
    final class Env
    {
        private function __construct() {}

        /**
         * The environment variable $name as a bool: "1", "true", "on", "yes"
         * are true; "0", "false", "off", "no" and "" are false (any case,
         * blanks trimmed: Binder::toBool's words); $default when it is not
         * set. Any other value throws Vela\Exception naming the variable.
         */
        public static function bool(string $name, bool $default = false): bool {}

        /**
         * Loads a .env file into the environment (getenv()): NAME=value lines,
         * `export` allowed, # comments, '...' literal and "..." with \n \t
         * \" \\ escapes. A variable already in the real environment wins; one
         * an earlier load() set is replaced (a reloaded worker sees the new
         * file). Returns how many variables it set; 0 when the file does not
         * exist. A malformed line throws Vela\Exception naming file:line.
         */
        public static function load(string $path): int {}
    }

    /**
     * A clock (PSR-20's shape). The app provides a Vela\SystemClock to its
     * container under this id unless it binds its own; the framework's own
     * time-dependent code (rate limits, token expiry) reads it, so a test
     * can freeze time with Vela\Testing\FrozenClock.
     */
    interface Clock
    {
        public function now(): \DateTimeImmutable;
    }

    /** The system's time (UTC). */
    final class SystemClock implements Clock
    {
        public function now(): \DateTimeImmutable {}
    }

    /**
     * PHP templates of one directory rendered to strings: `<?= $x ?>` is
     * escaped for HTML, `<?= raw($x) ?>` is not. A template is compiled to
     * a closure on its first render in the worker; no output buffer is
     * used, so a template may suspend (docs/app.md, Templates).
     */
    final class View
    {
        public function __construct(string $directory) {}

        /** Renders $directory/$name.php with $vars as its variables. */
        public function render(string $name, array $vars = []): string {}

        /**
         * $value as a string escaped as `<?= ?>` escapes it (&, <, >, " and
         * ', as htmlspecialchars() with ENT_QUOTES | ENT_SUBSTITUTE in UTF-8).
         */
        public static function escape(mixed $value): string {}
    }
}

namespace Vela\Http {
    /**
     * PSR-15-shaped middleware named by #[Middleware] or config/middleware.php:
     * call $next($request) to run the rest of the chain; return what an
     * action may return.
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

    /**
     * Turns any exception a request raised into its answer. The app's one
     * implementation is a service (vgen makes it one) that Vela\App asks
     * first; returning null leaves the exception to the default answer.
     */
    interface ExceptionHandler
    {
        public function handle(\Throwable $exception, Request $request): mixed;
    }

    /**
     * An HTTP error answer raised from an action or a middleware: Vela\App
     * answers with $status, $headers and the message (the status's reason
     * phrase when empty), as JSON {"error": {"status", "message"}} or text,
     * whichever the client accepts.
     */
    class HttpException extends \Vela\Exception
    {
        public readonly int $status;
        public readonly array $headers;

        public function __construct(int $status, string $message = "", array $headers = [], ?\Throwable $previous = null) {}
    }

    /** 400 */
    class BadRequestException extends HttpException
    {
        public function __construct(string $message = "", array $headers = [], ?\Throwable $previous = null) {}
    }

    /** 401: say how to authenticate in a WWW-Authenticate header. */
    class UnauthorizedException extends HttpException
    {
        public function __construct(string $message = "", array $headers = [], ?\Throwable $previous = null) {}
    }

    /** 403 */
    class ForbiddenException extends HttpException
    {
        public function __construct(string $message = "", array $headers = [], ?\Throwable $previous = null) {}
    }

    /** 404 */
    class NotFoundException extends HttpException
    {
        public function __construct(string $message = "", array $headers = [], ?\Throwable $previous = null) {}
    }

    /** 409 */
    class ConflictException extends HttpException
    {
        public function __construct(string $message = "", array $headers = [], ?\Throwable $previous = null) {}
    }

    /** 410 */
    class GoneException extends HttpException
    {
        public function __construct(string $message = "", array $headers = [], ?\Throwable $previous = null) {}
    }

    /** 429: a Retry-After header tells the client when to come back. */
    class TooManyRequestsException extends HttpException
    {
        public function __construct(string $message = "", array $headers = [], ?\Throwable $previous = null) {}
    }

    /** 503 */
    class ServiceUnavailableException extends HttpException
    {
        public function __construct(string $message = "", array $headers = [], ?\Throwable $previous = null) {}
    }

    /**
     * 422 with field errors, the answer a generated binder gives to a body
     * that fails validation: {"errors": {"title": "…", "tags.1": "…"}}.
     */
    final class ValidationException extends HttpException
    {
        public readonly array $errors;

        public function __construct(array $errors, string $message = "") {}
    }

    /**
     * Rate limiting (GCRA): each key may make $limit requests per $per
     * ("1s", "500ms", "15m", "1h", "1d") on each route; past that a 429
     * with Retry-After. Answers carry RateLimit-Policy and RateLimit.
     * $by: "ip" or "header:<Name>" (e.g. an API key header; the client
     * address when absent). $store: null keeps counts in the worker; a
     * Redis pool, or its container id ("redis.default"), shares them across
     * workers and instances (one atomic script call per request). $clock:
     * the time (by default the container's Vela\Clock). Vela\App gives the
     * container one configured by config/throttle.php (docs/app.md). A
     * route's #[Middleware(Throttle::class, limit: 10, per: '1s')] arguments
     * (limit, per, by, name) reach process() as $args and replace these on
     * that route.
     */
    final class Throttle implements Middleware
    {
        public function __construct(int $limit = 60, string $per = "1m", string $by = "ip", mixed $store = null, ?\Vela\Clock $clock = null, string $name = "default", string $prefix = "vela:throttle:", ?object $container = null) {}

        public function process(Request $request, Next $next, array $args = []): mixed {}
    }

    /**
     * One page of a PostgreSQL query with links to the next and previous
     * pages; JSON: {"data": [...], "links": {"next", "prev"}, "meta":
     * {"per_page", "total"}}. offset() reads ?page= and ?per_page=;
     * keyset() pages on the unique ordered column $key with opaque
     * ?after= / ?before= cursors. The total (a count over $sql) only when
     * $withTotal. A bad page, per_page or cursor is a 400.
     */
    final class Page implements \JsonSerializable
    {
        public readonly array $items;
        public readonly ?int $total;
        public readonly ?string $next;
        public readonly ?string $prev;
        public readonly int $perPage;

        private function __construct() {}

        public static function offset(\Vela\Pg\Pool $db, string $sql, array $params, Request $request, int $perPage = 20, int $maxPerPage = 100, bool $withTotal = false): Page {}

        public static function keyset(\Vela\Pg\Pool $db, string $sql, array $params, string $key, Request $request, int $perPage = 20, int $maxPerPage = 100, bool $withTotal = false): Page {}

        public function jsonSerialize(): array {}
    }

    /**
     * URLs of the app's named routes, for Location headers and links: the
     * container gives one to any constructor that asks for it.
     */
    final class UrlGenerator
    {
        private function __construct() {}

        /** The path of route $name: see Vela\App::url(). */
        public function url(string $name, array $params = []): string {}
    }
}

namespace Vela\Attribute {
    /** #[Controller('/prefix')]: the class's routes share the prefix. */
    final class Controller
    {
        public string $prefix = "";
        public function __construct(string $prefix = "") {}
    }

    /**
     * #[Command('links:purge', description: '...')]: the class is a console
     * command (its __invoke() or handle() method), run by bin/console.
     */
    final class Command
    {
        public string $name;
        public string $description = "";
        public function __construct(string $name, string $description = "") {}
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

    /**
     * #[WebSocket('/chat/{room}', options: ['protocols' => ['chat.v1']])] on a
     * class with onOpen(), onMessage() and onClose() methods: vgen compiles it
     * into a GET route that upgrades and calls them (docs/websocket.md).
     */
    final class WebSocket
    {
        public string $path;
        public ?string $name = null;
        public array $options = [];
        public function __construct(string $path, ?string $name = null, array $options = []) {}
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

    /**
     * Caches the method's result for $ttl seconds. A cached value is read
     * back with objects of the classes its declared return type names and of
     * $classes only (docs/app.md, "Caching and transactions").
     */
    final class Cacheable
    {
        public int $ttl = 0;
        public ?string $key = null;
        public array $classes = [];
        public function __construct(int $ttl = 0, ?string $key = null, array $classes = []) {}
    }

    /**
     * After the method returns, drops the #[Cacheable] entries under $key
     * (one key or a list; "{0}" is the method's first argument, as in
     * Cacheable's key).
     */
    final class CacheEvict
    {
        public string|array $key;
        public function __construct(string|array $key) {}
    }

    /**
     * An action parameter read from the query string. Missing or malformed
     * is a 400 unless $lenient: then missing, empty or malformed all leave
     * the parameter's default (null for a nullable one without a default).
     */
    final class Query
    {
        public ?string $name = null;
        public bool $lenient = false;
        public function __construct(?string $name = null, bool $lenient = false) {}
    }

    /** An action parameter read from a request header. */
    final class Header
    {
        public ?string $name = null;
        public function __construct(?string $name = null) {}
    }

    /** An action parameter read from a request cookie (a missing or malformed one is a 400, as a header). */
    final class Cookie
    {
        public ?string $name = null;
        public function __construct(?string $name = null) {}
    }

    /**
     * An action parameter hydrated from the request body. JSON values keep
     * their types (a string is no int) unless $coerce, as form fields are.
     */
    final class Body
    {
        public bool $coerce = false;
        public function __construct(bool $coerce = false) {}
    }
}

namespace Vela\Validation {
    /** Not null, not "" or only white space, not an empty array. */
    final class NotBlank
    {
        public ?string $message = null;
        public function __construct(?string $message = null) {}
    }

    /** A string of $min to $max characters (UTF-8 code points). */
    final class Length
    {
        public ?int $min = null;
        public ?int $max = null;
        public ?string $message = null;
        public function __construct(?int $min = null, ?int $max = null, ?string $message = null) {}
    }

    /** A number from $min to $max, both included. */
    final class Range
    {
        public int|float|null $min = null;
        public int|float|null $max = null;
        public ?string $message = null;
        public function __construct(int|float|null $min = null, int|float|null $max = null, ?string $message = null) {}
    }

    /** A string the PCRE $pattern (delimiters included, as for preg_match) matches. */
    final class Regex
    {
        public string $pattern;
        public ?string $message = null;
        public function __construct(string $pattern, ?string $message = null) {}
    }

    /** An e-mail address (FILTER_VALIDATE_EMAIL). */
    final class Email
    {
        public ?string $message = null;
        public function __construct(?string $message = null) {}
    }

    /** An http or https URL (FILTER_VALIDATE_URL). */
    final class Url
    {
        public ?string $message = null;
        public function __construct(?string $message = null) {}
    }

    /** One of $choices (strict comparison). */
    final class Choice
    {
        public array $choices;
        public ?string $message = null;
        public function __construct(array $choices, ?string $message = null) {}
    }

    /** A list of $min to $max items. */
    final class Count
    {
        public ?int $min = null;
        public ?int $max = null;
        public ?string $message = null;
        public function __construct(?int $min = null, ?int $max = null, ?string $message = null) {}
    }

    /** A list whose items are $type: "int", "float", "bool", "string", or a DTO class. */
    final class ListOf
    {
        public string $type;
        public function __construct(string $type) {}
    }
}

namespace Vela\Testing {
    /**
     * Drives a Vela\App in-process, without a socket: the same router,
     * middleware, binders and container as the server; each call returns
     * the real Vela\Http\Response.
     */
    final class Client
    {
        public function __construct(\Vela\App $app) {}

        /** Any request; $headers are name => value. $json, when given, is the body encoded. */
        public function request(string $method, string $uri, array $headers = [], string $body = "", mixed $json = null): \Vela\Http\Response {}

        public function get(string $uri, array $headers = []): \Vela\Http\Response {}

        public function head(string $uri, array $headers = []): \Vela\Http\Response {}

        public function options(string $uri, array $headers = []): \Vela\Http\Response {}

        public function delete(string $uri, array $headers = []): \Vela\Http\Response {}

        public function post(string $uri, mixed $json = null, array $headers = [], string $body = ""): \Vela\Http\Response {}

        public function put(string $uri, mixed $json = null, array $headers = [], string $body = ""): \Vela\Http\Response {}

        public function patch(string $uri, mixed $json = null, array $headers = [], string $body = ""): \Vela\Http\Response {}

        /**
         * Gives the app's container $service under $id: get($id) returns it,
         * and so does every constructor parameter that asks for $id in a
         * service constructed after this call (a shared service already
         * made keeps what it has).
         */
        public function override(string $id, object $service): void {}

        /**
         * Opens a transaction on the app's pool "pg.$pool" that every query
         * the app makes on that pool from this client's requests joins,
         * until rollBack() (a per-test transaction).
         */
        public function beginTransaction(string $pool = "default"): void {}

        /** Rolls back what beginTransaction() opened. */
        public function rollBack(): void {}
    }

    /** A Vela\Clock that says the time it is told ("now" when made, unless given). */
    final class FrozenClock implements \Vela\Clock
    {
        public function __construct(\DateTimeInterface|string $now = "now") {}

        public function now(): \DateTimeImmutable {}

        /** Sets the time: a DateTimeInterface, or a string DateTimeImmutable reads. */
        public function set(\DateTimeInterface|string $now): void {}

        /** Moves the time by $seconds (fractions allowed, negative goes back). */
        public function advance(float $seconds): void {}
    }
}

namespace Vela\Interceptor {
    /** Runs around an intercepted method; $proceed() runs the rest of the chain. */
    interface MethodInterceptor
    {
        public function intercept(object $target, string $method, array $args, \Closure $proceed, array $options): mixed;
    }

    /**
     * Serves #[Cacheable] and #[CacheEvict]: the method's result under a key
     * (its "key" option with "{0}", "{1}"… replaced by the arguments, else
     * Class::method and a hash of the arguments), for "ttl" seconds (0: no
     * expiry). $store null keeps an in-process LRU of $capacity entries;
     * a Redis pool (or a container id naming one, looked up on first use)
     * keeps them in Redis under $prefix. Values are serialize()d in Redis (and
     * in process when they hold objects; plain values are kept as they are);
     * read back, they may hold objects of the classes in the "returns" and
     * "classes" options only (vgen passes the return type's), anything else
     * is a miss. Injected by its class, it is also a cache for direct use.
     */
    final class CacheableInterceptor implements MethodInterceptor
    {
        private mixed $store = null;
        private array $entries = [];
        private int $capacity = 10000;
        private string $prefix = "";
        private ?object $container = null;

        public function __construct(object|string|null $store = null, int $capacity = 10000, string $prefix = "vela:cache:", ?object $container = null) {}

        public function intercept(object $target, string $method, array $args, \Closure $proceed, array $options): mixed {}

        /** The value under $key, or $default on a miss; objects of $classes only. */
        public function get(string $key, mixed $default = null, array $classes = []): mixed {}

        /** The hits among $keys (one MGET with Redis), key => value; misses are absent. */
        public function getMany(array $keys, array $classes = []): array {}

        /** The hits among the keys $prefix . $id for each of $ids (one MGET with Redis),
         *  each under its id's position in $ids; misses are absent, so with every id a hit
         *  it is the list of values in $ids' order. */
        public function getList(string $prefix, array $ids, array $classes = []): array {}

        /** Keeps $value under $key for $ttl seconds (0: no expiry); an object of a class
         *  outside $classes throws, since it could not be read back. */
        public function set(string $key, mixed $value, int $ttl = 0, array $classes = []): void {}

        public function delete(string $key): void {}

        /** Drops every in-process entry (Redis entries expire or are evicted by key). */
        public function clear(): void {}
    }

    /**
     * Serves #[Transactional]: BEGIN on the pool "pg.<pool option>" (default
     * pg.default) of $container, the method, then COMMIT, or ROLLBACK and
     * rethrow when it throws. A #[Transactional] method called inside
     * another's transaction on the same pool, in the same coroutine, joins it.
     */
    final class TransactionalInterceptor implements MethodInterceptor
    {
        private object $container;

        public function __construct(object $container) {}

        public function intercept(object $target, string $method, array $args, \Closure $proceed, array $options): mixed {}

        /** The transaction the calling coroutine's #[Transactional] method runs in, on that pool. */
        public static function connection(string $pool = "default"): \Vela\Pg\Connection {}
    }
}
