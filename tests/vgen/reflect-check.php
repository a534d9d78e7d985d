<?php

declare(strict_types=1);

// Cross-checks `vgen scan --json FILE` against PHP's own Reflection of FILE:
// resolved class, parent, attribute and type names, parameter flags, and every
// default value and attribute argument that vgen parsed as a literal. Prints
// one line per mismatch; exits 1 on any.
//
//   php reflect-check.php FILE.php SCAN.json

[, $file, $jsonFile] = $argv;
$model = json_decode(file_get_contents($jsonFile), true, 512, JSON_THROW_ON_ERROR);
ob_start();
require $file;
ob_end_clean();

$errors = [];
$expect = function (string $what, mixed $actual, mixed $expected) use (&$errors): void {
    if ($actual !== $expected) {
        $errors[] = sprintf("%s: vgen says %s, PHP says %s", $what, var_export($actual, true), var_export($expected, true));
    }
};

/** The PHP value of a vgen value, or a marker when vgen kept it as an expression. */
function literal(array $v): mixed
{
    return match ($v['kind']) {
        'null' => null,
        'bool', 'int', 'float', 'string' => $v['value'],
        'class' => $v['class'],
        'array' => array_reduce($v['items'], function ($acc, $item) {
            if ($acc === INF) {
                return INF;
            }
            $value = literal($item['value']);
            $key = $item['key'] ? literal($item['key']) : null;
            if ($value === INF || $key === INF) {
                return INF;
            }
            $key === null ? $acc[] = $value : $acc[$key] = $value;
            return $acc;
        }, []),
        default => INF,
    };
}

/** vgen's type as PHP prints it: no leading backslashes, X|null as ?X. */
function typeText(?array $t): ?string
{
    if ($t === null) {
        return null;
    }
    $text = preg_replace('/(^|[|&(?])\\\\/', '$1', $t['php']);
    $parts = explode('|', $text);
    if (count($parts) === 2 && in_array('null', $parts, true) && !str_contains($text, '&')) {
        $text = '?' . $parts[$parts[0] === 'null' ? 1 : 0];
    }
    return $text;
}

foreach ($model['files'] as $f) {
    foreach ($f['classes'] as $c) {
        $rc = new ReflectionClass($c['name']);
        $where = $c['name'];
        $expect("$where: name", $c['name'], $rc->getName());
        $expect("$where: parent", $c['extends'], $rc->getParentClass() ? $rc->getParentClass()->getName() : null);
        $expect("$where: attributes", array_column($c['attributes'], 'name'), array_map(fn ($a) => $a->getName(), $rc->getAttributes()));
        foreach ($c['methods'] as $m) {
            $rm = $rc->getMethod($m['name']);
            $w = "$where::{$m['name']}()";
            $expect("$w: return type", typeText($m['returns']), $rm->hasReturnType() ? (string) $rm->getReturnType() : null);
            foreach ($rm->getAttributes() as $i => $ra) {
                $a = $m['attributes'][$i] ?? null;
                $expect("$w: attribute $i", $a['name'] ?? null, $ra->getName());
                $args = $ra->getArguments();
                foreach ($a['args'] ?? [] as $j => $arg) {
                    $value = literal($arg['value']);
                    if ($value !== INF) {
                        $expect("$w: #[{$a['name']}] argument " . ($arg['name'] ?? $j), $value, $args[$arg['name'] ?? $j] ?? null);
                    }
                }
            }
            $expect("$w: parameter names", array_column($m['params'], 'name'), array_map(fn ($p) => $p->getName(), $rm->getParameters()));
            foreach ($rm->getParameters() as $i => $rp) {
                $p = $m['params'][$i];
                $pw = "$w \${$p['name']}";
                $expect("$pw: type", typeText($p['type']), $rp->hasType() ? (string) $rp->getType() : null);
                $expect("$pw: by-ref", $p['byRef'], $rp->isPassedByReference());
                $expect("$pw: variadic", $p['variadic'], $rp->isVariadic());
                $expect("$pw: promoted", $p['promoted'] !== null, $rp->isPromoted());
                $expect("$pw: attributes", array_column($p['attributes'], 'name'), array_map(fn ($a) => $a->getName(), $rp->getAttributes()));
                if ($p['default'] !== null && ($value = literal($p['default'])) !== INF) {
                    $expect("$pw: default", $value, $rp->getDefaultValue());
                }
                $expect("$pw: has default", $p['default'] !== null, $rp->isDefaultValueAvailable());
            }
        }
    }
}

foreach ($errors as $e) {
    echo "$e\n";
}
exit($errors ? 1 : 0);
