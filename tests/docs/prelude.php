<?php

// Prepended (auto_prepend_file) to every program tests/docs/run runs for a
// doc block: any warning, notice or deprecation is an exception (a block
// that "works" with a warning teaches code that warns), and check() is the
// assertion the hidden checks use (assert() may be compiled out).

declare(strict_types=1);

set_error_handler(static function (int $type, string $message, string $file, int $line): bool {
    if (!(error_reporting() & $type)) {
        return false;                         // silenced with @
    }
    throw new ErrorException($message, 0, $type, $file, $line);
});

function check(bool $ok, string $what, mixed $actual = null): void
{
    if (!$ok) {
        throw new RuntimeException("check failed: $what" . (func_num_args() > 2 ? '; actual: ' . var_export($actual, true) : ''));
    }
}

/** A free TCP port for a server a check starts (scripts/lib/free-port). */
function free_port(): int
{
    return (int) trim((string) shell_exec(escapeshellarg(getenv('VELA_TOP') . '/scripts/lib/free-port')));
}

/**
 * Starts `php $script` (the extension loaded) with PORT and APP_PORT set to
 * a free port, waits until it accepts, calls $requests(port), then stops it
 * with SIGTERM and checks that it exits 0; returns what it printed.
 */
function serve(string $script, callable $requests, array $env = []): string
{
    $port = free_port();
    $cmd = array_merge(json_decode(getenv('VELA_DOCS_PHP'), true), [$script]);
    $log = tempnam(sys_get_temp_dir(), 'vela-docs-serve');
    $proc = proc_open($cmd, [1 => ['file', $log, 'w'], 2 => ['file', $log, 'a']], $pipes, null,
        $env + ['PORT' => (string) $port, 'APP_PORT' => (string) $port] + getenv());
    try {
        for ($i = 0; $i < 200 && !@fsockopen('127.0.0.1', $port); $i++) {
            check(proc_get_status($proc)['running'], "$script keeps running", file_get_contents($log));
            usleep(50000);
        }
        $requests($port);
    } finally {
        proc_terminate($proc, SIGTERM);
        $status = proc_close($proc);
        $out = (string) file_get_contents($log);
        unlink($log);
    }
    check($status === 0, "$script exits 0 on SIGTERM", $out);
    return $out;
}

/** Runs PHP with the extension (and this prelude unless $prelude is false): [exit status, output]. */
function php_run(array $args, bool $prelude = true): array
{
    $php = json_decode(getenv('VELA_DOCS_PHP'), true);
    if (!$prelude) {
        $at = array_search('-d', $php, true);
        while ($at !== false && !str_starts_with($php[$at + 1], 'auto_prepend_file=')) {
            $at = array_search('-d', array_slice($php, $at + 1, null, true), true);
        }
        array_splice($php, $at, 2);
    }
    exec(implode(' ', array_map('escapeshellarg', array_merge($php, $args))) . ' 2>&1', $out, $status);
    return [$status, implode("\n", $out)];
}
