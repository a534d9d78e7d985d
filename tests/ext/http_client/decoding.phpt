--TEST--
Vela: Http\Client: gzip and br responses are decoded (Accept-Encoding sent), or left alone with decode_content off
--EXTENSIONS--
vela
--FILE--
<?php
require __DIR__ . '/echo.inc';
require __DIR__ . '/faults.inc';
$gzip = vela_raw_server('gzip');
$r = (new Vela\Http\Client())->get("http://127.0.0.1:{$gzip[1]}/");
echo $r->header('content-encoding'), ': ', $r->body(), "\n";
$raw = (new Vela\Http\Client(['decode_content' => false]))->get("http://127.0.0.1:{$gzip[1]}/");
echo 'undecoded: ', gzdecode($raw->body()), "\n";
vela_raw_stop($gzip);

// Vela's own server compresses with br when the request accepts it.
$srv = vela_echo_server(['compression' => ['br']]);
$r = (new Vela\Http\Client())->get("http://127.0.0.1:{$srv['port']}/big", ['query' => ['n' => 5000]]);
echo $r->header('content-encoding'), ': ', strlen($r->body()), ' ', $r->body() === str_repeat('x', 5000) ? 'intact' : 'corrupt', "\n";
[$code, $out] = vela_test_stop($srv);
echo "exit $code: ", trim($out), "\n";
?>
--EXPECT--
gzip: decoded from gzip
undecoded: decoded from gzip
br: 5000 intact
exit 0: STOPPED
