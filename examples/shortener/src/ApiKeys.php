<?php

declare(strict_types=1);

namespace App;

use Vela\Auth\KeyResolver;
use Vela\Pg\Pool;

/** API keys ("<id>.<secret>") stored as the secret's SHA-256 in PostgreSQL. */
final class ApiKeys implements KeyResolver
{
    public function __construct(private Pool $db)
    {
    }

    public function find(string $id): ?array
    {
        return $this->db->queryOne('SELECT hash, scopes FROM api_keys WHERE id = $1', [$id]);
    }

    /** A new key with those scopes; the secret is shown once, only its hash is kept. */
    public function create(string $id, array $scopes): string
    {
        $secret = bin2hex(random_bytes(16));
        $this->db->execute('INSERT INTO api_keys (id, hash, scopes) VALUES ($1, $2, $3)',
            [$id, hash('sha256', $secret), $scopes]);
        return "$id.$secret";
    }
}
