<?php
namespace App\Http;

use Psr\Http\Message\{ResponseInterface, ServerRequestInterface, UriInterface};
use Psr\Http\Server\{MiddlewareInterface, RequestHandlerInterface};

/** PSR-15 route middleware that rewrites the path from X-Path (percent-decoded) through a URI that encodes nothing. */
final class RawPath implements MiddlewareInterface
{
    public function process(ServerRequestInterface $request, RequestHandlerInterface $handler): ResponseInterface
    {
        $uri = new class ($request->getUri(), rawurldecode($request->getHeaderLine('X-Path'))) implements UriInterface {
            public function __construct(private UriInterface $uri, private string $path)
            {
            }
            public function getScheme() { return $this->uri->getScheme(); }
            public function getAuthority() { return $this->uri->getAuthority(); }
            public function getUserInfo() { return $this->uri->getUserInfo(); }
            public function getHost() { return $this->uri->getHost(); }
            public function getPort() { return $this->uri->getPort(); }
            public function getPath() { return $this->path; }
            public function getQuery() { return $this->uri->getQuery(); }
            public function getFragment() { return ''; }
            public function withScheme($scheme) { return $this; }
            public function withUserInfo($user, $password = null) { return $this; }
            public function withHost($host) { return $this; }
            public function withPort($port) { return $this; }
            public function withPath($path) { return $this; }
            public function withQuery($query) { return $this; }
            public function withFragment($fragment) { return $this; }
            public function __toString() { return $this->path; }
        };
        return $handler->handle($request->withUri($uri, true));
    }
}
