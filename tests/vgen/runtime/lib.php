<?php

declare(strict_types=1);

// Shared by the runtime checks of generated code (run by tests/vgen/e2e with
// plain PHP, where the polyfill provides Vela\Binder, and again with the
// extension, whose Vela\Binder is C): a psr-4 autoloader for a compiled
// fixture app, PASS/FAIL reporting, and a test double of the request API
// that generated binders expect (documented in docs/vgen.md): param, query,
// header, json, form.

require_once __DIR__ . '/../../../skeleton/bootstrap/vela-polyfill.php';

if (!extension_loaded('vela')) {
    require_once __DIR__ . '/extension-standins.php';
}

final class FakeRequest
{
    /**
     * @param array<string, string> $params  matched {placeholders}
     * @param array<string, mixed>  $query
     * @param array<string, string> $headers
     */
    public function __construct(
        private array $params = [],
        private array $query = [],
        private array $headers = [],
        private mixed $body = null,
    ) {
    }

    public function param(string $name): mixed
    {
        return $this->params[$name] ?? null;
    }

    public function query(string $name): mixed
    {
        return $this->query[$name] ?? null;
    }

    /** Content-Type defaults to JSON: the fake's body is what json() decoded. */
    public function header(string $name, ?string $default = null): ?string
    {
        foreach ($this->headers as $key => $value) {
            if (strcasecmp($key, $name) === 0) {
                return $value;
            }
        }
        return strcasecmp($name, 'content-type') === 0 ? 'application/json' : $default;
    }

    public function json(): mixed
    {
        return $this->body;
    }

    public function form(): mixed
    {
        return $this->body;
    }
}

/** Loads classes of the app at $root from its composer.json psr-4 roots. */
function autoload_app(string $root): void
{
    $composer = json_decode(file_get_contents("$root/composer.json"), true);
    foreach ($composer['autoload']['psr-4'] as $prefix => $dirs) {
        foreach ((array) $dirs as $dir) {
            spl_autoload_register(function (string $class) use ($root, $prefix, $dir): void {
                if (str_starts_with($class, $prefix)) {
                    $file = "$root/$dir/" . str_replace('\\', '/', substr($class, strlen($prefix))) . '.php';
                    if (is_file($file)) {
                        require $file;
                    }
                }
            });
        }
    }
}

$GLOBALS['failures'] = 0;

function check(string $name, bool $ok, mixed $detail = null): void
{
    $with = extension_loaded('vela') ? ' (with the extension)' : '';
    echo ($ok ? 'PASS' : 'FAIL') . " vgen e2e: $name$with\n";
    if (!$ok) {
        $GLOBALS['failures']++;
        if ($detail !== null) {
            echo '  got: ' . var_export($detail, true) . "\n";
        }
    }
}

/** The BindFailure a binder throws for $request, or null when it binds. */
function bind_failure(string $action, object $request, object $container): ?\Vela\BindFailure
{
    try {
        \Vela\Generated\Binders::bind($action, $request, $container);
        return null;
    } catch (\Vela\BindFailure $e) {
        return $e;
    }
}
