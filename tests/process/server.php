<?php
// The Vela server of tests/process/run: Vela\Http\Server with workers > 0.
// usage: server.php PORT WORKERS PID_FILE MAX_REQUESTS MAX_MEMORY APP_FILE ACCESS_LOG
//   GET /pid   the worker's pid, then the app's version (APP_FILE returns a
//              string when it exists: a reload must pick up a new one)
//   GET /slow  the same after a 2 s coroutine sleep
//   GET /leak  keeps 1 MB more in this worker (for max_memory)
//   GET /metrics, /readyz   the instance's metrics and readiness (observe.h)
[, $port, $workers, $pidFile, $maxRequests, $maxMemory, $appFile, $accessLog] = $argv;
$version = is_file($appFile) ? require $appFile : 'v0';
// VELA_TEST_BOOT_DELAY: seconds the script takes before start(), as an app's boot would.
usleep((int) ((float) (getenv('VELA_TEST_BOOT_DELAY') ?: 0) * 1e6));

$server = new Vela\Http\Server(array_filter([
    'host' => '127.0.0.1',
    'port' => (int) $port,
    'workers' => (int) $workers,
    'pid_file' => $pidFile,
    'max_requests' => (int) $maxRequests,
    'max_memory' => (int) $maxMemory,
    'drain_timeout' => 5.0,
    'access_log' => $accessLog === '' ? 'off' : $accessLog,
    'metrics_path' => '/metrics',
    'ready_path' => '/readyz',
]));
$server->handle(function (Vela\Http\Request $request) use ($version): Vela\Http\Response {
    static $kept = [];
    if ($request->path() === '/slow') {
        Vela\Coroutine::sleep(2.0);
    } elseif ($request->path() === '/leak') {
        $kept[] = str_repeat('x', 1 << 20);
    }
    return Vela\Http\Response::text(getmypid() . " $version\n");
});
$server->start();
fwrite(STDERR, "master " . getmypid() . " returned from start()\n");
