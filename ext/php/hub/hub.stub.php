<?php

/**
 * Broadcast: topics with subscribers in coroutines, within a worker and,
 * through Redis pub/sub, across the workers of an instance and across
 * instances (docs/hub.md). This file is the source of truth for its
 * declarations: hub_arginfo.h is generated from it by scripts/gen-arginfo.
 *
 * @generate-class-entries
 */

namespace Vela {
    /**
     * A hub of topics. Without a Redis pool it broadcasts within this worker
     * only; with one, publish() goes through Redis (PUBLISH prefix.topic) and
     * every hub subscribed to the prefix (one per worker, on every instance)
     * hands the message to its own subscribers exactly once.
     */
    final class Hub
    {
        /** Options: prefix ("vela:hub:"), queue (messages per subscriber, 1024), overflow ("drop_oldest" or "close"), presence_ttl (seconds, 10), members_max (10000). */
        public function __construct(?\Vela\Redis\Pool $redis = null, array $options = []) {}

        /** A subscription to one topic or several; iterate it in a coroutine (topic => message). Options: queue, overflow, timeout (seconds). */
        public function subscribe(string|array $topics, array $options = []): \Vela\Hub\Subscription {}

        /** Publishes to every subscriber of the topic; returns how many were reached here (with Redis: how many hubs received it). */
        public function publish(string $topic, string $message): int {}

        /**
         * Sends the topic's messages to a WebSocket connection (text when valid
         * UTF-8, else binary) through the hub's bounded queue, without a
         * coroutine; false when it had joined already. A closed connection
         * leaves all its topics. With an id (a user's, say) the connection is
         * listed by members() under it.
         */
        public function join(\Vela\WebSocket\Connection $connection, string $topic, ?string $id = null): bool {}

        /** Leaves the topic (null: every topic of this hub); returns how many it left. */
        public function leave(\Vela\WebSocket\Connection $connection, ?string $topic = null): int {}

        /** How many subscribers the topic has in every worker of the instance (with Redis: of every instance). */
        public function presence(string $topic): int {}

        /**
         * The distinct ids of the connections joined to the topic with an id,
         * in every worker of the instance (with Redis: of every instance), in
         * no particular order; throws past the hub's members_max.
         */
        public function members(string $topic): array {}

        /** Counters: published, delivered, dropped, overflowed, subscribers. */
        public function stats(): array {}
    }
}

namespace Vela\Hub {
    /** A hub operation failed (a wait that cannot suspend, a bad option). */
    class Exception extends \Vela\Exception
    {
    }

    /**
     * The messages of a Hub's topics as they arrive: iterating suspends the
     * coroutine until one comes (key: the topic, value: the message). The
     * queue is bounded: past it the oldest message is dropped (dropped()
     * counts them) or, with overflow "close", the iteration ends.
     */
    final class Subscription implements \Iterator
    {
        public function current(): ?string {}

        public function key(): ?string {}

        public function next(): void {}

        public function rewind(): void {}

        public function valid(): bool {}

        /** Leaves every topic; the iteration ends. */
        public function close(): void {}

        /** Messages this subscription lost because its queue was full. */
        public function dropped(): int {}
    }
}
