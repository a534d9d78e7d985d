<?php

/**
 * PostgreSQL: a coroutine pool on libpq's pipeline mode (docs/postgres.md).
 * This file is the source of truth for its declarations: pg_arginfo.h is
 * generated from it by scripts/gen-arginfo, and stubs/vela.php holds the IDE
 * copy of every stub.
 *
 * @generate-class-entries
 */

namespace Vela\Pg {
    /**
     * Every PostgreSQL failure. The server's SQLSTATE, detail and hint when
     * the server reported it ('' / null otherwise), and the SQL that failed.
     */
    class Exception extends \Vela\Exception
    {
        protected string $sqlState = '';
        protected ?string $detail = null;
        protected ?string $hint = null;
        protected ?string $sql = null;
        protected ?array $pipelineResults = null;

        public function getSqlState(): string {}

        public function getDetail(): ?string {}

        public function getHint(): ?string {}

        public function getSql(): ?string {}

        /**
         * For a failure inside pipeline(): every query's result in order,
         * the failed ones as their exception objects; null otherwise.
         */
        public function getPipelineResults(): ?array {}
    }

    /** SQLSTATE 23505. */
    class UniqueViolation extends Exception {}

    /** SQLSTATE 23503. */
    class ForeignKeyViolation extends Exception {}

    /** query_timeout passed (the query was cancelled on the server), or SQLSTATE 57014. */
    class QueryTimeout extends Exception implements \Vela\BackendUnavailable {}

    /** The connection broke while the query was in flight; the pool reconnects. */
    class ConnectionLost extends Exception implements \Vela\BackendUnavailable {}

    /** No connection could be opened (server down, refused, unknown host); fails fast during back-off. */
    class ConnectionFailed extends Exception implements \Vela\BackendUnavailable {}

    /** The server refused the credentials (SQLSTATE class 28). */
    class AuthenticationFailed extends ConnectionFailed {}

    /** No connection within acquire_timeout; the message names the pool and the oldest holders. */
    class PoolTimeout extends Exception implements \Vela\BackendUnavailable {}

    /**
     * A pool of connections. $dsn is libpq's: "host=... dbname=..." or a URL
     * "postgresql://user:password@host:port/db?sslmode=require". Options
     * (validated; an unknown key or a bad value throws naming it): min, max,
     * acquire_timeout, connect_timeout, query_timeout, idle_timeout,
     * max_lifetime (seconds, float), pipeline_depth, statement_cache_size,
     * slow_query_ms, application_name, decode_json. No message repeats the
     * password, even from a malformed $dsn (src/core/redact.h), and $dsn is
     * a #[\SensitiveParameter]: stack traces do not show it.
     *
     * @not-serializable
     */
    final class Pool
    {
        public function __construct(#[\SensitiveParameter] string $dsn, array $options = []) {}

        /**
         * Every row, as column => value arrays typed by column type.
         * $options: ['slow' => true] runs a statement known to be slow on a
         * connection of its own, so that no quick query waits behind it (also
         * for queryOne(), queryValue() and execute()).
         */
        public function query(string $sql, array $params = [], array $options = []): array {}

        /** The first row, or null when there is none. */
        public function queryOne(string $sql, array $params = [], array $options = []): ?array {}

        /** The first column of the first row, or null when there is no row. */
        public function queryValue(string $sql, array $params = [], array $options = []): mixed {}

        /** The number of rows the statement affected (or returned). */
        public function execute(string $sql, array $params = [], array $options = []): int {}

        /**
         * The query helper (docs/postgres.md): INSERT INTO $table ($row's
         * keys) VALUES ($1, ...) RETURNING $returning; the row returned
         * (null when a trigger skipped it). Identifiers are quoted ("a.b" is
         * schema a, table b); values are parameters. An empty $row inserts
         * DEFAULT VALUES.
         */
        public function insert(string $table, array $row, array $returning = ['*']): ?array {}

        /**
         * UPDATE $table SET $changes WHERE $key = $id RETURNING $returning:
         * the row updated, or null when no row has that id.
         */
        public function update(string $table, mixed $id, array $changes, string $key = 'id', array $returning = ['*']): ?array {}

        /**
         * INSERT ... ON CONFLICT ($conflict) DO UPDATE SET each column of
         * $update (null: every column of $row not in $conflict) to the new
         * value; DO NOTHING when that leaves none ([]), and then null for a
         * row that was there. Returns the row inserted or updated.
         */
        public function upsert(string $table, array $row, array $conflict, ?array $update = null, array $returning = ['*']): ?array {}

        /**
         * Runs a script of statements separated by semicolons (schema files,
         * migrations) through the simple query protocol, on a connection of
         * its own (or the coroutine's transaction): no parameters, one
         * implicit transaction unless the script has BEGIN/COMMIT, stops at
         * the first error, whose message starts "statement N of the script:".
         * Returns the number of statements run.
         */
        public function script(string $sql): int {}

        /**
         * Runs $fn(Connection $tx) inside BEGIN ... COMMIT on a connection of
         * its own; ROLLBACK and rethrow when $fn throws. Returns $fn's result.
         */
        public function transaction(callable $fn): mixed {}

        /** BEGIN on a connection of its own; the caller commit()s or rollback()s. */
        public function begin(): Connection {}

        /**
         * Runs $fn(Pipeline $p), which queues queries, then sends them all
         * before reading any reply (each with its own Sync) and returns
         * their results in order. A failed query throws (the first failure)
         * after all completed; getPipelineResults() has the others.
         */
        public function pipeline(callable $fn): array {}

        /**
         * LISTEN on $channel with a connection of its own: an iterator of
         * ['channel' => ..., 'payload' => ..., 'pid' => ...] that suspends
         * between notifications; it ends when none came for $timeout seconds
         * (null: never) or after close().
         */
        public function listen(string $channel, ?float $timeout = null): Listener {}

        /** Counters: see docs/postgres.md. */
        public function stats(): array {}

        /** Closes every connection; later calls throw. */
        public function close(): void {}
    }

    /**
     * A transaction's connection (Pool::transaction(), Pool::begin()).
     *
     * @not-serializable
     */
    final class Connection
    {
        private function __construct() {}

        public function query(string $sql, array $params = []): array {}

        public function queryOne(string $sql, array $params = []): ?array {}

        public function queryValue(string $sql, array $params = []): mixed {}

        public function execute(string $sql, array $params = []): int {}

        /** Pool::insert() inside this transaction. */
        public function insert(string $table, array $row, array $returning = ['*']): ?array {}

        /** Pool::update() inside this transaction. */
        public function update(string $table, mixed $id, array $changes, string $key = 'id', array $returning = ['*']): ?array {}

        /** Pool::upsert() inside this transaction. */
        public function upsert(string $table, array $row, array $conflict, ?array $update = null, array $returning = ['*']): ?array {}

        /** A script inside this transaction (see Pool::script()). */
        public function script(string $sql): int {}

        /** A nested transaction: a SAVEPOINT, released on success, rolled back to on throw. */
        public function transaction(callable $fn): mixed {}

        /** COMMIT (begin() only); the connection goes back to the pool. */
        public function commit(): void {}

        /** ROLLBACK (begin() only); the connection goes back to the pool. */
        public function rollback(): void {}
    }

    /**
     * Queues the queries of one Pool::pipeline() call; each method returns
     * the query's position in the result list.
     *
     * @not-serializable
     */
    final class Pipeline
    {
        private function __construct() {}

        public function query(string $sql, array $params = []): int {}

        public function queryOne(string $sql, array $params = []): int {}

        public function queryValue(string $sql, array $params = []): int {}

        public function execute(string $sql, array $params = []): int {}
    }

    /**
     * The notifications of one Pool::listen().
     *
     * @not-serializable
     */
    final class Listener implements \Iterator
    {
        private function __construct() {}

        public function current(): ?array {}

        public function key(): int {}

        public function next(): void {}

        public function rewind(): void {}

        public function valid(): bool {}

        /** UNLISTEN and give the connection back; iteration ends. */
        public function close(): void {}
    }

    /** A parameter sent as binary data (bytea), never as text. */
    final class Binary
    {
        private string $bytes = '';

        public function __construct(string $bytes) {}

        public function bytes(): string {}
    }
}
