<?php
namespace App;

use Vela\Attribute\{Get, Route};

final class Admin
{
    #[Route(['POST', 'GET'], '/users/{user}')]
    public function user(int $user): array { return []; }

    #[Get('/admin/me', name: 'me')]
    public function me(): array { return []; }
}
