<?php
namespace App;

use Vela\Attribute\{Controller, Cookie, Get, Header, Query};
use Vela\Validation\{Count, Length, Range};

#[Controller]
final class Search
{
    #[Get('/search')]
    public function search(
        #[Query, Count(max: 3)] array $tags = [],
        #[Query(lenient: true), Range(min: 1)] int $page = 1,
        #[Query, Range(min: 1)] string $term = '',
        #[Header('X-Limit'), Length(max: 2)] int $limit = 0,
        #[Cookie('bad name')] ?string $session = null,
        #[Cookie, Range(max: 9)] string $theme = 'light',
    ): array {
        return [];
    }
}
