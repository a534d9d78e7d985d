<?php
namespace App\Service;

use Vela\Attribute\Bind;

#[Bind]
final class PlainGreeter implements Greeter
{
    public function greet(string $name): string
    {
        return "hello $name";
    }
}
