--TEST--
Vela: Http\Client: the watchdog's warning for a blocking HTTP call in a coroutine points to Vela\Http\Client, which does not block
--EXTENSIONS--
vela
--SKIPIF--
<?php if (getenv('VELA_VALGRIND')) die('skip timing-bound: under memcheck its timeouts pass (basic, errors, retries, max_per_host run there)'); ?>
--INI--
vela.block_warn_ms=100
allow_url_fopen=1
--FILE--
<?php
require __DIR__ . '/echo.inc';
$srv = vela_echo_server();
$url = "http://127.0.0.1:{$srv['port']}/sleep?ms=400";
Vela\Coroutine::spawn(function () use ($url) {
    file_get_contents($url);
});
Vela\Coroutine::waitAll();
echo "--- the client suspends instead: no warning\n";
Vela\Coroutine::spawn(function () use ($url) {
    (new Vela\Http\Client())->get($url);
});
Vela\Coroutine::waitAll();
[$code, $out] = vela_test_stop($srv);
echo "exit $code: ", trim($out), "\n";
?>
--EXPECTF--
Warning: Vela: coroutine #%d has held the worker for %d ms without suspending (vela.block_warn_ms=100); stack:
#0 %s(%d): file_get_contents()
#1 [internal function]: {closure}()
#2 %A
If this is an HTTP call: it blocks the worker; Vela\Http\Client suspends only the coroutine (docs/http-client.md). in %s on line %d
--- the client suspends instead: no warning
exit 0: STOPPED
