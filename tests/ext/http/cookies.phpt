--TEST--
Vela: Http\Request: cookies() and cookie() agree on every name, numeric ones included; the first value wins
--EXTENSIONS--
vela
--FILE--
<?php
require __DIR__ . '/server.inc';
$srv = vela_test_server('
    return Vela\Http\Response::json(["all" => $request->cookies(), "one" => $request->cookie("1"),
        "a" => $request->cookie("a"), "missing" => $request->cookie("x", "dflt")]);');
$got = vela_test_raw($srv, "GET / HTTP/1.1\r\nHost: t\r\nConnection: close\r\n"
    . "Cookie: 1=first; a=x+y%21; 1=second;  a=late; =noname; novalue; b=\r\n\r\n");
echo vela_test_body($got), "\n";
vela_test_stop($srv);
?>
--EXPECT--
{"all":{"1":"first","a":"x y!","b":""},"one":"first","a":"x y!","missing":"dflt"}
