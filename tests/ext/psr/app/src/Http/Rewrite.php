<?php
namespace App\Http;

use Psr\Http\Message\{ResponseInterface, ServerRequestInterface};
use Psr\Http\Server\{MiddlewareInterface, RequestHandlerInterface};

/** PSR-15 route middleware that hands the chain a changed request: method, query, body, parsed body. */
final class Rewrite implements MiddlewareInterface
{
    public function process(ServerRequestInterface $request, RequestHandlerInterface $handler): ResponseInterface
    {
        $body = \Nyholm\Psr7\Stream::create('c=3');
        return $handler->handle($request->withMethod('PUT')->withQueryParams(['q' => 'new'])
            ->withBody($body)->withParsedBody(['c' => '3', 'parsed' => 'by psr'])
            ->withHeader('Content-Type', 'application/x-www-form-urlencoded'));
    }
}
