<?php

declare(strict_types=1);

namespace App\Service;

interface Clock
{
    public function now(): \DateTimeImmutable;
}
