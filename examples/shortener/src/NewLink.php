<?php

declare(strict_types=1);

namespace App;

use Vela\Validation\{Length, Regex, Url};

final class NewLink
{
    public function __construct(
        #[Url, Length(max: 2000)] public string $url,
        #[Regex('/^[A-Za-z0-9_-]{3,32}$/')] public ?string $slug = null,
    ) {
    }
}
