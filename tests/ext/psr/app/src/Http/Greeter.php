<?php
namespace App\Http;

use Nyholm\Psr7\Response;
use Psr\Http\Message\{ResponseInterface, ServerRequestInterface};
use Psr\Http\Server\RequestHandlerInterface;
use Vela\Attribute\{Controller, Get};

/** A PSR-15 request handler as a route's action: the PSR-7 request in, a PSR-7 response out. */
#[Controller]
final class Greeter implements RequestHandlerInterface
{
    #[Get('/greet/{name}')]
    public function handle(ServerRequestInterface $request): ResponseInterface
    {
        return new Response(200, ['Content-Type' => 'text/plain'], sprintf('hello %s via %s %s, x=%s',
            $request->getAttribute('name'), $request->getMethod(), $request->getUri()->getPath(),
            $request->getQueryParams()['x'] ?? '-'));
    }
}
