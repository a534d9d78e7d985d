--TEST--
Vela: Http\Request: method, uri, path, query, headers, cookies, client address, version, params and attributes
--EXTENSIONS--
vela
--FILE--
<?php
require __DIR__ . '/server.inc';
$srv = vela_test_server('
    $request->setParams(["id" => "42"])->setAttribute("user", ["name" => "ann"]);
    return Vela\Http\Response::json([
        "method" => $request->method(), "uri" => $request->uri(), "path" => $request->path(),
        "qs" => $request->queryString(), "query" => $request->query(), "page" => $request->query("page"),
        "missing" => $request->query("nope", "dflt"),
        "accept" => $request->header("ACCEPT"), "multi" => $request->header("x-multi"),
        "has" => $request->hasHeader("X-Multi"), "absent" => $request->header("x-absent", "none"),
        "cookies" => $request->cookies(), "sid" => $request->cookie("sid"),
        "client" => $request->clientAddress(), "port_ok" => $request->clientPort() > 0,
        "version" => $request->protocolVersion(),
        "id" => $request->param("id"), "params" => $request->params(),
        "user" => $request->attribute("user"), "attrs" => array_keys($request->attributes()),
        "header_names" => array_keys($request->headers()),
    ]);');
$got = vela_test_raw($srv, "PUT /items/7?page=2&tags[]=a&tags[]=b HTTP/1.0\r\nAccept: text/html\r\n"
    . "X-Multi: one\r\nX-Multi: two\r\nCookie: sid=abc%20def; theme=dark\r\nCookie: late=1\r\n\r\n");
var_dump(json_decode(vela_test_body($got), true));
vela_test_stop($srv);
?>
--EXPECT--
array(21) {
  ["method"]=>
  string(3) "PUT"
  ["uri"]=>
  string(33) "/items/7?page=2&tags[]=a&tags[]=b"
  ["path"]=>
  string(8) "/items/7"
  ["qs"]=>
  string(24) "page=2&tags[]=a&tags[]=b"
  ["query"]=>
  array(2) {
    ["page"]=>
    string(1) "2"
    ["tags"]=>
    array(2) {
      [0]=>
      string(1) "a"
      [1]=>
      string(1) "b"
    }
  }
  ["page"]=>
  string(1) "2"
  ["missing"]=>
  string(4) "dflt"
  ["accept"]=>
  string(9) "text/html"
  ["multi"]=>
  string(8) "one, two"
  ["has"]=>
  bool(true)
  ["absent"]=>
  string(4) "none"
  ["cookies"]=>
  array(3) {
    ["sid"]=>
    string(7) "abc def"
    ["theme"]=>
    string(4) "dark"
    ["late"]=>
    string(1) "1"
  }
  ["sid"]=>
  string(7) "abc def"
  ["client"]=>
  string(9) "127.0.0.1"
  ["port_ok"]=>
  bool(true)
  ["version"]=>
  string(3) "1.0"
  ["id"]=>
  string(2) "42"
  ["params"]=>
  array(1) {
    ["id"]=>
    string(2) "42"
  }
  ["user"]=>
  array(1) {
    ["name"]=>
    string(3) "ann"
  }
  ["attrs"]=>
  array(1) {
    [0]=>
    string(4) "user"
  }
  ["header_names"]=>
  array(3) {
    [0]=>
    string(6) "accept"
    [1]=>
    string(7) "x-multi"
    [2]=>
    string(6) "cookie"
  }
}
