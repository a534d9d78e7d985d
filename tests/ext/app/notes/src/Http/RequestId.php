<?php
namespace App\Http;

use Vela\Http\{Middleware, Next, Request};

final class RequestId implements Middleware
{
    private int $next = 0;

    public function process(Request $request, Next $next): mixed
    {
        $id = $request->header('x-request-id') ?? 'req-' . ++$this->next;
        $request->setAttribute('request_id', $id);
        return $next($request)->header('X-Request-Id', $id);
    }
}
