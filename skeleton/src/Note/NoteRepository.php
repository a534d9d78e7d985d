<?php

declare(strict_types=1);

namespace App\Note;

use Vela\Http\Page;
use Vela\Http\Request;

/** Where notes live; controllers depend on this, vgen wires the one implementation. */
interface NoteRepository
{
    /** One page of notes, newest first (the request's ?page= and ?per_page=). */
    public function page(Request $request): Page;

    /** @return array{id: int, title: string, body: string}|null */
    public function find(int $id): ?array;

    public function add(NewNote $note): int;
}
