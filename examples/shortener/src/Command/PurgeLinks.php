<?php

declare(strict_types=1);

namespace App\Command;

use Vela\Attribute\Command;
use Vela\Pg\Pool;
use Vela\Redis\Pool as Redis;

#[Command('links:purge', description: 'Deletes the links older than --older-than days')]
final class PurgeLinks
{
    public function __construct(private Pool $db, private Redis $redis)
    {
    }

    public function __invoke(int $olderThan = 30): int
    {
        $slugs = $this->db->query('DELETE FROM links WHERE created_at < now() - make_interval(days => $1)
            RETURNING slug', [$olderThan]);
        foreach ($slugs as ['slug' => $slug]) {
            $this->redis->del("hits:$slug");
        }
        echo 'purged ', count($slugs), " links\n";
        return 0;
    }
}
