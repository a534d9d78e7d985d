--TEST--
Vela: Http\Server: every request limit at exactly its value is served, one past it is refused (body by Content-Length and chunked, head bytes, request line, header fields, query fields)
--DESCRIPTION--
max_header_size counts the request line and the header lines with their
CRLFs and the blank line; a request line longer than it is 414, a head
longer than it 431. max_body_size counts the body's bytes, however framed.
--EXTENSIONS--
vela
--FILE--
<?php
require __DIR__ . '/server.inc';
$srv = vela_test_server('return Vela\Http\Response::text(strlen($request->body()) . " " . count($request->query()));',
    ['max_header_size' => 1024, 'max_body_size' => 100, 'max_form_fields' => 3]);
$status = function (string $request) use ($srv): string {
    $got = vela_test_raw($srv, $request);
    return substr(vela_test_status($got), 9) . ' | ' . vela_test_body($got);
};

/* A head of exactly $bytes bytes: GET $path, Connection: close, an X-Pad field filling the rest. */
function head_of(int $bytes, string $path = '/', string $extra = ''): string
{
    $head = "GET $path HTTP/1.1\r\nHost: x\r\nConnection: close\r\n$extra";
    $pad = $bytes - strlen($head) - strlen("X-Pad: \r\n\r\n");
    return $head . 'X-Pad: ' . str_repeat('p', $pad) . "\r\n\r\n";
}
/* A request line of exactly $bytes bytes with its CRLF. */
function line_of(int $bytes): string
{
    return 'GET /' . str_repeat('u', $bytes - strlen("GET / HTTP/1.1\r\n")) . " HTTP/1.1\r\n";
}
$post = fn (int $length) => "POST / HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Length: $length\r\n\r\n"
    . str_repeat('b', $length);
$chunked = fn (array $sizes) => "POST / HTTP/1.1\r\nHost: x\r\nConnection: close\r\nTransfer-Encoding: chunked\r\n\r\n"
    . implode('', array_map(fn ($n) => dechex($n) . "\r\n" . str_repeat('c', $n) . "\r\n", $sizes)) . "0\r\n\r\n";

echo "head of 1024 bytes: ", $status(head_of(1024)), "\n";
echo "head of 1025 bytes: ", $status(head_of(1025)), "\n";
echo "head of 1024 bytes, most of it the URL: ", $status(head_of(1024, '/' . str_repeat('u', 900))), "\n";
echo "request line of 1024 bytes (fits; the head does not): ", $status(line_of(1024) . "Host: x\r\n\r\n"), "\n";
echo "request line of 1025 bytes: ", $status(line_of(1025) . "Host: x\r\n\r\n"), "\n";
$fields = fn (int $n) => implode('', array_map(fn ($i) => "F$i: v\r\n", range(1, $n)));
echo "100 header fields: ", $status("GET / HTTP/1.1\r\nConnection: close\r\n" . $fields(98) . "Host: x\r\n\r\n"), "\n";
echo "101 header fields: ", $status("GET / HTTP/1.1\r\nConnection: close\r\n" . $fields(99) . "Host: x\r\n\r\n"), "\n";
echo "Content-Length 100: ", $status($post(100)), "\n";
echo "Content-Length 101: ", $status($post(101)), "\n";
echo "chunked 100 in one chunk: ", $status($chunked([100])), "\n";
echo "chunked 100 in three: ", $status($chunked([60, 39, 1])), "\n";
echo "chunked 101 in one chunk: ", $status($chunked([101])), "\n";
echo "chunked 101 in three: ", $status($chunked([60, 40, 1])), "\n";
echo "3 query fields: ", $status("GET /?a&b&c HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"), "\n";
echo "4 query fields: ", $status("GET /?a&b&c&d HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"), "\n";
vela_test_stop($srv);
?>
--EXPECT--
head of 1024 bytes: 200 OK | 0 0
head of 1025 bytes: 431 Request Header Fields Too Large | Request Header Fields Too Large
head of 1024 bytes, most of it the URL: 200 OK | 0 0
request line of 1024 bytes (fits; the head does not): 431 Request Header Fields Too Large | Request Header Fields Too Large
request line of 1025 bytes: 414 URI Too Long | URI Too Long
100 header fields: 200 OK | 0 0
101 header fields: 431 Request Header Fields Too Large | Request Header Fields Too Large
Content-Length 100: 200 OK | 100 0
Content-Length 101: 413 Content Too Large | Content Too Large
chunked 100 in one chunk: 200 OK | 100 0
chunked 100 in three: 200 OK | 100 0
chunked 101 in one chunk: 413 Content Too Large | Content Too Large
chunked 101 in three: 413 Content Too Large | Content Too Large
3 query fields: 200 OK | 0 3
4 query fields: 414 URI Too Long | The query has more than max_form_fields (3) fields
