--TEST--
Vela: Http\Server: a symbolic link planted at the pid_file path is refused, naming the path, and its target is left alone
--EXTENSIONS--
vela
--FILE--
<?php
// A directory of this run's own: the same file may run in another pass at the
// same time (tests/run's two lanes), and a fixed name would be shared.
$dir = sys_get_temp_dir() . '/vela-pid-link-test-' . getmypid();
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
$link = "$dir/server.pid";
symlink($victim, $link);
foreach ([0, 1] as $workers) {
    $server = new Vela\Http\Server(['host' => '127.0.0.1', 'port' => 0, 'workers' => $workers,
        'pid_file' => $link]);
    $server->handle(fn () => Vela\Http\Response::text('never'));
    // Should it start (it must not), it stops at once and the output shows it.
    $server->onStart(fn () => posix_kill(getmypid(), SIGTERM));
    try {
        $server->start();
        echo "workers=$workers: started\n";
    } catch (Vela\Http\Exception $e) {
        echo "workers=$workers: ", str_replace($dir, 'DIR', $e->getMessage()), "\n";
    }
    clearstatcache();
    echo "victim: ", var_export(file_get_contents($victim), true), ", link kept: ",
        var_export(is_link($link), true), "\n";
}
// A stale pid file of ours (no such process) is replaced.
unlink($link);
file_put_contents($link, "999999999\n");
$server = new Vela\Http\Server(['host' => '127.0.0.1', 'port' => 0, 'workers' => 0, 'pid_file' => $link]);
$server->onStart(function ($s) use ($link) {
    echo "stale file replaced: ", var_export(trim(file_get_contents($link)) === (string) getmypid(), true), "\n";
    $s->stop();
});
$server->handle(fn () => Vela\Http\Response::text('ok'));
$server->start();
echo "removed on stop: ", var_export(!file_exists($link), true), "\n";
?>
--EXPECT--
workers=0: Cannot write the pid_file DIR/server.pid: it is a symbolic link, which is not followed (remove it, or name the file itself)
victim: 'root-only secret
', link kept: true
workers=1: Cannot write the pid_file DIR/server.pid: it is a symbolic link, which is not followed (remove it, or name the file itself)
victim: 'root-only secret
', link kept: true
stale file replaced: true
removed on stop: true
