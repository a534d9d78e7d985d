<?php

// Runs every ```php block of README.md and docs/*.md (tests/docs/run starts
// it; the markers are described there). Each block, or each chain of blocks
// joined by `continues`, becomes one program: a script run by PHP with the
// extension, or files written into a fresh copy of the skeleton app that
// vgen compiles and a hidden check then drives through Vela\Testing\Client.
// Every block prints one PASS, FAIL or SKIP line; the last line counts them.
// Each program gets a PostgreSQL schema of its own (DATABASE_URL's
// search_path) and an emptied Redis database (REDIS_URL), so blocks cannot
// see each other's tables or keys.

declare(strict_types=1);

const MODES = ['run', 'continues', 'serve', 'app', 'output', 'signatures', 'skip'];

$top = $argv[1];
$work = $argv[2];
$files = array_slice($argv, 3);
$env = getenv();
$env['VELA_TOP'] = $top;
$php = [PHP_BINARY, '-d', "extension=$top/ext/modules/vela.so", '-d', 'display_errors=stderr', '-d', 'log_errors=0',
    '-d', 'error_reporting=-1', '-d', "auto_prepend_file=$top/tests/docs/prelude.php"];
$env['VELA_DOCS_PHP'] = json_encode($php);

/**
 * The marker comment that ends on line $i (0-based) of $lines, searching up
 * over blank lines: [header words, hidden code, its first line] or null.
 */
function marker_before(array $lines, int $i): ?array
{
    while ($i >= 0 && trim($lines[$i]) === '') {
        $i--;
    }
    if ($i < 0 || !str_ends_with(rtrim($lines[$i]), '-->')) {
        return null;
    }
    $end = $i;
    while ($i >= 0 && !str_starts_with($lines[$i], '<!--')) {
        $i--;
    }
    if ($i < 0 || !str_starts_with($lines[$i], '<!-- docs-test:')) {
        return null;
    }
    return [...parse_marker(array_slice($lines, $i, $end - $i + 1)), $i];
}

/** A marker's lines: the words after "docs-test:" and the code lines below them. */
function parse_marker(array $comment): array
{
    $first = substr(array_shift($comment), strlen('<!-- docs-test:'));
    $closing = str_ends_with(rtrim($first), '-->');
    $words = preg_split('/\s+/', trim($closing ? substr(rtrim($first), 0, -3) : $first), -1, PREG_SPLIT_NO_EMPTY);
    if (!$closing) {
        $last = array_pop($comment);
        $comment[] = substr(rtrim($last), 0, -3);
    }
    return [$words, implode("\n", $comment)];
}

/**
 * Every ```php block of a file, with its markers. A marker that belongs to
 * no block, or a fenced block that opens with `<?php` but is not tagged php,
 * is a mistake: it comes back as a block of mode `stray`.
 */
function blocks(string $top, string $file): array
{
    $lines = explode("\n", file_get_contents("$top/$file"));
    $blocks = [];
    $used = [];
    for ($i = 0; $i < count($lines); $i++) {
        if (str_starts_with($lines[$i], '```') && !preg_match('/^```php\s*$/', $lines[$i])) {
            if (str_starts_with(trim($lines[$i + 1] ?? ''), '<?php')) {
                $blocks[] = stray($file, $i, 'a PHP block not tagged ```php');
            }
            for ($i++; $i < count($lines) && !str_starts_with($lines[$i], '```'); $i++) {
            }
            continue;
        }
        if (!preg_match('/^```php\s*$/', $lines[$i])) {
            continue;
        }
        $start = $i;
        $code = [];
        for ($i++; $i < count($lines) && !str_starts_with($lines[$i], '```'); $i++) {
            $code[] = $lines[$i];
        }
        [$words, $hidden, $markerAt] = marker_before($lines, $start - 1) ?? [['run'], '', null];
        $used[$markerAt] = true;
        $then = '';
        for ($j = $i + 1; $j < count($lines) && trim($lines[$j]) === ''; $j++) {
        }
        if ($j < count($lines) && str_starts_with($lines[$j], '<!-- docs-test: then')) {
            $end = $j;
            while (!str_ends_with(rtrim($lines[$end]), '-->')) {
                $end++;
            }
            [, $then] = parse_marker(array_slice($lines, $j, $end - $j + 1));
            $used[$j] = true;
        }
        $blocks[] = ['where' => "$file:" . ($start + 1), 'code' => implode("\n", $code),
            'mode' => $words[0] ?? 'run', 'args' => array_slice($words, 1), 'hidden' => $hidden, 'then' => $then];
    }
    foreach ($lines as $i => $line) {
        if (str_starts_with($line, '<!-- docs-test:') && !isset($used[$i])) {
            $blocks[] = stray($file, $i, 'a docs-test marker right above or below no ```php block');
        }
    }
    return $blocks;
}

function stray(string $file, int $i, string $why): array
{
    return ['where' => "$file:" . ($i + 1), 'code' => '', 'mode' => 'stray', 'args' => [$why], 'hidden' => '', 'then' => ''];
}

/** The blocks grouped into chains: a `continues` block joins the chain before it. */
function chains(array $blocks): array
{
    $chains = [];
    foreach ($blocks as $b) {
        if ($b['mode'] === 'continues' && $chains !== []) {
            $chains[count($chains) - 1][] = $b;
        } else {
            $chains[] = [$b];
        }
    }
    return $chains;
}

/** Runs a command with a time limit; returns [exit status, stdout + stderr]. */
function run_command(array $command, string $cwd, array $env, int $seconds = 60): array
{
    $proc = proc_open(array_merge(['timeout', (string) $seconds], $command), [1 => ['pipe', 'w'], 2 => ['redirect', 1]], $pipes, $cwd, $env);
    $out = stream_get_contents($pipes[1]);
    fclose($pipes[1]);
    $status = proc_close($proc);
    $why = $status === 124 ? "timed out after $seconds s" : "exit status $status";
    return [$status, $status === 0 ? $out : rtrim($out) . "\n($why)"];
}

/** The block's code without an opening tag of its own. */
function body(array $b): string
{
    return preg_replace('/^\s*<\?php\b/', '', $b['code']);
}

/** A fresh schema and an empty Redis database for one program: its environment. */
function fresh_backends(array $env, int $n): array
{
    static $pg = null, $redis = null;
    $pg ??= new Vela\Pg\Pool($env['VELA_TEST_PG_DSN'], ['max' => 1]);
    $redis ??= new Vela\Redis\Pool("redis://{$env['VELA_TEST_REDIS_HOST']}:{$env['VELA_TEST_REDIS_PORT']}/15", ['max' => 1]);
    $pg->execute("DROP SCHEMA IF EXISTS docs_$n CASCADE");
    $pg->execute("CREATE SCHEMA docs_$n");
    $redis->command('FLUSHDB');
    $env['DATABASE_URL'] = "postgresql://{$env['VELA_TEST_PG_USER']}@{$env['VELA_TEST_PG_HOST']}:{$env['VELA_TEST_PG_PORT']}"
        . "/{$env['VELA_TEST_PG_DB']}?options=-csearch_path%3Ddocs_$n";
    $env['REDIS_URL'] = "redis://{$env['VELA_TEST_REDIS_HOST']}:{$env['VELA_TEST_REDIS_PORT']}/15";
    return $env;
}

/** A chain of script blocks: one PHP program, each block after its hidden lines. */
function run_script(array $chain, string $dir, array $php, array $env): array
{
    $program = "<?php\n";
    foreach ($chain as $b) {
        $program .= "\n{$b['hidden']}\n" . body($b) . "\n{$b['then']}\n";
    }
    mkdir($dir);
    file_put_contents("$dir/block.php", $program);
    return run_command(array_merge($php, ['block.php']), $dir, $env);
}

/**
 * A `serve` block is a server: the hidden lines and the block are
 * server.php, started by serve() (tests/docs/prelude.php) with PORT set;
 * the checks run meanwhile with $port, then it must stop on SIGTERM.
 */
function run_served(array $chain, string $dir, array $php, array $env): array
{
    mkdir($dir);
    file_put_contents("$dir/server.php", "<?php\n{$chain[0]['hidden']}\n" . body($chain[0]) . "\n");
    file_put_contents("$dir/check.php", "<?php\nserve('server.php', function (int \$port) {\n{$chain[0]['then']}\n});\n");
    return run_command(array_merge($php, ['check.php']), $dir, $env);
}

/**
 * A chain of app blocks: each block (after its hidden lines) is the file its
 * marker names in a copy of the skeleton (`into`: inserted before the file's
 * last `}`; `-`: no file, the block is check code), `=== PATH` hidden lines
 * are extra files; `classmap` adds a Composer classmap of src/ (a file that
 * declares several classes needs one). vgen compiles the app; then the
 * checks run with $container, $app (pools open, migrations applied) and
 * $client, the src/ files the blocks wrote loaded; `run` instead makes the
 * block and its checks FILE, run as its own PHP program in the app.
 */
function run_app(array $chain, string $dir, string $top, string $work, array $php, array $env): array
{
    [$status, $out] = run_command(['cp', '-a', "$work/skeleton", $dir], $work, $env);
    if ($status !== 0) {
        return [$status, $out];
    }
    $load = [];
    $then = '';
    $runs = [];
    foreach ($chain as $b) {
        $path = $b['args'][0] ?? '-';
        $sections = preg_split('/^=== (\S+(?: into)?)\n/m', $b['hidden'], -1, PREG_SPLIT_DELIM_CAPTURE);
        for ($i = 1; $i < count($sections); $i += 2) {
            if (str_ends_with($sections[$i], ' into')) {
                insert_into("$dir/" . substr($sections[$i], 0, -5), '', $sections[$i + 1]);
            } else {
                write_file("$dir/{$sections[$i]}", "<?php\n{$sections[$i + 1]}");
            }
        }
        if (in_array('classmap', $b['args'], true)) {
            $composer = json_decode(file_get_contents("$dir/composer.json"), true);
            $composer['autoload']['classmap'] = ['src/'];
            file_put_contents("$dir/composer.json", json_encode($composer, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES));
        }
        if ($path === '-') {
            $then .= "\n{$sections[0]}\n" . body($b) . "\n";
        } elseif (in_array('into', $b['args'], true)) {
            insert_into("$dir/$path", $sections[0], body($b));
        } elseif (in_array('run', $b['args'], true)) {
            write_file("$dir/$path", "<?php\n{$sections[0]}\n" . body($b) . "\n{$b['then']}\n");
            $runs[] = $path;
            continue;
        } else {
            write_file("$dir/$path", "<?php\n{$sections[0]}\n" . body($b) . "\n");
        }
        if (str_starts_with($path, 'src/')) {
            $load[] = $path;
        }
        $then .= "\n{$b['then']}\n";
    }
    [$status, $out] = run_command(["$top/compiler/vgen", 'compile', '--quiet'], $dir, $env);
    if ($status !== 0) {
        return [$status, "vgen compile:\n$out"];
    }
    foreach ($runs as $path) {
        [$status, $out] = run_command(array_merge($php, [$path]), $dir, $env);
        if ($status !== 0) {
            return [$status, "php $path:\n$out"];
        }
    }
    $check = "<?php\n\$container = require __DIR__ . '/bootstrap/app.php';\n"
        . "foreach (" . var_export($load, true) . " as \$f) { require_once __DIR__ . '/' . \$f; }\n"
        . "\$app = new Vela\\App(__DIR__, \$container);\n\$app->openPools();\n"
        . "ob_start(); \$app->console(['console', 'migrate']); ob_end_clean();\n"
        . "\$client = new Vela\\Testing\\Client(\$app);\n"
        . "$then\n";
    file_put_contents("$dir/docs-check.php", $check);
    return run_command(array_merge($php, ['docs-check.php']), $dir, $env);
}

/** Puts $members before the last `}` of a PHP file, and $uses after its namespace line. */
function insert_into(string $path, string $uses, string $members): void
{
    $old = file_get_contents($path);
    $at = strrpos($old, '}');
    $new = substr($old, 0, $at) . "\n$members\n" . substr($old, $at);
    file_put_contents($path, preg_replace('/^namespace [^;]+;\n/m', "\$0\n$uses\n", $new, 1));
}

function write_file(string $path, string $content): void
{
    if (!is_dir(dirname($path))) {
        mkdir(dirname($path), 0777, true);
    }
    file_put_contents($path, $content);
}

/** An `output FILE of NAME` block: vgen wrote it (whitespace aside) into NAME's FILE. */
function check_output(array $b, array $apps): array
{
    [$file, $of, $name] = $b['args'] + ['', '', ''];
    if ($of !== 'of' || !isset($apps[$name])) {
        return [1, "no app named '$name' before this block (`<!-- docs-test: app FILE as NAME -->`)"];
    }
    $squeeze = fn (string $s) => trim(preg_replace('/\s+/', ' ', $s));
    $written = @file_get_contents("{$apps[$name]}/$file");
    if ($written === false) {
        return [1, "$file was not written"];
    }
    return str_contains($squeeze($written), $squeeze($b['code'])) ? [0, '']
        : [1, "not in $name's $file:\n$written"];
}

/**
 * A `signatures CLASS` block: each line is a call form or a signature of
 * CLASS's methods (`new C(...)`, `C::m(...)`, `m(...)`, `: type`); each
 * method must exist with those parameter names (and types and return type
 * where written) in that order.
 */
function check_signatures(array $b): array
{
    $class = $b['args'][0] ?? '';
    if (!class_exists($class)) {
        return [1, "no class $class"];
    }
    $errors = [];
    foreach (explode("\n", $b['code']) as $line) {
        $line = trim(preg_replace('~\s*//.*$~', '', $line));
        if ($line === '') {
            continue;
        }
        if (!preg_match('/^(new \w+|(?:\w+::)?(\w+))\((.*)\)(?:\s*:\s*([?\w\\\\|]+))?;?$/', $line, $m)) {
            $errors[] = "cannot read: $line";
            continue;
        }
        $method = str_starts_with($m[1], 'new ') ? '__construct' : $m[2];
        if (!method_exists($class, $method)) {
            $errors[] = "$class has no method $method";
            continue;
        }
        $errors = array_merge($errors, compare_signature(new ReflectionMethod($class, $method), $m[3], $m[4] ?? ''));
    }
    return $errors === [] ? [0, ''] : [1, implode("\n", $errors)];
}

/** The written parameters and return type against the real method's. */
function compare_signature(ReflectionMethod $real, string $written, string $returns): array
{
    $errors = [];
    $params = $real->getParameters();
    $name = $real->class . '::' . $real->name;
    foreach (split_arguments($written) as $i => $arg) {
        if (!isset($params[$i])) {
            $errors[] = "$name has no parameter " . ($i + 1) . " ($arg)";
        } elseif (preg_match('/^(?:([?\w\\\\|]+)\s+)?\??\$(\w+)/', $arg, $p)) {
            if ($p[2] !== $params[$i]->name) {
                $errors[] = "$name parameter " . ($i + 1) . " is \${$params[$i]->name}, not \${$p[2]}";
            } elseif ($p[1] !== '' && ltrim($p[1], '\\') !== (string) $params[$i]->getType()) {
                $errors[] = "$name \${$p[2]} is " . $params[$i]->getType() . ", not $p[1]";
            }
        }
    }
    if ($returns !== '' && $returns !== (string) $real->getReturnType()) {
        $errors[] = "$name returns " . $real->getReturnType() . ", not $returns";
    }
    return $errors;
}

/** Arguments split at top-level commas (not inside (), [] or a closure). */
function split_arguments(string $s): array
{
    $args = [];
    $depth = 0;
    $current = '';
    foreach (str_split($s) as $c) {
        $depth += in_array($c, ['(', '['], true) ? 1 : (in_array($c, [')', ']'], true) ? -1 : 0);
        if ($c === ',' && $depth === 0) {
            $args[] = trim($current);
            $current = '';
        } else {
            $current .= $c;
        }
    }
    if (trim($current) !== '') {
        $args[] = trim($current);
    }
    return $args;
}

$counts = ['run' => 0, 'app' => 0, 'output' => 0, 'signatures' => 0, 'skip' => 0, 'fail' => 0];
$apps = ['skeleton' => "$work/skeleton"];
$n = 0;
foreach ($files as $file) {
    foreach (chains(blocks($top, $file)) as $chain) {
        $n++;
        $first = $chain[0];
        $mode = $first['mode'];
        $what = $mode . ($first['args'] ? ' ' . implode(' ', $first['args']) : '');
        if ($mode === 'stray') {
            [$status, $out] = [1, $first['args'][0]];
        } elseif (!in_array($mode, MODES, true) || $mode === 'continues') {
            [$status, $out] = [1, "unknown marker mode '$mode' (" . implode(', ', MODES) . ')'];
        } elseif ($mode === 'skip') {
            $reason = implode(' ', $first['args']);
            if ($reason === '' || count($chain) > 1) {
                [$status, $out] = [1, 'a skip marker needs a reason, and a skipped block no continuation'];
            } else {
                echo "SKIP {$first['where']} $reason\n";
                $counts['skip']++;
                continue;
            }
        } elseif ($mode === 'output') {
            [$status, $out] = check_output($first, $apps);
        } elseif ($mode === 'signatures') {
            [$status, $out] = check_signatures($first);
        } else {
            $blockEnv = fresh_backends($env, $n);
            $dir = "$work/block-$n";
            if ($mode === 'app') {
                [$status, $out] = run_app($chain, $dir, $top, $work, $php, $blockEnv);
                $as = array_search('as', $first['args'], true);
                if ($as !== false) {
                    $apps[$first['args'][$as + 1]] = $dir;
                }
            } elseif ($mode === 'serve') {
                [$status, $out] = run_served($chain, $dir, $php, $blockEnv);
            } else {
                [$status, $out] = run_script($chain, $dir, $php, $blockEnv);
            }
        }
        foreach ($chain as $i => $b) {
            $joined = $i > 0 ? " (continues {$first['where']})" : ($mode === 'run' ? ' ' . trim(strtok(body($b), "\n")) : '');
            echo ($status === 0 ? 'PASS' : 'FAIL') . " {$b['where']} $what$joined\n";
            $counts[$status === 0 ? (in_array($mode, ['app', 'output', 'signatures'], true) ? $mode : 'run') : 'fail']++;
        }
        if ($status !== 0) {
            echo preg_replace('/^/m', '    ', rtrim($out)) . "\n";
        }
    }
}
printf("docs: %d blocks passed (%d run as scripts, %d in compiled apps, %d vgen outputs, %d signatures), %d failed, %d skipped\n",
    $counts['run'] + $counts['app'] + $counts['output'] + $counts['signatures'],
    $counts['run'], $counts['app'], $counts['output'], $counts['signatures'], $counts['fail'], $counts['skip']);
exit($counts['fail'] > 0 ? 1 : 0);
