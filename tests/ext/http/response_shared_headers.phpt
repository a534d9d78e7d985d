--TEST--
Vela: Http\Response: factory responses share their header store until one is changed
--EXTENSIONS--
vela
--FILE--
<?php
use Vela\Http\Response;

function show(string $label, Response $r): void
{
    echo $label, ': ', json_encode($r->headers()), "\n";
}

$a = Response::json([1]);
$b = Response::json([2]);
$a->addHeader('content-type', 'text/x-extra');
show('a added a value', $a);
show('b untouched', $b);

$c = Response::text('t');
$c->header('X-One', '1')->header('Content-Type', 'text/x-replaced');
show('c replaced in place, after an other field', $c);
show('a fresh text', Response::text('t'));

$d = Response::html('<p>');
$snapshot = $d->headers();
$d->removeHeader('CONTENT-TYPE');
show('d removed', $d);
echo 'snapshot kept: ', json_encode($snapshot), "\n";
$d->header('Content-Type', 'text/plain');
show('d set again', $d);
show('a fresh html', Response::html('<p>'));

$e = Response::json(null);
$e->cookie('k', 'v');
show('e with a cookie', $e);
show('a fresh json', Response::json(null));

// Many responses alive at once, each changed differently.
$many = [];
for ($i = 0; $i < 4; $i++) {
    $many[$i] = Response::json($i);
    if ($i % 2) {
        $many[$i]->addHeader('Content-Type', "v$i");
    }
}
foreach ($many as $i => $r) {
    echo $i, ' ', json_encode($r->headers()), "\n";
}
?>
--EXPECT--
a added a value: {"Content-Type":["application\/json","text\/x-extra"]}
b untouched: {"Content-Type":["application\/json"]}
c replaced in place, after an other field: {"Content-Type":["text\/x-replaced"],"X-One":["1"]}
a fresh text: {"Content-Type":["text\/plain; charset=utf-8"]}
d removed: []
snapshot kept: {"Content-Type":["text\/html; charset=utf-8"]}
d set again: {"Content-Type":["text\/plain"]}
a fresh html: {"Content-Type":["text\/html; charset=utf-8"]}
e with a cookie: {"Content-Type":["application\/json"],"Set-Cookie":["k=v"]}
a fresh json: {"Content-Type":["application\/json"]}
0 {"Content-Type":["application\/json"]}
1 {"Content-Type":["application\/json","v1"]}
2 {"Content-Type":["application\/json"]}
3 {"Content-Type":["application\/json","v3"]}
