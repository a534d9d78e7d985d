--TEST--
Vela: Psr: PSR-15 middleware (global and per route) in Vela's chain: the PSR-7 request it sees, its request changes seen below, short-circuit, its response headers on Vela's answers, a PSR-7 response from an action, a PSR-15 request handler as a route's action, uploads as PSR-7 uploaded files
--EXTENSIONS--
vela
--SKIPIF--
<?php if (!is_file('/usr/share/php/Nyholm/Psr7/autoload.php')) die('skip needs php-nyholm-psr7 (scripts/install-deps)'); ?>
--FILE--
<?php
require __DIR__ . '/psr.inc';
$root = notes_compile(__DIR__ . '/app');
eval(psr_boot($root));
$client = new Vela\Testing\Client($app);

psr_show('no token (Auth short-circuits)', $client->get('/hello/bob'));
psr_show('with the token', $client->get('/hello/bob?x=1&y[]=2', ['Authorization' => 'Bearer good', 'Origin' => 'http://a.test']));
psr_show('preflight (Cors short-circuits)', $client->options('/hello/x', ['Access-Control-Request-Method' => 'GET']));
psr_show('no route', $client->get('/nope'));
psr_show('PSR-7 response from an action', $client->get('/psr'));
psr_show('form body', $client->request('POST', '/echo', ['Content-Type' => 'application/x-www-form-urlencoded'], 'a=1&b=2'));

psr_show('a PSR-15 request handler as the action', $client->get('/greet/ann?x=5'));
$b = 'XyZ';
$multipart = "--$b\r\nContent-Disposition: form-data; name=\"title\"\r\n\r\nnotes\r\n"
    . "--$b\r\nContent-Disposition: form-data; name=\"one\"; filename=\"a.txt\"\r\nContent-Type: text/plain\r\n\r\nfirst file\r\n"
    . "--$b\r\nContent-Disposition: form-data; name=\"docs[]\"; filename=\"../../etc/b.csv\"\r\nContent-Type: text/csv\r\n\r\nx,y\r\n"
    . "--$b\r\nContent-Disposition: form-data; name=\"docs[]\"; filename=\"c.bin\"\r\nContent-Type: application/octet-stream\r\n\r\n\x00\x01\r\n"
    . "--$b--\r\n";
$up = $client->request('POST', '/upload', ['Content-Type' => "multipart/form-data; boundary=$b"], $multipart);
echo 'uploads as PSR-7: ', $up->status(), ' ', str_replace('\u0000\u0001', '<00 01>', $up->body()), "\n";

echo "-- what a PSR-15 middleware is given\n";
$r = $client->request('POST', '/probe/7?a=1&list[]=x', ['Content-Type' => 'application/json', 'Cookie' => 'k=v; k2=v2', 'X-Twice' => 'one'], '{"j":[1,2]}');
echo $r->status(), ' ', json_encode(json_decode($r->body()), JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES), "\n";
$form = json_decode($client->request('POST', '/probe/8', ['Content-Type' => 'application/x-www-form-urlencoded'], 'f=1&g[]=2')->body(), true);
echo 'form: ', json_encode($form['parsed']), ' ', json_encode($form['body']), "\n";
$bad = json_decode($client->request('POST', '/probe/9', ['Content-Type' => 'application/json'], '{nope')->body(), true);
echo 'invalid JSON: parsed ', json_encode($bad['parsed']), "\n";

echo "-- a request the PSR-15 middleware changed, as the chain below sees it\n";
echo $client->request('POST', '/rewritten?q=old', ['Content-Type' => 'text/plain'], 'original')->body(), "\n";

echo "-- a handler kept after its request\n";
try {
    App\Http\Probe::$kept->handle(new Nyholm\Psr7\ServerRequest('GET', '/'));
} catch (Vela\Exception $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
var_dump(App\Http\Probe::$kept instanceof Psr\Http\Server\RequestHandlerInterface);
?>
--EXPECT--
no token (Auth short-circuits) => 401 Go Away
  WWW-Authenticate: Bearer
  X-Stamp: checked
  Access-Control-Allow-Origin: *
  Vary: Origin
  {"error":"who are you?"}
with the token => 200 OK
  Content-Type: application/json
  X-Stamp: checked
  Access-Control-Allow-Origin: http://a.test
  Vary: Origin
  {"name":"bob","via":"cors","attributes":{"cors":"checked","stamp":"via cors","user":"alice"},"query":{"x":"1","y":["2"]}}
preflight (Cors short-circuits) => 204 No Content
  Access-Control-Allow-Origin: *
  Access-Control-Allow-Methods: GET, POST
  
no route => 404 Not Found
  Content-Type: text/plain; charset=utf-8
  X-Stamp: checked
  Access-Control-Allow-Origin: *
  Vary: Origin
  Not Found
PSR-7 response from an action => 201 Created
  Content-Type: text/plain
  X-Multi: a | b
  Set-Cookie: a=1 | b=2
  X-Stamp: checked
  Access-Control-Allow-Origin: *
  Vary: Origin
  made by nyholm
form body => 200 OK
  Content-Type: application/json
  X-Stamp: checked
  Access-Control-Allow-Origin: *
  Vary: Origin
  {"body":"a=1&b=2","form":{"a":"1","b":"2"},"type":"application\/x-www-form-urlencoded"}
a PSR-15 request handler as the action => 200 OK
  Content-Type: text/plain
  X-Stamp: checked
  Access-Control-Allow-Origin: *
  Vary: Origin
  hello ann via GET /greet/ann, x=5
uploads as PSR-7: 200 {"files":{"one":["a.txt","text\/plain",10,0,"first file"],"docs":[["b.csv","text\/csv",3,0,"x,y"],["c.bin","application\/octet-stream",2,0,"<00 01>"]]},"fields":{"title":"notes"}}
-- what a PSR-15 middleware is given
200 {
    "class": "Nyholm\\Psr7\\ServerRequest",
    "handler": "Vela\\Psr\\RequestHandler",
    "method": "POST",
    "uri": "http://localhost/probe/7?a=1&list%5B%5D=x",
    "protocol": "1.1",
    "headers": {
        "content-type": [
            "application/json"
        ],
        "cookie": [
            "k=v; k2=v2"
        ],
        "x-twice": [
            "one"
        ],
        "host": [
            "localhost"
        ],
        "content-length": [
            "11"
        ],
        "x-via": [
            "cors"
        ]
    },
    "query": {
        "a": "1",
        "list": [
            "x"
        ]
    },
    "cookies": {
        "k": "v",
        "k2": "v2"
    },
    "body": "{\"j\":[1,2]}",
    "parsed": {
        "j": [
            1,
            2
        ]
    },
    "attributes": {
        "id": "7",
        "cors": "checked",
        "drop": "me",
        "stamp": "via cors"
    },
    "server": {
        "REQUEST_METHOD": "POST",
        "REQUEST_URI": "/probe/7?a=1&list%5B%5D=x",
        "QUERY_STRING": "a=1&list%5B%5D=x",
        "SERVER_PROTOCOL": "HTTP/1.1"
    }
}
form: {"f":"1","g":["2"]} "f=1&g[]=2"
invalid JSON: parsed null
-- a request the PSR-15 middleware changed, as the chain below sees it
{"method":"PUT","query":{"q":"new"},"body":"c=3","form":{"c":"3","parsed":"by psr"},"uri":"\/rewritten?q=old"}
-- a handler kept after its request
Vela\Exception: this handler belongs to no request
bool(true)
