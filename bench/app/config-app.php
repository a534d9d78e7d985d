<?php

// bench/app's config/app.php: one process, no access log; BENCH_METRICS=1
// turns the instance metrics on (counted per request; /metrics answers).
return [
    'name' => 'bench',
    'env' => 'prod',
    'host' => '127.0.0.1',
    'port' => (int) getenv('APP_PORT'),
    'workers' => 0,
    'server' => getenv('BENCH_METRICS') ? ['metrics_path' => '/metrics'] : [],
];
