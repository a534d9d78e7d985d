<?php
namespace App;

use Vela\Attribute\{Controller, Get, Middleware, Post};

/** A route group: the prefix and the middleware (with its arguments) of the class apply to every route. */
#[Controller('/admin'), Middleware(Tag::class, scope: 'admin')]
final class AdminController
{
    #[Get('/stats'), Middleware(Tag::class, limit: 10, per: '1s', list: [1, 2.5, true, null, \PHP_INT_MAX])]
    public function stats(): array
    {
        return ['stats' => true];
    }

    #[Post('/reset')]
    public function reset(): array
    {
        return ['reset' => true];
    }
}
