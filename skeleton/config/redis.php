<?php

// Redis pools: each entry is the container service redis.<name> (a
// Vela\Redis\Pool parameter gets redis.default). 'url', or 'cluster' => [seed
// addresses], or 'sentinel' => [addresses] with 'master'; the other keys are
// pool options (docs/redis.md).
return [
    'default' => [
        'url' => getenv('REDIS_URL') ?: 'redis://127.0.0.1:6379/0',
        'max' => 4,
    ],
];
