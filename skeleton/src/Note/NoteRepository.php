<?php

declare(strict_types=1);

namespace App\Note;

/** Where notes live; controllers depend on this, vgen wires the one implementation. */
interface NoteRepository
{
    /** @return list<array{id: int, title: string, body: string}> newest first */
    public function latest(int $limit): array;

    /** @return array{id: int, title: string, body: string}|null */
    public function find(int $id): ?array;

    public function add(NewNote $note): int;
}
