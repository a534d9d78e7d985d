--TEST--
Vela: Http\Server: max_form_fields and PHP's max_file_uploads cap forms: past either 413 (414 for a query) and nothing left on disk
--EXTENSIONS--
vela
--FILE--
<?php
require __DIR__ . '/server.inc';
require __DIR__ . '/forms.inc';
$tmp = vela_forms_tmpdir();
$handler = '
    if ($request->path() === "/catch") {
        try {
            $request->form();
        } catch (Vela\Http\Exception $e) {
            $code = $e->getCode() < 0 ? "an engine code" : $e->getCode();
            return Vela\Http\Response::text("caught, $code: " . $e->getMessage(), 422);
        }
    }
    return Vela\Http\Response::json(["query" => count($request->query()),
        "form" => count($request->form(), COUNT_RECURSIVE), "files" => count($request->files())]);';
$srv = vela_test_server($handler, ['max_form_fields' => 3]);
$url = 'application/x-www-form-urlencoded';
$mp = 'multipart/form-data; boundary=vela-b0undary';
$show = fn ($got) => vela_test_status($got) . ' | ' . vela_test_body($got) . "\n";

echo "3 urlencoded fields: ", $show(vela_forms_post($srv, $url, 'a=1&b=2&c[]=3'));
echo "4 urlencoded fields: ", $show(vela_forms_post($srv, $url, 'a=1&b=2&c[]=3&c[]=4'));
echo "3 multipart fields: ", $show(vela_forms_post($srv, $mp, vela_forms_multipart([['a', 1], ['b', 2], ['c', 3]])));
echo "4 multipart fields and a file: ", $show(vela_forms_post($srv, $mp,
    vela_forms_multipart([['f', 'x', 'f.txt'], ['a', 1], ['b', 2], ['c', 3], ['d', 4]])));
echo "  left: ", count(vela_forms_leftovers($tmp)), "\n";
echo "4 query fields: ", $show(vela_test_raw($srv, "GET /?a&b&c&d HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n"));
echo "caught: ", $show(vela_forms_post($srv, $url, 'a&b&c&d', '/catch'));

$files = [];
for ($i = 1; $i <= 21; $i++) {
    $files[] = ["f$i", "content $i", "f$i.txt"];
}
echo "20 files: ", $show(vela_forms_post($srv, $mp, vela_forms_multipart(array_slice($files, 0, 20))));
echo "  left: ", count(vela_forms_leftovers($tmp)), "\n";
echo "21 files: ", $show(vela_forms_post($srv, $mp, vela_forms_multipart($files)));
echo "  left: ", count(vela_forms_leftovers($tmp)), "\n";
vela_test_stop($srv);

// The default is PHP's max_input_vars: 1000.
$srv = vela_test_server($handler);
echo "1000 fields: ", $show(vela_forms_post($srv, $url, implode('&', range(1, 1000))));
echo "1001 fields: ", $show(vela_forms_post($srv, $url, implode('&', range(1, 1001))));
vela_test_stop($srv);
vela_forms_cleanup($tmp);
?>
--EXPECT--
3 urlencoded fields: HTTP/1.1 200 OK | {"query":0,"form":4,"files":0}
4 urlencoded fields: HTTP/1.1 413 Content Too Large | The form has more than max_form_fields (3) fields
3 multipart fields: HTTP/1.1 200 OK | {"query":0,"form":3,"files":0}
4 multipart fields and a file: HTTP/1.1 413 Content Too Large | The form has more than max_form_fields (3) fields
  left: 0
4 query fields: HTTP/1.1 414 URI Too Long | The query has more than max_form_fields (3) fields
caught: HTTP/1.1 422 Unprocessable Content | caught, an engine code: The form has more than max_form_fields (3) fields
20 files: HTTP/1.1 200 OK | {"query":0,"form":0,"files":20}
  left: 0
21 files: HTTP/1.1 413 Content Too Large | The form has more than max_file_uploads (20) files
  left: 0
1000 fields: HTTP/1.1 200 OK | {"query":0,"form":1000,"files":0}
1001 fields: HTTP/1.1 413 Content Too Large | The form has more than max_form_fields (1000) fields
