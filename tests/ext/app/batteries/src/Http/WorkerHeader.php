<?php
namespace App\Http;

use Vela\Http\{Middleware, Next, Request, Response};

// Global, so it also marks the 429s: which worker answered.
final class WorkerHeader implements Middleware
{
    public function process(Request $request, Next $next): Response
    {
        return $next($request)->header('X-Worker', (string) getmypid());
    }
}
