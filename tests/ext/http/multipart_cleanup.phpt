--TEST--
Vela: Http\Request: upload temporary files are deleted when the handler throws, when the client leaves mid-body or mid-handler, and when the body is malformed; a moved file stays
--EXTENSIONS--
vela
--FILE--
<?php
require __DIR__ . '/server.inc';
require __DIR__ . '/forms.inc';
$tmp = vela_forms_tmpdir();
$kept = sys_get_temp_dir() . '/vela-kept-' . getmypid();
$srv = vela_test_server('
    $files = $request->files();
    switch ($request->path()) {
    case "/throw":
        throw new RuntimeException("after reading " . count($files["f"]) . " files");
    case "/move":
        rename($files["f"][0]["tmp_name"], ' . var_export($kept, true) . ');
        return Vela\Http\Response::text("moved");
    case "/sleep":
        Vela\Coroutine::sleep(0.3);
        return Vela\Http\Response::text("slept");
    }
    return Vela\Http\Response::text("ok");');
$type = 'multipart/form-data; boundary=vela-b0undary';
$two = vela_forms_multipart([['f', 'one', 'a.txt'], ['f', 'two', 'b.txt']]);

$got = vela_forms_post($srv, $type, $two, '/throw');
echo "handler throws: ", vela_test_status($got), ", left: ", count(vela_forms_leftovers($tmp)), "\n";

$got = vela_forms_post($srv, $type, $two, '/move');
echo "handler moves one: ", vela_test_body($got), ", kept: ", file_get_contents($kept),
    ", left: ", count(vela_forms_leftovers($tmp)), "\n";
unlink($kept);

// The client goes away while the handler is suspended after files() wrote both files.
$fp = vela_test_connect($srv);
fwrite($fp, "POST /sleep HTTP/1.1\r\nHost: t\r\nContent-Type: $type\r\nContent-Length: "
    . strlen($two) . "\r\n\r\n$two");
usleep(100000);
fclose($fp);
echo "client leaves mid-handler, left: ", count(vela_forms_leftovers($tmp)), "\n";

// The client goes away in the middle of the body.
$fp = vela_test_connect($srv);
fwrite($fp, "POST / HTTP/1.1\r\nHost: t\r\nContent-Type: $type\r\nContent-Length: 100000\r\n\r\n"
    . substr($two, 0, 60));
usleep(100000);
fclose($fp);
echo "client leaves mid-body, left: ", count(vela_forms_leftovers($tmp)), "\n";

// A body that stops before its closing boundary, or breaks a part's header: 400, nothing kept.
$truncated = substr($two, 0, strrpos($two, '--vela-b0undary--'));
$got = vela_forms_post($srv, $type, $truncated);
echo "truncated: ", vela_test_status($got), " | ", vela_test_body($got), ", left: ",
    count(vela_forms_leftovers($tmp)), "\n";
$broken = str_replace("Content-Type: text/plain\r\n\r\ntwo", "Content-Type text/plain\r\n\r\ntwo", $two);
$got = vela_forms_post($srv, $type, $broken);
echo "broken header: ", vela_test_status($got), " | ", vela_test_body($got), ", left: ",
    count(vela_forms_leftovers($tmp)), "\n";
foreach (['', 'a[__Host-x]', 'a' . str_repeat('[x]', 65)] as $name) {
    $got = vela_forms_post($srv, $type, vela_forms_multipart([['f', 'one', 'a.txt'], [$name, 'two', 'b.txt']]));
    echo "a file named ", json_encode($name), ": ", vela_test_status($got), " | ", vela_test_body($got),
        ", left: ", count(vela_forms_leftovers($tmp)), "\n";
}
$got = vela_forms_post($srv, 'multipart/form-data', $two);
echo "no boundary: ", vela_test_status($got), " | ", vela_test_body($got), "\n";
$got = vela_forms_post($srv, 'multipart/form-data; boundary=' . str_repeat('b', 71), $two);
echo "boundary too long: ", vela_test_status($got), "\n";

$got = vela_forms_post($srv, $type, $two);
echo "and the server goes on: ", vela_test_body($got), ", left: ", count(vela_forms_leftovers($tmp)), "\n";
[, , $err] = vela_test_stop($srv);
var_dump(str_contains($err, 'after reading 2 files'));
vela_forms_cleanup($tmp);
?>
--EXPECT--
handler throws: HTTP/1.1 500 Internal Server Error, left: 0
handler moves one: moved, kept: one, left: 0
client leaves mid-handler, left: 0
client leaves mid-body, left: 0
truncated: HTTP/1.1 400 Bad Request | The multipart body is malformed: the body ends before its closing boundary, left: 0
broken header: HTTP/1.1 400 Bad Request | The multipart body is malformed: a part's header line is malformed, left: 0
a file named "": HTTP/1.1 400 Bad Request | The multipart body is malformed: a file cannot be stored under its field name, left: 0
a file named "a[__Host-x]": HTTP/1.1 400 Bad Request | The multipart body is malformed: a file cannot be stored under its field name, left: 0
a file named "a[x][x][x][x][x][x][x][x][x][x][x][x][x][x][x][x][x][x][x][x][x][x][x][x][x][x][x][x][x][x][x][x][x][x][x][x][x][x][x][x][x][x][x][x][x][x][x][x][x][x][x][x][x][x][x][x][x][x][x][x][x][x][x][x][x]": HTTP/1.1 400 Bad Request | The multipart body is malformed: a file cannot be stored under its field name, left: 0
no boundary: HTTP/1.1 400 Bad Request | The multipart/form-data Content-Type has no valid boundary
boundary too long: HTTP/1.1 400 Bad Request
and the server goes on: ok, left: 0
bool(true)
