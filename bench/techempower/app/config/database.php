<?php

// pg.default: the toolset's database. Every query is pipelined, so a few
// connections per worker carry all its requests (docs/postgres.md).
return [
    'default' => [
        'dsn' => getenv('DATABASE_URL')
            ?: 'postgresql://benchmarkdbuser:benchmarkdbpass@tfb-database:5432/hello_world',
        'max' => 4,
    ],
];
