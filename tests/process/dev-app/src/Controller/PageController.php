<?php

declare(strict_types=1);

namespace App\Controller;

use Vela\Attribute\Controller;
use Vela\Attribute\Get;

#[Controller]
final class PageController
{
    #[Get('/page')]
    public function show(): string
    {
        return 'version 1 from ' . getmypid();
    }
}
