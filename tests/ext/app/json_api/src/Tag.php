<?php
namespace App;

use Vela\Http\{Next, Request};

/** Adds X-Tag: its #[Middleware] arguments as JSON, one header line per route middleware. */
final class Tag
{
    public function process(Request $request, Next $next, array $args = []): mixed
    {
        return $next($request)->addHeader('X-Tag', json_encode($args));
    }
}
