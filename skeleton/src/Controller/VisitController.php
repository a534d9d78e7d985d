<?php

declare(strict_types=1);

namespace App\Controller;

use Vela\Attribute\Controller;
use Vela\Attribute\Get;
use Vela\Redis\Pool;

/** A counter in Redis through the redis.default pool: shared by every worker and every instance. */
#[Controller]
final class VisitController
{
    public function __construct(private Pool $redis)
    {
    }

    #[Get('/visits', name: 'visits')]
    public function count(): array
    {
        return ['visits' => $this->redis->incr('__VELA_APP__:visits')];
    }
}
