--TEST--
Vela: App: a routes.php vgen did not write is refused with the route's source and the byte at fault
--EXTENSIONS--
vela
--FILE--
<?php
// vgen rejects these at compile time; a hand-written or stale routes.php
// can still hold them, and the constructor names where and why.
$root = sys_get_temp_dir() . '/vela-routes-error-' . getmypid();
@mkdir("$root/var/cache", 0777, true);
$container = new class {
    public function get(string $id): object
    {
        return new stdClass();
    }
};
foreach ([
    ['methods' => ['GET'], 'path' => '/products/{id', 'source' => 'src/Products.php:12'],
    ['methods' => ['GET'], 'path' => '/a/{x}{y}'],
    ['methods' => ['GET', 'FETCH'], 'path' => '/ok'],
    ['methods' => ['get'], 'path' => '/ok'],
] as $route) {
    file_put_contents("$root/var/cache/routes.php", '<?php return ' . var_export([$route], true) . ';');
    try {
        new Vela\App($root, $container);
        echo "accepted\n";
    } catch (Vela\Exception $e) {
        echo $e->getMessage(), "\n";
    }
}
unlink("$root/var/cache/routes.php");
rmdir("$root/var/cache");
rmdir("$root/var");
rmdir($root);
?>
--EXPECT--
routes.php: route '/products/{id' (src/Products.php:12): unclosed '{': a placeholder ends with '}' (at byte 10); run `vgen compile`
routes.php: route '/a/{x}{y}': a path segment holds one placeholder; separate them with '/' (at byte 6); run `vgen compile`
routes.php: route 0 needs 'path' and known 'methods'
routes.php: route 0 needs 'path' and known 'methods'
