--TEST--
Vela: App: percent-encoding over HTTP: an encoded literal reaches its own route, never a less specific one; placeholder values are checked decoded and never hold an encoded '/' or NUL (404)
--EXTENSIONS--
vela
--FILE--
<?php
require __DIR__ . '/../http/server.inc';
require __DIR__ . '/../../vgen/route-grammar.inc';

$vgen = __DIR__ . '/../../../compiler/vgen';
$root = sys_get_temp_dir() . '/vela-route-decoding-phpt-' . getmypid();
register_shutdown_function(fn () => exec('rm -rf ' . escapeshellarg($root)));
// r0 stands for a route behind stricter middleware, r1 for a generic one.
route_grammar_write_app($root, ['/docs/internal', '/docs/{page}', '/files/{name}', '/x/{v:[^.]+}', '/n/{id:\d+}']);
exec(escapeshellarg($vgen) . ' compile --quiet ' . escapeshellarg($root) . ' 2>&1', $out, $status);
echo "vgen compile: exit $status ", implode("\n", $out), "\n";
$boot = "require '$root/src/Routes.php'; require '$root/var/cache/container.php';";
$srv = vela_test_server('return $GLOBALS["app"]->handle($request);', [],
    "$boot \$app = new Vela\\App('$root', new Vela\\Generated\\Container());");
foreach (['/docs/internal', '/docs/%69nternal', '/docs/intern%61l', '/docs/%69ntern',
          '/files/caf%C3%A9%20au%20lait', '/files/..%2F..%2Fetc%2Fpasswd', '/files/a%2fb', '/files/a%00b',
          '/x/ab', '/x/%2E%2E%2F%2E%2E%2Fetc', '/x/%2E%2E', '/n/%34%32', '/n/4%2F2'] as $path) {
    $r = vela_test_raw($srv, "GET $path HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n");
    echo "$path: ", substr(vela_test_status($r), 9), ' ', vela_test_body($r), "\n";
}
vela_test_stop($srv);
?>
--EXPECT--
vgen compile: exit 0 
/docs/internal: 200 OK {"route":"r0","params":[]}
/docs/%69nternal: 200 OK {"route":"r0","params":[]}
/docs/intern%61l: 200 OK {"route":"r0","params":[]}
/docs/%69ntern: 200 OK {"route":"r1","params":{"page":"intern"}}
/files/caf%C3%A9%20au%20lait: 200 OK {"route":"r2","params":{"name":"caf\u00e9 au lait"}}
/files/..%2F..%2Fetc%2Fpasswd: 404 Not Found Not Found
/files/a%2fb: 404 Not Found Not Found
/files/a%00b: 404 Not Found Not Found
/x/ab: 200 OK {"route":"r3","params":{"v":"ab"}}
/x/%2E%2E%2F%2E%2E%2Fetc: 404 Not Found Not Found
/x/%2E%2E: 404 Not Found Not Found
/n/%34%32: 200 OK {"route":"r4","params":{"id":"42"}}
/n/4%2F2: 404 Not Found Not Found
