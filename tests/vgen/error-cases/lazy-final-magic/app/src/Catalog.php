<?php

namespace Shop;

use Vela\Attribute\Lazy;

/** A lazy proxy forwards property access through __get() and friends: they cannot be final. */
#[Lazy]
class Catalog extends Store
{
    public function __isset(string $name): bool
    {
        return false;
    }
}

abstract class Store
{
    final public function __get(string $name): mixed
    {
        return null;
    }
}
