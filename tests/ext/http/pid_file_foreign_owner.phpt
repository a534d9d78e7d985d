--TEST--
Vela: Http\Server: a pid_file or access log owned by another user is refused, naming the path, and left alone
--EXTENSIONS--
vela
--SKIPIF--
<?php if (!function_exists('posix_geteuid') || posix_geteuid() !== 0) die('skip needs root to give a file to another user'); ?>
--FILE--
<?php
// A directory of this run's own: the same file may run in another pass at the
// same time (tests/run's two lanes), and a fixed name would be shared.
$dir = sys_get_temp_dir() . '/vela-foreign-owner-test-' . getmypid();
@mkdir($dir);
$owner = getmypid();
register_shutdown_function(function () use ($dir, $owner) {
    if (getmypid() === $owner) {
        exec('rm -rf ' . escapeshellarg($dir));
    }
});
foreach (['pid_file' => "$dir/server.pid", 'access_log' => "$dir/access.log"] as $option => $path) {
    file_put_contents($path, "another user's file\n");
    chown($path, 65534);
    $server = new Vela\Http\Server(['host' => '127.0.0.1', 'port' => 0, 'workers' => 0, $option => $path]);
    $server->handle(fn () => Vela\Http\Response::text('never'));
    // Should it start (it must not), it stops at once and the output shows it.
    $server->onStart(fn () => posix_kill(getmypid(), SIGTERM));
    try {
        $server->start();
        echo "$option: started\n";
    } catch (Vela\Http\Exception $e) {
        echo "$option: ", str_replace($dir, 'DIR', $e->getMessage()), "\n";
    }
    clearstatcache();
    echo "  left alone: ", var_export(file_get_contents($path) === "another user's file\n" && fileowner($path) === 65534, true), "\n";
}
?>
--EXPECT--
pid_file: Cannot write the pid_file DIR/server.pid: it is owned by another user (the server writes only files it owns)
  left alone: true
access_log: Cannot open the access log DIR/access.log: it is owned by another user (the server writes only files it owns)
  left alone: true
