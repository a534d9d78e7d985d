<?php
namespace App\Http;

use Psr\Http\Message\{ResponseInterface, ServerRequestInterface};
use Psr\Http\Server\{MiddlewareInterface, RequestHandlerInterface};

/** PSR-15 route middleware that never looks at the body; notes whether it was handed a parsed one. */
final class Bystander implements MiddlewareInterface
{
    public function process(ServerRequestInterface $request, RequestHandlerInterface $handler): ResponseInterface
    {
        return $handler->handle($request)->withHeader('X-Parsed', get_debug_type($request->getParsedBody()));
    }
}
