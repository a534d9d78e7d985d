<?php
namespace App\Controller;

use App\Note\NoteRepostory;
use Vela\Attribute\{Controller, Get, Middleware};

#[Controller('/notes'), Middleware(NoteRepositry::class)]
final class Notes
{
    public function __construct(private NoteRepostory $typo, private NoteRepository $missingUse) {}

    #[Get('/')]
    public function index(): array { return []; }
}
