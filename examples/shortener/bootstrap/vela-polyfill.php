<?php

declare(strict_types=1);

// Plain-PHP declarations of the attributes vgen reads, of the interceptor
// interface and of the binders' runtime (Vela\Binder, Vela\BindFailure), for
// running the app's code and its generated var/cache/ without the vela
// extension (tests, tools). The extension declares the same classes (the
// binder helpers in C, with exactly these conversions); these are skipped then.

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

    /** #[Command('links:purge', description: '...')]: a console command (bin/console). */
    #[Attribute(Attribute::TARGET_CLASS)]
    final class Command
    {
        public function __construct(public string $name, public string $description = '')
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
        public function __construct(public int $ttl = 0, public ?string $key = null, public array $classes = [])
        {
        }
    }

    #[Attribute(Attribute::TARGET_METHOD | Attribute::IS_REPEATABLE)]
    final class CacheEvict
    {
        public function __construct(public string|array $key)
        {
        }
    }

    #[Attribute(Attribute::TARGET_PARAMETER)]
    final class Query
    {
        public function __construct(public ?string $name = null, public bool $lenient = false)
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
    final class Cookie
    {
        public function __construct(public ?string $name = null)
        {
        }
    }

    #[Attribute(Attribute::TARGET_PARAMETER)]
    final class Body
    {
        public function __construct(public bool $coerce = false)
        {
        }
    }
}

namespace Vela\Validation;

use Attribute;

if (!class_exists(NotBlank::class, false)) {
    #[Attribute(Attribute::TARGET_PARAMETER | Attribute::TARGET_PROPERTY)]
    final class NotBlank
    {
        public function __construct(public ?string $message = null)
        {
        }
    }

    #[Attribute(Attribute::TARGET_PARAMETER | Attribute::TARGET_PROPERTY)]
    final class Length
    {
        public function __construct(public ?int $min = null, public ?int $max = null, public ?string $message = null)
        {
        }
    }

    #[Attribute(Attribute::TARGET_PARAMETER | Attribute::TARGET_PROPERTY)]
    final class Range
    {
        public function __construct(
            public int|float|null $min = null,
            public int|float|null $max = null,
            public ?string $message = null,
        ) {
        }
    }

    #[Attribute(Attribute::TARGET_PARAMETER | Attribute::TARGET_PROPERTY)]
    final class Regex
    {
        public function __construct(public string $pattern, public ?string $message = null)
        {
        }
    }

    #[Attribute(Attribute::TARGET_PARAMETER | Attribute::TARGET_PROPERTY)]
    final class Email
    {
        public function __construct(public ?string $message = null)
        {
        }
    }

    #[Attribute(Attribute::TARGET_PARAMETER | Attribute::TARGET_PROPERTY)]
    final class Url
    {
        public function __construct(public ?string $message = null)
        {
        }
    }

    #[Attribute(Attribute::TARGET_PARAMETER | Attribute::TARGET_PROPERTY)]
    final class Choice
    {
        public function __construct(public array $choices, public ?string $message = null)
        {
        }
    }

    #[Attribute(Attribute::TARGET_PARAMETER | Attribute::TARGET_PROPERTY)]
    final class Count
    {
        public function __construct(public ?int $min = null, public ?int $max = null, public ?string $message = null)
        {
        }
    }

    #[Attribute(Attribute::TARGET_PARAMETER | Attribute::TARGET_PROPERTY)]
    final class ListOf
    {
        public function __construct(public string $type)
        {
        }
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

namespace Vela;

if (!class_exists(Exception::class, false)) {
    /** Base class of every exception Vela throws (the extension declares it). */
    class Exception extends \Exception
    {
    }
}

namespace Vela\Http;

if (!class_exists(HttpException::class, false)) {
    /** An HTTP error answer raised from an action or a middleware (status, headers, message). */
    class HttpException extends \Vela\Exception
    {
        /** @param array<string, string> $headers */
        public function __construct(
            public readonly int $status,
            string $message = '',
            public readonly array $headers = [],
            ?\Throwable $previous = null,
        ) {
            parent::__construct($message, $status, $previous);
        }
    }

    /** The subclasses' constructor: their own status. */
    abstract class StatusException extends HttpException
    {
        protected const STATUS = 500;

        public function __construct(string $message = '', array $headers = [], ?\Throwable $previous = null)
        {
            parent::__construct(static::STATUS, $message, $headers, $previous);
        }
    }

    class BadRequestException extends StatusException { protected const STATUS = 400; }
    class UnauthorizedException extends StatusException { protected const STATUS = 401; }
    class ForbiddenException extends StatusException { protected const STATUS = 403; }
    class NotFoundException extends StatusException { protected const STATUS = 404; }
    class ConflictException extends StatusException { protected const STATUS = 409; }
    class GoneException extends StatusException { protected const STATUS = 410; }
    class TooManyRequestsException extends StatusException { protected const STATUS = 429; }
    class ServiceUnavailableException extends StatusException { protected const STATUS = 503; }

    /** 422 with field errors. */
    final class ValidationException extends HttpException
    {
        /** @param array<string, string> $errors */
        public function __construct(public readonly array $errors, string $message = '')
        {
            parent::__construct(422, $message);
        }
    }

    /** Turns any exception a request raised into its answer; null leaves it to the default. */
    interface ExceptionHandler
    {
        public function handle(\Throwable $exception, Request $request): mixed;
    }
}

namespace Vela;

if (!class_exists(Binder::class, false)) {
    if (!class_exists(Exception::class, false)) {
        /** Base class of everything Vela throws (the extension declares it too). */
        class Exception extends \Exception
        {
        }
    }

    /**
     * A request that cannot become an action's arguments: 404 for a path parameter
     * of the wrong type, 400 for a missing or malformed query parameter or header,
     * 422 for body validation. $errors maps each field path to a message.
     */
    final class BindFailure extends Exception
    {
        /** @param array<string, string> $errors */
        public function __construct(public readonly int $status, public readonly array $errors)
        {
            $parts = [];
            foreach ($errors as $field => $message) {
                $parts[] = "$field $message";
            }
            parent::__construct(\implode('; ', $parts), $status);
        }
    }

    /**
     * The runtime half of the code vgen generates: the binders' body and scalar conversions,
     * and the container's boot-time check of the config's #[Value] types.
     */
    final class Binder
    {
        private function __construct()
        {
        }

        /**
         * The parsed body, by its Content-Type: JSON when there is none or it names JSON ($json is
         * then true), the form for a urlencoded or multipart one; 400 for a body that is not JSON,
         * 415 for another Content-Type.
         */
        public static function body(object $request, ?bool &$json = null): mixed
        {
            $type = (string) $request->header('content-type', '');
            $media = \trim(\explode(';', $type, 2)[0], " \t\r\v\n");
            $json = $media === '' || \stripos($media, 'json') !== false;
            if (!$json) {
                $form = \in_array(\strtolower($media), ['application/x-www-form-urlencoded', 'multipart/form-data'], true);
                return $form ? $request->form() : throw new \Vela\Http\HttpException(415, "unsupported Content-Type '"
                    . \substr($type, 0, 100) . "': send application/json, application/x-www-form-urlencoded or "
                    . 'multipart/form-data');
            }
            try {
                return $request->json();
            } catch (\Vela\Http\HttpException $e) {
                throw $e;
            } catch (\Exception $e) {
                throw new \Vela\Http\BadRequestException('invalid JSON: ' . $e->getMessage());
            }
        }

        /** @param array<string, string> $errors */
        public static function invalid(array &$errors, string $field, string $message): null
        {
            $errors[$field] = $message;
            return null;
        }

        public static function toInt(mixed $value, bool $strict = false): ?int
        {
            return \is_int($value) ? $value : (\is_string($value) && !$strict
                ? \filter_var($value, \FILTER_VALIDATE_INT, \FILTER_NULL_ON_FAILURE) : null);
        }

        public static function toFloat(mixed $value, bool $strict = false): ?float
        {
            return \is_float($value) || \is_int($value) ? (float) $value : (\is_string($value) && !$strict
                ? \filter_var($value, \FILTER_VALIDATE_FLOAT, \FILTER_NULL_ON_FAILURE) : null);
        }

        public static function toBool(mixed $value, bool $strict = false): ?bool
        {
            return \is_bool($value) ? $value
                : ((\is_string($value) || \is_int($value)) && !$strict
                    ? \filter_var($value, \FILTER_VALIDATE_BOOL, \FILTER_NULL_ON_FAILURE) : null);
        }

        public static function toString(mixed $value, bool $strict = false): ?string
        {
            return \is_string($value) ? $value
                : ((\is_int($value) || \is_float($value)) && !$strict ? (string) $value : null);
        }

        public static function toArray(mixed $value): ?array
        {
            return \is_array($value) ? $value : null;
        }

        public static function toScalarList(mixed $value): ?array
        {
            if (!\is_array($value)) {
                return null;
            }
            foreach ($value as $item) {
                if (!\is_scalar($item)) {
                    return null;
                }
            }
            return $value;
        }

        public static function toList(mixed $value): ?array
        {
            return \is_array($value) && \array_is_list($value) ? $value : null;
        }

        /** The length of a UTF-8 string in code points. */
        public static function length(string $value): int
        {
            return \strlen($value) - \preg_match_all('/[\x80-\xBF]/', $value);
        }

        /**
         * Checks every config value that $types ([dotted key, declared type, where] per
         * #[Value] parameter) names against its type by the rules of a call under
         * strict_types; one UnexpectedValueException names every value of the wrong type.
         *
         * @param list<array{string, string, string}> $types
         */
        public static function checkConfig(array $config, array $types): void
        {
            $wrong = [];
            foreach ($types as $entry) {
                if (!\is_array($entry) || !\is_string($entry[0] ?? null) || !\is_string($entry[1] ?? null)
                    || !\is_string($entry[2] ?? null)) {
                    throw new \ValueError(
                        'Vela\\Binder::checkConfig(): Argument #2 ($types) must be a list of [key, type, where] strings'
                    );
                }
                [$key, $type, $where] = $entry;
                $value = $config;
                foreach (\explode('.', $key) as $part) {
                    if (!\is_array($value) || !\array_key_exists($part, $value)) {
                        continue 2;
                    }
                    $value = $value[$part];
                }
                if (!self::accepts($type, $value)) {
                    $wrong[] = "'$key' is " . \get_debug_type($value) . ", #[Value] at $where takes $type";
                }
            }
            if ($wrong) {
                throw new \UnexpectedValueException('vgen: config/ has the wrong type: ' . \implode('; ', $wrong)
                    . '; the container passes config values under strict_types: convert them in the config file');
            }
        }

        /** Whether a call under strict_types passes $value to a parameter of $type (a union). */
        private static function accepts(string $type, mixed $value): bool
        {
            foreach (\explode('|', $type) as $name) {
                $ok = match ($name) {
                    'null' => $value === null,
                    'int' => \is_int($value),
                    'float' => \is_float($value) || \is_int($value),
                    'string' => \is_string($value),
                    'bool' => \is_bool($value),
                    'true' => $value === true,
                    'false' => $value === false,
                    'array' => \is_array($value),
                    'iterable' => \is_iterable($value),
                    'callable' => \is_callable($value),
                    'object' => \is_object($value),
                    default => $value instanceof $name,
                };
                if ($ok) {
                    return true;
                }
            }
            return false;
        }
    }
}

namespace Vela;

if (!class_exists(Env::class, false)) {
    /** The environment, read strictly for config/*.php (`(bool) "false"` is true in PHP). */
    final class Env
    {
        private function __construct()
        {
        }

        /**
         * The variable as a bool: 1/true/on/yes, 0/false/off/no and "" (any case, trimmed);
         * $default when it is not set; anything else throws, naming the variable.
         */
        public static function bool(string $name, bool $default = false): bool
        {
            $value = \getenv($name);
            if ($value === false) {
                return $default;
            }
            return \filter_var($value, \FILTER_VALIDATE_BOOL, \FILTER_NULL_ON_FAILURE)
                ?? throw new Exception(\sprintf('the environment variable %s is "%.40s", not a boolean: use 1, '
                    . 'true, on, yes or 0, false, off, no (or leave it empty)', $name, $value));
        }

        /**
         * Loads a .env file into the environment, as the extension's Env::load() does:
         * NAME=value lines (`export` allowed, # comments, '...' literal, "..." with escapes);
         * the real environment wins over the file, except for what an earlier load set
         * (listed in VELA_DOTENV_VARS). Returns how many variables it set.
         */
        public static function load(string $path): int
        {
            if (!\file_exists($path)) {
                return 0;
            }
            $previous = \array_filter(\explode(',', (string) \getenv('VELA_DOTENV_VARS')));
            $loaded = [];
            foreach (\explode("\n", (string) \file_get_contents($path)) as $i => $line) {
                $line = \ltrim(\rtrim($line, "\r"), " \t");
                if ($line === '' || $line[0] === '#') {
                    continue;
                }
                $why = 'expected NAME=value (a name of letters, digits and _)';
                if (\preg_match('/^(?:export[ \t]+)?([A-Za-z_]\w*)[ \t]*=[ \t]*(.*)$/s', $line, $m)) {
                    [$name, $rest, $why] = [$m[1], $m[2], null];
                    if ($rest !== '' && ($rest[0] === "'" || $rest[0] === '"')) {
                        $single = $rest[0] === "'";
                        if (!\preg_match($single ? "/^'([^']*)'/" : '/^"((?:[^"\\\\]|\\\\.)*)"/', $rest, $v)) {
                            $why = 'an unclosed quote (a value is one line)';
                        } elseif (!\preg_match('/^[ \t]*(#.*)?$/s', \substr($rest, \strlen($v[0])))) {
                            $why = 'text after the closing quote';
                        }
                        $value = $single ? ($v[1] ?? '') : \preg_replace_callback('/\\\\(.)/', static fn ($e) => ['n' => "\n", 'r' => "\r", 't' => "\t", '"' => '"', '\\' => '\\', '$' => '$'][$e[1]] ?? $e[0], $v[1] ?? '');
                    } else {
                        $value = \rtrim((string) \preg_replace('/(^|[ \t])#.*$/s', '', $rest), " \t");
                    }
                }
                if ($why !== null) {
                    throw new Exception(\sprintf('%s:%d: %s', $path, $i + 1, $why));
                }
                if (\getenv($name) === false || \in_array($name, $previous, true)) {
                    \putenv("$name=$value");
                    $loaded[$name] = true;
                }
            }
            foreach (\array_diff($previous, \array_keys($loaded)) as $stale) {
                \putenv($stale);
            }
            \putenv('VELA_DOTENV_VARS=' . \implode(',', \array_keys($loaded)));
            return \count($loaded);
        }
    }
}
