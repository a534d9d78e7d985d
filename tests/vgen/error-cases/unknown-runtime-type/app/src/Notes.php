<?php
namespace App;

use Vela\Attribute\{Controller, Get};
use Vela\Pg\Poool;

#[Controller('/notes')]
final class Notes
{
    public function __construct(private Poool $db, private \Vela\Http\UrlGenerater $urls, private \Vela\App $app) {}

    #[Get('/')]
    public function index(): array { return []; }
}
