--TEST--
Vela: Pg\Pool: a PoolTimeout names a holder in a file with a long path by the path's end and its line
--SKIPIF--
<?php require __DIR__ . '/pg.inc'; pg_skip(); ?>
--FILE--
<?php
require __DIR__ . '/pg.inc';
use Vela\Coroutine;
$dir = sys_get_temp_dir() . '/vela-site-' . getmypid() . '/' . rtrim(str_repeat('deep/', 40), '/');
mkdir($dir, 0700, true);
file_put_contents("$dir/holder.php", "<?php\nfunction hold(\$pool): void\n{\n    \$pool->transaction(fn () => Vela\\Coroutine::sleep(0.6));\n}\n");
require "$dir/holder.php";
$pool = pg_pool(['max' => 1, 'acquire_timeout' => 0.2]);
pg_warm($pool, 1);
Vela\run(function () use ($pool) {
    Coroutine::spawn(fn () => hold($pool));
    Coroutine::spawn(function () use ($pool) {
        try {
            $pool->queryValue('SELECT 1');
        } catch (Vela\Pg\PoolTimeout $e) {
            preg_match('/oldest holders: (\S+) \(/', $e->getMessage(), $m);
            echo "site: ", strlen($m[1]), " bytes, starts with '...': ", var_export(str_starts_with($m[1], '...'), true), "\n";
            echo "ends with: ", substr($m[1], -22), "\n";
            echo "is the path's end: ", var_export(str_ends_with("$GLOBALS[dir]/holder.php:4", substr($m[1], 3)), true), "\n";
        }
    });
});
exec('rm -rf ' . escapeshellarg(sys_get_temp_dir() . '/vela-site-' . getmypid()));
?>
--EXPECT--
site: 159 bytes, starts with '...': true
ends with: deep/deep/holder.php:4
is the path's end: true
