--TEST--
Vela: Http\Server: a symbolic link planted at the access log's path is refused, naming the path, and its target is left alone
--EXTENSIONS--
vela
--FILE--
<?php
// A directory of this run's own: the same file may run in another pass at the
// same time (tests/run's two lanes), and a fixed name would be shared.
$dir = sys_get_temp_dir() . '/vela-log-link-test-' . getmypid();
@mkdir($dir);
$owner = getmypid();
register_shutdown_function(function () use ($dir, $owner) {
    if (getmypid() === $owner) {
        exec('rm -rf ' . escapeshellarg($dir));
    }
});
$victim = "$dir/victim";
file_put_contents($victim, "root-only secret\n");
chmod($victim, 0600);
$link = "$dir/access.log";
symlink($victim, $link);
$hard = "$dir/hard.log";
link($victim, $hard);
foreach ([$link, $hard, "$dir/missing-target.log"] as $path) {
    if ($path === "$dir/missing-target.log") {
        symlink("$dir/created-through-the-link", $path);
    }
    $server = new Vela\Http\Server(['host' => '127.0.0.1', 'port' => 0, 'workers' => 0,
        'access_log' => $path]);
    $server->handle(fn () => Vela\Http\Response::text('never'));
    // Should it start (it must not), it stops at once and the output shows it.
    $server->onStart(fn () => posix_kill(getmypid(), SIGTERM));
    try {
        $server->start();
        echo "started\n";
    } catch (Vela\Http\Exception $e) {
        echo str_replace($dir, 'DIR', $e->getMessage()), "\n";
    }
}
clearstatcache();
echo "victim: ", var_export(file_get_contents($victim), true), "\n";
echo "created through the link: ", var_export(file_exists("$dir/created-through-the-link"), true), "\n";
?>
--EXPECT--
Cannot open the access log DIR/access.log: it is a symbolic link, which is not followed (remove it, or name the file itself)
Cannot open the access log DIR/hard.log: it has other hard links (one of them may be another user's file)
Cannot open the access log DIR/missing-target.log: it is a symbolic link, which is not followed (remove it, or name the file itself)
victim: 'root-only secret
'
created through the link: false
