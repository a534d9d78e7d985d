<?php
namespace App;

use Vela\Attribute\{Controller, Get, Route};

#[Controller('/users')]
final class Users
{
    #[Get('/{id}')]
    public function show(int $id): array { return []; }

    #[Get('/me', name: 'me')]
    public function me(): array { return []; }
}
