<?php

/**
 * WebSocket connections (docs/websocket.md). This file is the source of
 * truth for their declarations: ws_arginfo.h is generated from it by
 * scripts/gen-arginfo.
 *
 * @generate-class-entries
 */

namespace Vela\WebSocket {
    /** Thrown by the WebSocket classes: misuse, bad close codes. */
    class Exception extends \Vela\Exception {}

    /** send() or receive() on a connection that is closed (or closing). */
    class ClosedException extends Exception {}

    /** One message: text (valid UTF-8) or binary. */
    final class Message
    {
        public function __construct(string $data, bool $binary = false) {}

        public static function text(string $text): Message {}

        public static function binary(string $data): Message {}

        public function data(): string {}

        public function isBinary(): bool {}

        public function isText(): bool {}

        public function __toString(): string {}
    }

    /** The messages of a connection, for foreach; made by Connection::messages(). */
    final class MessageIterator implements \Iterator
    {
        private function __construct() {}

        public function current(): ?Message {}

        public function key(): int {}

        public function next(): void {}

        public function rewind(): void {}

        public function valid(): bool {}
    }

    /**
     * The event style of a connection: Response::webSocket($handler) with
     * an object of this interface calls onOpen() once the 101 is written,
     * onMessage() for each message and onClose() once when the connection
     * ended (the peer's code, 1005 without one, 1011 after a handler
     * threw). Each call runs in a coroutine taken only while there is
     * something to run, so an idle connection holds none (docs/websocket.md).
     */
    interface Handler
    {
        public function onOpen(Connection $connection): void;

        public function onMessage(Connection $connection, Message $message): void;

        public function onClose(Connection $connection, int $code): void;
    }

    /**
     * One upgraded connection, handed to the callable of
     * Vela\Http\Response::webSocket(), which runs in its own coroutine.
     */
    final class Connection
    {
        private function __construct() {}

        /** The process-unique id of the connection. */
        public function id(): int {}

        /** The upgrade request (headers, params, attributes). */
        public function request(): \Vela\Http\Request {}

        /** The agreed subprotocol, or null. */
        public function protocol(): ?string {}

        /** The next message; null once the connection closed. Suspends until one arrives. */
        public function receive(): ?Message {}

        /** Every message until the connection closes (foreach; each step may suspend). */
        public function messages(): MessageIterator {}

        /**
         * Sends a message (a string is sent as text). Suspends while the
         * peer's send queue is over its cap; throws ClosedException when
         * the connection is closed or closing.
         */
        public function send(string|Message $message): void {}

        /** Starts the closing handshake (code 1000 unless given); no-op when already closing. */
        public function close(int $code = 1000, string $reason = ""): void {}

        public function isOpen(): bool {}

        /** The close code once closed (the peer's, or the one sent after a protocol error); null while open. */
        public function closeCode(): ?int {}

        public function closeReason(): ?string {}
    }
}
