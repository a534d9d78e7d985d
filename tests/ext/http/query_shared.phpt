--TEST--
Vela: Http\Server: requests with the same query string share its parsed array, and a handler that changes its copy changes no other request's
--EXTENSIONS--
vela
--FILE--
<?php
require __DIR__ . '/server.inc';
// The first request's query array is kept in a static. debug_zval_dump's
// refcount counts the request's reference, the worker's last query, $q and
// the argument (4; 3 if nothing were shared), and the static too (5) when
// it is the very same array: a later request with the same query bytes gets
// it, a different query its own. Each handler then changes its copy, which
// no later request sees.
$srv = vela_test_server('
    static $first = null;
    try {
        $q = $request->query();
    } catch (Vela\Http\Exception $e) {
        return Vela\Http\Response::text("refused: " . $e->getMessage());
    }
    $first ??= $q;
    ob_start();
    debug_zval_dump($q);
    $dump = preg_replace("/\s+/", " ", ob_get_clean());
    $q["a"][] = "added";
    $q["new"] = 1;
    return Vela\Http\Response::text($dump);', ['max_form_fields' => 3]);

$fp = vela_test_connect($srv);
$ask = function (string $target) use ($fp): string {
    fwrite($fp, "GET $target HTTP/1.1\r\nHost: x\r\n\r\n");
    return vela_test_body(vela_test_read_responses($fp, 1)[0]);
};
echo $ask('/a?a[]=1&b=2'), "\n";
echo $ask('/b?a[]=1&b=2'), "\n";   // the same query on another path: shared, unchanged
echo $ask('/a?a[]=1&b=3'), "\n";   // another query: its own array
echo $ask('/a?a[]=1&b=2'), "\n";   // the first again: parsed anew (only the last is kept)
echo $ask('/a?a[]=1&b=2'), "\n";   // and now shared
echo $ask('/a?x=1&y=2&z=3&w=4'), "\n";   // over max_form_fields: refused
echo $ask('/a?x=1&y=2&z=3&w=4'), "\n";   // refused again, not taken from a cache
echo $ask('/a?a[]=1&b=2'), "\n";
fclose($fp);
[$code] = vela_test_stop($srv);
echo "exit $code\n";
?>
--EXPECT--
array(2) refcount(5){ ["a"]=> array(1) refcount(1){ [0]=> string(1) "1" interned } ["b"]=> string(1) "2" interned } 
array(2) refcount(5){ ["a"]=> array(1) refcount(1){ [0]=> string(1) "1" interned } ["b"]=> string(1) "2" interned } 
array(2) refcount(4){ ["a"]=> array(1) refcount(1){ [0]=> string(1) "1" interned } ["b"]=> string(1) "3" interned } 
array(2) refcount(4){ ["a"]=> array(1) refcount(1){ [0]=> string(1) "1" interned } ["b"]=> string(1) "2" interned } 
array(2) refcount(4){ ["a"]=> array(1) refcount(1){ [0]=> string(1) "1" interned } ["b"]=> string(1) "2" interned } 
refused: The query has more than max_form_fields (3) fields
refused: The query has more than max_form_fields (3) fields
array(2) refcount(4){ ["a"]=> array(1) refcount(1){ [0]=> string(1) "1" interned } ["b"]=> string(1) "2" interned } 
exit 0
