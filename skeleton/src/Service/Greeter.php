<?php

declare(strict_types=1);

namespace App\Service;

use Vela\Attribute\Value;

final class Greeter
{
    public function __construct(
        private Clock $clock,
        #[Value('app.name')] private string $appName,
    ) {
    }

    public function greet(string $name): string
    {
        return sprintf('Hello, %s, from %s (%s)', $name, $this->appName, $this->clock->now()->format('H:i'));
    }
}
