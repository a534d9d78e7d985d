<?php

declare(strict_types=1);

namespace App\World;

use Vela\Pg\Pool;

/**
 * The yardstick of the cached-queries test (/cached-queries-array, not a
 * TechEmpower test): the same read-through LRU of 10,000 World rows as a
 * plain PHP array in this service (one per worker, as the container is), the
 * way a hand-written entry keeps it. bench/run prints the documented cache's
 * req/s over this one's.
 */
final class WorldArray
{
    private const CAPACITY = 10000;

    /** @var array<int, array{id: int, randomNumber: int}> id => row, least recently used first */
    private array $rows = [];

    public function __construct(private Pool $db)
    {
    }

    /** @return array{id: int, randomNumber: int} */
    public function find(int $id): array
    {
        if (isset($this->rows[$id])) {
            $world = $this->rows[$id];
            unset($this->rows[$id]);           // most recently used goes last
        } else {
            $world = $this->db->queryOne(Worlds::SELECT, [$id]);
            if (count($this->rows) >= self::CAPACITY) {
                unset($this->rows[array_key_first($this->rows)]);
            }
        }
        return $this->rows[$id] = $world;
    }
}
