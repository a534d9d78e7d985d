<?php

// The server of the entry. The toolset reaches it on port 8080 and it
// starts a worker per CPU; bench/techempower/serve sets APP_PORT and
// APP_WORKERS. The Date and Server headers are the server's own (Date
// refreshed once a second).
return [
    'name' => 'vela',
    'env' => 'prod',
    'debug' => false,
    'host' => getenv('APP_HOST') ?: '0.0.0.0',
    'port' => (int) (getenv('APP_PORT') ?: 8080),
] + (getenv('APP_WORKERS') !== false ? ['workers' => (int) getenv('APP_WORKERS')] : []);
