<?php
namespace App\Controller;

use Vela\Attribute\{Body, Controller, Get, Post, Transactional};
use Vela\Http\{Page, Request};
use Vela\Pg\Pool;

// Holds only the injected pool: the test's transaction reaches it through the pool's scope.
#[Controller]
class ItemController
{
    public function __construct(private Pool $db)
    {
    }

    #[Post('/items')]
    public function add(#[Body] array $item): array
    {
        return $this->db->queryOne('INSERT INTO test_items (name) VALUES ($1) RETURNING name', [$item['name']]);
    }

    #[Post('/items/pair'), Transactional]
    public function pair(#[Body] array $item): array
    {
        $this->db->execute('INSERT INTO test_items (name) VALUES ($1), ($1)', [$item['name']]);
        return ['added' => 2];
    }

    #[Get('/items')]
    public function list(): array
    {
        return array_column($this->db->query('SELECT name FROM test_items ORDER BY name'), 'name');
    }

    #[Get('/items/offset')]
    public function offset(Request $request): Page
    {
        return Page::offset($this->db, 'SELECT name FROM test_items WHERE name <> $1 ORDER BY name', ['hidden'], $request,
            perPage: 2, maxPerPage: 3, withTotal: $request->query('total') === '1');
    }

    #[Get('/items/keyset')]
    public function keyset(Request $request): Page
    {
        return Page::keyset($this->db, 'SELECT id, name FROM test_items WHERE name <> $1', ['hidden'], 'id', $request, 2);
    }
}
