<?php

declare(strict_types=1);

namespace App\Middleware;

use Vela\Http\Middleware;
use Vela\Http\Next;
use Vela\Http\Request;
use Vela\Http\Response;

/** The WebSocket route's auth: without ?token=secret the answer is 401, before any upgrade. */
final class RequireToken implements Middleware
{
    public function process(Request $request, Next $next): mixed
    {
        if ($request->query('token') !== 'secret') {
            return Response::text("token required\n", 401);
        }
        return $next($request);
    }
}
