<?php
namespace App;

use Vela\Attribute\{Body, Controller, Get, Post, Query};
use Vela\Http\NotFoundException;

/** A JSON API (config/app.php 'json_api' => true): every error is problem+json (tests/ext/app/json_api.phpt). */
#[Controller]
final class ApiController
{
    #[Get('/links')]
    public function list(#[Query] int $page = 1): array
    {
        return ['page' => $page];
    }

    #[Post('/links')]
    public function create(#[Body] NewLink $link): array
    {
        return ['url' => $link->url];
    }

    #[Get('/links/{slug}')]
    public function show(string $slug): array
    {
        throw new NotFoundException("no link $slug");
    }

    #[Get('/bug')]
    public function bug(): array
    {
        throw new \LogicException('a bug');
    }
}
