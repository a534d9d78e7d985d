<?php

declare(strict_types=1);

namespace App\Controller;

use App\Middleware\Timing;
use Vela\Attribute\Controller;
use Vela\Attribute\Get;
use Vela\Attribute\Middleware;
use Vela\Pg\Pool;

/**
 * bench/app: the TechEmpower answers through the whole framework — the C
 * router, a middleware, the generated binder and a container-built
 * controller with the pg.default pool injected — to compare with a bare
 * Vela\Http\Server handler doing the same work.
 */
#[Controller('/bench')]
#[Middleware(Timing::class)]
final class BenchController
{
    public function __construct(private Pool $db)
    {
    }

    #[Get('/json', name: 'bench.json')]
    public function json(): array
    {
        return ['message' => 'Hello, World!'];
    }

    #[Get('/db', name: 'bench.db')]
    public function db(): array
    {
        return $this->db->queryOne('SELECT id, randomnumber FROM world WHERE id = $1', [mt_rand(1, 10000)]);
    }
}
