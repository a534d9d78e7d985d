<?php

declare(strict_types=1);

// The scanner against nikic/PHP-Parser (Debian's php-parser) with its
// NameResolver, over real code: for every file given, both sides render each
// top-level class-like (kind, name, modifiers, extends, implements, attribute
// names) and each public method and constructor (parameter names, resolved
// types, by-ref, variadic, has-default, return type) and each declared
// property (name, modifiers) as text lines, and any
// difference is printed. Exit status 1 on a difference.
//
//   php scan-conformance.php VGEN FILE...

require_once '/usr/share/php/PhpParser/autoload.php';

use PhpParser\Node;
use PhpParser\NodeTraverser;
use PhpParser\NodeVisitor\NameResolver;
use PhpParser\ParserFactory;

$vgen = $argv[1];
$files = array_slice($argv, 2);

function typeText(?Node $t): ?string
{
    return match (true) {
        $t === null => null,
        $t instanceof Node\NullableType => '?' . typeText($t->type),
        $t instanceof Node\UnionType => implode('|', array_map('typeText', $t->types)),
        $t instanceof Node\IntersectionType => implode('&', array_map('typeText', $t->types)),
        $t instanceof Node\Identifier => strtolower($t->toString()),
        $t instanceof Node\Name && $t->isSpecialClassName() => strtolower($t->toString()),
        default => $t->toString(),
    };
}

function vgenType(?array $t): ?string
{
    if ($t === null) {
        return null;
    }
    return preg_replace('/(^|[|&(?])\\\\/', '$1', $t['php']);
}

/** @return list<string> */
function parserLines(array $stmts): array
{
    $lines = [];
    foreach ($stmts as $stmt) {
        if ($stmt instanceof Node\Stmt\Namespace_) {
            array_push($lines, ...parserLines($stmt->stmts));
            continue;
        }
        if (!$stmt instanceof Node\Stmt\ClassLike || $stmt->name === null) {
            continue;
        }
        $kind = match (true) {
            $stmt instanceof Node\Stmt\Interface_ => 'interface',
            $stmt instanceof Node\Stmt\Trait_ => 'trait',
            $stmt instanceof Node\Stmt\Enum_ => 'enum',
            default => 'class',
        };
        $mods = [];
        if ($stmt instanceof Node\Stmt\Class_) {
            $stmt->isAbstract() && $mods[] = 'abstract';
            $stmt->isFinal() && $mods[] = 'final';
            $stmt->isReadonly() && $mods[] = 'readonly';
        }
        $extends = $stmt instanceof Node\Stmt\Class_ && $stmt->extends ? $stmt->extends->toString() : '';
        $impl = match (true) {
            $stmt instanceof Node\Stmt\Interface_ => $stmt->extends,
            $stmt instanceof Node\Stmt\Class_, $stmt instanceof Node\Stmt\Enum_ => $stmt->implements,
            default => [],
        };
        $attrs = [];
        foreach ($stmt->attrGroups as $g) {
            foreach ($g->attrs as $a) {
                $attrs[] = $a->name->toString();
            }
        }
        $lines[] = sprintf('%s %s [%s] extends %s implements %s #[%s]', $kind, $stmt->namespacedName->toString(),
            implode(' ', $mods), $extends, implode(',', array_map(fn ($n) => $n->toString(), $impl)), implode(',', $attrs));
        foreach ($stmt->getMethods() as $m) {
            if (!$m->isPublic() && strtolower($m->name->toString()) !== '__construct') {
                continue;
            }
            $params = array_map(fn ($p) => sprintf('%s%s%s$%s%s', $p->type ? typeText($p->type) . ' ' : '',
                $p->byRef ? '&' : '', $p->variadic ? '...' : '', $p->var->name, $p->default ? '=' : ''), $m->params);
            $lines[] = sprintf('  %s(%s): %s', $m->name->toString(), implode(', ', $params), typeText($m->returnType) ?? '-');
        }
        foreach ($stmt->getProperties() as $p) {
            $mods = array_keys(array_filter(['public' => $p->isPublic(), 'protected' => $p->isProtected(),
                'private' => $p->isPrivate(), 'static' => $p->isStatic(), 'readonly' => $p->isReadonly()]));
            foreach ($p->props as $prop) {
                $lines[] = sprintf('  $%s [%s]', $prop->name->toString(), implode(' ', $mods));
            }
        }
    }
    return $lines;
}

/** @return list<string> */
function vgenLines(array $file): array
{
    $lines = [];
    foreach ($file['classes'] as $c) {
        $mods = array_values(array_intersect(['abstract', 'final', 'readonly'], $c['modifiers']));
        $lines[] = sprintf('%s %s [%s] extends %s implements %s #[%s]', $c['kind'], $c['name'], implode(' ', $mods),
            $c['extends'] ?? '', implode(',', $c['implements']), implode(',', array_column($c['attributes'], 'name')));
        foreach ($c['methods'] as $m) {
            if (array_intersect(['private', 'protected'], $m['modifiers']) && strtolower($m['name']) !== '__construct') {
                continue; // kept by vgen only to report attributes on it
            }
            $params = array_map(fn ($p) => sprintf('%s%s%s$%s%s', $p['type'] ? vgenType($p['type']) . ' ' : '',
                $p['byRef'] ? '&' : '', $p['variadic'] ? '...' : '', $p['name'], $p['default'] ? '=' : ''), $m['params']);
            $lines[] = sprintf('  %s(%s): %s', $m['name'], implode(', ', $params), vgenType($m['returns']) ?? '-');
        }
        foreach ($c['properties'] as $p) {
            $mods = array_intersect(['public', 'protected', 'private', 'static', 'readonly'], $p['modifiers']);
            $lines[] = sprintf('  $%s [%s]', $p['name'], implode(' ', $mods));
        }
    }
    return $lines;
}

$json = shell_exec(escapeshellarg($vgen) . ' scan --json ' . implode(' ', array_map('escapeshellarg', $files)) . ' 2>/dev/null');
$model = json_decode($json, true);
$parser = (new ParserFactory())->create(ParserFactory::ONLY_PHP7);
$differences = 0;
$compared = 0;
foreach ($model['files'] as $i => $file) {
    try {
        $stmts = $parser->parse(file_get_contents($file['path']));
    } catch (PhpParser\Error) {
        continue; // not PHP that PHP-Parser accepts: nothing to compare with
    }
    $traverser = new NodeTraverser();
    $traverser->addVisitor(new NameResolver());
    $stmts = $traverser->traverse($stmts);
    $expected = parserLines($stmts);
    $actual = vgenLines($file);
    $compared++;
    if ($expected !== $actual) {
        $differences++;
        echo "== {$file['path']}\n";
        foreach (array_diff($expected, $actual) as $line) {
            echo "  php-parser: $line\n";
        }
        foreach (array_diff($actual, $expected) as $line) {
            echo "  vgen:       $line\n";
        }
    }
}
fwrite(STDERR, "$compared files compared, $differences differ\n");
exit($differences > 0 ? 1 : 0);
