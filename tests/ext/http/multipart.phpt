--TEST--
Vela: Http\Server: multipart upload (curl -F) gives form fields and files in temporary files
--EXTENSIONS--
vela
--SKIPIF--
<?php if (!is_executable('/usr/bin/curl')) die('skip curl not installed'); ?>
--FILE--
<?php
require __DIR__ . '/server.inc';
$srv = vela_test_server('
    $files = $request->files();
    $f = $files["doc"];
    return Vela\Http\Response::json([
        "form" => $request->form(),
        "name" => $f["name"], "type" => $f["type"], "size" => $f["size"], "error" => $f["error"],
        "content" => file_get_contents($f["tmp_name"]),
        "tmp_in_tmp" => str_starts_with($f["tmp_name"], sys_get_temp_dir()),
    ]);');
$upload = tempnam(sys_get_temp_dir(), 'up');
file_put_contents($upload, "line 1\r\n--not a boundary\r\nline 3\n");
$cmd = sprintf('curl -s -F title=Report -F "tags[]=a" -F "tags[]=b" -F "doc=@%s;filename=report.txt;type=text/plain" http://127.0.0.1:%d/up',
    $upload, $srv["port"]);
$out = json_decode(shell_exec($cmd), true);
var_dump($out);
unlink($upload);
vela_test_stop($srv);
?>
--EXPECT--
array(7) {
  ["form"]=>
  array(2) {
    ["title"]=>
    string(6) "Report"
    ["tags"]=>
    array(2) {
      [0]=>
      string(1) "a"
      [1]=>
      string(1) "b"
    }
  }
  ["name"]=>
  string(10) "report.txt"
  ["type"]=>
  string(10) "text/plain"
  ["size"]=>
  int(33)
  ["error"]=>
  int(0)
  ["content"]=>
  string(33) "line 1
--not a boundary
line 3
"
  ["tmp_in_tmp"]=>
  bool(true)
}
