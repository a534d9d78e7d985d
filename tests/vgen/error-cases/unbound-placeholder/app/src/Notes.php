<?php
namespace App;

use Vela\Attribute\{Controller, Get, Delete};

#[Controller('/notes')]
final class Notes
{
    #[Get('/{noteId}')]
    public function show(int $id): array { return []; }

    #[Delete('/{slug}/tags/{tag}')]
    public function untag(string $slug, int $page = 1): array { return []; }
}
