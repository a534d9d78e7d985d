--TEST--
Vela: App: route groups (a class's prefix and middleware apply to all its routes) and #[Middleware] arguments, reaching process()'s third parameter (real HTTP)
--EXTENSIONS--
vela
--FILE--
<?php
require __DIR__ . '/errors.inc';
$root = notes_compile(__DIR__ . '/json_api');
echo preg_match("/'middleware_args' => [^\n]*/", file_get_contents("$root/var/cache/routes.php"), $m) ? "$m[0]\n" : "no middleware_args\n";
$srv = vela_test_server('', [], notes_boot($root), '$server = $app->server();');
foreach (['GET /admin/stats', 'POST /admin/reset', 'GET /stats', 'GET /links'] as $line) {
    $r = vela_test_raw($srv, "$line HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Length: 0\r\n\r\n");
    preg_match_all("/\r\nX-Tag: ([^\r]*)/i", $r, $tags);
    echo "$line: ", substr(vela_test_status($r), 9), ' ', vela_test_body($r), "\n";
    foreach ($tags[1] as $tag) {
        echo "  X-Tag: $tag\n";
    }
}
vela_test_stop($srv);
?>
--EXPECT--
'middleware_args' => [0 => ['scope' => 'admin'], 1 => ['limit' => 10, 'per' => '1s', 'list' => [1, 2.5, true, null, \PHP_INT_MAX]]],
GET /admin/stats: 200 OK {"stats":true}
  X-Tag: {"limit":10,"per":"1s","list":[1,2.5,true,null,9223372036854775807]}
  X-Tag: {"scope":"admin"}
POST /admin/reset: 200 OK {"reset":true}
  X-Tag: {"scope":"admin"}
GET /stats: 404 Not Found {"type":"about:blank","title":"Not Found","status":404}
GET /links: 200 OK {"page":1}
