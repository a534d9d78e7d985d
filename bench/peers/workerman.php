<?php
// The Workerman peer of bench/run (only with --peer workerman=DIR, DIR being
// a Workerman 5.x source tree: its vendor/autoload.php when composer ran
// there, else its src/ loaded by PSR-4 as composer.json declares): the
// tests of te-app.php on Workerman's HTTP protocol.
// usage: php workerman.php WORKERMAN_DIR PORT WORKERS start
declare(strict_types=1);

use Workerman\Connection\TcpConnection;
use Workerman\Protocols\Http\Request;
use Workerman\Protocols\Http\Response;
use Workerman\Worker;

[, $dir, $port, $workers] = $argv;
if (is_file("$dir/vendor/autoload.php")) {
    require "$dir/vendor/autoload.php";
} else {
    spl_autoload_register(static function (string $class) use ($dir): void {
        if (str_starts_with($class, 'Workerman\\')) {
            require "$dir/src/" . strtr(substr($class, 10), '\\', '/') . '.php';
        }
    });
}
require __DIR__ . '/te-app.php';
$GLOBALS['argv'] = $argv = [$argv[0], 'start']; // Workerman reads its command from argv
$worker = new Worker("http://127.0.0.1:$port");
$worker->count = (int) $workers;
$worker->reusePort = true;
$worker->onMessage = static function (TcpConnection $connection, Request $request): void {
    [$status, $type, $body] = te_answer($request->path(), $request->get());
    $connection->send(new Response($status, ['Content-Type' => $type, 'Server' => 'workerman'], $body));
};
Worker::$logFile = sys_get_temp_dir() . "/workerman-$port.log";
Worker::$pidFile = sys_get_temp_dir() . "/workerman-$port.pid";
Worker::runAll();
