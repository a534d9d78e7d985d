<?php

declare(strict_types=1);

namespace App\Note;

use App\Interceptor\LogSlowCalls;
use Vela\Attribute\Bind;
use Vela\Attribute\Intercept;
use Vela\Http\Page;
use Vela\Http\Request;
use Vela\Pg\Pool;

/** Notes in PostgreSQL (database/migrations), through the pg.default pool. */
#[Bind]
#[Intercept(LogSlowCalls::class, ms: 200)]
class PgNoteRepository implements NoteRepository
{
    public function __construct(private Pool $db)
    {
    }

    public function page(Request $request): Page
    {
        return Page::offset($this->db, 'SELECT id, title, body FROM notes ORDER BY id DESC', [], $request,
            perPage: 20, maxPerPage: 100);
    }

    public function find(int $id): ?array
    {
        return $this->db->queryOne('SELECT id, title, body FROM notes WHERE id = $1', [$id]);
    }

    public function add(NewNote $note): int
    {
        return $this->db->insert('notes', ['title' => $note->title, 'body' => $note->body], ['id'])['id'];
    }
}
