--TEST--
Vela: Http\Client: libcurl is loaded when the first Client is made, never by a process that makes no outbound request (an HTTP server included)
--EXTENSIONS--
vela
--FILE--
<?php
require __DIR__ . '/../http/server.inc';
function libcurl_mapped(): string {
    return preg_grep('~/libcurl\.so~', file('/proc/self/maps')) ? 'libcurl mapped' : 'no libcurl';
}
// The server answers whether its own process maps libcurl after serving.
$srv = vela_test_server(<<<'PHP'
    return Vela\Http\Response::text(preg_grep('~/libcurl\.so~', file('/proc/self/maps')) ? 'libcurl mapped' : 'no libcurl');
    PHP);

echo "with the extension loaded: ", libcurl_mapped(), "\n";
$http = new Vela\Http\Client(['base_uri' => "http://127.0.0.1:{$srv['port']}"]);
echo "after new Client: ", libcurl_mapped(), "\n";
$r = $http->get('/');
echo "a request: ", $r->status(), "; the server that answered it: ", $r->body(), "\n";

$jar = new Vela\Http\Client\CookieJar();
echo "a cookie jar: ", count($jar), "\n";
[$code] = vela_test_stop($srv);
echo "exit $code\n";
?>
--EXPECT--
with the extension loaded: no libcurl
after new Client: libcurl mapped
a request: 200; the server that answered it: no libcurl
a cookie jar: 0
exit 0
