<?php
namespace App\Note;

interface NoteRepository
{
    public function find(int $id): ?Note;

    /** @return list<Note> */
    public function all(): array;

    public function add(string $title): Note;

    public function remove(int $id): bool;
}
