<?php
namespace App\Http;

use Nyholm\Psr7\Factory\Psr17Factory;
use Psr\Http\Message\{ResponseInterface, ServerRequestInterface};
use Psr\Http\Server\{MiddlewareInterface, RequestHandlerInterface};

/** PSR-15 route middleware: 401 without the token (short-circuit), else the user as an attribute. */
final class Auth implements MiddlewareInterface
{
    public function process(ServerRequestInterface $request, RequestHandlerInterface $handler): ResponseInterface
    {
        if ($request->getHeaderLine('Authorization') !== 'Bearer good') {
            $factory = new Psr17Factory();
            return $factory->createResponse(401, 'Go Away')
                ->withHeader('WWW-Authenticate', 'Bearer')
                ->withBody($factory->createStream('{"error":"who are you?"}'));
        }
        return $handler->handle($request->withAttribute('user', 'alice')->withoutAttribute('drop'));
    }
}
