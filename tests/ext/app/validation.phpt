--TEST--
Vela: App: validation constraints compiled into the binders — every constraint, typed lists, nested DTOs, strict JSON, optional vs nullable, 400/415/422 (real HTTP)
--EXTENSIONS--
vela
--FILE--
<?php
// The app is the golden fixture tests/vgen/fixtures/validation/app, compiled
// by the real vgen and served by a real server: what the golden binders.php
// says is what a client gets.
require __DIR__ . '/../http/server.inc';
require __DIR__ . '/notes.inc';
$root = notes_compile(__DIR__ . '/../../vgen/fixtures/validation/app');
$srv = vela_test_server('return $GLOBALS["app"]->handle($request);', [], notes_boot($root, 'Shop'));

function post(array $srv, string $label, string $body, string $type = 'application/json', string $path = '/articles'): void
{
    $head = $type === '' ? '' : "Content-Type: $type\r\n";
    $r = vela_test_raw($srv, "POST $path HTTP/1.1\r\nHost: x\r\nConnection: close\r\nAccept: application/json\r\n$head"
        . 'Content-Length: ' . strlen($body) . "\r\n\r\n$body");
    echo str_pad($label, 22), substr(vela_test_status($r), 9, 3), ' ', vela_test_body($r), "\n";
}

$valid = ['title' => 'Héllo wörld', 'slug' => 'hello-world', 'contact' => 'a@example.org', 'rating' => 5];
$json = fn (array $changes) => json_encode(array_merge($valid, $changes), JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE);

post($srv, 'valid, defaults', $json([]));
post($srv, 'valid, every field', $json(['title' => str_repeat('é', 20), 'status' => 'published', 'tags' => ['php', 'cc'],
    'homepage' => 'https://example.org/x', 'weight' => 2, 'author' => ['name' => 'Ann', 'age' => 40],
    'coauthors' => [['name' => 'Bo']], 'related' => [1, 2], 'subtitle' => null, 'summary' => 'short', 'pinned' => true]));
post($srv, 'all at once', json_encode(['title' => '   ', 'slug' => 'Not A Slug', 'contact' => 'nobody', 'rating' => 9,
    'status' => 'gone', 'tags' => ['ok', 'x', 7], 'homepage' => 'ftp://example.org', 'weight' => 0.1,
    'author' => ['name' => str_repeat('n', 13)], 'coauthors' => [['name' => 'Cy'], ['age' => 'x']],
    'related' => [3, 0, '4'], 'summary' => '', 'pinned' => 'yes']));
post($srv, 'required', '{}');
post($srv, 'NotBlank', $json(['title' => '']));
post($srv, 'Length (code points)', $json(['title' => str_repeat('é', 21)]));
post($srv, 'Range', $json(['rating' => 0]));
post($srv, 'Regex', $json(['slug' => 'a--b']));
post($srv, 'Email', $json(['contact' => 'a@']));
post($srv, 'Url', $json(['homepage' => 'http://']));
post($srv, 'Choice', $json(['status' => 'Draft']));
post($srv, 'Count min', $json(['tags' => []]));
post($srv, 'Count max', $json(['tags' => ['aa', 'bb', 'cc', 'dd']]));
post($srv, 'list, not object', $json(['tags' => ['a' => 'bc']]));
post($srv, 'list<Dto> items', $json(['coauthors' => ['Bo']]));
post($srv, 'nested DTO', $json(['author' => 'Ann']));
post($srv, 'strict: "5" no int', $json(['rating' => '5']));
post($srv, 'strict: 5 no string', $json(['title' => 5]));
post($srv, 'strict: 1 no bool', $json(['pinned' => 1]));
post($srv, 'int is a float', $json(['weight' => 3]));
post($srv, 'coerce: true', $json(['rating' => '5', 'pinned' => 'yes']), 'application/json', '/articles/lenient');
post($srv, 'nullable: null ok', $json(['homepage' => null, 'author' => null]));
post($srv, 'not nullable: null', $json(['rating' => null, 'tags' => null]));
post($srv, 'NotBlank forbids null', $json(['summary' => null]));
post($srv, 'body is a list', '[1, 2]');
post($srv, 'body is a string', '"hi"');
post($srv, 'malformed JSON', '{"title": "x",}');
post($srv, 'bad UTF-8 in JSON', "{\"title\": \"\xff\"}");
post($srv, 'empty body', '');
post($srv, 'no Content-Type', $json([]), '');
post($srv, 'text/plain', $json([]), 'text/plain');
post($srv, 'a form (coerced)', http_build_query($valid + ['tags' => ['ab', 'cd']]), 'application/x-www-form-urlencoded');
[$code, $out, $err] = vela_test_stop($srv);
echo "exit $code\n";
?>
--EXPECT--
valid, defaults       200 {"created":{"title":"H\u00e9llo w\u00f6rld","slug":"hello-world","contact":"a@example.org","rating":5,"subtitle":null,"status":"draft","tags":[],"homepage":null,"weight":1,"author":null,"coauthors":[],"related":[],"summary":null,"pinned":false}}
valid, every field    200 {"created":{"title":"\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9","slug":"hello-world","contact":"a@example.org","rating":5,"subtitle":null,"status":"published","tags":["php","cc"],"homepage":"https:\/\/example.org\/x","weight":2,"author":{"name":"Ann","age":40},"coauthors":[{"name":"Bo","age":null}],"related":[1,2],"summary":"short","pinned":true}}
all at once           422 {"errors":{"title":"must not be blank","slug":"must match /^[a-z0-9]+(?:-[a-z0-9]+)*$/","contact":"must be an e-mail address","rating":"must be from 1 to 5","status":"is not a known status","tags.1":"must be 2 to 10 characters long","tags.2":"must be a string","homepage":"must be an http or https URL","weight":"must be at least 0.5","author.name":"must be at most 12 characters long","coauthors.1.name":"is required","coauthors.1.age":"must be an integer","related.1":"must be at least 1","related.2":"must be an integer","summary":"must not be blank","pinned":"must be a boolean"}}
required              422 {"errors":{"title":"is required","slug":"is required","contact":"is required","rating":"is required"}}
NotBlank              422 {"errors":{"title":"must not be blank"}}
Length (code points)  422 {"errors":{"title":"must be at most 20 characters long"}}
Range                 422 {"errors":{"rating":"must be from 1 to 5"}}
Regex                 422 {"errors":{"slug":"must match /^[a-z0-9]+(?:-[a-z0-9]+)*$/"}}
Email                 422 {"errors":{"contact":"must be an e-mail address"}}
Url                   422 {"errors":{"homepage":"must be an http or https URL"}}
Choice                422 {"errors":{"status":"is not a known status"}}
Count min             422 {"errors":{"tags":"must have 1 to 3 items"}}
Count max             422 {"errors":{"tags":"must have 1 to 3 items"}}
list, not object      422 {"errors":{"tags":"must be a list"}}
list<Dto> items       422 {"errors":{"coauthors.0":"must be an object"}}
nested DTO            422 {"errors":{"author":"must be an object"}}
strict: "5" no int    422 {"errors":{"rating":"must be an integer"}}
strict: 5 no string   422 {"errors":{"title":"must be a string"}}
strict: 1 no bool     422 {"errors":{"pinned":"must be a boolean"}}
int is a float        200 {"created":{"title":"H\u00e9llo w\u00f6rld","slug":"hello-world","contact":"a@example.org","rating":5,"subtitle":null,"status":"draft","tags":[],"homepage":null,"weight":3,"author":null,"coauthors":[],"related":[],"summary":null,"pinned":false}}
coerce: true          200 {"created":{"title":"H\u00e9llo w\u00f6rld","slug":"hello-world","contact":"a@example.org","rating":5,"subtitle":null,"status":"draft","tags":[],"homepage":null,"weight":1,"author":null,"coauthors":[],"related":[],"summary":null,"pinned":true}}
nullable: null ok     200 {"created":{"title":"H\u00e9llo w\u00f6rld","slug":"hello-world","contact":"a@example.org","rating":5,"subtitle":null,"status":"draft","tags":[],"homepage":null,"weight":1,"author":null,"coauthors":[],"related":[],"summary":null,"pinned":false}}
not nullable: null    422 {"errors":{"rating":"must not be null","tags":"must not be null"}}
NotBlank forbids null 422 {"errors":{"summary":"must not be blank"}}
body is a list        422 {"errors":{"body":"must be an object"}}
body is a string      422 {"errors":{"body":"must be an object"}}
malformed JSON        400 {"error":{"status":400,"message":"invalid JSON: syntax error at byte 14"}}
bad UTF-8 in JSON     400 {"error":{"status":400,"message":"invalid JSON: malformed UTF-8 at byte 10"}}
empty body            422 {"errors":{"body":"must be an object"}}
no Content-Type       200 {"created":{"title":"H\u00e9llo w\u00f6rld","slug":"hello-world","contact":"a@example.org","rating":5,"subtitle":null,"status":"draft","tags":[],"homepage":null,"weight":1,"author":null,"coauthors":[],"related":[],"summary":null,"pinned":false}}
text/plain            415 {"error":{"status":415,"message":"unsupported Content-Type 'text/plain': send application/json, application/x-www-form-urlencoded or multipart/form-data"}}
a form (coerced)      200 {"created":{"title":"H\u00e9llo w\u00f6rld","slug":"hello-world","contact":"a@example.org","rating":5,"subtitle":null,"status":"draft","tags":["ab","cd"],"homepage":null,"weight":1,"author":null,"coauthors":[],"related":[],"summary":null,"pinned":false}}
exit 0