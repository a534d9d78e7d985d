--TEST--
Vela: Http\Request: every file of a repeated upload field reaches files() (curl -F f=@a -F f=@b) and none is left on disk
--EXTENSIONS--
vela
--SKIPIF--
<?php if (!is_executable('/usr/bin/curl')) die('skip curl not installed'); ?>
--FILE--
<?php
require __DIR__ . '/server.inc';
require __DIR__ . '/forms.inc';
$tmp = vela_forms_tmpdir();
// Each file leaf becomes "name:content:error"; lists and maps keep their shape.
$show = 'function show($node) {
    return isset($node["tmp_name"]) && is_string($node["tmp_name"])
        ? $node["name"] . ":" . file_get_contents($node["tmp_name"]) . ":" . $node["error"]
        : array_map("show", $node);
}';
$srv = vela_test_server('
    return Vela\Http\Response::json(["files" => show($request->files()), "form" => $request->form()]);',
    [], $show);
$src = sys_get_temp_dir() . '/vela-src-' . getmypid();
mkdir($src);
foreach (['a' => 'first', 'b' => 'second', 'c' => 'third'] as $n => $content) {
    file_put_contents("$src/$n.txt", $content);
}
$cases = [
    'repeated plain name' => '-F f=@%1$s/a.txt -F f=@%1$s/b.txt',
    'three times, and a field' => '-F f=@%1$s/a.txt -F title=T -F f=@%1$s/b.txt -F f=@%1$s/c.txt',
    'f[] convention' => '-F "f[]=@%1$s/a.txt" -F "f[]=@%1$s/b.txt"',
    'f[key] convention' => '-F "f[x]=@%1$s/a.txt" -F "f[y][]=@%1$s/b.txt"',
    'f[] then plain f' => '-F "f[]=@%1$s/a.txt" -F "f=@%1$s/b.txt"',
    'plain f then f[k]' => '-F "f=@%1$s/a.txt" -F "f[k]=@%1$s/b.txt"',
    'a single file stays one file' => '-F doc=@%1$s/a.txt',
];
foreach ($cases as $title => $args) {
    $cmd = sprintf("curl -s $args http://127.0.0.1:%2\$d/", $src, $srv['port']);
    echo "$title: ", shell_exec($cmd), "\n";
    echo "  left on disk: ", count(vela_forms_leftovers($tmp)), "\n";
}
vela_test_stop($srv);
array_map('unlink', glob("$src/*"));
rmdir($src);
vela_forms_cleanup($tmp);
?>
--EXPECT--
repeated plain name: {"files":{"f":["a.txt:first:0","b.txt:second:0"]},"form":[]}
  left on disk: 0
three times, and a field: {"files":{"f":["a.txt:first:0","b.txt:second:0","c.txt:third:0"]},"form":{"title":"T"}}
  left on disk: 0
f[] convention: {"files":{"f":["a.txt:first:0","b.txt:second:0"]},"form":[]}
  left on disk: 0
f[key] convention: {"files":{"f":{"x":"a.txt:first:0","y":["b.txt:second:0"]}},"form":[]}
  left on disk: 0
f[] then plain f: {"files":{"f":["a.txt:first:0","b.txt:second:0"]},"form":[]}
  left on disk: 0
plain f then f[k]: {"files":{"f":{"0":"a.txt:first:0","k":"b.txt:second:0"}},"form":[]}
  left on disk: 0
a single file stays one file: {"files":{"doc":"a.txt:first:0"},"form":[]}
  left on disk: 0
