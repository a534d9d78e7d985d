<?php
namespace App;

use Vela\Auth\KeyResolver;

/** The app's API keys: id => the secret's SHA-256 and the key's scopes. */
final class Keys implements KeyResolver
{
    private const KEYS = [
        'writer' => ['hash' => '2bb80d537b1da3e38bd30361aa855686bde0eacd7162fef6a25fe97bf527a25b', // "secret"
            'scopes' => ['links:read', 'links:write']],
        'reader' => ['hash' => '2bb80d537b1da3e38bd30361aa855686bde0eacd7162fef6a25fe97bf527a25b',
            'scopes' => 'links:read'],
    ];

    /** How many times find() was called since AdminController::audit() last read it. */
    public static int $lookups = 0;

    public function find(string $id): ?array
    {
        self::$lookups++;
        return self::KEYS[$id] ?? null;
    }
}
