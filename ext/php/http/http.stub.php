<?php

/**
 * The HTTP server, its requests and responses (docs/http.md). This file is
 * the source of truth for its declarations: http_arginfo.h is generated from
 * it by scripts/gen-arginfo, and stubs/vela.php holds the IDE copy of every
 * stub.
 *
 * @generate-class-entries
 */

namespace Vela\Http {
    /** Thrown by the HTTP classes: bad options, invalid headers, misuse. */
    class Exception extends \Vela\Exception {}

    /**
     * An HTTP/1.1 server. Options (all optional) are validated: an unknown key
     * or a bad value throws naming it. See docs/http.md for the list.
     */
    final class Server
    {
        public function __construct(array $options = []) {}

        /** The request handler: fn(Request $request): Response, run in its own coroutine. */
        public function handle(callable $handler): static {}

        /** Called with the server once it listens (port() is then the real port). */
        public function onStart(callable $hook): static {}

        /** Called in each worker (in workers = 0: the one process) before serving. */
        public function onWorkerStart(callable $hook): static {}

        /** Called in each worker after serving stopped, before start() returns. */
        public function onWorkerStop(callable $hook): static {}

        /** Serves until a graceful stop (SIGTERM, SIGINT or stop()), then returns. */
        public function start(): void {}

        /** Begins a graceful stop; start() returns when it completed. */
        public function stop(): void {}

        /** The bound port (the real one after binding port 0); 0 before. */
        public function port(): int {}

        /** The validated options, defaults filled in. */
        public function options(): array {}
    }

    /** One HTTP request, read-only except for route params and attributes. */
    final class Request
    {
        private function __construct() {}

        public function method(): string {}

        /** The request target as sent: path and query ("/a/b?x=1"). */
        public function uri(): string {}

        public function path(): string {}

        public function queryString(): string {}

        /** The parsed query (parsed on first use), or one key of it. */
        public function query(?string $name = null, mixed $default = null): mixed {}

        /** A header value by case-insensitive name (several joined with ", "). */
        public function header(string $name, ?string $default = null): ?string {}

        public function hasHeader(string $name): bool {}

        /** Every header: lower-case name => value. */
        public function headers(): array {}

        public function cookie(string $name, ?string $default = null): ?string {}

        public function cookies(): array {}

        /** The raw body. */
        public function body(): string {}

        /** The parsed form (urlencoded or multipart), or one field of it. */
        public function form(?string $name = null, mixed $default = null): mixed {}

        /** Uploaded files of a multipart body: field => [name, type, size, tmp_name, error]. */
        public function files(): array {}

        /** The body decoded as JSON; throws Vela\Http\Exception when it is not JSON. */
        public function json(bool $associative = true): mixed {}

        public function clientAddress(): string {}

        public function clientPort(): int {}

        /** "1.1" or "1.0". */
        public function protocolVersion(): string {}

        public function param(string $name, mixed $default = null): mixed {}

        public function params(): array {}

        public function setParams(array $params): static {}

        public function attribute(string $name, mixed $default = null): mixed {}

        public function setAttribute(string $name, mixed $value): static {}

        public function attributes(): array {}

        /** The request id (the server's request_id option: the client's X-Request-Id or a new one), or null when off. */
        public function id(): ?string {}

        /** The route's name (or its path pattern) once Vela\App matched it; null before or without a route. */
        public function route(): ?string {}
    }

    /** An HTTP response. Setters return the response itself. */
    final class Response
    {
        public function __construct(string $body = "", int $status = 200, array $headers = []) {}

        public static function text(string $body, int $status = 200): Response {}

        public static function html(string $body, int $status = 200): Response {}

        public static function json(mixed $data, int $status = 200, int $flags = 0): Response {}

        public static function redirect(string $location, int $status = 302): Response {}

        /** A file sent with sendfile(2); Range requests are honoured. */
        public static function file(string $path, ?string $contentType = null): Response {}

        /** A streamed (chunked) response: $producer($response) calls write(). */
        public static function stream(callable $producer, int $status = 200, array $headers = []): Response {}

        /**
         * A Server-Sent Events stream (text/event-stream): $source is an iterable of events, or a
         * callable given the client's Last-Event-ID (or null) that returns one. An event is a string
         * (its data) or an array of data, event, id, retry, comment. Options: heartbeat (seconds
         * between comment lines while idle, 15; 0 or null: none), headers.
         */
        public static function events(iterable|callable $source, array $options = []): Response {}

        /**
         * Switches the request's connection to WebSocket (RFC 6455) once the handshake
         * checks out (else 400, or 426 for another version), then runs
         * $handler(Vela\WebSocket\Connection $connection) in the request's coroutine;
         * the connection closes (1000) when it returns. A Vela\WebSocket\Handler
         * instead gets onOpen(), onMessage() and onClose() calls, each in a coroutine
         * taken only while it runs (an idle connection holds none). Options: protocols,
         * compression, max_message, max_frame, send_queue, send_timeout,
         * idle_timeout (docs/websocket.md). The Response's headers go into the 101.
         */
        public static function webSocket(callable|\Vela\WebSocket\Handler $handler, array $options = []): Response {}

        public function status(): int {}

        public function reason(): string {}

        public function setStatus(int $status, ?string $reason = null): static {}

        /** Sets a header, replacing earlier values; CR or LF throws. */
        public function header(string $name, string $value): static {}

        /** Adds a header value, keeping earlier ones. */
        public function addHeader(string $name, string $value): static {}

        public function getHeader(string $name): ?string {}

        public function removeHeader(string $name): static {}

        /** name => list of values. */
        public function headers(): array {}

        /** Adds a Set-Cookie (options: expires, max_age, path, domain, secure, httponly, samesite). */
        public function cookie(string $name, string $value, array $options = []): static {}

        public function body(): string {}

        public function setBody(string $body): static {}

        /** Writes a chunk of a streamed response; suspends while the client is slow. */
        public function write(string $chunk): void {}
    }
}
