<?php

declare(strict_types=1);

namespace App\Note;

use App\Interceptor\LogSlowCalls;
use Vela\Attribute\Bind;
use Vela\Attribute\Intercept;
use Vela\Pg\Pool;

/** Notes in PostgreSQL (database/migrations), through the pg.default pool. */
#[Bind]
#[Intercept(LogSlowCalls::class, ms: 200)]
class PgNoteRepository implements NoteRepository
{
    public function __construct(private Pool $db)
    {
    }

    public function latest(int $limit): array
    {
        return $this->db->query('SELECT id, title, body FROM notes ORDER BY id DESC LIMIT $1', [$limit]);
    }

    public function find(int $id): ?array
    {
        return $this->db->queryOne('SELECT id, title, body FROM notes WHERE id = $1', [$id]);
    }

    public function add(NewNote $note): int
    {
        return $this->db->queryValue('INSERT INTO notes (title, body) VALUES ($1, $2) RETURNING id',
            [$note->title, $note->body]);
    }
}
