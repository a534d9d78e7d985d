--TEST--
Vela: App: every error status it answers (400, 404, 405, 413, 415, 422, 500, 503) keeps its messages (a JSON body sent as a form says so) in both forms, text and JSON (real HTTP)
--EXTENSIONS--
vela
--FILE--
<?php
require __DIR__ . '/errors.inc';
$srv = errors_serve();

$two = errors_multipart([['a', null, 'A'], ['b', null, 'B']]);
$cases = [
    ['GET /queries?queries=foo'],
    ['GET /queries?queries=1&other=2'],
    ['POST /links', "Content-Type: application/json\r\n", '{"url": '],
    ['GET /nowhere'],
    ['PUT /queries'],
    ['POST /upload', "Content-Type: multipart/form-data; boundary=xyzzy\r\n", $two],
    ['POST /upload', "Content-Type: multipart/form-data; boundary=xyzzy\r\n", "--xyzzy\r\nno colon here\r\n\r\nx\r\n--xyzzy--\r\n"],
    ['POST /links', "Content-Type: text/plain\r\n", 'hello'],
    ['POST /links', "Content-Type: application/x-www-form-urlencoded\r\n", ' {"url": "https://a.example"}'],
    ['POST /links', "Content-Type: application/json\r\n", '{"url": "ftp://example.org", "slug": " "}'],
    ['POST /notes'],
    ['GET /bug'],
    ['GET /busy'],
    ['GET /cache'],
];
foreach ($cases as $case) {
    [$line, $headers, $body] = $case + [1 => '', 2 => ''];
    foreach (['text' => "Accept: text/plain\r\n", 'json' => "Accept: application/json\r\n"] as $form => $accept) {
        [$status, $type, $text] = errors_ask($srv, $line, $accept . $headers, $body);
        echo "$line [$form] $status | $type\n  ", str_replace("\n", "\n  ", $text), "\n";
    }
}
vela_test_stop($srv);
?>
--EXPECT--
GET /queries?queries=foo [text] 400 Bad Request | text/plain; charset=utf-8
  Bad Request
  queries: must be an integer
GET /queries?queries=foo [json] 400 Bad Request | application/json
  {"errors":{"queries":"must be an integer"}}
GET /queries?queries=1&other=2 [text] 414 URI Too Long | text/plain; charset=utf-8
  The query has more than max_form_fields (1) fields
GET /queries?queries=1&other=2 [json] 414 URI Too Long | application/json
  {"error":{"status":414,"message":"The query has more than max_form_fields (1) fields"}}
POST /links [text] 400 Bad Request | text/plain; charset=utf-8
  invalid JSON: syntax error at byte 8
POST /links [json] 400 Bad Request | application/json
  {"error":{"status":400,"message":"invalid JSON: syntax error at byte 8"}}
GET /nowhere [text] 404 Not Found | text/plain; charset=utf-8
  Not Found
GET /nowhere [json] 404 Not Found | application/json
  {"error":{"status":404,"message":"Not Found"}}
PUT /queries [text] 405 Method Not Allowed | text/plain; charset=utf-8
  Method Not Allowed
PUT /queries [json] 405 Method Not Allowed | application/json
  {"error":{"status":405,"message":"Method Not Allowed"}}
POST /upload [text] 413 Content Too Large | text/plain; charset=utf-8
  The form has more than max_form_fields (1) fields
POST /upload [json] 413 Content Too Large | application/json
  {"error":{"status":413,"message":"The form has more than max_form_fields (1) fields"}}
POST /upload [text] 400 Bad Request | text/plain; charset=utf-8
  The multipart body is malformed: a part's header line is malformed
POST /upload [json] 400 Bad Request | application/json
  {"error":{"status":400,"message":"The multipart body is malformed: a part's header line is malformed"}}
POST /links [text] 415 Unsupported Media Type | text/plain; charset=utf-8
  unsupported Content-Type 'text/plain': send application/json, application/x-www-form-urlencoded or multipart/form-data
POST /links [json] 415 Unsupported Media Type | application/json
  {"error":{"status":415,"message":"unsupported Content-Type 'text/plain': send application/json, application/x-www-form-urlencoded or multipart/form-data"}}
POST /links [text] 415 Unsupported Media Type | text/plain; charset=utf-8
  expected application/json, got application/x-www-form-urlencoded: the body is JSON
POST /links [json] 415 Unsupported Media Type | application/json
  {"error":{"status":415,"message":"expected application/json, got application/x-www-form-urlencoded: the body is JSON"}}
POST /links [text] 422 Unprocessable Content | text/plain; charset=utf-8
  Unprocessable Content
  url: must be an http or https URL
  slug: must not be blank
POST /links [json] 422 Unprocessable Content | application/json
  {"errors":{"url":"must be an http or https URL","slug":"must not be blank"}}
POST /notes [text] 422 Unprocessable Content | text/plain; charset=utf-8
  Unprocessable Content
  title: must not be blank
  tags.1: is too long
POST /notes [json] 422 Unprocessable Content | application/json
  {"errors":{"title":"must not be blank","tags.1":"is too long"}}
GET /bug [text] 500 Internal Server Error | text/plain; charset=utf-8
  Internal Server Error
GET /bug [json] 500 Internal Server Error | application/json
  {"error":{"status":500,"message":"Internal Server Error"}}
GET /busy [text] 503 Service Unavailable | text/plain; charset=utf-8
  try again soon
GET /busy [json] 503 Service Unavailable | application/json
  {"error":{"status":503,"message":"try again soon"}}
GET /cache [text] 503 Service Unavailable | text/plain; charset=utf-8
  Service Unavailable
GET /cache [json] 503 Service Unavailable | application/json
  {"error":{"status":503,"message":"Service Unavailable"}}
