--TEST--
Vela: Http\Server: a 20 MiB file to a slow reader arrives intact (sendfile, with buffered blocks while the socket is full)
--EXTENSIONS--
vela
--SKIPIF--
<?php if (getenv('VELA_VALGRIND')) die('skip 20 MiB through a slow reader under valgrind takes over 10 minutes; stream_and_file.phpt and range.phpt send files there'); ?>
--INI--
memory_limit=512M
--FILE--
<?php
require __DIR__ . '/server.inc';
$file = sys_get_temp_dir() . '/vela-large-' . getmypid() . '.bin';
$fh = fopen($file, 'w');
for ($i = 0; $i < 320; $i++) {
    fwrite($fh, random_bytes(65536));
}
fclose($fh);
$srv = vela_test_server('return Vela\Http\Response::file(' . var_export($file, true) . ');');
$fp = vela_test_connect($srv, 20);
fwrite($fp, "GET /f HTTP/1.1\r\nHost: x\r\n\r\nGET /f HTTP/1.1\r\nHost: x\r\nRange: bytes=1000-1999\r\nConnection: close\r\n\r\n");
usleep(300000);
$data = vela_test_read_all($fp, $closed);
$first_end = strpos($data, "\r\n\r\n") + 4;
$first = substr($data, $first_end, 20971520);
echo "whole file intact: ", var_export(md5($first) === md5_file($file), true), "\n";
$second = substr($data, $first_end + 20971520);
echo vela_test_status($second), ", range intact: ",
    var_export(vela_test_body($second) === file_get_contents($file, false, null, 1000, 1000), true), "\n";
vela_test_stop($srv);
unlink($file);
?>
--EXPECT--
whole file intact: true
HTTP/1.1 206 Partial Content, range intact: true
