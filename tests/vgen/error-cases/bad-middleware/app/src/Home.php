<?php
namespace App;

use Vela\Attribute\{Controller, Get, Middleware, Route};

interface Guard {}

#[Controller, Middleware(Auht::class, \Vela\Middleware\Cors::class)]
final class Home
{
    #[Get('/'), Middleware([Guard::class, 'App\Home'])]
    public function index(): string { return ''; }

    #[Route(methods: 'GET', path: 5)]
    public function bad(): string { return ''; }

    #[Get('/x')]
    private function hidden(): string { return ''; }
}
