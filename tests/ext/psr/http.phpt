--TEST--
Vela: Psr: Vela\App serving over real HTTP with a PSR-15 CORS-like header adder (global), a short-circuiting PSR-15 auth middleware (route), a PSR-7 response from an action and a streamed Vela body under PSR-15 headers
--EXTENSIONS--
vela
--SKIPIF--
<?php if (!is_file('/usr/share/php/Nyholm/Psr7/autoload.php')) die('skip needs php-nyholm-psr7 (scripts/install-deps)'); ?>
--FILE--
<?php
require __DIR__ . '/psr.inc';
require __DIR__ . '/../http/server.inc';
$root = notes_compile(__DIR__ . '/app');
$srv = vela_test_server('return $GLOBALS["app"]->handle($request);', [], psr_boot($root), '$server = $app->server();');

/* The status line, the headers the bridge is about (in order), the body. */
function get(array $srv, string $target, string $headers = ''): void
{
    $r = vela_test_raw($srv, "GET $target HTTP/1.1\r\nHost: t\r\nConnection: close\r\n$headers\r\n");
    preg_match_all('/^(Access-Control-Allow-Origin|Vary|X-Stamp|WWW-Authenticate|Set-Cookie|X-Multi|Transfer-Encoding|Content-Type): .*$/mi', $r, $m);
    echo vela_test_status($r), "\n  ", implode("\n  ", array_map('trim', $m[0])), "\n  ", vela_test_body($r), "\n";
}

get($srv, '/hello/bob');
get($srv, '/hello/bob?x=1', "Authorization: Bearer good\r\nOrigin: http://a.test\r\n");
get($srv, '/psr');
get($srv, '/stream');
[$code, , $err] = vela_test_stop($srv);
echo "server exit $code", trim($err) === '' ? '' : " stderr: $err", "\n";
?>
--EXPECT--
HTTP/1.1 401 Go Away
  WWW-Authenticate: Bearer
  X-Stamp: checked
  Access-Control-Allow-Origin: *
  Vary: Origin
  {"error":"who are you?"}
HTTP/1.1 200 OK
  Content-Type: application/json
  X-Stamp: checked
  Access-Control-Allow-Origin: http://a.test
  Vary: Origin
  {"name":"bob","via":"cors","attributes":{"cors":"checked","stamp":"via cors","user":"alice"},"query":{"x":"1"}}
HTTP/1.1 201 Created
  Content-Type: text/plain
  X-Multi: a
  X-Multi: b
  Set-Cookie: a=1
  Set-Cookie: b=2
  X-Stamp: checked
  Access-Control-Allow-Origin: *
  Vary: Origin
  made by nyholm
HTTP/1.1 200 OK
  X-Stamp: checked
  Access-Control-Allow-Origin: *
  Vary: Origin
  Transfer-Encoding: chunked
  8
chunk 1;
7
chunk 2
0


server exit 0
