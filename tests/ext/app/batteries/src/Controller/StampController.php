<?php
namespace App\Controller;

use App\Service\Stamp;
use Vela\Attribute\{Controller, Get};
use Vela\Http\Request;

#[Controller]
final class StampController
{
    public function __construct(private Stamp $stamp)
    {
    }

    #[Get('/stamp/{name}')]
    public function stamp(string $name, Request $request): array
    {
        return ['stamp' => $this->stamp->stamp($name), 'request_id' => $request->id()];
    }
}
