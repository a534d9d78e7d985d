<?php

declare(strict_types=1);

namespace App\Controller;

use App\Service\Greeter;
use Vela\Attribute\Controller;
use Vela\Attribute\Get;
use Vela\Attribute\Query;

#[Controller]
final class HomeController
{
    public function __construct(private Greeter $greeter)
    {
    }

    #[Get('/', name: 'home')]
    public function index(): string
    {
        return '<h1>' . htmlspecialchars($this->greeter->greet('world')) . '</h1>';
    }

    /** A JSON route with a path parameter and an optional query parameter. */
    #[Get('/hello/{name}', name: 'hello')]
    public function hello(string $name, #[Query] ?string $lang = null): array
    {
        return ['message' => $this->greeter->greet($name), 'lang' => $lang ?? 'en'];
    }

    /** {id} only matches digits and arrives as an int. */
    #[Get('/users/{id}', name: 'users.show')]
    public function user(int $id): array
    {
        return ['id' => $id];
    }
}
