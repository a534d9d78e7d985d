<?php
namespace App;

use Vela\Attribute\{Cacheable, CacheEvict, Value};

/** #[Cacheable] and #[CacheEvict] around reads and writes of a PostgreSQL table. */
class Catalog
{
    public int $reads = 0;

    public function __construct(private \Vela\Pg\Pool $db, #[Value('shop.table')] private string $table)
    {
    }

    #[Cacheable(60, key: 'price:{0}')]
    public function price(int $id): ?int
    {
        $this->reads++;
        return $this->db->queryValue("SELECT price FROM $this->table WHERE id = \$1", [$id]);
    }

    #[CacheEvict('price:{0}')]
    public function reprice(int $id, int $price): void
    {
        $this->db->execute("UPDATE $this->table SET price = \$2 WHERE id = \$1", [$id, $price]);
    }

    /** The key comes from the arguments; kept one second. */
    #[Cacheable(1)]
    public function describe(int $id, array $options = []): array
    {
        $this->reads++;
        return ['id' => $id, 'options' => $options, 'read' => $this->reads];
    }

    #[Cacheable]
    public function failing(int $id): int
    {
        $this->reads++;
        throw new \RuntimeException("no item $id");
    }
}
