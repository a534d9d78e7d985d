<?php

// pg.default: the toolset's database. Every query is pipelined and the pool
// fills one connection's pipeline before it opens another, so its defaults
// carry all the requests of a worker on a few connections (docs/postgres.md).
// APP_POOL_MAX (bench/techempower/serve --pool-max N) sets `max` and
// APP_POOL_DEPTH sets `pipeline_depth`, for a comparison (docs/benchmarks.md).
return [
    'default' => [
        'dsn' => getenv('DATABASE_URL')
            ?: 'postgresql://benchmarkdbuser:benchmarkdbpass@tfb-database:5432/hello_world',
    ] + (getenv('APP_POOL_MAX') ? ['max' => (int) getenv('APP_POOL_MAX')] : [])
      + (getenv('APP_POOL_DEPTH') ? ['pipeline_depth' => (int) getenv('APP_POOL_DEPTH')] : []),
];
