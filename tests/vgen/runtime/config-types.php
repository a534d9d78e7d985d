<?php

declare(strict_types=1);

// The container's boot-time check of #[Value] types (fixtures/config-types),
// run by tests/vgen/e2e with the polyfill's Vela\Binder::checkConfig() and
// again with the extension's (C): the generated container refuses a config
// value of the wrong type naming its key and the parameter's file:line, and
// checkConfig() agrees with PHP itself (a call under strict_types, this
// file's mode) over every pair of declared type and value below.
// Usage: php config-types.php APP_ROOT

require __DIR__ . '/lib.php';

$root = $argv[1];
autoload_app($root);
require "$root/var/cache/container.php";

$good = require "$root/config/app.php";

/** The message the container's creation throws with config/app.php = $good + $changes, or "booted". */
function boot(array $good, array $changes): string
{
    try {
        (new \Vela\Generated\Container(['app' => array_merge($good, $changes)]))->get(\Links\Settings::class);
        return 'booted';
    } catch (\UnexpectedValueException $e) {
        return $e->getMessage();
    }
}

$tail = '; the container passes config values under strict_types: convert them in the config file';
check('config-types: the right types boot', boot($good, []) === 'booted', boot($good, []));
$got = boot($good, ['limit' => '16']);
check('config-types: a string for an int fails naming the key and file:line', $got === "vgen: config/ has the wrong type: "
    . "'app.limit' is string, #[Value] at src/Settings.php:11:51 (\$limit of Links\\Settings::__construct) takes int$tail", $got);
$got = boot($good, ['limit' => '16', 'cache' => ['ttl' => 1.5], 'port' => null]);
check('config-types: every wrong value is named, nested keys too', $got === "vgen: config/ has the wrong type: "
    . "'app.limit' is string, #[Value] at src/Settings.php:11:51 (\$limit of Links\\Settings::__construct) takes int; "
    . "'app.port' is null, #[Value] at src/Settings.php:18:57 (\$port of Links\\Settings::__construct) takes int|string; "
    . "'app.cache.ttl' is float, #[Value] at src/Settings.php:19:55 (\$ttl of Links\\Settings::__construct) takes int$tail", $got);
check('config-types: a key with a default may be absent', boot($good, ['cache' => []]) === 'booted');
check('config-types: an int passes for a float, null for ?int', boot($good, ['ratio' => 1, 'timeout' => null]) === 'booted');

// checkConfig() against PHP: $type takes $value exactly when a strict call to a function
// with a parameter of $type does not throw a TypeError.
$types = ['int', 'float', 'string', 'bool', 'true', 'false', 'null', 'array', 'iterable', 'callable', 'object',
    'int|null', 'int|string', 'float|bool', 'string|array|null', 'Countable', 'ArrayObject', 'Traversable|int',
    'stdClass|null', 'Stringable|string', 'No\\Such\\Klass'];
$values = [0, 1, -7, 16.0, 1.5, NAN, '16', '', 'strlen', 'false', true, false, null, [], [1, 2], ['a' => 1],
    new \ArrayObject([1]), new \stdClass(), fn () => 1, new \ArrayIterator([]), new class () {
        public function __toString(): string
        {
            return 'x';
        }
    }];
$disagree = [];
foreach ($types as $i => $type) {
    eval("function probe_$i($type \$value): void {}");
    foreach ($values as $value) {
        try {
            ("probe_$i")($value);
            $php = true;
        } catch (\TypeError) {
            $php = false;
        }
        try {
            \Vela\Binder::checkConfig(['app' => ['v' => $value]], [['app.v', $type, 'here']]);
            $ours = true;
        } catch (\UnexpectedValueException $e) {
            $ours = false;
            $wanted = "vgen: config/ has the wrong type: 'app.v' is " . get_debug_type($value) . ", #[Value] at here takes $type$tail";
            if ($e->getMessage() !== $wanted) {
                $disagree[] = $e->getMessage();
            }
        }
        if ($php !== $ours) {
            $disagree[] = "$type takes " . get_debug_type($value) . ': PHP ' . var_export($php, true) . ', checkConfig ' . var_export($ours, true);
        }
    }
}
check('config-types: checkConfig agrees with a strict call over ' . count($types) . ' types x ' . count($values) . ' values',
    $disagree === [], $disagree);

try {
    \Vela\Binder::checkConfig([], [['key', 'int']]);
    $error = null;
} catch (\ValueError $e) {
    $error = $e->getMessage();
}
check('config-types: a malformed list of types is a ValueError', $error === 'Vela\\Binder::checkConfig(): Argument #2 ($types) '
    . 'must be a list of [key, type, where] strings', $error);
exit($GLOBALS['failures'] ? 1 : 0);
