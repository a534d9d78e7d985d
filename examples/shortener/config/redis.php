<?php

return ['default' => ['url' => getenv('REDIS_URL') ?: 'redis://127.0.0.1:6379/0', 'max' => 4]];
