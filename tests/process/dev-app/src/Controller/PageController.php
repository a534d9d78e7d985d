<?php

declare(strict_types=1);

namespace App\Controller;

use Vela\Attribute\Controller;
use Vela\Attribute\Get;
use Vela\Attribute\Value;

#[Controller]
final class PageController
{
    public function __construct(#[Value('greeting.word')] private string $word)
    {
    }

    #[Get('/greeting')]
    public function greeting(): string
    {
        return $this->word;
    }

    #[Get('/page')]
    public function show(): string
    {
        return 'version 1 from ' . getmypid();
    }
}
