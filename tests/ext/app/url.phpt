--TEST--
Vela: App: url() fills placeholders, appends the rest as a query, and names what is missing
--EXTENSIONS--
vela
--FILE--
<?php
require __DIR__ . '/fixture/app.inc';
$app = new Vela\App(Vela\Test\app_root(), new Fixture\Container());
echo $app->url('home'), "\n";
echo $app->url('user', ['id' => 42]), "\n";
echo $app->url('file', ['name' => 'a b/c', 'v' => 2, 'q' => 'x&y']), "\n";
foreach ([['user', []], ['nope', []]] as [$name, $params]) {
    try {
        $app->url($name, $params);
    } catch (Vela\Exception $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
}
try {
    new Vela\App(__DIR__ . '/missing', new Fixture\Container());
} catch (Throwable $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
?>
--EXPECTF--
/
/users/42
/files/a%20b%2Fc?v=2&q=x%26y
Vela\Exception: route '/users/{id:\d+}' needs a value for {id:\d+}
Vela\Exception: no route is named 'nope'
Vela\Exception: %s/missing/var/cache/routes.php is missing: run `vgen compile`
