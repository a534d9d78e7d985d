<?php
namespace App;

use Vela\Attribute\Controller;

#[Controller]
final class Reports
{
    public function __construct(private Formatter $formatter) {}
}

final class Formatter
{
    public function __construct(private string $locale, $width, private ?int $depth = null) {}
}
