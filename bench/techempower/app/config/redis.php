<?php

// redis.cache, only when REDIS_URL is set: the cached-queries test then
// shares one cache between the workers instead of one LRU each.
return getenv('REDIS_URL') ? ['cache' => ['url' => getenv('REDIS_URL'), 'max' => 4]] : [];
