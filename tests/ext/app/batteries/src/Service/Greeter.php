<?php
namespace App\Service;

interface Greeter
{
    public function greet(string $name): string;
}
