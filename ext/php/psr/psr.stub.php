<?php

/**
 * The PSR-15/PSR-7 bridge (docs/app.md, "PSR-7 and PSR-15"). This file is
 * the source of truth for its declarations: psr_arginfo.h is generated from
 * it by scripts/gen-arginfo.
 *
 * @generate-class-entries
 */

namespace Vela\Psr {
    /**
     * The rest of Vela's middleware chain as a PSR-15 request handler: what a
     * Psr\Http\Server\MiddlewareInterface in Vela's chain gets as $handler.
     * Its concrete class, Vela\Psr\RequestHandler, extends this one and
     * implements Psr\Http\Server\RequestHandlerInterface; Vela\App declares it
     * when it finds that interface, so nothing of the bridge exists in an app
     * without PSR-15. handle() turns the request back into the
     * Vela\Http\Request the rest of the chain sees and its answer into a PSR-7
     * response.
     */
    abstract class Handler
    {
        final public function handle(\Psr\Http\Message\ServerRequestInterface $request): \Psr\Http\Message\ResponseInterface {}
    }
}
