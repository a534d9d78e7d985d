<?php
namespace App\Note;

use Vela\Attribute\{Bind, Value};

#[Bind]
final class InMemoryNoteRepository implements NoteRepository
{
    /** @var array<int, Note> */
    private array $notes = [];
    private int $last = 0;

    public function __construct(#[Value('app.notes.maximum')] private int $maximum)
    {
        $this->add('first');
    }

    public function find(int $id): ?Note
    {
        return $this->notes[$id] ?? null;
    }

    public function all(): array
    {
        return array_values($this->notes);
    }

    public function add(string $title): Note
    {
        if (count($this->notes) >= $this->maximum) {
            throw new \Vela\Http\ConflictException("at most {$this->maximum} notes");
        }
        return $this->notes[++$this->last] = new Note($this->last, $title);
    }

    public function remove(int $id): bool
    {
        $found = isset($this->notes[$id]);
        unset($this->notes[$id]);
        return $found;
    }
}
