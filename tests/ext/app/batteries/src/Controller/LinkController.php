<?php
namespace App\Controller;

use Vela\Attribute\{Controller, Get, Middleware, Post};
use Vela\Http\Throttle;

#[Controller]
final class LinkController
{
    #[Post('/links', name: 'links.create'), Middleware(Throttle::class)]
    public function create(): array
    {
        return ['created' => true];
    }

    #[Get('/links/{id}'), Middleware(Throttle::class)]
    public function show(int $id): array
    {
        return ['id' => $id];
    }

    #[Get('/free')]
    public function free(): string
    {
        return 'free';
    }
}
