<?php

/**
 * The app logger (docs/app.md, "Logging"). This file is the source of truth
 * for its declarations: log_arginfo.h is generated from it by
 * scripts/gen-arginfo.
 *
 * @generate-class-entries
 */

namespace Vela\Log {
    /**
     * A PSR-3 logger writing one JSON object per line: time, level, channel,
     * message ({placeholders} replaced from the context), context (a
     * Throwable as its class, message, file and line), and, for a record made
     * while a Vela\App serves a request, request_id, route, method and path.
     * Records below $level are dropped. $path null writes to the process's
     * stderr, the server's log stream; a path is opened for appending (not
     * through a symbolic link) in each worker. Vela\App gives the container
     * one as Psr\Log\LoggerInterface (configured by config/log.php) unless
     * the app has its own; when psr/log is loaded that one is a
     * Vela\Log\PsrLogger, this class implementing Psr\Log\LoggerInterface.
     * An unknown level is a ValueError (Psr\Log\InvalidArgumentException
     * from log() when psr/log is loaded).
     *
     * @not-serializable
     */
    class Logger
    {
        public function __construct(string $level = "debug", ?string $path = null, string $channel = "app") {}

        public function emergency(mixed $message, array $context = []): void {}

        public function alert(mixed $message, array $context = []): void {}

        public function critical(mixed $message, array $context = []): void {}

        public function error(mixed $message, array $context = []): void {}

        public function warning(mixed $message, array $context = []): void {}

        public function notice(mixed $message, array $context = []): void {}

        public function info(mixed $message, array $context = []): void {}

        public function debug(mixed $message, array $context = []): void {}

        public function log(mixed $level, mixed $message, array $context = []): void {}
    }

    /**
     * A Monolog processor adding the request fields (request_id, route,
     * method, path) to a record's "extra" while a Vela\App serves a request.
     * Vela\App pushes one onto the Monolog logger it makes for config/log.php
     * 'driver' => 'monolog'; an app's own Monolog logger may push one too.
     * Records that are not arrays (Monolog 3's LogRecord) pass unchanged.
     */
    final class RequestProcessor
    {
        public function __invoke(mixed $record): mixed {}
    }
}
