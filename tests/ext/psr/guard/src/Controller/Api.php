<?php
namespace App\Controller;

use App\Http\{Bystander, RawPath};
use Vela\Attribute\{Body, Controller, Get, Middleware, Post};
use Vela\Http\Request;

#[Controller]
final class Api
{
    #[Get('/ping'), Post('/ping')]
    public function ping(Request $request): array
    {
        return ['method' => $request->method()];
    }

    /** The target a PSR-15 middleware set. */
    #[Get('/raw'), Middleware(RawPath::class)]
    public function raw(Request $request): array
    {
        return ['uri' => $request->uri()];
    }

    /** Never reads the body. */
    #[Post('/quiet'), Middleware(Bystander::class)]
    public function quiet(): string
    {
        return 'quiet';
    }

    /** Reads the body after a PSR-15 middleware was handed it: the decoded value is shared. */
    #[Post('/count'), Middleware(Bystander::class)]
    public function count(Request $request): array
    {
        $before = memory_get_usage();
        $json = $request->json();
        $grew = memory_get_usage() - $before;
        return ['members' => count($json), 'decoded again' => $grew > 65536];
    }

    /** The body bound as an array, as the skeleton's POST /notes binds its DTO. */
    #[Post('/bind')]
    public function bind(#[Body] array $data): array
    {
        return ['members' => count($data)];
    }
}
