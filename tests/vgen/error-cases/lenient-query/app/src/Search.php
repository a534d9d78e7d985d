<?php
namespace App;

use Vela\Attribute\{Controller, Get, Query};

/* A lenient #[Query] needs something to fall back on, and a boolean. */
#[Controller('/search')]
final class Search
{
    #[Get('/')]
    public function find(
        #[Query(lenient: true)] int $queries,
        #[Query(lenient: true)] ?int $nullable,
        #[Query(lenient: false)] int $strict,
        #[Query('n', lenient: 'yes')] int $count = 1,
        #[Query('ok', true)] int $positional = 1,
    ): array {
        return [];
    }
}
