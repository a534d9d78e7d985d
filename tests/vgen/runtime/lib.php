<?php

declare(strict_types=1);

// Shared by the runtime checks of generated code (run by tests/vgen/e2e):
// a psr-4 autoloader for a compiled fixture app, PASS/FAIL reporting, and a
// test double of the request API that generated binders expect (documented
// in docs/vgen.md): routeParam, getQuery, getHeader, getBody.

require_once __DIR__ . '/../../../skeleton/bootstrap/vela-polyfill.php';

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

    public function routeParam(string $name): ?string
    {
        return $this->params[$name] ?? null;
    }

    public function getQuery(string $name): mixed
    {
        return $this->query[$name] ?? null;
    }

    public function getHeader(string $name): ?string
    {
        foreach ($this->headers as $key => $value) {
            if (strcasecmp($key, $name) === 0) {
                return $value;
            }
        }
        return null;
    }

    public function getBody(): mixed
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
    echo ($ok ? 'PASS' : 'FAIL') . " vgen e2e: $name\n";
    if (!$ok) {
        $GLOBALS['failures']++;
        if ($detail !== null) {
            echo '  got: ' . var_export($detail, true) . "\n";
        }
    }
}

/** The BindFailure a binder throws for $request, or null when it binds. */
function bind_failure(string $action, object $request, object $container): ?\Vela\Generated\BindFailure
{
    try {
        \Vela\Generated\Binders::bind($action, $request, $container);
        return null;
    } catch (\Vela\Generated\BindFailure $e) {
        return $e;
    }
}
