--TEST--
Vela: every class of the extension survives direct construction, bad arguments, clone, serialize, compare, dump and half-initialised destruction
--DESCRIPTION--
The classes are discovered at run time (ReflectionExtension), so classes added
later are covered without touching this test. Each misuse must either work or
throw; a crash fails the test (and tests/asan runs it under AddressSanitizer).
A class whose objects hold C state (an internal final class that Reflection
refuses to instantiate without its constructor) must also refuse serialize()
and unserialize(): an unserialized copy would be an object never initialised.
No callable is ever passed, so no server starts and no coroutine runs user code.
--INI--
vela.block_warn_ms=0
error_reporting=E_ALL
display_errors=0
--FILE--
<?php
set_error_handler(fn () => true); // warnings and deprecations are allowed, crashes are not

$violations = [];
$operations = 0;

function attempt(callable $fn): mixed {
    global $operations;
    $operations++;
    try { return $fn(); } catch (Throwable $e) { return $e; }
}

/* Argument lists for a function: none, wrong types, extreme values of the right type. */
function argument_lists(?ReflectionFunctionAbstract $f): array {
    $n = $f ? max(1, $f->getNumberOfParameters()) : 1;
    $lists = [[], array_fill(0, $n, new stdClass), array_fill(0, $n, null), array_fill(0, $n, "x\0\r\n")];
    foreach ([0, 1] as $variant) {
        $args = [];
        foreach ($f ? $f->getParameters() : [] as $p) {
            $type = (string) $p->getType();
            $args[] = match (true) {
                str_contains($type, 'int') => $variant ? PHP_INT_MIN : -1,
                str_contains($type, 'float') => $variant ? NAN : -1.5,
                str_contains($type, 'string') => $variant ? str_repeat("\xff", 70000) : '',
                str_contains($type, 'array') => $variant ? ['' => new stdClass, 0 => [[]]] : [],
                str_contains($type, 'bool') => (bool) $variant,
                str_contains($type, 'callable') => 'no_such_function',
                default => new stdClass,
            };
        }
        $lists[] = $args;
    }
    return $lists;
}

function objects_of(ReflectionClass $class): array {
    $objects = [];
    $keep = function ($o) use (&$objects) { if (is_object($o) && !$o instanceof Throwable) $objects[] = $o; };
    foreach (argument_lists($class->getConstructor()) as $args) {
        $keep(attempt(fn () => new ($class->name)(...$args)));
    }
    $keep(attempt(fn () => $class->newInstanceWithoutConstructor()));
    $name = $class->name;
    $keep(attempt(fn () => unserialize(sprintf('O:%d:"%s":0:{}', strlen($name), $name))));
    $keep(attempt(fn () => unserialize(sprintf('O:%d:"%s":1:{s:1:"x";i:1;}', strlen($name), $name))));
    $keep(attempt(fn () => unserialize(sprintf('C:%d:"%s":0:{}', strlen($name), $name))));
    return $objects;
}

function holds_c_state(ReflectionClass $class): bool {
    $made = attempt(fn () => $class->newInstanceWithoutConstructor());
    return $made instanceof ReflectionException && str_contains($made->getMessage(), 'without invoking its constructor');
}

function misuse(object $o, ReflectionClass $class): void {
    $twin = attempt(fn () => clone $o);
    $other = is_object($twin) && !$twin instanceof Throwable ? $twin : $o;
    attempt(fn () => $o == $other);
    attempt(fn () => $o != new stdClass);
    attempt(fn () => $o < $other);
    attempt(fn () => $o <=> $other);
    attempt(fn () => $o == 1);
    attempt(fn () => (string) $o);
    attempt(fn () => (array) $o);
    attempt(fn () => get_object_vars($o));
    attempt(fn () => json_encode($o));
    attempt(function () use ($o) { ob_start(); var_dump($o); print_r($o); var_export($o); return ob_get_clean(); });
    attempt(function () use ($o) { foreach ($o as $k => $v) {} });
    attempt(fn () => isset($o->nothing) || isset($o->x));
    attempt(fn () => $o->nothing);
    attempt(function () use ($o) { $o->probe = [$o]; }); // a cycle, for the collector below
    attempt(fn () => unserialize(serialize($o)));
    foreach ($class->getMethods(ReflectionMethod::IS_PUBLIC) as $m) {
        if ($m->isConstructor() || $m->isStatic()) continue;
        foreach (argument_lists($m) as $args) {
            attempt(fn () => $m->invokeArgs($o, $args));
        }
    }
    attempt(fn () => $o->__construct());                 // a second construction
    foreach (argument_lists($class->getConstructor()) as $args) {
        attempt(fn () => $class->getConstructor()?->invokeArgs($o, $args));
    }
    if ($other !== $o) misuse_once($other, $class);   // the clone, once
}

function misuse_once(object $twin, ReflectionClass $class): void {
    foreach ($class->getMethods(ReflectionMethod::IS_PUBLIC) as $m) {
        if (!$m->isConstructor() && !$m->isStatic()) attempt(fn () => $m->invokeArgs($twin, []));
    }
}

$classes = (new ReflectionExtension('vela'))->getClasses();
foreach ($classes as $class) {
    foreach ($class->getMethods(ReflectionMethod::IS_STATIC) as $m) {
        if (!$m->isPublic()) continue;
        foreach (argument_lists($m) as $args) attempt(fn () => $m->invokeArgs(null, $args));
    }
    $objects = objects_of($class);
    if (holds_c_state($class)) {
        $name = $class->name;
        $made = attempt(fn () => unserialize(sprintf('O:%d:"%s":0:{}', strlen($name), $name)));
        if (is_object($made) && !$made instanceof Throwable) $violations[] = "$name: unserialize() made an object";
        foreach ($objects as $o) {
            $text = attempt(fn () => serialize($o));
            if (is_string($text)) $violations[] = "$name: serialize() gave $text";
        }
    }
    foreach ($objects as $o) misuse($o, $class);
    unset($objects, $o);
    gc_collect_cycles();
}
gc_collect_cycles();

$names = array_keys($classes);
echo count($names) >= 30 && in_array('Vela\Channel', $names) && in_array('Vela\Http\Request', $names)
    ? "discovered every class\n" : "discovery failed: " . implode(', ', $names) . "\n";
echo $operations > 1000 ? "many operations tried\n" : "only $operations operations\n";
echo $violations ? implode("\n", $violations) . "\n" : "no violation\n";
?>
--EXPECT--
discovered every class
many operations tried
no violation
