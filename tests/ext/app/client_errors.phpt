--TEST--
Vela: App: client errors (too many fields, malformed multipart, a query past its limit, a path parameter that is not UTF-8) answer 4xx as the bare server does, unlogged; a bug is still 500 and logged (real HTTP)
--EXTENSIONS--
vela
--FILE--
<?php
require __DIR__ . '/errors.inc';
$srv = errors_serve();   // max_form_fields 1

$form = "Content-Type: multipart/form-data; boundary=xyzzy\r\n";
$cases = [
    'too many fields' => ['POST /upload', $form, errors_multipart([['a', null, 'A'], ['b', null, 'B']])],
    'too many files' => ['POST /upload', $form, errors_multipart(array_map(fn ($i) => ["f$i", "$i.txt", 'x'], range(1, 21)))],
    'malformed multipart' => ['POST /upload', $form, "--xyzzy\r\nno colon here\r\n\r\nx\r\n--xyzzy--\r\n"],
    'unterminated multipart' => ['POST /upload', $form, "--xyzzy\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\nA"],
    'query past its limit' => ['GET /queries?queries=1&other=2', '', ''],
    'path not UTF-8' => ['GET /hello/%ff', '', ''],
    'path UTF-8' => ['GET /hello/%C3%A9t%C3%A9', '', ''],
    'a bug' => ['GET /bug', '', ''],
];
foreach ($cases as $label => [$line, $headers, $body]) {
    [$status, , $text] = errors_ask($srv, $line, "Accept: application/json\r\n" . $headers, $body);
    echo str_pad($label, 24), $status, ' ', $text, "\n";
}
[$code, , $err] = vela_test_stop($srv);
echo "server exit $code\n";
$logged = preg_match_all('/^Vela\\\\App: the request raised ([^\s:]+)/m', $err, $m) ? implode(', ', $m[1]) : 'nothing';
echo "logged: $logged\n";
?>
--EXPECT--
too many fields         413 Content Too Large {"error":{"status":413,"message":"The form has more than max_form_fields (1) fields"}}
too many files          413 Content Too Large {"error":{"status":413,"message":"The form has more than max_file_uploads (20) files"}}
malformed multipart     400 Bad Request {"error":{"status":400,"message":"The multipart body is malformed: a part's header line is malformed"}}
unterminated multipart  400 Bad Request {"error":{"status":400,"message":"The multipart body is malformed: the body ends before its closing boundary"}}
query past its limit    414 URI Too Long {"error":{"status":414,"message":"The query has more than max_form_fields (1) fields"}}
path not UTF-8          400 Bad Request {"errors":{"name":"must be valid UTF-8"}}
path UTF-8              200 OK {"hello":"\u00e9t\u00e9"}
a bug                   500 Internal Server Error {"error":{"status":500,"message":"Internal Server Error"}}
server exit 0
logged: LogicException
