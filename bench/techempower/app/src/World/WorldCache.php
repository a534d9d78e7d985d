<?php

declare(strict_types=1);

namespace App\World;

use Vela\Interceptor\CacheableInterceptor;
use Vela\Pg\Pipeline;
use Vela\Pg\Pool;

/**
 * The cached-queries test's cache: World rows in the documented cache
 * (docs/app.md, Caching: the injectable CacheableInterceptor; config/cache.php
 * makes it an LRU of 10,000 entries per worker, or Redis). A request's ids are
 * looked up in one getMany() (one MGET with Redis); the misses are read from
 * PostgreSQL in one pipeline and kept. The LRU evicts the least recently used
 * row past its capacity.
 */
class WorldCache
{
    public function __construct(private Pool $db, private CacheableInterceptor $cache)
    {
    }

    /**
     * @param list<int> $ids
     * @return list<array{id: int, randomNumber: int}> the rows of $ids, in their order
     */
    public function findMany(array $ids): array
    {
        $keys = [];
        foreach ($ids as $id) {
            $keys[] = "world:$id";
        }
        $found = $this->cache->getMany($keys);
        $worlds = [];
        $missing = [];
        foreach ($keys as $i => $key) {
            $world = $found[$key] ?? null;
            if ($world === null) {
                $missing[$i] = $ids[$i];
            }
            $worlds[$i] = $world;
        }
        return $missing === [] ? $worlds : $this->load($worlds, $missing);
    }

    /**
     * Reads the missing rows in one pipeline, keeps them, and fills their places.
     *
     * @param array<int, ?array> $worlds
     * @param array<int, int> $missing place => id
     */
    private function load(array $worlds, array $missing): array
    {
        $rows = $this->db->pipeline(static function (Pipeline $p) use ($missing): void {
            foreach ($missing as $id) {
                $p->queryOne(Worlds::SELECT, [$id]);
            }
        });
        foreach (array_keys($missing) as $n => $i) {
            $worlds[$i] = $rows[$n];
            $this->cache->set("world:{$rows[$n]['id']}", $rows[$n]);
        }
        return $worlds;
    }
}
