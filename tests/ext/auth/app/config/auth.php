<?php
// The key set is written by the test (tests/ext/auth/auth.inc) into jwt_keys.php.
return [
    'jwt' => [
        'keys' => is_file(__DIR__ . '/jwt_keys.php') ? require __DIR__ . '/jwt_keys.php' : [],
        'issuer' => 'https://id.example',
        'audience' => 'shortener',
        'leeway' => 30,
    ],
    // 'keys': the app's one Vela\Auth\KeyResolver (App\Keys) by default.
];
