<?php

return [
    'name' => 'shortener',
    'json_api' => true,   // every error is application/problem+json
    'host' => getenv('APP_HOST') ?: '127.0.0.1',
    'port' => (int) (getenv('APP_PORT') ?: 8080),
    'workers' => (int) (getenv('APP_WORKERS') ?: 0),
];
