<?php

// config/auth.php of the tests/ws app: JWT HS256 with a fixed test key.
return [
    'jwt' => [
        'keys' => ['test' => ['alg' => 'HS256', 'key' => 'a-long-random-secret-of-32-bytes!!']],
    ],
];
