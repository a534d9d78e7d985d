<?php

// The dev-loop fixture's server options, from tests/process/dev-loop.
return [
    'host' => '127.0.0.1',
    'port' => (int) getenv('APP_PORT'),
    'workers' => (int) getenv('APP_WORKERS'),
    'server' => ['pid_file' => getenv('APP_PID_FILE'), 'drain_timeout' => 5.0],
];
