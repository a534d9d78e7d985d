--TEST--
Vela: Psr: without PSR-15 (no PSR-15 interfaces, no PSR-7) Vela\App serves as before and declares and loads nothing of the bridge
--EXTENSIONS--
vela
--SKIPIF--
<?php
if (extension_loaded('psr')) die('skip the psr extension is loaded: PSR-15 is present');
?>
--FILE--
<?php
require __DIR__ . '/psr.inc';
$notes = notes_compile(); // tests/ext/app/notes: Vela middleware only
eval(notes_boot($notes));
$client = new Vela\Testing\Client($app);
psr_show('notes, no PSR anywhere', $client->get('/notes/1', ['X-Request-Id' => 'r1']));
foreach (['Vela\Psr\RequestHandler', 'Psr\Http\Server\MiddlewareInterface', 'Psr\Http\Message\ResponseInterface'] as $name) {
    echo $name, ': ', class_exists($name, false) || interface_exists($name, false) ? 'declared' : 'not declared', "\n";
}

?>
--EXPECT--
notes, no PSR anywhere => 200 OK
  Content-Type: application/json
  Access-Control-Allow-Origin: *
  X-Request-Id: r1
  {"id":1,"title":"first"}
Vela\Psr\RequestHandler: not declared
Psr\Http\Server\MiddlewareInterface: not declared
Psr\Http\Message\ResponseInterface: not declared
