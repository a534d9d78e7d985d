<?php
namespace App\Note;

final class Note implements \JsonSerializable
{
    public function __construct(public readonly int $id, public readonly string $title)
    {
    }

    public function jsonSerialize(): array
    {
        return ['id' => $this->id, 'title' => $this->title];
    }
}
