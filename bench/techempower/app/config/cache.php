<?php

// #[Cacheable]'s store (docs/app.md, Caching and transactions): by default
// an LRU per worker holding every World row; with REDIS_URL, Redis.
return getenv('REDIS_URL')
    ? ['store' => 'redis.cache', 'prefix' => 'tfb:']
    : ['capacity' => 10000];
