--TEST--
Vela: Http\Server: 10,000 idle keep-alive connections are held while new and old connections still get answers
--EXTENSIONS--
vela
posix
--SKIPIF--
<?php
if (getenv('VELA_VALGRIND')) die('skip 10,000 connections under valgrind take minutes; keep_alive.phpt and limits.phpt hold idle connections there');
$limit = posix_getrlimit()['soft openfiles'] ?? 0;
if ($limit !== 'unlimited' && (int) $limit < 10200) die("skip needs ulimit -n >= 10200 (have $limit)");
?>
--FILE--
<?php
require __DIR__ . '/server.inc';
$srv = vela_test_server('return Vela\Http\Response::text("ok");',
    ['max_connections' => 20000, 'backlog' => 4096, 'keepalive_timeout' => 60]);

$conns = [];
for ($i = 0; $i < 10000; $i++) {
    $fp = stream_socket_client("tcp://127.0.0.1:{$srv['port']}", $errno, $errstr, 10);
    if ($fp === false) {
        die("connection $i failed: $errstr");
    }
    $conns[] = $fp;
}
// every connection makes one request, so all are established keep-alive connections
foreach ($conns as $fp) {
    fwrite($fp, "GET / HTTP/1.1\r\nHost: x\r\n\r\n");
}
$answered = 0;
foreach ($conns as $fp) {
    stream_set_timeout($fp, 10);
    $answered += count(vela_test_read_responses($fp, 1));
}
echo "answered on the idle connections: $answered\n";

$start = microtime(true);
echo "a new connection: ", vela_test_status(vela_test_raw($srv, "GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")), "\n";
echo "answered quickly: ", var_export(microtime(true) - $start < 2, true), "\n";
foreach ([0, 4999, 9999] as $i) {
    fwrite($conns[$i], "GET /again HTTP/1.1\r\nHost: x\r\n\r\n");
    echo "idle connection $i again: ", vela_test_status(vela_test_read_responses($conns[$i], 1)[0] ?? ''), "\n";
}
foreach ($conns as $fp) {
    fclose($fp);
}
[$code] = vela_test_stop($srv);
echo "exit $code\n";
?>
--EXPECT--
answered on the idle connections: 10000
a new connection: HTTP/1.1 200 OK
answered quickly: true
idle connection 0 again: HTTP/1.1 200 OK
idle connection 4999 again: HTTP/1.1 200 OK
idle connection 9999 again: HTTP/1.1 200 OK
exit 0
