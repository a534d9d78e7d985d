<?php

declare(strict_types=1);

namespace App\Middleware;

use Vela\Http\Middleware;
use Vela\Http\Next;
use Vela\Http\Request;

/** A typical small middleware: lets the request through and stamps the response. */
final class Timing implements Middleware
{
    public function process(Request $request, Next $next): mixed
    {
        $response = $next($request);
        $response->header('X-Bench', '1');
        return $response;
    }
}
