<?php

// POST /links: per API key, shared by every worker and instance through Redis.
return [
    'limit' => (int) (getenv('SHORTENER_WRITES_PER_MINUTE') ?: 30),
    'per' => '1m',
    'by' => 'header:X-Api-Key',
    'store' => 'redis.default',
    'name' => 'writes',
];
