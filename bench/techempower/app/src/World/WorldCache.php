<?php

declare(strict_types=1);

namespace App\World;

use Vela\Attribute\Cacheable;
use Vela\Pg\Pool;

/**
 * The cached-queries test's cache: World rows read through #[Cacheable]
 * (config/cache.php: an LRU of 10,000 entries per worker, or Redis). A miss
 * reads the row from PostgreSQL and keeps it; the LRU evicts the least
 * recently used row past its capacity.
 */
class WorldCache
{
    public function __construct(private Pool $db)
    {
    }

    /** @return array{id: int, randomNumber: int} */
    #[Cacheable(key: 'world:{0}')]
    public function find(int $id): array
    {
        return $this->db->queryOne(Worlds::SELECT, [$id]);
    }
}
