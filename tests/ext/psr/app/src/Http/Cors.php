<?php
namespace App\Http;

use Psr\Http\Message\{ResponseInterface, ServerRequestInterface};
use Psr\Http\Server\{MiddlewareInterface, RequestHandlerInterface};

/** PSR-15: answers a preflight itself, marks the request, adds CORS headers to every answer. */
final class Cors implements MiddlewareInterface
{
    public function process(ServerRequestInterface $request, RequestHandlerInterface $handler): ResponseInterface
    {
        if ($request->getMethod() === 'OPTIONS' && $request->hasHeader('Access-Control-Request-Method')) {
            return (new \Nyholm\Psr7\Response(204))
                ->withHeader('Access-Control-Allow-Origin', '*')
                ->withHeader('Access-Control-Allow-Methods', 'GET, POST');
        }
        $response = $handler->handle($request->withHeader('X-Via', 'cors')->withAttribute('cors', 'checked'));
        return $response->withHeader('Access-Control-Allow-Origin', $request->getHeaderLine('Origin') ?: '*')
            ->withAddedHeader('Vary', 'Origin');
    }
}
