<?php
namespace App;

use Vela\Attribute\{Controller, Get};

#[Controller('/users')]
final class Users
{
    #[Get('/{id:\d+}')]
    public function show(int $id): array { return []; }

    #[Get('/{user}')]
    public function byNumber(int $user): array { return []; }

    #[Get('/{name:[0-9]+}/posts')]
    public function posts(string $name): array { return []; }

    #[Get('/{n}/posts')]
    public function postsToo(int $n): array { return []; }

    #[Get('/{slug:[a-z]+}')]
    public function bySlug(string $slug): array { return []; }
}
