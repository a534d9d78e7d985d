--TEST--
Vela: Psr: with PSR-15 present but no PSR-15 middleware in the app, the bridge loads no PSR-7 code and Vela's own middleware runs as before
--EXTENSIONS--
vela
--SKIPIF--
<?php if (!is_file('/usr/share/php/Nyholm/Psr7/autoload.php')) die('skip needs php-nyholm-psr7 (scripts/install-deps)'); ?>
--FILE--
<?php
require __DIR__ . '/psr.inc';
$notes = notes_compile(); // tests/ext/app/notes: Vela middleware only
eval(psr_boot($notes));   // Nyholm's autoloader registered, as in an app that has it installed
$client = new Vela\Testing\Client($app);
psr_show('notes', $client->get('/notes/1', ['X-Request-Id' => 'r1']));
psr_show('notes, route middleware', $client->delete('/notes/1'));
echo 'Vela\Psr\RequestHandler: ', class_exists('Vela\Psr\RequestHandler', false) ? 'declared' : 'not declared', "\n";
echo 'a PSR-17 factory: ', class_exists('Nyholm\Psr7\Factory\Psr17Factory', false) ? 'loaded' : 'not loaded', "\n";
?>
--EXPECT--
notes => 200 OK
  Content-Type: application/json
  Access-Control-Allow-Origin: *
  X-Request-Id: r1
  {"id":1,"title":"first"}
notes, route middleware => 403 Forbidden
  Content-Type: text/plain; charset=utf-8
  Access-Control-Allow-Origin: *
  X-Request-Id: req-1
  a good token is needed
Vela\Psr\RequestHandler: declared
a PSR-17 factory: not loaded
