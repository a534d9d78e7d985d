--TEST--
Vela: Http\Server: past drain_timeout a stuck handler is cancelled (its finally runs) and start() returns
--EXTENSIONS--
vela
--FILE--
<?php
require __DIR__ . '/server.inc';
$srv = vela_test_server('
    try {
        fwrite(STDERR, "stuck: in the handler\n");
        Vela\Coroutine::sleep(30);
    } finally {
        fwrite(STDOUT, "handler unwound\n");
    }
    return Vela\Http\Response::text("never");',
    ['drain_timeout' => 0.3]);
$fp = vela_test_connect($srv);
fwrite($fp, "GET /stuck HTTP/1.1\r\nHost: x\r\n\r\n");
vela_test_wait_mark($srv, "stuck: in the handler");
$start = microtime(true);
proc_terminate($srv['proc'], SIGTERM);
$got = vela_test_read_all($fp, $closed);
echo "answer: '", $got, "' closed: ", var_export($closed, true), "\n";
[$code, $out] = vela_test_stop($srv, 0);
echo "exit $code within 5 s: ", var_export(microtime(true) - $start < 5, true), "\n", $out;
?>
--EXPECT--
answer: '' closed: true
exit 0 within 5 s: true
handler unwound
STOPPED
