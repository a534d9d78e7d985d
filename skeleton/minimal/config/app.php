<?php

// Read at run time through #[Value('app.<key>')]; environment variables win.
// 'server' may hold any option of Vela\Http\Server (docs/http.md): probes,
// metrics, request ids and the access log are off until you turn them on.
return [
    'name' => getenv('APP_NAME') ?: '__VELA_APP__',
    'env' => getenv('APP_ENV') ?: 'prod',            // 'dev': reload on `vgen compile --watch`
    'debug' => Vela\Env::bool('APP_DEBUG'),          // 1/true/on/yes: error answers show the exception
    'host' => getenv('APP_HOST') ?: '127.0.0.1',
    'port' => (int) (getenv('APP_PORT') ?: 8080),
    'workers' => (int) (getenv('APP_WORKERS') ?: 0),   // 0: one process; N: a master and N workers
];
