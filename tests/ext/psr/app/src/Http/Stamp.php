<?php
namespace App\Http;

use Vela\Http\{Middleware, Next, Request};

/** A Vela middleware below the PSR-15 one: sees its request changes, adds a header of its own. */
final class Stamp implements Middleware
{
    public function process(Request $request, Next $next): mixed
    {
        $request->setAttribute('drop', 'me');
        $request->setAttribute('stamp', 'via ' . $request->header('x-via', 'nothing'));
        return $next($request)->header('X-Stamp', (string) $request->attribute('cors', 'unset'));
    }
}
