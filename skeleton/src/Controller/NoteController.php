<?php

declare(strict_types=1);

namespace App\Controller;

use App\Note\NewNote;
use App\Note\NoteRepository;
use Vela\Attribute\Body;
use Vela\Attribute\Controller;
use Vela\Attribute\Get;
use Vela\Attribute\Middleware;
use Vela\Attribute\Post;
use Vela\Attribute\Query;
use Vela\Http\NotFoundException;
use Vela\Http\Response;
use Vela\Http\Throttle;
use Vela\Http\UrlGenerator;

/** A small JSON API on PostgreSQL: list, show, create (a DTO body, 422 when it does not fit). */
#[Controller('/notes')]
final class NoteController
{
    public function __construct(private NoteRepository $notes, private UrlGenerator $urls)
    {
    }

    #[Get('/', name: 'notes.list')]
    public function list(#[Query] int $limit = 20): array
    {
        return $this->notes->latest(max(1, min($limit, 100)));
    }

    #[Get('/{id}', name: 'notes.show')]
    public function show(int $id): array
    {
        return $this->notes->find($id) ?? throw new NotFoundException("no note $id");
    }

    #[Post('/', name: 'notes.create'), Middleware(Throttle::class)] // config/throttle.php
    public function create(#[Body] NewNote $note): Response
    {
        $id = $this->notes->add($note);
        return Response::json(['id' => $id, 'title' => $note->title, 'body' => $note->body], 201)
            ->header('Location', $this->urls->url('notes.show', ['id' => $id]));
    }
}
