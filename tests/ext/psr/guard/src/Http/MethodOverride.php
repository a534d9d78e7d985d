<?php
namespace App\Http;

use Psr\Http\Message\{ResponseInterface, ServerRequestInterface};
use Psr\Http\Server\{MiddlewareInterface, RequestHandlerInterface};

/** PSR-15 method override as Slim's MethodOverrideMiddleware does it: the header's text, unchecked. */
final class MethodOverride implements MiddlewareInterface
{
    public function process(ServerRequestInterface $request, RequestHandlerInterface $handler): ResponseInterface
    {
        $method = $request->getHeaderLine('X-Http-Method-Override');
        if ($method !== '') {
            $request = $request->withMethod($method);
        }
        return $handler->handle($request);
    }
}
