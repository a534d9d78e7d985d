--TEST--
Vela: App: #[Query(lenient: true)]: missing, empty or malformed values leave the default, strict ones answer 400
--EXTENSIONS--
vela
--FILE--
<?php
$vgen = __DIR__ . '/../../../compiler/vgen';
$work = sys_get_temp_dir() . '/vela-lenient-' . getmypid() . '-' . bin2hex(random_bytes(3));
mkdir($work);
register_shutdown_function(fn () => exec('rm -rf ' . escapeshellarg($work)));
exec('cd ' . escapeshellarg($work) . ' && ' . escapeshellarg($vgen) . ' new app 2>&1', $new, $status);
file_put_contents("$work/app/src/Controller/WorldController.php", <<<'PHP'
<?php

declare(strict_types=1);

namespace App\Controller;

use Vela\Attribute\{Controller, Get, Query};

enum Size: string
{
    case Small = 's';
    case Large = 'l';
}

#[Controller]
final class WorldController
{
    #[Get('/queries')]
    public function queries(#[Query(lenient: true)] int $queries = 1, #[Query('size', true)] Size $size = Size::Small): array
    {
        return ['n' => $queries, 'size' => $size->value];
    }

    #[Get('/nullable')]
    public function nullable(#[Query(lenient: true)] ?float $min): array
    {
        return ['min' => $min];
    }

    #[Get('/strict')]
    public function strict(#[Query] int $queries = 1): array
    {
        return ['n' => $queries];
    }
}
PHP);
exec('cd ' . escapeshellarg("$work/app") . ' && ' . escapeshellarg($vgen) . ' compile --quiet 2>&1', $out, $status2);
echo "vgen new, compile: exit $status $status2\n", implode("\n", $out);
$root = "$work/app";
$client = new Vela\Testing\Client(new Vela\App($root, require "$root/bootstrap/app.php"));
foreach (['/queries', '/queries?queries=20', '/queries?queries=foo', '/queries?queries=', '/queries?queries[]=2',
    '/queries?queries=-3', '/queries?queries=9999999999999999999999', '/queries?size=l&queries=5', '/queries?size=x',
    '/nullable', '/nullable?min=1.5', '/nullable?min=abc', '/strict?queries=7', '/strict?queries=foo', '/strict?queries='] as $path) {
    $r = $client->get($path, ['Accept' => 'application/json']);
    echo "$path: ", $r->status(), ' ', $r->body(), "\n";
}
?>
--EXPECT--
vgen new, compile: exit 0 0
/queries: 200 {"n":1,"size":"s"}
/queries?queries=20: 200 {"n":20,"size":"s"}
/queries?queries=foo: 200 {"n":1,"size":"s"}
/queries?queries=: 200 {"n":1,"size":"s"}
/queries?queries[]=2: 200 {"n":1,"size":"s"}
/queries?queries=-3: 200 {"n":-3,"size":"s"}
/queries?queries=9999999999999999999999: 200 {"n":1,"size":"s"}
/queries?size=l&queries=5: 200 {"n":5,"size":"l"}
/queries?size=x: 200 {"n":1,"size":"s"}
/nullable: 200 {"min":null}
/nullable?min=1.5: 200 {"min":1.5}
/nullable?min=abc: 200 {"min":null}
/strict?queries=7: 200 {"n":7}
/strict?queries=foo: 400 {"errors":{"queries":"must be an integer"}}
/strict?queries=: 400 {"errors":{"queries":"must be an integer"}}
