<?php

declare(strict_types=1);

namespace App\Controller;

use Vela\Attribute\Controller;
use Vela\Attribute\Get;

#[Controller]
final class HomeController
{
    #[Get('/', name: 'home')]
    public function index(): array
    {
        return ['message' => 'Hello from __VELA_APP__'];
    }

    /** {name} is a path parameter: it arrives as the action's $name. */
    #[Get('/hello/{name}', name: 'hello')]
    public function hello(string $name): array
    {
        return ['message' => "Hello, $name"];
    }
}
