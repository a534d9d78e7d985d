<?php
namespace App\Controller;

use Vela\Attribute\Controller;
use Vela\Attribute\Get;

#[Controller('/notes')]
final class Notes
{
    #[Get('/{id}')]
    public function show(int $id): array { return []; }

    #[Delete('/{id}')]
    public function delete(int $id): void {}

    #[Get('/search')]
    public function search(#[Query] string $q, #[\Vela\Attribute\Hedaer('X-Page')] int $page): array { return []; }

    #[Get('/other'), \Symfony\Component\Routing\Attribute\Route('/other')]
    public function other(): array { return []; }
}
