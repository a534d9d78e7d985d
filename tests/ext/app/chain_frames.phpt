--TEST--
Vela: App: the frames the chain pushes for its calls into PHP (global middleware, route middleware, the action) are popped, at every depth of the VM stack, across its page boundaries too
--EXTENSIONS--
vela
--SKIPIF--
<?php if (getenv('VELA_VALGRIND')) die('skip 9 million nested calls: too slow under valgrind (the ASan pass runs it)'); ?>
--FILE--
<?php
require __DIR__ . '/notes.inc';
$root = notes_compile();
eval(notes_boot($root));
$client = new Vela\Testing\Client($app);

// Each request runs at a deeper point of this context's VM stack, so that some frame the chain
// pushes is the first of a new stack page: a frame left behind there corrupts the stack (a
// crash) when the frames below it are popped.
function nest(int $depth, callable $f): mixed
{
    return $depth === 0 ? $f() : nest($depth - 1, $f);
}
$requests = [
    ['DELETE', '/notes/5', ['Authorization' => 'Bearer good']], // a route middleware, then a 404
    ['DELETE', '/notes/5', []],                                  // the route middleware answers 403
    ['GET', '/notes/9', ['Accept' => 'application/json']],       // the action throws: a 404
];
$statuses = [];
for ($depth = 0; $depth < 3000; $depth++) {
    [$method, $path, $headers] = $requests[$depth % 3];
    $statuses[nest($depth, fn () => $client->get('/notes')->status())] = true; // two global middleware, no arguments
    $statuses[nest($depth, fn () => $client->request($method, $path, $headers)->status())] = true;
}
ksort($statuses);
echo implode(' ', array_keys($statuses)), "\n";
?>
--EXPECT--
200 403 404
