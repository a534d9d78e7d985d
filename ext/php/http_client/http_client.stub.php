<?php

/**
 * Outbound HTTP: a coroutine client on libcurl's multi interface, driven by
 * the worker's loop (docs/http-client.md). This file is the source of truth
 * for its declarations: http_client_arginfo.h is generated from it by
 * scripts/gen-arginfo.
 *
 * @generate-class-entries
 */

namespace Vela\Http {
    /**
     * A coroutine HTTP client. One libcurl multi handle serves every client
     * of a worker; each call suspends only the calling coroutine (outside a
     * coroutine it runs the loop until done). Many coroutines may share one
     * client: transfers to one host are capped at max_per_host at once, and
     * the rest wait in FIFO order.
     */
    final class Client
    {
        /**
         * Options: base_uri, timeout, connect_timeout, idle_timeout,
         * pool_timeout (seconds), max_per_host, body_limit, redirects,
         * http2, verify (bool or a CA file), decode_content, http_errors,
         * proxy, no_proxy, headers, propagate, cert, cookies (a
         * Client\CookieJar).
         */
        public function __construct(array $options = []) {}

        /** Per-request options: query, headers, json, body (a string or a stream), sink (a path, a stream or a callable). */
        public function request(string $method, string $url, array $options = []): Client\Response {}

        public function get(string $url, array $options = []): Client\Response {}

        public function post(string $url, array $options = []): Client\Response {}

        public function put(string $url, array $options = []): Client\Response {}

        public function patch(string $url, array $options = []): Client\Response {}

        public function delete(string $url, array $options = []): Client\Response {}

        public function head(string $url, array $options = []): Client\Response {}

        /**
         * This client as a PSR-18 client (Vela\Http\Client\Psr18\Client),
         * declared on first call when Psr\Http\Client\ClientInterface can
         * be loaded. Responses are made by the given PSR-17 factories, else
         * Nyholm's, else Guzzle's.
         */
        public function psr18(?object $responseFactory = null, ?object $streamFactory = null): \Psr\Http\Client\ClientInterface {}

        /**
         * A handler for GuzzleHttp\Client (Vela\Http\Client\GuzzleHandler),
         * declared on first call: Guzzle's requests go through Vela clients
         * made with $options (and Guzzle's per-request timeouts, verify,
         * proxy), suspending only the calling coroutine.
         */
        public static function guzzleHandler(array $options = []): callable {}

        /**
         * The headers a request made now carries from the incoming request
         * this coroutine serves (X-Request-Id, traceparent with a new span id,
         * tracestate); [] outside a handler's coroutine or with "propagate"
         * off. For a coroutine the handler spawns, which has none of its own.
         */
        public function propagationHeaders(): array {}
    }
}

namespace Vela\Http\Client {
    /** Every failure of the client: bad options, an unusable URL, a broken exchange. */
    class Exception extends \Vela\Exception {}

    /** No connection: the name did not resolve, the server refused, the proxy refused. */
    class ConnectException extends Exception {}

    /** The TLS handshake failed: an unverifiable certificate, a wrong name, an expired one. */
    class TlsException extends ConnectException {}

    /** connect_timeout, timeout or idle_timeout passed; only that transfer is cancelled. */
    class TimeoutException extends Exception {}

    /** No slot for the host within pool_timeout; the message names the holders (file:line). */
    class PoolTimeout extends TimeoutException {}

    /** More redirects than the "redirects" option allows. */
    class TooManyRedirects extends Exception {}

    /** The response body passed body_limit (counted after decoding). */
    class ResponseTooLarge extends Exception {}

    /**
     * An error status (4xx, 5xx) with the "http_errors" option on; the
     * response is kept.
     */
    class StatusException extends Exception
    {
        private ?Response $response = null;

        public function getResponse(): Response {}
    }

    /**
     * Cookies for clients: a client given one ("cookies" option) sends the
     * jar's cookies that match each request (domain, path, expiry, Secure)
     * and stores the Set-Cookie fields of its responses. Clients may share a
     * jar; a client without one sends and keeps no cookies. Lives in the
     * worker's memory only.
     */
    final class CookieJar implements \Countable
    {
        public function __construct() {}

        /**
         * Every cookie: a list of ['name', 'value', 'domain', 'path',
         * 'expires' (a Unix time, 0 for a session cookie), 'secure',
         * 'httponly', 'subdomains'].
         */
        public function all(): array {}

        public function count(): int {}

        /** Forgets every cookie. */
        public function clear(): void {}
    }

    /** A received response: status, headers (names lower-cased) and the whole body. */
    final class Response
    {
        private function __construct() {}

        public function status(): int {}

        /** The values of header $name (any case) joined with ", ", or null when absent. */
        public function header(string $name): ?string {}

        /** Every header: lower-cased name => list of values, in the order received. */
        public function headers(): array {}

        public function body(): string {}

        /** The body decoded as JSON (objects as arrays); \JsonException when it is not JSON. */
        public function json(): mixed {}
    }
}
