<?php

declare(strict_types=1);

namespace App\Controller;

use App\Middleware\PsrTiming;
use Vela\Attribute\Controller;
use Vela\Attribute\Get;
use Vela\Attribute\Middleware;

/**
 * bench/app: /bench/json's answer through one PSR-15 middleware (PsrTiming,
 * the same header adder as Timing) instead of a Vela one: the cost of the
 * PSR-7/PSR-15 bridge. Served with PSR-15's interfaces and Nyholm loaded (bench/app/psr-prepend.php).
 */
#[Controller('/psr')]
#[Middleware(PsrTiming::class)]
final class PsrBenchController
{
    #[Get('/json', name: 'psr.json')]
    public function json(): array
    {
        return ['message' => 'Hello, World!'];
    }
}
