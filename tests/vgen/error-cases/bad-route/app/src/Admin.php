<?php

namespace App;

use Vela\Attribute\{Controller, Get, Route};

/** The prefix must be a literal string: vgen does not evaluate constants. */
#[Controller(self::PREFIX)]
final class Admin
{
    public const PREFIX = '/admin';

    #[Get('/x')]
    public function x(): string
    {
        return 'x';
    }
}

final class Api
{
    /** TRACE and made-up methods are not routable: the router has no bit for them. */
    #[Route(['GET', 'FETCH'], '/y')]
    public function y(): string
    {
        return 'y';
    }

    #[Route('TRACE', '/z')]
    public function z(): string
    {
        return 'z';
    }

    /** The path is one string literal. */
    #[Get(self::PATH)]
    public function w(): string
    {
        return 'w';
    }

    private const PATH = '/w';
}
