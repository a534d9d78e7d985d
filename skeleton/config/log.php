<?php

// The app logger, Psr\Log\LoggerInterface in the container (docs/app.md, Logging):
// one JSON line per record with the request id and route of the request being
// served. `level`: the least severe level written; `path`: null for stderr (the
// server's log stream) or a file; `driver`: 'vela', or 'monolog' (monolog/monolog).
return [
    'level' => getenv('LOG_LEVEL') ?: 'info',
    'path' => getenv('LOG_PATH') ?: null,
    'channel' => 'app',
    'driver' => 'vela',
];
