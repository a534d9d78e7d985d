<?php

// Read at run time through #[Value('app.<key>')]; environment variables win.
return [
    'name' => getenv('APP_NAME') ?: '__VELA_APP__',
    'debug' => (bool) (getenv('APP_DEBUG') ?: false),
    'host' => getenv('APP_HOST') ?: '127.0.0.1',
    'port' => (int) (getenv('APP_PORT') ?: 8080),
    'workers' => (int) (getenv('APP_WORKERS') ?: 0),
];
