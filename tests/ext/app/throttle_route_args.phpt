--TEST--
Vela: Http\Throttle: #[Middleware(Throttle::class, limit: 1, per: '1h')] arguments give each route its own limit, window and policy name over real HTTP; a route without arguments keeps config/throttle.php's; an unknown argument is the request's error naming it
--EXTENSIONS--
vela
--FILE--
<?php
require __DIR__ . '/notes.inc';
require __DIR__ . '/../http/server.inc';
$root = notes_compile(__DIR__ . '/throttle_routes');
$srv = vela_test_server('', [], notes_boot($root), '$server = $app->server();');

// Seven requests of one client on each route: the route's own quota decides.
foreach (['POST /links/strict', 'POST /links/loose', 'GET /links/plain'] as $route) {
    [$method, $path] = explode(' ', $route);
    $statuses = [];
    for ($i = 0; $i < 7; $i++) {
        $r = vela_test_raw($srv, "$method $path HTTP/1.1\r\nHost: t\r\nContent-Length: 0\r\nConnection: close\r\n\r\n");
        $status = (int) substr(vela_test_status($r), 9, 3);
        $statuses[$status] = ($statuses[$status] ?? 0) + 1;
        if ($i === 0) {
            preg_match('/^RateLimit-Policy: (.*)\r$/mi', $r, $m);
            $policy = $m[1] ?? '(none)';
            preg_match('/^RateLimit: (.*)\r$/mi', $r, $m);
            $first = $m[1] ?? '(none)';
        }
    }
    ksort($statuses);
    echo str_pad($route, 18), json_encode($statuses), " | $policy | $first\n";
}
$r = vela_test_raw($srv, "GET /links/bad HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n");
echo 'bad: ', vela_test_status($r), "\n";
[$code, , $err] = vela_test_stop($srv);
echo "server exit $code\n";
preg_match('/Vela\\\\Http\\\\Throttle: the route\'s #\[Middleware\] argument [^\n]*/', $err, $m);
echo $m[0] ?? "no error logged: $err", "\n";
?>
--EXPECTF--
POST /links/strict{"200":1,"429":6} | "default";q=1;w=3600 | "default";r=0;t=3600
POST /links/loose {"200":5,"429":2} | "writes";q=5;w=10 | "writes";r=4;t=2
GET /links/plain  {"200":3,"429":4} | "default";q=3;w=3600 | "default";r=2;t=1200
bad: HTTP/1.1 500 Internal Server Error
server exit 0
Vela\Http\Throttle: the route's #[Middleware] argument every is not one of limit (int), per, by, name (strings) in %s
