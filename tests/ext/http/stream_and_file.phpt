--TEST--
Vela: Http\Server: a streamed response read by curl, file responses with Range, HEAD without body
--EXTENSIONS--
vela
--SKIPIF--
<?php if (!is_executable('/usr/bin/curl')) die('skip curl not installed'); ?>
--FILE--
<?php
require __DIR__ . '/server.inc';
$file = sys_get_temp_dir() . '/vela-file-' . getmypid() . '.txt';
file_put_contents($file, implode('', range('a', 'z')));
$srv = vela_test_server('
    if ($request->path() === "/stream") {
        return Vela\Http\Response::stream(function (Vela\Http\Response $out) {
            for ($i = 1; $i <= 5; $i++) { $out->write("part $i\n"); Vela\Coroutine::sleep(0.01); }
            $out->write(str_repeat("x", 300000) . "\n");
        }, 200, ["Content-Type" => "text/plain"]);
    }
    return Vela\Http\Response::file(' . var_export($file, true) . ');');
$url = "http://127.0.0.1:{$srv['port']}";

$streamed = shell_exec("curl -s -i $url/stream");
echo vela_test_status($streamed), "\n";
var_dump(str_contains($streamed, "Transfer-Encoding: chunked\r\n"));
$body = vela_test_body($streamed);
echo substr($body, 0, 35), strlen($body), "\n";

echo shell_exec("curl -s $url/file"), "\n";
$ranged = shell_exec("curl -s -i -r 2-5 $url/file");
echo vela_test_status($ranged), " | ", vela_test_body($ranged), "\n";
preg_match('/Content-Range: (.*)\r\n/', $ranged, $m);
echo $m[1], "\n";
echo vela_test_body(shell_exec("curl -s -i -r -3 $url/file")), "\n";
echo vela_test_body(shell_exec("curl -s -i -r 20- $url/file")), "\n";
$bad = shell_exec("curl -s -i -r 50-60 $url/file");
preg_match('/Content-Range: (.*)\r\n/', $bad, $m);
echo vela_test_status($bad), " ", $m[1], "\n";
var_dump(str_contains(shell_exec("curl -s -i $url/file"), "Content-Type: text/plain; charset=utf-8\r\n"));

$head = vela_test_raw($srv, "HEAD /file HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
echo vela_test_status($head), ", Content-Length: 26: ", var_export(str_contains($head, "Content-Length: 26\r\n"), true),
    ", body: '", vela_test_body($head), "'\n";
vela_test_stop($srv);
unlink($file);
?>
--EXPECT--
HTTP/1.1 200 OK
bool(true)
part 1
part 2
part 3
part 4
part 5
300036
abcdefghijklmnopqrstuvwxyz
HTTP/1.1 206 Partial Content | cdef
bytes 2-5/26
xyz
uvwxyz
HTTP/1.1 416 Range Not Satisfiable bytes */26
bool(true)
HTTP/1.1 200 OK, Content-Length: 26: true, body: ''
