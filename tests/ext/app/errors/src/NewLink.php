<?php
namespace App;

use Vela\Validation\{NotBlank, Url};

/** The body of POST /links: a 422 names each field that fails. */
final class NewLink
{
    public function __construct(#[Url] public string $url, #[NotBlank] public string $slug)
    {
    }
}
