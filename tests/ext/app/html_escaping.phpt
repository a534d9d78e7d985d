--TEST--
Vela: App: <script> through every HTML-rendering path: the skeleton's home page escapes it, error answers are never text/html
--DESCRIPTION--
An action that returns a string is answered as text/html verbatim (templates
rendered by Vela\View escape by default: view.phpt), and the skeleton's home
page is the one HTML view the project ships (it escapes with htmlspecialchars). Error answers (404, 405,
400, 422, 500 with app.debug showing the exception) carry what the client
sent in their text, so they must be text/plain or JSON, never text/html.
--EXTENSIONS--
vela
--FILE--
<?php
$vgen = __DIR__ . '/../../../compiler/vgen';
$work = sys_get_temp_dir() . '/vela-escaping-' . getmypid() . '-' . bin2hex(random_bytes(3));
mkdir($work);
register_shutdown_function(fn () => exec('rm -rf ' . escapeshellarg($work)));
exec('cd ' . escapeshellarg($work) . ' && ' . escapeshellarg($vgen) . ' new app 2>&1 && cd app && '
    . escapeshellarg($vgen) . ' compile --quiet 2>&1', $out, $status);
echo "vgen new, compile: exit $status\n";
$script = '<script>alert("x")</script>';
putenv("APP_NAME=$script");
putenv('APP_DEBUG=1');
$root = "$work/app";
$client = new Vela\Testing\Client(new Vela\App($root, require "$root/bootstrap/app.php"));

$home = $client->get('/');
echo "home: ", $home->status(), " ", $home->getHeader('Content-Type') ?? '-', "\n";
echo "  escaped: ", var_export(str_contains($home->body(), htmlspecialchars($script)), true),
    ", raw <script>: ", var_export(stripos($home->body(), '<script') !== false, true), "\n";

$paths = [
    ['GET', '/' . rawurlencode($script)],         // 404
    ['GET', '/users/' . rawurlencode($script)],   // 404: {id} takes digits only
    // A placeholder value never holds a decoded '/' (routing.md), so the
    // script that reaches {name} is one without its closing tag.
    ['DELETE', '/hello/' . rawurlencode('<script>alert("x")')],  // 405
    ['GET', '/hello/' . rawurlencode('<script>alert("x")')],   // JSON
];
foreach ($paths as [$method, $path]) {
    foreach ([[], ['Accept' => 'text/html']] as $headers) {
        $r = $client->request($method, $path, $headers);
        $type = $r->getHeader('Content-Type') ?? '-';
        echo "$method ", strtok($path, '%'), "... ", $r->status(), ": ",
            str_starts_with($type, 'text/html') ? "text/html: $type" : 'not html', "\n";
    }
}
?>
--EXPECT--
vgen new, compile: exit 0
home: 200 text/html; charset=utf-8
  escaped: true, raw <script>: false
GET /... 404: not html
GET /... 404: not html
GET /users/... 404: not html
GET /users/... 404: not html
DELETE /hello/... 405: not html
DELETE /hello/... 405: not html
GET /hello/... 200: not html
GET /hello/... 200: not html
