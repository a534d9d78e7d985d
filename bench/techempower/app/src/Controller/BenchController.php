<?php

declare(strict_types=1);

namespace App\Controller;

use App\World\WorldArray;
use App\World\WorldCache;
use App\World\Worlds;
use Vela\Attribute\Controller;
use Vela\Attribute\Get;
use Vela\Attribute\Query;
use Vela\Http\Response;
use Vela\View;

/**
 * The seven TechEmpower tests. `queries` and `count` are lenient: missing,
 * empty or not a number is 1 (the action runs), then clamped to 1..500.
 */
#[Controller]
final class BenchController
{
    public function __construct(
        private Worlds $worlds,
        private WorldCache $cache,
        private WorldArray $array,
        private View $view,
    ) {
    }

    #[Get('/json')]
    public function json(): array
    {
        return ['message' => 'Hello, World!'];
    }

    #[Get('/plaintext')]
    public function plaintext(): Response
    {
        return Response::text('Hello, World!');
    }

    #[Get('/db')]
    public function db(): array
    {
        return $this->worlds->one();
    }

    #[Get('/queries')]
    public function queries(#[Query(lenient: true)] int $queries = 1): array
    {
        return $this->worlds->many(self::clamp($queries));
    }

    #[Get('/updates')]
    public function updates(#[Query(lenient: true)] int $queries = 1): array
    {
        return $this->worlds->update(self::clamp($queries));
    }

    #[Get('/cached-queries')]
    public function cachedQueries(#[Query(lenient: true)] int $count = 1): array
    {
        $ids = [];
        for ($i = self::clamp($count); $i > 0; $i--) {
            $ids[] = mt_rand(1, 10000);
        }
        return $this->cache->findMany($ids);
    }

    /** Not a TechEmpower test: cached-queries from a plain PHP array, bench/run's yardstick. */
    #[Get('/cached-queries-array')]
    public function cachedQueriesArray(#[Query(lenient: true)] int $count = 1): array
    {
        $worlds = [];
        for ($i = self::clamp($count); $i > 0; $i--) {
            $worlds[] = $this->array->find(mt_rand(1, 10000));
        }
        return $worlds;
    }

    #[Get('/fortunes')]
    public function fortunes(): string
    {
        $messages = array_column($this->worlds->fortunes(), 'message', 'id');
        $messages[0] = 'Additional fortune added at request time.';
        asort($messages, SORT_STRING);   // by message, compared in C: no PHP call per comparison
        return $this->view->render('fortunes', ['messages' => $messages]);   // a string: text/html
    }

    private static function clamp(int $n): int
    {
        return min(max($n, 1), 500);
    }
}
