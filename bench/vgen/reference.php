<?php

declare(strict_types=1);

// The PHP way to do vgen's discovery, for comparison: in one process, find
// every class with token_get_all() (as Hyperf's and Symfony's scanners do),
// load it, and read with Reflection what vgen's scanner records (see below).
// Prints the elapsed seconds and what it found.
//
//   php reference.php APP_DIR

$root = $argv[1];
$start = hrtime(true);
spl_autoload_register(function (string $class) use ($root): void {
    if (str_starts_with($class, 'Bench\\')) {
        $file = "$root/src/" . str_replace('\\', '/', substr($class, 6)) . '.php';
        if (is_file($file)) {
            require $file;
        }
    }
});

$classes = [];
$files = new RecursiveIteratorIterator(new RecursiveDirectoryIterator("$root/src", FilesystemIterator::SKIP_DOTS));
foreach ($files as $file) {
    if ($file->getExtension() !== 'php') {
        continue;
    }
    $tokens = token_get_all(file_get_contents($file->getPathname()));
    $namespace = '';
    for ($i = 0, $n = count($tokens); $i < $n; $i++) {
        if (!is_array($tokens[$i])) {
            continue;
        }
        if ($tokens[$i][0] === T_NAMESPACE) {
            $namespace = '';
            for ($i++; $i < $n && $tokens[$i] !== ';' && $tokens[$i] !== '{'; $i++) {
                $namespace .= is_array($tokens[$i]) && $tokens[$i][0] !== T_WHITESPACE ? $tokens[$i][1] : '';
            }
        } elseif (in_array($tokens[$i][0], [T_CLASS, T_INTERFACE, T_ENUM, T_TRAIT], true)) {
            for ($j = $i + 1; $j < $n && is_array($tokens[$j]) && $tokens[$j][0] === T_WHITESPACE; $j++) {
            }
            if (is_array($tokens[$j]) && $tokens[$j][0] === T_STRING) {
                $classes[] = ltrim("$namespace\\{$tokens[$j][1]}", '\\');
            }
        }
    }
}

// Everything vgen's scanner records, read the Reflection way: extends and
// implements, attributes with their arguments (on the class, on constructor
// parameters, on methods and their parameters), constructor parameters with
// type, default and promotion, and every public method's parameters and
// return type, whether or not it carries an attribute.
function parameters(ReflectionFunctionAbstract $f): int
{
    foreach ($f->getParameters() as $p) {
        (string) $p->getType();
        $p->isPromoted();
        $p->isDefaultValueAvailable() && $p->getDefaultValue();
        foreach ($p->getAttributes() as $attribute) {
            $attribute->getName();
            $attribute->getArguments();
        }
    }
    return $f->getNumberOfParameters();
}

$services = $routes = $params = 0;
foreach ($classes as $class) {
    $rc = new ReflectionClass($class);
    $rc->getParentClass();
    $rc->getInterfaceNames();
    foreach ($rc->getAttributes() as $attribute) {
        $attribute->getName();
        $attribute->getArguments();
    }
    if ($ctor = $rc->getConstructor()) {
        $services++;
        $params += parameters($ctor);
    }
    foreach ($rc->getMethods(ReflectionMethod::IS_PUBLIC) as $m) {
        foreach ($m->getAttributes() as $attribute) {
            $routes++;
            $attribute->getName();
            $attribute->getArguments();
        }
        if (!$m->isConstructor()) {
            parameters($m);
            (string) $m->getReturnType();
        }
    }
}
printf("%.4f %d classes, %d with constructors (%d parameters), %d method attributes\n",
    (hrtime(true) - $start) / 1e9, count($classes), $services, $params, $routes);
