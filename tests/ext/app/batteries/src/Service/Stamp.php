<?php
namespace App\Service;

use Vela\Clock;

// Two levels below the controller: the clock reaches it through the constructor.
final class Stamp
{
    public function __construct(private Clock $clock, private Greeter $greeter)
    {
    }

    public function stamp(string $name): string
    {
        return $this->greeter->greet($name) . ' at ' . $this->clock->now()->format('Y-m-d\TH:i:s.u\Z');
    }
}
