<?php
namespace App\Note;

interface NoteRepository {}

final class SqlNoteRepository implements NoteRepository {}
