--TEST--
Vela: Psr: a PSR-15 middleware with no PSR-17 factory to be had (no Nyholm autoloader, none in the container) is a 500 whose log says what to install
--EXTENSIONS--
vela
--FILE--
<?php
require __DIR__ . '/psr.inc';
$root = notes_compile(__DIR__ . '/app');
require PSR_15;           // PSR-15 is there ...
eval(notes_boot($root)); // ... with the app's classes only: Nyholm is not autoloadable
$client = new Vela\Testing\Client($app);
$r = $client->get('/nope');
echo $r->status(), "\n";
echo 'Nyholm: ', class_exists('Nyholm\Psr7\Factory\Psr17Factory') ? 'loadable' : 'not loadable', "\n";
?>
--EXPECTF--
%AVela\Exception: PSR-15 middleware needs a PSR-17 factory: install nyholm/psr7 (Debian: php-nyholm-psr7) or give the app a class implementing Psr\Http\Message\ServerRequestFactoryInterface%A
500
Nyholm: not loadable
