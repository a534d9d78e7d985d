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
 * looked up in one getList() under "world:<id>" (one MGET with Redis): when all
 * hit, its answer is the request's rows as they are. The misses are read from
 * PostgreSQL in one pipeline and kept. The LRU evicts the least recently used
 * row past its capacity.
 */
class WorldCache
{
    private const PREFIX = 'world:';

    public function __construct(private Pool $db, private CacheableInterceptor $cache)
    {
    }

    /**
     * @param list<int> $ids
     * @return list<array{id: int, randomNumber: int}> the rows of $ids, in their order
     */
    public function findMany(array $ids): array
    {
        $worlds = $this->cache->getList(self::PREFIX, $ids);   // place in $ids => row, hits only
        return count($worlds) === count($ids) ? $worlds : $this->load($worlds, $ids);
    }

    /**
     * Reads the missing rows in one pipeline, keeps them, and returns every row in
     * the order of $ids.
     *
     * @param array<int, array> $found place => row, the hits
     * @param list<int> $ids
     */
    private function load(array $found, array $ids): array
    {
        $missing = array_diff_key($ids, $found);                // place => id
        $rows = $this->db->pipeline(static function (Pipeline $p) use ($missing): void {
            foreach ($missing as $id) {
                $p->queryOne(Worlds::SELECT, [$id]);
            }
        });
        foreach (array_keys($missing) as $n => $i) {
            $found[$i] = $rows[$n];
            $this->cache->set(self::PREFIX . $rows[$n]['id'], $rows[$n]);
        }
        $worlds = [];
        foreach (array_keys($ids) as $i) {
            $worlds[] = $found[$i];
        }
        return $worlds;
    }
}
