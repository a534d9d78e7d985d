--TEST--
Vela: Http\Client: cookies only with a jar ("cookies" => new Vela\Http\Client\CookieJar()): stored from Set-Cookie, sent back matching path and expiry, shared by clients, listed, cleared
--EXTENSIONS--
vela
--FILE--
<?php
require __DIR__ . '/echo.inc';
$srv = vela_echo_server();
$base = "http://127.0.0.1:{$srv['port']}";

function sent(Vela\Http\Client $http, string $path): string
{
    return $http->get($path)->json()['headers']['cookie'] ?? '(none)';
}

$plain = new Vela\Http\Client(['base_uri' => $base]);
$plain->get('/set-cookie?c=' . urlencode('sid=abc; Path=/'));
echo 'without a jar: ', sent($plain, '/x'), "\n";

$jar = new Vela\Http\Client\CookieJar();
$http = new Vela\Http\Client(['base_uri' => $base, 'cookies' => $jar]);
$http->get('/set-cookie?c=' . urlencode('sid=abc; Path=/; HttpOnly'));
$http->get('/set-cookie?c=' . urlencode('pref=dark; Path=/app'));
$http->get('/set-cookie?c=' . urlencode('gone=1; Path=/; Expires=Thu, 01 Jan 1970 00:00:01 GMT'));
echo 'with the jar: ', sent($http, '/x'), "\n";
echo 'under /app: ', sent($http, '/app/page'), "\n";
echo count($jar), ' cookies: ';
$all = $jar->all();
usort($all, fn ($a, $b) => strcmp($a['name'], $b['name']));
foreach ($all as $c) {
    echo $c['name'], '=', $c['value'], ' ', $c['domain'], $c['path'], ' httponly=', var_export($c['httponly'], true), ' expires=', $c['expires'], '; ';
}
echo "\n";

$other = new Vela\Http\Client(['base_uri' => $base, 'cookies' => $jar]);
echo 'another client, same jar: ', sent($other, '/x'), "\n";
$http->get('/set-cookie?c=' . urlencode('sid=new; Path=/'));
echo 'replaced: ', sent($other, '/x'), "\n";

$jar->clear();
echo 'cleared: ', count($jar), ' ', sent($http, '/x'), "\n";
echo 'still none without a jar: ', sent($plain, '/x'), "\n";

try {
    new Vela\Http\Client(['cookies' => new ArrayObject()]);
} catch (Vela\Http\Client\Exception $e) {
    echo str_contains($e->getMessage(), '"cookies"') ? 'bad jar named' : $e->getMessage(), "\n";
}
var_dump(new Vela\Http\Client(['cookies' => null]) instanceof Vela\Http\Client);
unset($http, $other);
echo count($jar), " after the clients are gone\n";
vela_test_stop($srv); // the echo server would outlive the test
?>
--EXPECT--
without a jar: (none)
with the jar: sid=abc
under /app: pref=dark; sid=abc
2 cookies: pref=dark 127.0.0.1/app httponly=false expires=0; sid=abc 127.0.0.1/ httponly=true expires=0; 
another client, same jar: sid=abc
replaced: sid=new
cleared: 0 (none)
still none without a jar: (none)
bad jar named
bool(true)
0 after the clients are gone
