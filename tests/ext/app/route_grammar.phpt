--TEST--
Vela: App: every route pattern vgen accepts is served, as the shared table says, and url() builds it back
--EXTENSIONS--
vela
--FILE--
<?php
// tests/unit/router/route-patterns.tsv through vgen and Vela\App: the "ok"
// patterns become one app (compiled by the real vgen), served over a real
// server; each "ok" path reaches its route with its params (decoded), each
// "miss" path is a 404, and url() gives each "ok" path back.
require __DIR__ . '/../http/server.inc';
require __DIR__ . '/../../vgen/route-grammar.inc';

$vgen = __DIR__ . '/../../../compiler/vgen';
$root = sys_get_temp_dir() . '/vela-route-grammar-phpt-' . getmypid();
register_shutdown_function(fn () => exec('rm -rf ' . escapeshellarg($root)));
$rows = route_grammar_rows();
$routes = route_grammar_write_app($root, route_grammar_patterns($rows, 'ok'));
exec(escapeshellarg($vgen) . ' compile --quiet ' . escapeshellarg($root) . ' 2>&1', $out, $status);
echo "vgen compile: exit $status ", implode("\n", $out), "\n";

$boot = "require '$root/src/Routes.php'; require '$root/var/cache/container.php';";
$srv = vela_test_server('return $GLOBALS["app"]->handle($request);', [],
    "$boot \$app = new Vela\\App('$root', new Vela\\Generated\\Container());");
$served = $missed = 0;
foreach ($rows as $row) {
    if ($row['verdict'] !== 'ok' && $row['verdict'] !== 'miss') {
        continue;
    }
    $r = vela_test_raw($srv, "GET {$row['third']} HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n");
    $expected = $row['verdict'] === 'ok'
        ? json_encode(['route' => $routes[$row['pattern']]['name'], 'params' => route_grammar_params($row['fourth'])])
        : 'Not Found';
    if (vela_test_body($r) === $expected) {
        $row['verdict'] === 'ok' ? $served++ : $missed++;
    } else {
        echo "line {$row['line']}: GET {$row['third']} gave ", vela_test_status($r), ' ', vela_test_body($r),
            ", expected $expected\n";
    }
}
[$code] = vela_test_stop($srv);
echo "$served paths served by their route, $missed paths not found, server exit $code\n";

eval($boot);
$app = new Vela\App($root, new Vela\Generated\Container());
$built = 0;
foreach ($rows as $row) {
    if ($row['verdict'] === 'ok') {
        $url = $app->url($routes[$row['pattern']]['name'], route_grammar_params($row['fourth']));
        $url === $row['third'] ? $built++ : print("line {$row['line']}: url() gave $url\n");
    }
}
echo "$built paths built back by url()\n";
foreach ([['r2', ['id' => '']], ['r2', []], ['r6', ['id' => 'x']], ['r6', ['id' => '7/8']]] as [$name, $params]) {
    try {
        echo $app->url($name, $params), "\n";
    } catch (Vela\Exception $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
}
?>
--EXPECT--
vgen compile: exit 0 
21 paths served by their route, 16 paths not found, server exit 0
21 paths built back by url()
Vela\Exception: route '/products/{id}.json': '' is not a value for {id}
Vela\Exception: route '/products/{id}.json' needs a value for {id}
Vela\Exception: route '/users/{id:\d+}': 'x' is not a value for {id:\d+}
Vela\Exception: route '/users/{id:\d+}': '7/8' is not a value for {id:\d+}
