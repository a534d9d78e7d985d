<?php

declare(strict_types=1);

namespace App\Command;

use App\ApiKeys;
use Vela\Attribute\Command;

#[Command('keys:create', description: 'Makes an API key: keys:create ID --scopes=links:read,links:write')]
final class CreateKey
{
    public function __construct(private ApiKeys $keys)
    {
    }

    public function __invoke(string $id, string $scopes = 'links:read,links:write'): int
    {
        echo $this->keys->create($id, explode(',', $scopes)), "\n";
        return 0;
    }
}
