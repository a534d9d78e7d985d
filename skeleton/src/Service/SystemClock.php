<?php

declare(strict_types=1);

namespace App\Service;

use Vela\Attribute\Bind;

#[Bind(Clock::class)]
final class SystemClock implements Clock
{
    public function now(): \DateTimeImmutable
    {
        return new \DateTimeImmutable();
    }
}
