<?php
namespace App;

use Vela\Attribute\{Controller, Get, Middleware, Post, RequireScope};
use Vela\Auth\{Authenticate, Principal};

#[Controller('/links')]
final class LinkController
{
    #[Get('/open')]
    public function open(?Principal $who): array
    {
        return ['who' => $who?->id];
    }

    #[Get('/mine'), Middleware(Authenticate::class)]
    public function mine(Principal $who): array
    {
        return ['who' => $who->id, 'scopes' => $who->scopes, 'name' => $who->claims['name'] ?? null];
    }

    #[Post('/'), RequireScope('links:write')]
    public function create(Principal $who): array
    {
        return ['created_by' => $who->id];
    }
}
