--TEST--
Vela: App: an error message that echoes bytes that are not UTF-8 (a query value in the app's own HttpException or field errors) keeps its text in the JSON body, the bad bytes replaced by U+FFFD, as in the text body (it was null: the message lost); both bodies are valid UTF-8 (real HTTP)
--EXTENSIONS--
vela
--FILE--
<?php
require __DIR__ . '/errors.inc';
$srv = errors_serve();
$show = fn (string $body) => preg_match('//u', $body) ? str_replace("\u{FFFD}", '<U+FFFD>', $body)
    : 'not UTF-8: ' . bin2hex($body);
foreach (['GET /echo?q=ab%FFcd', 'GET /echo/fields?q=%C3%28', 'GET /echo?q=caf%C3%A9'] as $line) {
    foreach (['text' => "Accept: text/plain\r\n", 'json' => "Accept: application/json\r\n"] as $form => $accept) {
        [$status, $type, $body] = errors_ask($srv, $line, $accept);
        echo "$line [$form] $status | $type\n  ", str_replace("\n", "\n  ", $show($body)), "\n";
        if ($form === 'json' && json_decode($body) === null) {
            echo "  (not JSON)\n";
        }
    }
}
[$code] = vela_test_stop($srv);
echo "server exit $code\n";
?>
--EXPECT--
GET /echo?q=ab%FFcd [text] 400 Bad Request | text/plain; charset=utf-8
  no such thing: ab<U+FFFD>cd
GET /echo?q=ab%FFcd [json] 400 Bad Request | application/json
  {"error":{"status":400,"message":"no such thing: ab<U+FFFD>cd"}}
GET /echo/fields?q=%C3%28 [text] 422 Unprocessable Content | text/plain; charset=utf-8
  Unprocessable Content
  q: bad value <U+FFFD>(
  list: ["<U+FFFD>("]
GET /echo/fields?q=%C3%28 [json] 422 Unprocessable Content | application/json
  {"errors":{"q":"bad value <U+FFFD>(","list":["<U+FFFD>("]}}
GET /echo?q=caf%C3%A9 [text] 400 Bad Request | text/plain; charset=utf-8
  no such thing: café
GET /echo?q=caf%C3%A9 [json] 400 Bad Request | application/json
  {"error":{"status":400,"message":"no such thing: café"}}
server exit 0
