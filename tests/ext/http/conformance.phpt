--TEST--
Vela: Http\Server: HTTP/1.1 conformance (RFC 9112 / 9110): framing, Host, request-target forms, versions, field names, exact bytes on a raw socket
--EXTENSIONS--
vela
--FILE--
<?php
require __DIR__ . '/server.inc';
$srv = vela_test_server('return Vela\Http\Response::text("handled " . $request->path() . " | " . $request->uri()
    . " | host=" . var_export($request->header("host"), true) . " | " . $request->protocolVersion());');

$long = str_repeat('a', 65536);
$probes = [
    // RFC 9112 §7.1: chunk data must be followed by CRLF (llhttp strict build)
    'chunk data without CRLF' => "POST /echo HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhelloXX0\r\n\r\n",
    'chunked, well formed' => "POST /echo HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n5\r\nhello\r\n0\r\n\r\n",
    // RFC 9112 §3.2: Host
    'no Host (1.1)' => "GET /echo HTTP/1.1\r\n\r\n",
    'two Host fields' => "GET /echo HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n",
    'Host a/b' => "GET /echo HTTP/1.1\r\nHost: a/b\r\n\r\n",
    'Host with space' => "GET /echo HTTP/1.1\r\nHost: a b\r\n\r\n",
    'Host bad port' => "GET /echo HTTP/1.1\r\nHost: a:8x\r\n\r\n",
    'Host userinfo' => "GET /echo HTTP/1.1\r\nHost: u@a\r\n\r\n",
    'Host [::1]:80' => "GET /echo HTTP/1.1\r\nHost: [::1]:80\r\nConnection: close\r\n\r\n",
    'Host empty' => "GET /echo HTTP/1.1\r\nHost:\r\nConnection: close\r\n\r\n",
    'no Host (1.0)' => "GET /echo HTTP/1.0\r\n\r\n",
    'two Host (1.0)' => "GET /echo HTTP/1.0\r\nHost: a\r\nHost: a\r\n\r\n",
    // RFC 9112 §3.2.2: absolute-form is served like origin form, the authority is the host
    'absolute-form' => "GET http://a/echo?x=1 HTTP/1.1\r\nHost: b\r\nConnection: close\r\n\r\n",
    'absolute, no path' => "GET HTTP://A:8080?q HTTP/1.1\r\nHost: b\r\nConnection: close\r\n\r\n",
    'absolute, https' => "GET https://[::1]:8443/p HTTP/1.1\r\nHost: b\r\nConnection: close\r\n\r\n",
    'absolute (1.0)' => "GET http://a/echo HTTP/1.0\r\n\r\n",
    'absolute, userinfo' => "GET http://u@a/echo HTTP/1.1\r\nHost: a\r\n\r\n",
    'absolute, no host' => "GET http:///echo HTTP/1.1\r\nHost: a\r\n\r\n",
    'absolute, ftp' => "GET ftp://a/echo HTTP/1.1\r\nHost: a\r\n\r\n",
    'absolute, no Host field' => "GET http://a/echo HTTP/1.1\r\n\r\n",
    // RFC 9112 §3: the request line is not a header field
    '64 KiB target' => "GET /$long HTTP/1.1\r\nHost: a\r\n\r\n",
    // RFC 9110 §5.1, RFC 9112 §2.2, §5.1: field names
    'space in field name' => "GET /echo HTTP/1.1\r\nHost: a\r\nFoo Bar: x\r\n\r\n",
    'empty field name' => "GET /echo HTTP/1.1\r\nHost: a\r\n: x\r\n\r\n",
    'space before colon' => "GET /echo HTTP/1.1\r\nHost : a\r\n\r\n",
    // RFC 9110 §2.5, §15.6.6: versions
    'HTTP/2.0' => "GET /echo HTTP/2.0\r\nHost: a\r\n\r\n",
    'HTTP/0.9' => "GET /echo HTTP/0.9\r\nHost: a\r\n\r\n",
    'HTTP/3.1' => "GET /echo HTTP/3.1\r\nHost: a\r\n\r\n",
    'no version' => "GET /echo\r\nHost: a\r\n\r\n",
    'HTTP/1.2' => "GET /echo HTTP/1.2\r\nHost: a\r\nConnection: close\r\n\r\n",
    // RFC 3986 §2.1: percent-encoding
    'bad escape %zz' => "GET /echo%zz HTTP/1.1\r\nHost: a\r\n\r\n",
    'cut escape %4' => "GET /echo?q=%4 HTTP/1.1\r\nHost: a\r\n\r\n",
    'good escape %41' => "GET /echo%41?q=%7e HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n",
    // beyond nginx
    'fragment in target' => "GET /echo#frag HTTP/1.1\r\nHost: a\r\n\r\n",
    'asterisk, GET' => "GET * HTTP/1.1\r\nHost: a\r\n\r\n",
    'asterisk, OPTIONS' => "OPTIONS * HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n",
    'TE in HTTP/1.0' => "POST /echo HTTP/1.0\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n",
    'raw UTF-8 in target' => "GET /\xc3\xa9 HTTP/1.1\r\nHost: a\r\n\r\n",
];
foreach ($probes as $name => $bytes) {
    $got = vela_test_raw($srv, $bytes, $closed);
    $body = vela_test_body($got);
    printf("%-24s %s | closed: %s | %s\n", $name, vela_test_status($got), var_export($closed, true),
        str_starts_with($body, 'handled') ? $body : 'handler did not run');
}

// A request after "Connection: close" (or after an HTTP/1.0 request without
// keep-alive) is not read: one answer, and no 400 for the bytes after it.
foreach (["GET /first HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\nGET /second HTTP/1.1\r\nHost: a\r\n\r\n",
          "GET /first HTTP/1.0\r\n\r\nGET /second HTTP/1.0\r\n\r\n"] as $bytes) {
    $got = vela_test_raw($srv, $bytes, $closed);
    echo "after close: ", substr_count($got, 'HTTP/1.1 '), " answer, ", vela_test_status($got),
        ", 400: ", var_export(str_contains($got, ' 400 '), true), ", second: ",
        var_export(str_contains($got, 'second'), true), "\n";
}
// HTTP/1.2 keeps the connection open like HTTP/1.1
$fp = vela_test_connect($srv);
fwrite($fp, "GET /a HTTP/1.2\r\nHost: a\r\n\r\nGET /b HTTP/1.2\r\nHost: a\r\n\r\n");
foreach (vela_test_read_responses($fp, 2) as $r) {
    echo "1.2 keep-alive: ", vela_test_status($r), " | ", vela_test_body($r), "\n";
}
fclose($fp);
vela_test_stop($srv);
?>
--EXPECT--
chunk data without CRLF  HTTP/1.1 400 Bad Request | closed: true | handler did not run
chunked, well formed     HTTP/1.1 200 OK | closed: true | handled /echo | /echo | host='a' | 1.1
no Host (1.1)            HTTP/1.1 400 Bad Request | closed: true | handler did not run
two Host fields          HTTP/1.1 400 Bad Request | closed: true | handler did not run
Host a/b                 HTTP/1.1 400 Bad Request | closed: true | handler did not run
Host with space          HTTP/1.1 400 Bad Request | closed: true | handler did not run
Host bad port            HTTP/1.1 400 Bad Request | closed: true | handler did not run
Host userinfo            HTTP/1.1 400 Bad Request | closed: true | handler did not run
Host [::1]:80            HTTP/1.1 200 OK | closed: true | handled /echo | /echo | host='[::1]:80' | 1.1
Host empty               HTTP/1.1 200 OK | closed: true | handled /echo | /echo | host='' | 1.1
no Host (1.0)            HTTP/1.1 200 OK | closed: true | handled /echo | /echo | host=NULL | 1.0
two Host (1.0)           HTTP/1.1 400 Bad Request | closed: true | handler did not run
absolute-form            HTTP/1.1 200 OK | closed: true | handled /echo | /echo?x=1 | host='a' | 1.1
absolute, no path        HTTP/1.1 200 OK | closed: true | handled / | /?q | host='A:8080' | 1.1
absolute, https          HTTP/1.1 200 OK | closed: true | handled /p | /p | host='[::1]:8443' | 1.1
absolute (1.0)           HTTP/1.1 200 OK | closed: true | handled /echo | /echo | host='a' | 1.0
absolute, userinfo       HTTP/1.1 400 Bad Request | closed: true | handler did not run
absolute, no host        HTTP/1.1 400 Bad Request | closed: true | handler did not run
absolute, ftp            HTTP/1.1 400 Bad Request | closed: true | handler did not run
absolute, no Host field  HTTP/1.1 400 Bad Request | closed: true | handler did not run
64 KiB target            HTTP/1.1 414 URI Too Long | closed: true | handler did not run
space in field name      HTTP/1.1 400 Bad Request | closed: true | handler did not run
empty field name         HTTP/1.1 400 Bad Request | closed: true | handler did not run
space before colon       HTTP/1.1 400 Bad Request | closed: true | handler did not run
HTTP/2.0                 HTTP/1.1 505 HTTP Version Not Supported | closed: true | handler did not run
HTTP/0.9                 HTTP/1.1 505 HTTP Version Not Supported | closed: true | handler did not run
HTTP/3.1                 HTTP/1.1 505 HTTP Version Not Supported | closed: true | handler did not run
no version               HTTP/1.1 505 HTTP Version Not Supported | closed: true | handler did not run
HTTP/1.2                 HTTP/1.1 200 OK | closed: true | handled /echo | /echo | host='a' | 1.1
bad escape %zz           HTTP/1.1 400 Bad Request | closed: true | handler did not run
cut escape %4            HTTP/1.1 400 Bad Request | closed: true | handler did not run
good escape %41          HTTP/1.1 200 OK | closed: true | handled /echo%41 | /echo%41?q=%7e | host='a' | 1.1
fragment in target       HTTP/1.1 400 Bad Request | closed: true | handler did not run
asterisk, GET            HTTP/1.1 400 Bad Request | closed: true | handler did not run
asterisk, OPTIONS        HTTP/1.1 200 OK | closed: true | handled * | * | host='a' | 1.1
TE in HTTP/1.0           HTTP/1.1 400 Bad Request | closed: true | handler did not run
raw UTF-8 in target      HTTP/1.1 400 Bad Request | closed: true | handler did not run
after close: 1 answer, HTTP/1.1 200 OK, 400: false, second: false
after close: 1 answer, HTTP/1.1 200 OK, 400: false, second: false
1.2 keep-alive: HTTP/1.1 200 OK | handled /a | /a | host='a' | 1.1
1.2 keep-alive: HTTP/1.1 200 OK | handled /b | /b | host='a' | 1.1
