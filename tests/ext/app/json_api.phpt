--TEST--
Vela: App: config('app.json_api') makes every error RFC 9457 problem+json, the router's 404/405 and the binder's 400/422 included, and the ExceptionHandler sees them all (real HTTP)
--EXTENSIONS--
vela
--FILE--
<?php
require __DIR__ . '/errors.inc';
$root = notes_compile(__DIR__ . '/json_api');
$srv = vela_test_server('', [], notes_boot($root), '$server = $app->server();');

$cases = [
    ['GET /nowhere'],
    ['DELETE /links'],
    ['GET /links?page=x'],
    ['GET /links/%ff'],
    ['POST /links', "Content-Type: application/json\r\n", '{"url": "ftp://a", "slug": " "}'],
    ['POST /links', "Content-Type: application/json\r\n", '{"url": '],
    ['GET /links/abc'],
    ['GET /bug'],
];
foreach ($cases as $case) {
    [$line, $headers, $body] = $case + [1 => '', 2 => ''];
    foreach (['text' => "Accept: text/html\r\n", 'handler' => "X-Handle: 1\r\n"] as $form => $extra) {
        [$status, $type, $text] = errors_ask($srv, $line, $extra . $headers, $body);
        echo "$line [$form] $status | $type\n  $text\n";
    }
}
$r = vela_test_raw($srv, "DELETE /links HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
echo preg_match("/\r\nAllow: ([^\r]*)/", $r, $m) ? "405 Allow: $m[1]\n" : "405 without Allow\n";
$r = vela_test_raw($srv, "OPTIONS /links HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
echo vela_test_status($r), "\n";
[$status, $type, $text] = errors_ask($srv, 'GET /links?page=3');
echo "GET /links?page=3 $status | $type | $text\n";
vela_test_stop($srv);
?>
--EXPECT--
GET /nowhere [text] 404 Not Found | application/problem+json
  {"type":"about:blank","title":"Not Found","status":404}
GET /nowhere [handler] 200 OK | application/json
  {"seen":"Vela\\Http\\NotFoundException","status":404}
DELETE /links [text] 405 Method Not Allowed | application/problem+json
  {"type":"about:blank","title":"Method Not Allowed","status":405}
DELETE /links [handler] 200 OK | application/json
  {"seen":"Vela\\Http\\HttpException","status":405}
GET /links?page=x [text] 400 Bad Request | application/problem+json
  {"type":"about:blank","title":"Bad Request","status":400,"errors":{"page":"must be an integer"}}
GET /links?page=x [handler] 200 OK | application/json
  {"seen":"Vela\\BindFailure","status":400}
GET /links/%ff [text] 400 Bad Request | application/problem+json
  {"type":"about:blank","title":"Bad Request","status":400,"errors":{"slug":"must be valid UTF-8"}}
GET /links/%ff [handler] 200 OK | application/json
  {"seen":"Vela\\BindFailure","status":400}
POST /links [text] 422 Unprocessable Content | application/problem+json
  {"type":"about:blank","title":"Unprocessable Content","status":422,"errors":{"url":"must be an http or https URL","slug":"must not be blank"}}
POST /links [handler] 200 OK | application/json
  {"seen":"Vela\\BindFailure","status":422}
POST /links [text] 400 Bad Request | application/problem+json
  {"type":"about:blank","title":"Bad Request","status":400,"detail":"invalid JSON: syntax error at byte 8"}
POST /links [handler] 200 OK | application/json
  {"seen":"Vela\\Http\\BadRequestException","status":400}
GET /links/abc [text] 404 Not Found | application/problem+json
  {"type":"about:blank","title":"Not Found","status":404,"detail":"no link abc"}
GET /links/abc [handler] 200 OK | application/json
  {"seen":"Vela\\Http\\NotFoundException","status":404}
GET /bug [text] 500 Internal Server Error | application/problem+json
  {"type":"about:blank","title":"Internal Server Error","status":500}
GET /bug [handler] 200 OK | application/json
  {"seen":"LogicException","status":null}
405 Allow: GET, HEAD, POST, OPTIONS
HTTP/1.1 204 No Content
GET /links?page=3 200 OK | application/json | {"page":3}
