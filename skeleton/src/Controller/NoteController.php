<?php

declare(strict_types=1);

namespace App\Controller;

use App\Note\NewNote;
use App\Note\NoteRepository;
use Psr\Log\LoggerInterface;
use Vela\Attribute\Body;
use Vela\Attribute\Controller;
use Vela\Attribute\Get;
use Vela\Attribute\Middleware;
use Vela\Attribute\Post;
use Vela\Http\NotFoundException;
use Vela\Http\Page;
use Vela\Http\Request;
use Vela\Http\Response;
use Vela\Http\Throttle;
use Vela\Http\UrlGenerator;

/**
 * A small JSON API on PostgreSQL: a paginated list, show, create (a DTO body, 422 when it does
 * not fit; rate-limited; logged through the container's PSR-3 logger).
 */
#[Controller('/notes')]
final class NoteController
{
    public function __construct(
        private NoteRepository $notes,
        private UrlGenerator $urls,
        private LoggerInterface $log,
    ) {
    }

    #[Get('/', name: 'notes.list')] // ?page=2&per_page=50: {"data": [...], "links": {...}, "meta": {...}}
    public function list(Request $request): Page
    {
        return $this->notes->page($request);
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
        $this->log->info('note {id} created', ['id' => $id]); // JSON on stderr, with the request id
        return Response::json(['id' => $id, 'title' => $note->title, 'body' => $note->body], 201)
            ->header('Location', $this->urls->url('notes.show', ['id' => $id]));
    }
}
