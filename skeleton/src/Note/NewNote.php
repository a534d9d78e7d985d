<?php

declare(strict_types=1);

namespace App\Note;

/**
 * The body of POST /notes: the generated binder hydrates it through this
 * constructor from a JSON or form body, and answers 422 with every field
 * error when it does not fit (a missing title, a title that is not a string).
 */
final class NewNote
{
    public function __construct(public string $title, public string $body = '')
    {
    }
}
