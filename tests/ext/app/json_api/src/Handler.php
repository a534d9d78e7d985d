<?php
namespace App;

use Vela\Http\{ExceptionHandler, Request};

/** Sees every error, the router's 404 and 405 included; answers only when asked to (X-Handle). */
final class Handler implements ExceptionHandler
{
    public function handle(\Throwable $e, Request $request): mixed
    {
        if ($request->header('X-Handle') === null) {
            return null;
        }
        return ['seen' => $e::class, 'status' => property_exists($e, 'status') ? $e->status : null];
    }
}
