<?php

declare(strict_types=1);

namespace App\Note;

use Vela\Validation\Length;
use Vela\Validation\NotBlank;

/**
 * The body of POST /notes: the generated binder hydrates it through this
 * constructor from a JSON or form body and checks the constraints, answering
 * 422 with every field error at once when it does not fit (a missing or
 * blank title, a title over 200 characters, a body that is not a string).
 */
final class NewNote
{
    public function __construct(
        #[NotBlank, Length(max: 200)] public string $title,
        #[Length(max: 10000)] public string $body = '',
    ) {
    }
}
