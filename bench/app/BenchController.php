<?php

declare(strict_types=1);

namespace App\Controller;

use App\Middleware\Timing;
use Vela\Attribute\Controller;
use Vela\Attribute\Get;
use Vela\Attribute\Middleware;

/**
 * bench/app: the TechEmpower answers through the whole framework — the C
 * router, a middleware, the generated binder and a container-built
 * controller — to compare with a bare Vela\Http\Server handler.
 */
#[Controller('/bench')]
#[Middleware(Timing::class)]
final class BenchController
{
    #[Get('/json', name: 'bench.json')]
    public function json(): array
    {
        return ['message' => 'Hello, World!'];
    }
}
