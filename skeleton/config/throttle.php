<?php

// Vela\Http\Throttle, the rate limit of the routes that name it in
// #[Middleware]: `limit` requests per `per` ("1s", "15m", "1h", "1d") for
// each client (`by`: "ip", or "header:X-Api-Key") and route; a 429 with
// Retry-After past that. `store`: a Redis pool's service id, shared by every
// worker and instance; null counts in each worker (docs/app.md).
return [
    'limit' => (int) (getenv('APP_THROTTLE_LIMIT') ?: 60),
    'per' => '1m',
    'by' => 'ip',
    'store' => 'redis.default',
];
