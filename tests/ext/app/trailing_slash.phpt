--TEST--
Vela: App: config('app.trailing_slash'): strict (404), redirect (308 to the path without it, query kept, never off-site) or match (served as the path without it) (real HTTP)
--EXTENSIONS--
vela
--FILE--
<?php
require __DIR__ . '/errors.inc';

function slash_serve(string $policy): array
{
    $app = sys_get_temp_dir() . '/vela-slash-' . getmypid() . '-' . bin2hex(random_bytes(3));
    exec('cp -r ' . escapeshellarg(__DIR__ . '/json_api') . ' ' . escapeshellarg($app));
    file_put_contents("$app/config/app.php", "<?php return ['name' => 'slash', 'host' => '127.0.0.1', 'port' => 0,"
        . " 'workers' => 0" . ($policy === 'default' ? '' : ", 'trailing_slash' => '$policy'") . '];');
    $root = notes_compile($app);
    exec('rm -rf ' . escapeshellarg($app));
    return vela_test_server('', [], notes_boot($root), '$server = $app->server();');
}

foreach (['default', 'strict', 'redirect', 'match'] as $policy) {
    echo "== $policy\n";
    $srv = slash_serve($policy);
    foreach (['GET /links/?page=2', 'GET /links//', 'POST /links/', 'GET /links/abc/', 'GET /links', 'GET //evil.example/', 'GET /nowhere/'] as $line) {
        $r = vela_test_raw($srv, "$line HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
        $location = preg_match("/\r\nLocation: ([^\r]*)/i", $r, $m) ? " -> $m[1]" : '';
        echo "$line: ", substr(vela_test_status($r), 9), $location, $location ? '' : ' ' . vela_test_body($r), "\n";
    }
    vela_test_stop($srv);
}
$bad = sys_get_temp_dir() . '/vela-slash-bad-' . getmypid();
exec('cp -r ' . escapeshellarg(__DIR__ . '/json_api') . ' ' . escapeshellarg($bad));
file_put_contents("$bad/config/app.php", "<?php return ['trailing_slash' => 'sometimes'];");
$root = notes_compile($bad);
exec('rm -rf ' . escapeshellarg($bad));
try {
    eval(notes_boot($root));
} catch (Vela\Exception $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
?>
--EXPECT--
== default
GET /links/?page=2: 404 Not Found Not Found
GET /links//: 404 Not Found Not Found
POST /links/: 404 Not Found Not Found
GET /links/abc/: 404 Not Found Not Found
GET /links: 200 OK {"page":1}
GET //evil.example/: 404 Not Found Not Found
GET /nowhere/: 404 Not Found Not Found
== strict
GET /links/?page=2: 404 Not Found Not Found
GET /links//: 404 Not Found Not Found
POST /links/: 404 Not Found Not Found
GET /links/abc/: 404 Not Found Not Found
GET /links: 200 OK {"page":1}
GET //evil.example/: 404 Not Found Not Found
GET /nowhere/: 404 Not Found Not Found
== redirect
GET /links/?page=2: 308 Permanent Redirect -> /links?page=2
GET /links//: 308 Permanent Redirect -> /links
POST /links/: 308 Permanent Redirect -> /links
GET /links/abc/: 308 Permanent Redirect -> /links/abc
GET /links: 200 OK {"page":1}
GET //evil.example/: 404 Not Found Not Found
GET /nowhere/: 404 Not Found Not Found
== match
GET /links/?page=2: 200 OK {"page":2}
GET /links//: 200 OK {"page":1}
POST /links/: 422 Unprocessable Content Unprocessable Content
body: must be an object
GET /links/abc/: 404 Not Found no link abc
GET /links: 200 OK {"page":1}
GET //evil.example/: 404 Not Found Not Found
GET /nowhere/: 404 Not Found Not Found
Vela\Exception: config('app.trailing_slash') must be 'strict', 'redirect' or 'match', sometimes given
