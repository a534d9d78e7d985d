--TEST--
Vela: Http\Server: Range on a file response: one range is 206, a malformed one is ignored (200), an unsatisfiable one is 416 with bytes */LEN, several are the whole file
--EXTENSIONS--
vela
--FILE--
<?php
require __DIR__ . '/server.inc';
$dir = sys_get_temp_dir() . '/vela-range-' . getmypid();
@mkdir($dir);
file_put_contents("$dir/alpha.txt", implode('', range('a', 'z')));
file_put_contents("$dir/empty.txt", '');
$srv = vela_test_server('
    $name = basename($request->path());
    $response = Vela\Http\Response::file(' . var_export($dir, true) . ' . "/" . $name);
    if ($request->query("status")) {
        $response->setStatus((int) $request->query("status"));
    }
    if ($request->query("own")) {
        $response->header("Content-Range", "bytes 0-0/1");
    }
    return $response;');

function probe(array $srv, string $range, string $method = 'GET', string $path = '/alpha.txt', string $extra = ''): void
{
    $got = vela_test_raw($srv, "$method $path HTTP/1.1\r\nHost: x\r\n" . ($range === '' ? '' : "Range: $range\r\n")
        . $extra . "Connection: close\r\n\r\n");
    preg_match('/\r\nContent-Range: ([^\r]*)/', $got, $cr);
    preg_match('/\r\nContent-Length: ([^\r]*)/', $got, $cl);
    printf("%-8s %-26s %-32s Content-Range: %-14s Content-Length: %-3s body: '%s'\n", $method,
        $range === '' ? '(none)' : $range, vela_test_status($got), $cr[1] ?? '-', $cl[1] ?? '-',
        vela_test_body($got));
}

foreach (['', 'bytes=2-5', 'bytes=0-0', 'bytes=20-', 'bytes=-3', 'bytes=-100', 'bytes=24-1000',
          'BYTES= 1-2', 'bytes=0-', 'bytes=1-2-3', 'bytes=0--5', 'bytes=5-1', 'bytes=', 'bytes=a-b',
          'bytes=2', 'items=0-1', 'bytes=1-2,x', 'bytes=26-', 'bytes=50-60', 'bytes=-0',
          'bytes=0-1,5-6', 'bytes=0-1, 40-50', 'bytes=40-50,60-'] as $range) {
    probe($srv, $range);
}
probe($srv, 'bytes=2-5', 'HEAD');
probe($srv, 'bytes=2-5', 'POST', '/alpha.txt', "Content-Length: 0\r\n");
probe($srv, 'bytes=2-5', 'GET', '/alpha.txt', "If-Range: \"some-etag\"\r\n");
probe($srv, 'bytes=2-5', 'GET', '/alpha.txt?status=404');
probe($srv, 'bytes=2-5', 'GET', '/alpha.txt?own=1');
probe($srv, 'bytes=-5', 'GET', '/empty.txt');
probe($srv, 'bytes=0-', 'GET', '/empty.txt');

// keep-alive goes on after a 416 and after a 206
$fp = vela_test_connect($srv);
fwrite($fp, "GET /alpha.txt HTTP/1.1\r\nHost: x\r\nRange: bytes=99-\r\n\r\n"
    . "GET /alpha.txt HTTP/1.1\r\nHost: x\r\nRange: bytes=0-1\r\n\r\n"
    . "GET /alpha.txt HTTP/1.1\r\nHost: x\r\n\r\n");
foreach (vela_test_read_responses($fp, 3) as $r) {
    echo "pipelined: ", vela_test_status($r), " | ", vela_test_body($r), "\n";
}
fclose($fp);
vela_test_stop($srv);
unlink("$dir/alpha.txt");
unlink("$dir/empty.txt");
rmdir($dir);
?>
--EXPECT--
GET      (none)                     HTTP/1.1 200 OK                  Content-Range: -              Content-Length: 26  body: 'abcdefghijklmnopqrstuvwxyz'
GET      bytes=2-5                  HTTP/1.1 206 Partial Content     Content-Range: bytes 2-5/26   Content-Length: 4   body: 'cdef'
GET      bytes=0-0                  HTTP/1.1 206 Partial Content     Content-Range: bytes 0-0/26   Content-Length: 1   body: 'a'
GET      bytes=20-                  HTTP/1.1 206 Partial Content     Content-Range: bytes 20-25/26 Content-Length: 6   body: 'uvwxyz'
GET      bytes=-3                   HTTP/1.1 206 Partial Content     Content-Range: bytes 23-25/26 Content-Length: 3   body: 'xyz'
GET      bytes=-100                 HTTP/1.1 206 Partial Content     Content-Range: bytes 0-25/26  Content-Length: 26  body: 'abcdefghijklmnopqrstuvwxyz'
GET      bytes=24-1000              HTTP/1.1 206 Partial Content     Content-Range: bytes 24-25/26 Content-Length: 2   body: 'yz'
GET      BYTES= 1-2                 HTTP/1.1 206 Partial Content     Content-Range: bytes 1-2/26   Content-Length: 2   body: 'bc'
GET      bytes=0-                   HTTP/1.1 206 Partial Content     Content-Range: bytes 0-25/26  Content-Length: 26  body: 'abcdefghijklmnopqrstuvwxyz'
GET      bytes=1-2-3                HTTP/1.1 200 OK                  Content-Range: -              Content-Length: 26  body: 'abcdefghijklmnopqrstuvwxyz'
GET      bytes=0--5                 HTTP/1.1 200 OK                  Content-Range: -              Content-Length: 26  body: 'abcdefghijklmnopqrstuvwxyz'
GET      bytes=5-1                  HTTP/1.1 200 OK                  Content-Range: -              Content-Length: 26  body: 'abcdefghijklmnopqrstuvwxyz'
GET      bytes=                     HTTP/1.1 200 OK                  Content-Range: -              Content-Length: 26  body: 'abcdefghijklmnopqrstuvwxyz'
GET      bytes=a-b                  HTTP/1.1 200 OK                  Content-Range: -              Content-Length: 26  body: 'abcdefghijklmnopqrstuvwxyz'
GET      bytes=2                    HTTP/1.1 200 OK                  Content-Range: -              Content-Length: 26  body: 'abcdefghijklmnopqrstuvwxyz'
GET      items=0-1                  HTTP/1.1 200 OK                  Content-Range: -              Content-Length: 26  body: 'abcdefghijklmnopqrstuvwxyz'
GET      bytes=1-2,x                HTTP/1.1 200 OK                  Content-Range: -              Content-Length: 26  body: 'abcdefghijklmnopqrstuvwxyz'
GET      bytes=26-                  HTTP/1.1 416 Range Not Satisfiable Content-Range: bytes */26     Content-Length: 0   body: ''
GET      bytes=50-60                HTTP/1.1 416 Range Not Satisfiable Content-Range: bytes */26     Content-Length: 0   body: ''
GET      bytes=-0                   HTTP/1.1 416 Range Not Satisfiable Content-Range: bytes */26     Content-Length: 0   body: ''
GET      bytes=0-1,5-6              HTTP/1.1 200 OK                  Content-Range: -              Content-Length: 26  body: 'abcdefghijklmnopqrstuvwxyz'
GET      bytes=0-1, 40-50           HTTP/1.1 200 OK                  Content-Range: -              Content-Length: 26  body: 'abcdefghijklmnopqrstuvwxyz'
GET      bytes=40-50,60-            HTTP/1.1 416 Range Not Satisfiable Content-Range: bytes */26     Content-Length: 0   body: ''
HEAD     bytes=2-5                  HTTP/1.1 206 Partial Content     Content-Range: bytes 2-5/26   Content-Length: 4   body: ''
POST     bytes=2-5                  HTTP/1.1 200 OK                  Content-Range: -              Content-Length: 26  body: 'abcdefghijklmnopqrstuvwxyz'
GET      bytes=2-5                  HTTP/1.1 200 OK                  Content-Range: -              Content-Length: 26  body: 'abcdefghijklmnopqrstuvwxyz'
GET      bytes=2-5                  HTTP/1.1 404 Not Found           Content-Range: -              Content-Length: 26  body: 'abcdefghijklmnopqrstuvwxyz'
GET      bytes=2-5                  HTTP/1.1 206 Partial Content     Content-Range: bytes 2-5/26   Content-Length: 4   body: 'cdef'
GET      bytes=-5                   HTTP/1.1 200 OK                  Content-Range: -              Content-Length: 0   body: ''
GET      bytes=0-                   HTTP/1.1 416 Range Not Satisfiable Content-Range: bytes */0      Content-Length: 0   body: ''
pipelined: HTTP/1.1 416 Range Not Satisfiable | 
pipelined: HTTP/1.1 206 Partial Content | ab
pipelined: HTTP/1.1 200 OK | abcdefghijklmnopqrstuvwxyz
