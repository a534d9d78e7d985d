<?php

declare(strict_types=1);

namespace App\Middleware;

use Vela\Http\Middleware;
use Vela\Http\Next;
use Vela\Http\Request;

/** Adds X-Response-Time to every answer (config/middleware.php makes it global); the server adds X-Request-Id. */
final class ResponseTime implements Middleware
{
    public function process(Request $request, Next $next): mixed
    {
        $started = hrtime(true);
        $response = $next($request);
        return $response->header('X-Response-Time', sprintf('%.3fms', (hrtime(true) - $started) / 1e6));
    }
}
