--TEST--
Vela: stubs/vela.php: the attribute classes carry the extension's #[\Attribute] targets, stubs/ is a Composer package, and the stubs and the polyfill never clash (either order, without the extension)
--EXTENSIONS--
vela
--FILE--
<?php
$top = __DIR__ . '/../../..';
// The targets the extension registers, by attribute class.
$expected = [];
foreach (get_declared_classes() as $class) {
    if (preg_match('/^Vela\\\\(Attribute|Validation)\\\\/', $class) && !(new ReflectionClass($class))->isAbstract()) {
        $attribute = (new ReflectionClass($class))->getAttributes(Attribute::class)[0] ?? null;
        $expected[$class] = $attribute?->newInstance()->flags;
    }
}
ksort($expected);
// The same read from the stubs, in a PHP without the extension.
$read = '$s = []; foreach (get_declared_classes() as $c) { if (preg_match("/^Vela\\\\\\\\(Attribute|Validation)\\\\\\\\/", $c)'
    . ' && !(new ReflectionClass($c))->isAbstract()) { $a = (new ReflectionClass($c))->getAttributes(Attribute::class)[0] ?? null;'
    . ' $s[$c] = $a?->newInstance()->flags; } } ksort($s); echo json_encode($s);';
$run = fn (string $code) => shell_exec(escapeshellarg(PHP_BINARY) . ' -n -r ' . escapeshellarg($code) . ' 2>&1');
$stubs = "require '$top/stubs/vela.php';";
$polyfill = "require '$top/skeleton/bootstrap/vela-polyfill.php';";
$fromStubs = json_decode((string) $run($stubs . $read), true);
echo count($expected), ' attribute classes in the extension; the stubs ',
    $fromStubs === $expected ? 'declare the same targets' : 'differ: ' . json_encode(array_diff_assoc($expected, (array) $fromStubs)), "\n";
echo 'stubs, then the polyfill: ', $run($stubs . $polyfill . 'echo "loaded, ", class_exists("Vela\\\\Binder") ? "Binder" : "-";'), "\n";
echo 'the polyfill, then the stubs: ', $run($polyfill . $stubs . 'echo "loaded, ", Vela\\Binder::toInt("42");'), "\n";
$composer = json_decode(file_get_contents("$top/stubs/composer.json"), true);
echo 'stubs/composer.json: ', $composer['name'], ', ', isset($composer['autoload']) ? 'autoloaded' : 'not autoloaded (IDE only)', "\n";
?>
--EXPECT--
33 attribute classes in the extension; the stubs declare the same targets
stubs, then the polyfill: loaded, Binder
the polyfill, then the stubs: loaded, 42
stubs/composer.json: vela/stubs, not autoloaded (IDE only)
