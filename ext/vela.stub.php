<?php

/**
 * The `vela` extension's functions and the base exception of everything it
 * throws. This file is the source of truth for its declarations:
 * vela_arginfo.h is generated from it by scripts/gen-arginfo, and
 * stubs/vela.php holds the IDE copy of every stub.
 *
 * @generate-class-entries
 */

namespace Vela {
    /** The extension's version, e.g. "0.1.0". */
    function version(): string {}

    /**
     * Runs $main in a coroutine and the loop until $main and every other
     * coroutine have ended. Returns $main's result; rethrows its exception.
     * Throws CoroutineException when called inside a coroutine, or when every
     * coroutine is suspended and nothing can wake them (they are cancelled).
     */
    function run(callable $main): mixed {}

    /** Base class of every exception the extension throws. */
    class Exception extends \Exception {}

    /**
     * A database or cache that cannot serve right now: the connection could
     * not be made or was lost, the pool had no free connection in time, a
     * query or command timed out, the credentials were refused. Implemented
     * by those classes of Vela\Pg and Vela\Redis; Vela\App answers them 503
     * with Retry-After: 1.
     */
    interface BackendUnavailable extends \Throwable {}
}
