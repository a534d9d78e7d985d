<?php
namespace App;

use Vela\Validation\Regex;

final class Signup
{
    public function __construct(
        #[Regex('/[a-/')] public string $handle,
        #[Regex('^[a-z]+$')] public string $code,
        #[Regex('/^[a-z]+$/q')] public string $nick,
        #[Regex('/^(a+$/')] public string $group,
        #[Regex('{^[a-z]+$}i')] public string $fine,
    ) {
    }
}
