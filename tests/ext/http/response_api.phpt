--TEST--
Vela: Http\Response: helpers, headers, cookies; CR or LF in a header throws
--EXTENSIONS--
vela
--FILE--
<?php
use Vela\Http\Response;

$r = new Response('body', 201, ['X-One' => '1', 'X-Many' => ['a', 'b']]);
echo $r->status(), ' ', $r->reason(), ' ', $r->body(), "\n";
$r->header('x-one', 'replaced')->addHeader('X-Many', 'c')->setStatus(299, 'Fine');
echo json_encode($r->headers()), ' ', $r->getHeader('X-ONE'), ' ', $r->reason(), "\n";
$r->removeHeader('X-MANY');
echo json_encode($r->headers()), "\n";
$r->cookie('sid', 'a b;c', ['path' => '/', 'httponly' => true, 'secure' => true, 'samesite' => 'Lax', 'max_age' => 60]);
echo $r->getHeader('Set-Cookie'), "\n";
$r->cookie('two', 'x', ['expires' => 784111777, 'domain' => 'example.com', 'secure' => false]);
echo $r->headers()['Set-Cookie'][1], "\n";

echo Response::json(['a' => 1, 'b' => 'é'], 200, JSON_UNESCAPED_UNICODE)->body(), ' ',
    Response::json([])->getHeader('content-type'), "\n";
echo Response::html('<p>')->getHeader('Content-Type'), ' | ', Response::text('t')->getHeader('Content-Type'), "\n";
$redirect = Response::redirect('/elsewhere', 301);
echo $redirect->status(), ' ', $redirect->getHeader('Location'), "\n";

foreach ([
    fn () => $r->header('X-Bad', "a\r\nSet-Cookie: evil=1"),
    fn () => $r->header("X-Bad\n", 'a'),
    fn () => $r->addHeader('X-Bad', "line\nbreak"),
    fn () => new Response('', 200, ['X' => "a\rb"]),
    fn () => Response::redirect("/x\r\nX-Evil: 1"),
    fn () => $r->setStatus(42),
    fn () => $r->cookie('a=b', 'c'),
    fn () => $r->cookie('a', 'c', ['bogus' => 1]),
    fn () => $r->write('chunk'),
    fn () => Response::file('/nonexistent/file'),
    fn () => Response::json(NAN),
] as $i => $bad) {
    try {
        $bad();
        echo "$i: no exception\n";
    } catch (Vela\Http\Exception $e) {
        echo "$i: ", $e->getMessage(), "\n";
    }
}
var_dump(new Vela\Http\Exception() instanceof Vela\Exception);
?>
--EXPECT--
201 Created body
{"x-one":["replaced"],"X-Many":["a","b","c"]} replaced Fine
{"x-one":["replaced"]}
sid=a%20b%3Bc; Path=/; HttpOnly; Secure; SameSite=Lax; Max-Age=60
two=x; Expires=Sun, 06 Nov 1994 08:49:37 GMT; Domain=example.com
{"a":1,"b":"é"} application/json
text/html; charset=utf-8 | text/plain; charset=utf-8
301 /elsewhere
0: Invalid header "X-Bad": names are tokens; CR, LF and NUL are not allowed
1: Invalid header "X-Bad
": names are tokens; CR, LF and NUL are not allowed
2: Invalid header "X-Bad": names are tokens; CR, LF and NUL are not allowed
3: Invalid header "X": names are tokens; CR, LF and NUL are not allowed
4: Invalid header "Location": names are tokens; CR, LF and NUL are not allowed
5: Invalid HTTP status 42: must be 100..999
6: Invalid cookie name "a=b"
7: Unknown cookie option "bogus"
8: write() works only inside the producer of Response::stream() while it is sent
9: Not a readable file: /nonexistent/file
10: Cannot encode the response data as JSON
bool(true)
