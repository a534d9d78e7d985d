<?php

/**
 * Coroutines, channels, wait groups and timers (docs/coroutines.md). This
 * file is the source of truth for its declarations: coroutine_arginfo.h is
 * generated from it by scripts/gen-arginfo, and stubs/vela.php holds the IDE
 * copy of every stub.
 *
 * @generate-class-entries
 */

namespace Vela {

    /** A coroutine operation failed: limit reached, switching forbidden (destructor, GC), deadlock, misuse. */
    class CoroutineException extends Exception {}

    /** A wait with a timeout (Channel, WaitGroup) timed out. */
    class TimeoutException extends Exception {}

    /** push() on a closed Channel, or the channel was closed while push() waited. */
    class ChannelClosedException extends Exception {}

    /**
     * Coroutines on the loop. Outside any coroutine, waiting operations run the loop implicitly.
     * Static methods only: not constructible.
     * @not-serializable
     */
    final class Coroutine
    {
        private function __construct() {}

        /** Starts $fn(...$args) in a new coroutine at once; returns its id when it first suspends or ends. */
        public static function spawn(callable $fn, mixed ...$args): int {}

        /** The current coroutine's id; 0 outside any coroutine. */
        public static function id(): int {}

        /** Suspends the current coroutine (or runs the loop, outside one) for $seconds; 0 yields. */
        public static function sleep(float $seconds): void {}

        /** Runs $fn when the current coroutine ends, last registered first, also on exception. */
        public static function defer(callable $fn): void {}

        /** Storage private to the current coroutine, freed when it ends. */
        public static function context(): \ArrayObject {}

        /** The number of live coroutines. */
        public static function count(): int {}

        /**
         * Runs the loop until it has nothing left to do (every coroutine
         * ended, no timer pending). Coroutines still suspended then can never
         * wake: they are cancelled, and their number returned (0 when all
         * finished). Registered as a shutdown function by the first spawn or
         * timer of a request.
         */
        public static function waitAll(): int {}
    }

    /**
     * A FIFO channel between coroutines. Capacity 0 makes push() wait until a
     * pop() takes the value (rendezvous). Not serializable, not cloneable, and
     * equal (==) only to itself.
     * @not-serializable
     */
    final class Channel
    {
        public function __construct(int $capacity = 0) {}

        /**
         * Appends $value, waiting for room (or a taker) up to $timeout seconds
         * (null = forever). Throws ChannelClosedException when the channel is
         * or gets closed, TimeoutException on timeout.
         */
        public function push(mixed $value, ?float $timeout = null): void {}

        /**
         * Takes the oldest value, waiting up to $timeout seconds (null =
         * forever). Returns null once the channel is closed and drained.
         * Throws TimeoutException on timeout.
         */
        public function pop(?float $timeout = null): mixed {}

        /** Closes the channel: waiting pops return null, waiting pushes throw. Idempotent. */
        public function close(): void {}

        /** Values buffered now. */
        public function length(): int {}

        public function capacity(): int {}

        public function isClosed(): bool {}
    }

    /**
     * Waits for a group of coroutines: add() before spawning, done() in each, wait().
     * Not serializable, not cloneable, and equal (==) only to itself.
     * @not-serializable
     */
    final class WaitGroup
    {
        /** Adds $delta (may be negative) to the counter; throws CoroutineException if it would go below 0. */
        public function add(int $delta = 1): void {}

        /** Decrements the counter. */
        public function done(): void {}

        /** Waits until the counter is 0, up to $timeout seconds (null = forever); TimeoutException on timeout. */
        public function wait(?float $timeout = null): void {}

        public function count(): int {}
    }

    /**
     * Timers; each callback runs in its own coroutine. Static methods only: not constructible.
     * @not-serializable
     */
    final class Timer
    {
        private function __construct() {}

        /** Calls $fn once after $seconds. Returns the timer id. */
        public static function after(float $seconds, callable $fn): int {}

        /** Calls $fn every $interval seconds until cancelled. Returns the timer id. */
        public static function tick(float $interval, callable $fn): int {}

        /** Cancels a timer; false if it does not exist (already fired or cancelled). */
        public static function cancel(int $id): bool {}
    }
}
