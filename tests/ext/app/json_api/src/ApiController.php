<?php
namespace App;

use Vela\Attribute\{Body, Controller, Cookie, Get, Header, Post, Query};
use Vela\Http\NotFoundException;
use Vela\Validation\{Choice, Length, Range, Regex};

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

    /** Constraints on query, header and cookie parameters: every failure together, empty is the default. */
    #[Get('/search')]
    public function search(
        #[Query, Range(min: 1, max: 100)] int $perPage = 20,
        #[Query('q'), Length(min: 2)] ?string $term = null,
        #[Header('X-Tenant'), Regex('/^[a-z]+$/D')] string $tenant = 'main',
        #[Query, Choice(['asc', 'desc'])] string $order = 'asc',
        #[Query] int $page = 1,
        #[Cookie('sid'), Length(min: 4)] ?string $session = null,
    ): array {
        return ['perPage' => $perPage, 'term' => $term, 'tenant' => $tenant, 'order' => $order, 'page' => $page,
            'session' => $session];
    }

    #[Get('/bug')]
    public function bug(): array
    {
        throw new \LogicException('a bug');
    }
}
