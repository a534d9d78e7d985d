--TEST--
Vela: Http\Server: /readyz turns 503 as soon as a graceful stop begins, while requests in flight still finish
--EXTENSIONS--
vela
--FILE--
<?php
require __DIR__ . '/server.inc';
$srv = vela_test_server('if ($request->path() === "/slow") { fwrite(STDERR, "slow: in the handler\n"); Vela\Coroutine::sleep(1.5); } return Vela\Http\Response::text("done");',
    ['ready_path' => '/readyz', 'drain_timeout' => 10]);
$a = vela_test_connect($srv);
fwrite($a, "GET /readyz HTTP/1.1\r\nHost: x\r\n\r\n");
[$r] = vela_test_read_responses($a, 1);
echo vela_test_status($r), ' ', vela_test_body($r), "\n";

$b = vela_test_connect($srv);
fwrite($b, "GET /slow HTTP/1.1\r\nHost: x\r\n\r\n");
vela_test_wait_mark($srv, "slow: in the handler");
proc_terminate($srv['proc'], 15); // the graceful stop begins; /slow is still running
vela_test_wait_refused($srv);
fwrite($a, "GET /readyz HTTP/1.1\r\nHost: x\r\n\r\n");
[$r] = vela_test_read_responses($a, 1);
echo vela_test_status($r), ' ', vela_test_body($r), ' ', preg_match('/^Connection: close\r$/mi', $r) ? 'closing' : 'kept', "\n";
[$r] = vela_test_read_responses($b, 1);
echo vela_test_status($r), ' ', vela_test_body($r), "\n";
[$code] = vela_test_stop($srv, 0);
echo "exit $code\n";
?>
--EXPECT--
HTTP/1.1 200 OK {"status":"ready"}
HTTP/1.1 503 Service Unavailable {"status":"stopping"} closing
HTTP/1.1 200 OK done
exit 0
