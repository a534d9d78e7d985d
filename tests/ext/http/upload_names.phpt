--TEST--
Vela: Http\Request: an upload's name is the basename of the client's filename (PHP's $_FILES), the raw value is full_path, so rename($tmp, "$dir/$name") stays in $dir
--EXTENSIONS--
vela
--FILE--
<?php
require __DIR__ . '/server.inc';
require __DIR__ . '/forms.inc';
$tmp = vela_forms_tmpdir();
$base = sys_get_temp_dir() . '/vela-upload-names-' . getmypid();
@mkdir("$base/uploads/in", 0777, true);
// The usual handler: keep the upload under the name the client gave.
$srv = vela_test_server('
    $dir = getenv("UPLOAD_DIR");
    $out = [];
    foreach ($request->files() as $field => $f) {
        $out[$field] = [$f["name"], $f["full_path"]];
        if ($f["error"] === 0 && $f["name"] !== "" && $f["name"] !== "..") {
            rename($f["tmp_name"], "$dir/" . $f["name"]);
        }
    }
    return Vela\Http\Response::json($out);', [], 'putenv("UPLOAD_DIR=' . "$base/uploads/in" . '");');
$body = vela_forms_multipart([
    ['cron', 'x', '../../escaped.txt'],
    ['win', 'x', 'C:\\\\Users\\\\ann\\\\win.txt'],
    ['mixed', 'x', 'a\\\\b/c\\\\mixed.txt'],
    ['plain', 'x', 'plain.txt'],
    ['dir', 'x', 'a/b/'],
    ['dots', 'x', 'a/..'],
]);
$got = vela_forms_post($srv, 'multipart/form-data; boundary=vela-b0undary', $body);
echo vela_test_status($got), "\n";
foreach (json_decode(vela_test_body($got), true) as $field => [$name, $full]) {
    echo "$field: name=", json_encode($name), " full_path=", json_encode($full), "\n";
}
echo "escaped outside: ", file_exists("$base/escaped.txt") ? "yes" : "no", "\n";
$kept = array_values(array_diff(scandir("$base/uploads/in"), ['.', '..']));
echo "kept in the upload dir: ", implode(' ', $kept), "\n";
vela_test_stop($srv);
echo "left in tmp: ", count(vela_forms_leftovers($tmp)), "\n";
vela_forms_cleanup($tmp);
foreach (["$base/escaped.txt", "$base/uploads/escaped.txt"] as $f) {
    @unlink($f);
}
array_map('unlink', glob("$base/uploads/in/*"));
rmdir("$base/uploads/in");
rmdir("$base/uploads");
rmdir($base);
?>
--EXPECT--
HTTP/1.1 200 OK
cron: name="escaped.txt" full_path="..\/..\/escaped.txt"
win: name="win.txt" full_path="C:\\Users\\ann\\win.txt"
mixed: name="mixed.txt" full_path="a\\b\/c\\mixed.txt"
plain: name="plain.txt" full_path="plain.txt"
dir: name="" full_path="a\/b\/"
dots: name=".." full_path="a\/.."
escaped outside: no
kept in the upload dir: escaped.txt mixed.txt plain.txt win.txt
left in tmp: 0
