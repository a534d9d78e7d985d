<?php
namespace App;

use Vela\Attribute\{Controller, Get, Middleware};
use Vela\Http\{Next, Request};

final class Throttle
{
    public function process(Request $request, Next $next, array $args): mixed { return $next($request); }
}

final class Plain
{
    public function process(Request $request, Next $next): mixed { return $next($request); }
}

#[Controller, Middleware(Throttle::class, Plain::class, limit: 10)]
final class Home
{
    #[Get('/'), Middleware(Plain::class, limit: 10)]
    public function index(): string { return ''; }

    #[Get('/a'), Middleware([Throttle::class], limit: 10)]
    public function a(): string { return ''; }

    #[Get('/b'), Middleware(Throttle::class, limit: 10, per: '1s')]
    public function b(): string { return ''; }
}
