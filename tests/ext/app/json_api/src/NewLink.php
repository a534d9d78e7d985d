<?php
namespace App;

use Vela\Validation\{NotBlank, Url};

final class NewLink
{
    public function __construct(#[Url] public string $url, #[NotBlank] public string $slug = 'x') {}
}
