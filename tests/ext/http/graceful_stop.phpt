--TEST--
Vela: Http\Server: SIGTERM lets a slow request complete, answers a late request on an idle connection with close, and start() returns
--EXTENSIONS--
vela
--FILE--
<?php
require __DIR__ . '/server.inc';
$pid_file = sys_get_temp_dir() . '/vela-pid-' . getmypid();
$srv = vela_test_server('
    if ($request->path() === "/slow") { fwrite(STDERR, "slow: in the handler\n"); Vela\Coroutine::sleep(0.5); }
    return Vela\Http\Response::text("done " . $request->path());',
    ['pid_file' => $pid_file, 'drain_timeout' => 5],
    'register_shutdown_function(fn () => fwrite(STDOUT, "shutdown\n"));',
    '$server->onWorkerStart(fn ($s) => fwrite(STDERR, "worker start\n"))
            ->onWorkerStop(fn ($s) => fwrite(STDOUT, "worker stop, port still " . ($s->port() > 0 ? "known" : "unknown") . "\n"));');
echo "pid file: ", var_export((int) file_get_contents($pid_file) > 0, true), "\n";

$idle = vela_test_connect($srv);
fwrite($idle, "GET /idle HTTP/1.1\r\nHost: x\r\n\r\n");
vela_test_read_responses($idle, 1);

$slow = vela_test_connect($srv);
$other = vela_test_connect($srv);
fwrite($other, "GET /other HTTP/1.1\r\nHost: x\r\n\r\n");
vela_test_read_responses($other, 1);
fwrite($slow, "GET /slow HTTP/1.1\r\nHost: x\r\n\r\n");
vela_test_wait_mark($srv, "slow: in the handler");
proc_terminate($srv['proc'], SIGTERM);
vela_test_wait_refused($srv);
// a request that was on its way on an idle keep-alive connection is still answered, with close
fwrite($idle, "GET /late HTTP/1.1\r\nHost: x\r\n\r\n");
$late = vela_test_read_all($idle, $closed);
echo "late: ", vela_test_status($late), " | Connection: close: ", var_export(str_contains($late, "Connection: close\r\n"), true),
    " | closed: ", var_export($closed, true), "\n";
$got = vela_test_read_all($slow, $closed);
echo vela_test_status($got), " | ", vela_test_body($got), " | Connection: close: ",
    var_export(str_contains($got, "Connection: close\r\n"), true), " | closed: ", var_export($closed, true), "\n";
vela_test_read_all($other, $closed);
echo "idle connection closed after the grace period: ", var_export($closed, true), "\n";
$refused = @stream_socket_client("tcp://127.0.0.1:{$srv['port']}", $errno, $errstr, 1);
echo "new connections refused: ", var_export($refused === false, true), "\n";
[$code, $out] = vela_test_stop($srv, 0); // already signalled
echo "exit $code\n", $out;
echo "pid file removed: ", var_export(!file_exists($pid_file), true), "\n";
?>
--EXPECT--
pid file: true
late: HTTP/1.1 200 OK | Connection: close: true | closed: true
HTTP/1.1 200 OK | done /slow | Connection: close: true | closed: true
idle connection closed after the grace period: true
new connections refused: true
exit 0
worker stop, port still known
STOPPED
shutdown
pid file removed: true
