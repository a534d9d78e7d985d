<?php

declare(strict_types=1);

namespace App;

use Vela\Attribute\{Body, Controller, Get, Middleware, Post, RequireScope};
use Vela\Auth\Principal;
use Vela\Http\{ConflictException, NotFoundException, Page, Request, Response, Throttle};
use Vela\Pg\Pool;
use Vela\Redis\Pool as Redis;

#[Controller]
final class LinkController
{
    public function __construct(private Pool $db, private Redis $redis)
    {
    }

    #[Post('/links'), RequireScope('links:write'), Middleware(Throttle::class)]
    public function create(#[Body] NewLink $link, Principal $who): Response
    {
        $slug = $link->slug ?? rtrim(strtr(base64_encode(random_bytes(6)), '+/', '-_'), '=');
        $row = $this->db->queryOne('INSERT INTO links (slug, url, owner) VALUES ($1, $2, $3)
            ON CONFLICT (slug) DO NOTHING RETURNING slug, url', [$slug, $link->url, $who->id])
            ?? throw new ConflictException("the slug $slug is taken");
        return Response::json($row, 201, JSON_UNESCAPED_SLASHES)->header('Location', "/$slug");
    }

    #[Get('/links'), RequireScope('links:read')]
    public function list(Request $request, Principal $who): Page
    {
        return Page::keyset($this->db, 'SELECT id, slug, url FROM links WHERE owner = $1', [$who->id],
            'id', $request, perPage: 20);
    }

    #[Get('/links/{slug}/stats'), RequireScope('links:read')]
    public function stats(string $slug, Principal $who): array
    {
        $this->db->queryValue('SELECT 1 FROM links WHERE slug = $1 AND owner = $2', [$slug, $who->id])
            ?? throw new NotFoundException("no link $slug");
        return ['slug' => $slug, 'hits' => (int) $this->redis->get("hits:$slug")];
    }

    #[Get('/{slug:[A-Za-z0-9_-]+}')]
    public function follow(string $slug): Response
    {
        $url = $this->db->queryValue('SELECT url FROM links WHERE slug = $1', [$slug])
            ?? throw new NotFoundException("no link $slug");
        $this->redis->incr("hits:$slug");
        return Response::redirect($url, 302);
    }
}
