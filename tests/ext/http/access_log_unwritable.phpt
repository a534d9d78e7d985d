--TEST--
Vela: Http\Server: an access log that cannot be written (a full disk) fails no request and is reported once
--EXTENSIONS--
vela
--SKIPIF--
<?php if (!is_writable('/dev/full')) die('skip no /dev/full'); ?>
--FILE--
<?php
require __DIR__ . '/server.inc';
// /dev/full opens, and every write to it fails with ENOSPC, like a full disk.
$srv = vela_test_server('return Vela\Http\Response::text("served " . $request->path());',
    ['access_log' => '/dev/full']);
foreach (['/a', '/b', '/c'] as $path) {
    $got = vela_test_raw($srv, "GET $path HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    echo vela_test_status($got), " | ", vela_test_body($got), "\n";
}
[$code, $out, $err] = vela_test_stop($srv);
echo "exit $code\n";
echo "reported ", substr_count($err, 'cannot write the access log /dev/full: No space left on device'), " time(s)\n";
?>
--EXPECT--
HTTP/1.1 200 OK | served /a
HTTP/1.1 200 OK | served /b
HTTP/1.1 200 OK | served /c
exit 0
reported 1 time(s)
