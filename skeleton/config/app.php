<?php

// Read at run time through #[Value('app.<key>')]; environment variables win.
// 'server' holds any option of Vela\Http\Server (docs/http.md).
return [
    'name' => getenv('APP_NAME') ?: '__VELA_APP__',
    'env' => getenv('APP_ENV') ?: 'prod',            // 'dev': reload on `vgen compile --watch`
    'debug' => Vela\Env::bool('APP_DEBUG'),          // 1/true/on/yes: error answers show the exception
    'json_api' => Vela\Env::bool('APP_JSON_API'),    // every error RFC 9457 problem+json (docs/app.md)
    'trailing_slash' => 'strict',                    // or 'redirect' (308) / 'match' (docs/routing.md)
    'host' => getenv('APP_HOST') ?: '127.0.0.1',
    'port' => (int) (getenv('APP_PORT') ?: 8080),
    'workers' => (int) (getenv('APP_WORKERS') ?: 0),   // 0: one process; N: a master and N workers
    'server' => [
        'health_path' => '/healthz',   // 200 while the worker's loop runs
        'ready_path' => '/readyz',     // 503 while stopping or reloading, or a pool is down
        'metrics_path' => '/metrics',  // Prometheus text for the whole instance, to loopback clients
        'metrics_public' => false,     // true: to any client (keep the port private then; docs/operations.md)
        'request_id' => true,          // X-Request-Id taken or made, and returned
        'access_log' => getenv('APP_ACCESS_LOG') ?: 'off', // "stdout" or a file
        'access_log_format' => 'json',
    ],
];
