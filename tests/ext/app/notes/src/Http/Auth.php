<?php
namespace App\Http;

use Vela\Http\{ForbiddenException, Middleware, Next, Request};

final class Auth implements Middleware
{
    public function process(Request $request, Next $next): mixed
    {
        if ($request->header('authorization') !== 'Bearer good') {
            throw new ForbiddenException('a good token is needed');
        }
        return $next($request);
    }
}
