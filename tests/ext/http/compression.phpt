--TEST--
Vela: Http\Server: the compression option: gzip and br by Accept-Encoding (decoded by zlib, the brotli CLI and curl), Vary, and what is never compressed
--EXTENSIONS--
vela
zlib
--SKIPIF--
<?php if (!is_executable('/usr/bin/curl')) die('skip curl not installed'); ?>
--FILE--
<?php
require __DIR__ . '/server.inc';
$handler = '
    $items = [];
    for ($i = 0; $i < 60; $i++) { $items[] = ["id" => $i, "name" => "item $i", "price" => $i * 3]; }
    switch ($request->path()) {
    case "/json": return Vela\Http\Response::json(["items" => $items]);
    case "/small": return Vela\Http\Response::json(["ok" => true]);
    case "/png": return (new Vela\Http\Response(str_repeat("x", 5000), 200))->header("Content-Type", "image/png");
    case "/encoded": return (new Vela\Http\Response(gzencode(str_repeat("y", 5000)), 200))
        ->header("Content-Type", "text/plain")->header("Content-Encoding", "gzip");
    case "/vary": return Vela\Http\Response::text(str_repeat("v", 5000))->header("Vary", "Origin");
    case "/nm": return new Vela\Http\Response(str_repeat("n", 5000), 304);
    case "/partial": return Vela\Http\Response::text(str_repeat("p", 5000), 206);
    case "/stream": return Vela\Http\Response::stream(function ($r) { $r->write(str_repeat("s", 5000)); })
        ->header("Content-Type", "text/plain");
    }
    return Vela\Http\Response::text(str_repeat("t", 5000));';
$srv = vela_test_server($handler, ['compression' => ['gzip', 'br'], 'compression_min_size' => 100]);
$expected = json_encode(['items' => array_map(fn ($i) => ['id' => $i, 'name' => "item $i", 'price' => $i * 3], range(0, 59))]);

function get(array $srv, string $path, ?string $accept, string $method = 'GET'): array
{
    $raw = vela_test_raw($srv, "$method $path HTTP/1.1\r\nHost: x\r\n"
        . ($accept === null ? '' : "Accept-Encoding: $accept\r\n") . "Connection: close\r\n\r\n");
    [$head, $body] = explode("\r\n\r\n", $raw, 2) + [1 => ''];
    preg_match('/\r\nContent-Encoding: ([^\r]*)/i', $head, $ce);
    preg_match('/\r\nContent-Length: ([^\r]*)/i', $head, $cl);
    preg_match_all('/\r\nVary: ([^\r]*)/i', $head, $vary);
    return ['status' => strtok($head, "\r\n"), 'encoding' => $ce[1] ?? '-', 'length' => $cl[1] ?? '-',
            'vary' => implode(' | ', $vary[1]) ?: '-', 'body' => $body];
}

function show(string $what, array $r, string $decoded = ''): void
{
    echo rtrim(sprintf("%-34s %-16s Content-Encoding: %-4s Vary: %-24s %s", $what, substr($r['status'], 9),
        $r['encoding'], $r['vary'], $decoded)), "\n";
}

// gzip: decoded with PHP's zlib; Content-Length is the compressed size
$r = get($srv, '/json', 'gzip');
show('gzip', $r, gzdecode($r['body']) === $expected ? 'decodes to the JSON' : 'WRONG BODY');
echo (int) $r['length'] === strlen($r['body']) && strlen($r['body']) < strlen($expected) / 3
    ? "Content-Length is the compressed size\n" : "bad length {$r['length']}\n";

// br: decoded by the reference decoder (Debian's brotli CLI)
foreach (['br', 'gzip, deflate, br', 'br;q=1, gzip;q=0.8', '*'] as $accept) {
    $r = get($srv, '/json', $accept);
    $file = tempnam(sys_get_temp_dir(), 'vela-br');
    file_put_contents($file, $r['body']);
    $decoded = shell_exec('brotli -d -c ' . escapeshellarg($file));
    unlink($file);
    show($accept, $r, $decoded === $expected ? 'brotli -d gives the JSON' : 'WRONG BODY');
}

// q values and identity
foreach (['br;q=0.5, gzip;q=0.8', 'br;q=0, gzip', 'identity;q=1, gzip;q=0.5', 'gzip;q=0', 'deflate', ''] as $accept) {
    $r = get($srv, '/json', $accept);
    $body = $r['encoding'] === 'gzip' ? gzdecode($r['body']) : $r['body'];
    show($accept === '' ? '(empty)' : $accept, $r, $body === $expected ? 'body ok' : 'WRONG BODY');
}
show('(no Accept-Encoding)', get($srv, '/json', null));
// the field's name in any case; a field sent twice is one list (RFC 9110 §5.3)
foreach (["deflate\r\nAccept-Encoding: gzip" => 'two fields: deflate, gzip', "gzip\r\nX-Other: 1" => 'one field among others',
          "identity\r\naccept-encoding: br;q=0, gzip" => 'two fields, the 2nd lower-case'] as $accept => $what) {
    $r = get($srv, '/json', $accept);
    show($what, $r, ($r['encoding'] === 'gzip' ? gzdecode($r['body']) : $r['body']) === $expected ? 'body ok' : 'WRONG BODY');
}
$r = vela_test_raw($srv, "GET /json HTTP/1.1\r\nHost: x\r\nACCEPT-ENCODING: gzip\r\nConnection: close\r\n\r\n");
echo 'ACCEPT-ENCODING: gzip (upper case): ', preg_match('/\r\nContent-Encoding: gzip\r\n/', $r) ? 'gzip' : 'not compressed', "\n";

// never compressed, with or without Vary
foreach (['/small' => 'under compression_min_size', '/png' => 'image/png', '/encoded' => 'already encoded',
          '/nm' => '304', '/partial' => '206', '/stream' => 'a stream'] as $path => $why) {
    show("$why", get($srv, $path, 'gzip, br'));
}
$r = get($srv, '/json', 'gzip, br', 'HEAD');
show('HEAD', $r, $r['body'] === '' ? 'no body' : 'A BODY');
show('Vary: Origin kept', get($srv, '/vary', 'gzip'));

// curl --compressed decodes what it negotiated
$url = "http://127.0.0.1:{$srv['port']}";
echo shell_exec("curl -s --compressed $url/json") === $expected ? "curl --compressed: JSON\n" : "curl --compressed: WRONG\n";
echo shell_exec("curl -s --compressed -H 'Accept-Encoding: gzip' $url/json") === $expected ? "curl gzip: JSON\n" : "curl gzip: WRONG\n";
vela_test_stop($srv);

// off by default: no Content-Encoding, no Vary
$srv = vela_test_server($handler);
show('option off', get($srv, '/json', 'gzip, br'));
vela_test_stop($srv);

// the option
$o = (new Vela\Http\Server(['compression' => ['br', 'gzip', 'br']]))->options();
echo json_encode($o['compression']), ' ', $o['compression_min_size'], ' ',
    json_encode((new Vela\Http\Server())->options()['compression']), "\n";
foreach ([['compression' => 'gzip'], ['compression' => ['zstd']], ['compression' => [true]],
          ['compression_min_size' => -1]] as $options) {
    try {
        new Vela\Http\Server($options);
        echo "accepted\n";
    } catch (Vela\Http\Exception $e) {
        echo $e->getMessage(), "\n";
    }
}
?>
--EXPECT--
gzip                               200 OK           Content-Encoding: gzip Vary: Accept-Encoding          decodes to the JSON
Content-Length is the compressed size
br                                 200 OK           Content-Encoding: br   Vary: Accept-Encoding          brotli -d gives the JSON
gzip, deflate, br                  200 OK           Content-Encoding: br   Vary: Accept-Encoding          brotli -d gives the JSON
br;q=1, gzip;q=0.8                 200 OK           Content-Encoding: br   Vary: Accept-Encoding          brotli -d gives the JSON
*                                  200 OK           Content-Encoding: br   Vary: Accept-Encoding          brotli -d gives the JSON
br;q=0.5, gzip;q=0.8               200 OK           Content-Encoding: gzip Vary: Accept-Encoding          body ok
br;q=0, gzip                       200 OK           Content-Encoding: gzip Vary: Accept-Encoding          body ok
identity;q=1, gzip;q=0.5           200 OK           Content-Encoding: -    Vary: Accept-Encoding          body ok
gzip;q=0                           200 OK           Content-Encoding: -    Vary: Accept-Encoding          body ok
deflate                            200 OK           Content-Encoding: -    Vary: Accept-Encoding          body ok
(empty)                            200 OK           Content-Encoding: -    Vary: Accept-Encoding          body ok
(no Accept-Encoding)               200 OK           Content-Encoding: -    Vary: Accept-Encoding
two fields: deflate, gzip          200 OK           Content-Encoding: gzip Vary: Accept-Encoding          body ok
one field among others             200 OK           Content-Encoding: gzip Vary: Accept-Encoding          body ok
two fields, the 2nd lower-case     200 OK           Content-Encoding: gzip Vary: Accept-Encoding          body ok
ACCEPT-ENCODING: gzip (upper case): gzip
under compression_min_size         200 OK           Content-Encoding: -    Vary: -
image/png                          200 OK           Content-Encoding: -    Vary: -
already encoded                    200 OK           Content-Encoding: gzip Vary: -
304                                304 Not Modified Content-Encoding: -    Vary: -
206                                206 Partial Content Content-Encoding: -    Vary: -
a stream                           200 OK           Content-Encoding: -    Vary: -
HEAD                               200 OK           Content-Encoding: -    Vary: Accept-Encoding          no body
Vary: Origin kept                  200 OK           Content-Encoding: gzip Vary: Origin, Accept-Encoding
curl --compressed: JSON
curl gzip: JSON
option off                         200 OK           Content-Encoding: -    Vary: -
["gzip","br"] 1024 []
Vela\Http\Server: option "compression" must be a list of codings, e.g. ['gzip', 'br'] ([] for none)
Vela\Http\Server: option "compression" must be a list of codings, e.g. ['gzip', 'br'] ([] for none)
Vela\Http\Server: option "compression" must be a list of codings, e.g. ['gzip', 'br'] ([] for none), bool given
Vela\Http\Server: option "compression_min_size" must be a size in bytes (an int, or a string like "16K", "8M") from 0 to 1099511627776, -1 given
