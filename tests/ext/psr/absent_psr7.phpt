--TEST--
Vela: Psr: without PSR-15's interfaces an action's PSR-7 response (userland psr/http-message and Nyholm) becomes a Vela Response, an action may take the PSR-7 request; any other object is still a 500
--EXTENSIONS--
vela
--SKIPIF--
<?php
if (extension_loaded('psr')) die('skip the psr extension is loaded: PSR-15 is present');
if (!is_file('/usr/share/php/Nyholm/Psr7/autoload.php')) die('skip needs php-nyholm-psr7 (scripts/install-deps)');
?>
--FILE--
<?php
require __DIR__ . '/psr.inc';
$root = sys_get_temp_dir() . '/vela-psr-absent-' . getmypid();
register_shutdown_function(fn () => exec('rm -rf ' . escapeshellarg($root)));
@mkdir("$root/src", 0777, true);
@mkdir("$root/config");
file_put_contents("$root/composer.json", '{"autoload": {"psr-4": {"Seven\\\\": "src/"}}}');
file_put_contents("$root/src/Api.php", <<<'PHP'
<?php
namespace Seven;

use Psr\Http\Message\{ResponseInterface, ServerRequestInterface};
use Vela\Attribute\{Controller, Get};

#[Controller]
final class Api
{
    /** A PSR-7 handler: a PSR-7 request in, a PSR-7 response out, no PSR-15 anywhere. */
    #[Get('/handle/{id}')]
    public function handle(ServerRequestInterface $request, int $id): ResponseInterface
    {
        return new \Nyholm\Psr7\Response(200, [], json_encode([get_class($request), $id,
            $request->getAttribute('id'), $request->getQueryParams(), $request->getHeaderLine('X-Seven')]));
    }

    #[Get('/seven')]
    public function seven(): ResponseInterface
    {
        return new \Nyholm\Psr7\Response(202, ['X-Seven' => ['7', 'VII']], 'seven');
    }

    #[Get('/int')]
    public function int(): int
    {
        return 7;
    }
}
PHP);
exec(escapeshellarg(__DIR__ . '/../../../compiler/vgen') . ' compile --quiet ' . escapeshellarg($root) . ' 2>&1', $out, $status);
echo "vgen compile: exit $status ", implode("\n", $out), "\n";
require PSR_NYHOLM;
eval(notes_boot($root, 'Seven'));
$client = new Vela\Testing\Client($app);
psr_show('a PSR-7 response without PSR-15', $client->get('/seven'));
psr_show('a PSR-7 request and response without PSR-15', $client->get('/handle/7?q=1', ['X-Seven' => 'sept']));
echo 'Vela\Psr\RequestHandler: ', class_exists('Vela\Psr\RequestHandler', false) ? 'declared' : 'not declared', "\n";
$r = $client->get('/int');
echo $r->status(), ' ', explode("\n", $r->body())[0], "\n";
?>
--EXPECTF--
vgen compile: exit 0 
a PSR-7 response without PSR-15 => 202 Accepted
  X-Seven: 7 | VII
  seven
a PSR-7 request and response without PSR-15 => 200 OK
  %A
  ["Nyholm\\Psr7\\ServerRequest",7,"7",{"q":"1"},"sept"]
Vela\Psr\RequestHandler: not declared
%AVela\App: the request raised Vela\Exception: an action returned int; expected a Response, a PSR-7 response, an array, a JsonSerializable, a string or null%A
500 %s
