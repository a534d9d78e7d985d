--TEST--
Vela: Http\Server: requests with the same target share the string path() returns, and a handler that changes its copy changes no other request's
--EXTENSIONS--
vela
--FILE--
<?php
require __DIR__ . '/server.inc';
// debug_zval_dump's refcount of the path: $p and the argument (2), plus the
// worker's kept path (3) when the request repeats the last target (one with
// a query; a target without one is its own path). Each handler then
// changes its copy, which no later request sees.
$srv = vela_test_server('
    $p = $request->path();
    ob_start();
    debug_zval_dump($p);
    $dump = trim(ob_get_clean());
    $p[1] = "X";
    return Vela\Http\Response::text("$dump $p");');

$fp = vela_test_connect($srv);
$ask = function (string $target) use ($fp): string {
    fwrite($fp, "GET $target HTTP/1.1\r\nHost: x\r\n\r\n");
    return vela_test_body(vela_test_read_responses($fp, 1)[0]);
};
echo $ask('/abc?a=1'), "\n";
echo $ask('/abc?a=1'), "\n";   // the same target: the same path, unchanged
echo $ask('/abd?a=1'), "\n";   // another target: its own path
echo $ask('/abc?a=2'), "\n";   // another query, the same path bytes
echo $ask('/abc?a=2'), "\n";
echo $ask('/abc'), "\n";       // no query: the target itself
fclose($fp);
[$code] = vela_test_stop($srv);
echo "exit $code\n";
?>
--EXPECT--
string(4) "/abc" refcount(3) /Xbc
string(4) "/abc" refcount(3) /Xbc
string(4) "/abd" refcount(3) /Xbd
string(4) "/abc" refcount(3) /Xbc
string(4) "/abc" refcount(3) /Xbc
string(4) "/abc" refcount(4) /Xbc
exit 0
