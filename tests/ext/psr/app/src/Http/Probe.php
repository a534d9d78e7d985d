<?php
namespace App\Http;

use Nyholm\Psr7\Response;
use Psr\Http\Message\{ResponseInterface, ServerRequestInterface};
use Psr\Http\Server\{MiddlewareInterface, RequestHandlerInterface};

/** PSR-15 route middleware that answers with what it was given (the action never runs). */
final class Probe implements MiddlewareInterface
{
    public static ?RequestHandlerInterface $kept = null;

    public function process(ServerRequestInterface $request, RequestHandlerInterface $handler): ResponseInterface
    {
        self::$kept = $handler;
        $server = $request->getServerParams();
        $seen = [
            'class' => get_class($request),
            'handler' => get_class($handler),
            'method' => $request->getMethod(),
            'uri' => (string) $request->getUri(),
            'protocol' => $request->getProtocolVersion(),
            'headers' => $request->getHeaders(),
            'query' => $request->getQueryParams(),
            'cookies' => $request->getCookieParams(),
            'body' => (string) $request->getBody(),
            'parsed' => $request->getParsedBody(),
            'attributes' => $request->getAttributes(),
            'server' => array_intersect_key($server, array_flip(['REQUEST_METHOD', 'REQUEST_URI', 'QUERY_STRING', 'SERVER_PROTOCOL'])),
        ];
        return new Response(200, ['Content-Type' => 'application/json'], json_encode($seen, JSON_UNESCAPED_SLASHES));
    }
}
