<?php

// PostgreSQL pools: each entry is the container service pg.<name>, opened in
// every worker as it starts (a Vela\Pg\Pool parameter gets pg.default;
// #[Inject('pg.reports')] names another). 'dsn' is a libpq string or a
// postgresql:// URL; the other keys are pool options (docs/postgres.md).
return [
    'default' => [
        'dsn' => getenv('DATABASE_URL') ?: 'postgresql://app@127.0.0.1:5432/app',
        'max' => 8,
    ],
];
