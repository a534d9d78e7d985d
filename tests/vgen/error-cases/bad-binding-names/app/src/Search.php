<?php
namespace App;

use Vela\Attribute\{Controller, Get, Header, Query};

/* Names vgen would copy into generated code and that no client can send. */
#[Controller('/search')]
final class Search
{
    public const FIELD = 'q';

    #[Get('/')]
    public function find(
        #[Header("X-Trace\nevil: 1")] string $trace,
        #[Header('X Trace')] string $spaced,
        #[Header('')] string $empty,
        #[Header('X-Ümlaut')] string $nonAscii,
        #[Query("q\n?><?php echo 'PWNED'; //")] string $q,
        #[Query('')] string $blank,
        #[Query("a\0b")] string $nul,
        #[Query(self::FIELD)] string $constant,
        #[Header(name: 'X-Fine')] string $fine,
        #[Query("q?><?php echo 'data, not code'; //")] string $odd,
    ): array {
        return [];
    }
}
