<?php
namespace App\Http;

use Vela\Http\{Middleware, Next, Request};

final class Cors implements Middleware
{
    public function process(Request $request, Next $next): mixed
    {
        return $next($request)->header('Access-Control-Allow-Origin', '*');
    }
}
