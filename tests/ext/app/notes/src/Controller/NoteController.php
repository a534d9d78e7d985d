<?php
namespace App\Controller;

use App\Http\Auth;
use App\Note\{Note, NoteLocked, NoteRepository};
use Vela\Attribute\{Body, Controller, Delete, Get, Middleware, Post};
use Vela\Http\{NotFoundException, Response, UrlGenerator, ValidationException};

#[Controller('/notes')]
final class NoteController
{
    public function __construct(private NoteRepository $notes, private UrlGenerator $urls)
    {
    }

    #[Get('/', name: 'notes.list')]
    public function list(): array
    {
        return $this->notes->all();
    }

    #[Get('/{id}', name: 'notes.show')]
    public function show(int $id): Note
    {
        return $this->notes->find($id) ?? throw new NotFoundException("no note $id");
    }

    #[Post('/')]
    public function create(#[Body] array $data): Response
    {
        $title = $data['title'] ?? null;
        if (!is_string($title) || trim($title) === '') {
            throw new ValidationException(['title' => 'must not be blank']);
        }
        $note = $this->notes->add($title);
        return Response::json($note, 201)->header('Location', $this->urls->url('notes.show', ['id' => $note->id]));
    }

    #[Delete('/{id}'), Middleware(Auth::class)]
    public function delete(int $id): ?array
    {
        return $this->notes->remove($id) ? null : throw new NotFoundException("no note $id");
    }

    #[Get('/{id}/locked')]
    public function locked(int $id): array
    {
        throw new NoteLocked("note $id is locked");
    }

    #[Get('/{id}/boom')]
    public function boom(int $id): array
    {
        throw new \RuntimeException("boom $id");
    }
}
