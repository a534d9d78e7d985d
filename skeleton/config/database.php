<?php

// PostgreSQL and Redis pools (Vela\Pg\Pool, Vela\Redis\Pool).
return [
    'pg' => [
        'dsn' => getenv('DATABASE_URL') ?: 'host=127.0.0.1 port=5432 dbname=app user=app',
        'min' => 1,
        'max' => 16,
    ],
    'redis' => [
        'host' => getenv('REDIS_HOST') ?: '127.0.0.1',
        'port' => (int) (getenv('REDIS_PORT') ?: 6379),
    ],
];
