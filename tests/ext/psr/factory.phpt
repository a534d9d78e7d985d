--TEST--
Vela: Psr: the PSR-17 factory is the app's one class implementing Psr\Http\Message\ServerRequestFactoryInterface (a container service under that id), else Nyholm's
--EXTENSIONS--
vela
--SKIPIF--
<?php if (!is_file('/usr/share/php/Nyholm/Psr7/autoload.php')) die('skip needs php-nyholm-psr7 (scripts/install-deps)'); ?>
--FILE--
<?php
require __DIR__ . '/psr.inc';
$app_dir = sys_get_temp_dir() . '/vela-psr-factory-' . getmypid();
register_shutdown_function(fn () => exec('rm -rf ' . escapeshellarg($app_dir)));
exec('cp -r ' . escapeshellarg(__DIR__ . '/app') . ' ' . escapeshellarg($app_dir));
file_put_contents("$app_dir/src/Http/CountingFactory.php", <<<'PHP'
<?php
namespace App\Http;

use Nyholm\Psr7\Factory\Psr17Factory;
use Psr\Http\Message\{ResponseInterface, ServerRequestFactoryInterface, ServerRequestInterface};

/** The app's own PSR-17 factory (its one ServerRequestFactoryInterface): Nyholm's, counting what the bridge makes. */
final class CountingFactory extends Psr17Factory implements ServerRequestFactoryInterface
{
    public static array $made = [];

    public function createServerRequest(string $method, $uri, array $serverParams = []): ServerRequestInterface
    {
        self::$made[] = "server request $method $uri";
        return parent::createServerRequest($method, $uri, $serverParams);
    }

    public function createResponse(int $code = 200, string $reasonPhrase = ''): ResponseInterface
    {
        self::$made[] = "response $code";
        return parent::createResponse($code, $reasonPhrase);
    }
}
PHP);
$root = notes_compile($app_dir);
eval(psr_boot($root));
$client = new Vela\Testing\Client($app);
psr_show('bound factory', $client->get('/hello/ann', ['Authorization' => 'Bearer good']));
echo implode("\n", App\Http\CountingFactory::$made), "\n";
?>
--EXPECT--
bound factory => 200 OK
  Content-Type: application/json
  X-Stamp: checked
  Access-Control-Allow-Origin: *
  Vary: Origin
  {"name":"ann","via":"cors","attributes":{"cors":"checked","stamp":"via cors","user":"alice"},"query":[]}
server request GET http://localhost/hello/ann
server request GET http://localhost/hello/ann
response 200
response 200
