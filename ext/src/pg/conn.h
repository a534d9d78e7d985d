/*
 * One PostgreSQL connection on the loop: libpq in non-blocking pipeline
 * mode on a uv_poll handle.
 *
 * Design. Opening resolves the host name on libuv's thread pool
 * (uv_getaddrinfo: libpq would block), then drives PQconnectStartParams /
 * PQconnectPoll from poll events under one deadline (libpq's own
 * connect_timeout is not used in non-blocking mode); TLS happens there as
 * libpq does it (sslmode). Each PQconnectPoll step runs on libuv's thread
 * pool: one may derive SCRAM-SHA-256's key (PBKDF2, 4096 HMAC rounds, ~10 ms
 * of CPU) or do a TLS handshake, and the loop must not stall meanwhile. An
 * open that gives up while a step runs leaves the connection to the step,
 * which frees it when it returns. Once open, the connection stays in pipeline
 * mode: a query is one "segment" — Parse (on a statement-cache miss),
 * Bind/Describe/Execute, then its own Sync — appended to the connection's
 * in-flight FIFO, so many coroutines' queries share it and an error aborts
 * only its own segment. Results come back in order; each is handed to the
 * query at the head of the FIFO, which completes at its Sync.
 *
 * Waking. A coroutine waits for a set of queries (vela_pg_wait_t, any
 * number, e.g. a whole pipeline()) and is resumed when the last completes.
 * The poll callback resumes waiters only as its last step, after the
 * connection's state is consistent; a woken coroutine may release or close
 * the connection meanwhile, which then is freed when the callback returns.
 *
 * Failures. A query that the server rejects completes normally with its
 * error result (SQLSTATE, message, detail, hint). A connection that breaks
 * (EOF, reset, terminated backend) completes every query in flight on it
 * with rc = UV_ECONNRESET and marks itself broken in its pool
 * (vela_pool_conn_broken), so nothing hangs and nothing gets another's
 * result. A wait that gives up (timeout, cancellation) abandons its queries:
 * they stay in the FIFO, their results are discarded on arrival.
 *
 * Ownership. Queries are heap objects (vela_pg_query_new); a sent query
 * belongs to the connection until it completes, then to its waiter, which
 * frees it; an abandoned one is freed by the connection. Handles are closed
 * through libuv and freed in their close callbacks.
 *
 * Fork. A connection remembers its pid; in another process it is neither
 * used nor closed (vela_pg_conn_close leaks it: its socket and the loop's
 * epoll set are the parent's).
 *
 * Context: open and wait may suspend (coroutine or main context); the rest
 * never suspends. Thread-safety: none (the cancel request runs PQcancel on
 * a pool thread with its own PGcancel object; a connect step runs
 * PQconnectPoll on a pool thread while nothing else touches the PGconn).
 */
#ifndef VELA_PG_CONN_H
#define VELA_PG_CONN_H

#include <libpq-fe.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "src/core/coro.h"
#include "src/core/pool.h"
#include "src/pg/stmt_cache.h"

#define VELA_PG_ERROR_MAX 512

/* Counters a connection adds to (its pool's), may be NULL. */
typedef struct vela_pg_counters {
    uint64_t queries, errors, cache_hits, cache_misses;
    uint64_t in_flight; /* sent, not yet completed (a gauge) */
} vela_pg_counters_t;

/* How to open a connection. Everything must outlive the connection. */
typedef struct vela_pg_settings {
    const char *const *keywords; /* NULL-terminated, as for PQconnectStartParams */
    const char *const *values;
    size_t statement_cache_size; /* 0: unnamed statements only (PgBouncer before 1.21) */
    vela_pg_counters_t *counters;
} vela_pg_settings_t;

/* Why an open failed: libpq's message and, for a server's refusal, its SQLSTATE. */
typedef struct vela_pg_open_error {
    char message[VELA_PG_ERROR_MAX];
    char sqlstate[6]; /* "28P01" for a wrong password; "" for a client-side failure */
} vela_pg_open_error_t;

typedef struct vela_pg_conn vela_pg_conn_t;

/* A coroutine waiting for `pending` queries. Caller-allocated (its stack). */
typedef struct vela_pg_wait {
    vela_coro_t *co;
    size_t pending;
    struct vela_pg_wait *next_ready; /* internal */
} vela_pg_wait_t;

/* One query: one segment of the pipeline. */
typedef struct vela_pg_query {
    char *sql; /* a copy, NUL-terminated (in the same allocation) */
    size_t sql_len;
    PGresult *result; /* on completion: the result, or the first error; the waiter PQclear()s it */
    int rc;           /* on completion: 0, or UV_ECONNRESET / VELA_ECLOSED without a result */
    bool completed, cache_hit;
    uint64_t sent_ns, completed_ns;
    uint32_t statements; /* a script's: statements that succeeded (the failing one is the next) */
    /*
     * Optional, set before sending: called on the loop when q completes
     * (result, error or rc), before its waiter is woken; never once q is
     * abandoned. The owner may take q->result there (convert it, PQclear it,
     * set it NULL), so that a result's libpq blocks are freed while malloc's
     * per-size cache still holds them hot, instead of many results piling up
     * until their coroutines resume. It must not suspend or send on the
     * connection.
     */
    void (*on_complete)(struct vela_pg_query *q, void *arg);
    void *on_complete_arg;
    /* internal */
    vela_pg_wait_t *wait; /* NULL once abandoned */
    bool prepared, cancel_wanted, script;
    bool from_slab; /* from conn.c's query slab (short SQL), else malloc'd to its SQL's length */
    char stmt_name[VELA_PG_STMT_NAME_MAX];
    struct vela_pg_query *next;
    char *error; /* libpq's message when rc != 0 (malloc'd, at most VELA_PG_ERROR_MAX), or NULL */
} vela_pg_query_t;

/* A parameter list in libpq's shape (values NUL-terminated; format 1 = binary). */
typedef struct vela_pg_params {
    int count;
    const char *const *values;
    const int *lengths;
    const int *formats;
} vela_pg_params_t;

/*
 * Opens a connection: suspends the caller until it is ready, failed, or
 * timeout_ms passed (< 0: no limit). Returns 0 with *out set; UV_ETIMEDOUT;
 * UV_ECONNREFUSED (the server refused or could not be reached; details in
 * *error, with the SQLSTATE when the server said why, e.g. a wrong
 * password); UV_EAI_* when the host name did not resolve; VELA_ENOMEM;
 * VELA_EINVAL for settings libpq rejects; a failure of vela_coro_suspend().
 * The connection's embedded vela_pool_conn_t is zeroed. Coroutine or main
 * context.
 */
int vela_pg_conn_open(const vela_pg_settings_t *settings, int64_t timeout_ms, vela_pg_conn_t **out,
                      vela_pg_open_error_t *error);

/*
 * Closes the connection and frees it: queries still in flight complete with
 * VELA_ECLOSED (their waiters are woken). In a process other than the one
 * that opened it, frees nothing and touches nothing. NULL-safe. Any context.
 */
void vela_pg_conn_close(vela_pg_conn_t *conn);

/* The pool bookkeeping embedded in conn, and back. */
vela_pool_conn_t *vela_pg_conn_pool_conn(vela_pg_conn_t *conn);
vela_pg_conn_t *vela_pg_conn_from_pool_conn(vela_pool_conn_t *base);

/* True while the connection can take queries (not broken, same process). */
bool vela_pg_conn_usable(const vela_pg_conn_t *conn);

/*
 * A new query for the SQL text (copied). Returns NULL when out of memory.
 * Free it with vela_pg_query_free() once completed, or hand it to
 * vela_pg_query_abandon().
 */
vela_pg_query_t *vela_pg_query_new(const char *sql, size_t len);

/* Frees a query that is not in flight, and its result. NULL-safe. */
void vela_pg_query_free(vela_pg_query_t *q);

/* Gives up on q: freed now when completed (or never sent), else when its results arrive. */
void vela_pg_query_abandon(vela_pg_query_t *q);

/*
 * Appends q to the pipeline (a statement-cache hit binds the cached name; a
 * miss prepares it in the same flush; a cache of size 0 sends an unnamed
 * statement), followed by a Sync, and counts it in w->pending (w may be
 * NULL: nobody waits). Parameters are copied into libpq's buffer before this
 * returns. Returns 0; UV_ECONNRESET when the connection is broken (q not
 * sent; q->error says why); VELA_ENOMEM. Any context; never suspends.
 */
int vela_pg_conn_send(vela_pg_conn_t *conn, vela_pg_query_t *q, const vela_pg_params_t *params,
                      vela_pg_wait_t *w);

/*
 * Sends q as a script: one simple-protocol Query message, so q->sql may hold
 * many statements separated by semicolons (no parameters; COPY is refused).
 * The server runs them in order, as one implicit transaction unless the
 * script has its own BEGIN/COMMIT, and stops at the first error. The
 * connection leaves pipeline mode for the script and enters it again when
 * the script completes, so the caller must hold it exclusively with nothing
 * in flight. On completion q->result is the last statement's result or the
 * error, and q->statements counts the statements that succeeded (an error
 * is statement q->statements + 1). Returns 0; VELA_ESTATE when queries are
 * in flight or libpq refuses to leave pipeline mode (q->error says why);
 * UV_ECONNRESET when the connection is broken. Any context; never suspends.
 */
int vela_pg_conn_send_script(vela_pg_conn_t *conn, vela_pg_query_t *q, vela_pg_wait_t *w);

/*
 * Holds back (on) or releases (off) the connection's outgoing TCP segments
 * (TCP_CORK), so that the queries of one pipeline() — which libpq writes
 * one Sync at a time — reach the server in full segments it reads at once.
 * Releasing sends what was held. Does nothing on Unix sockets. Any context.
 */
void vela_pg_conn_cork(vela_pg_conn_t *conn, bool on);

/*
 * Suspends until every query counted in w has completed, or timeout_ms
 * passed (< 0: no limit). Returns 0 when they all completed; otherwise
 * VELA_ETIMEOUT or a failure of vela_coro_suspend() (VELA_ECANCELED, ...),
 * and the caller abandons the queries it has not seen complete. Coroutine or
 * main context.
 */
int vela_pg_conn_wait(vela_pg_wait_t *w, int64_t timeout_ms);

/*
 * Asks the server to cancel q (PQcancel on the thread pool, where it
 * blocks), as soon as q is the query running on the connection: a query
 * still queued behind others is cancelled when its turn comes. Returns 0 or
 * VELA_ENOMEM. The query then completes with SQLSTATE 57014. Any context.
 */
int vela_pg_conn_cancel(vela_pg_conn_t *conn, vela_pg_query_t *q);

/*
 * Notifications (LISTEN). While listening, NOTIFY messages arriving on the
 * connection are queued in order (otherwise dropped).
 * vela_pg_conn_listen() switches that on or off (off frees the queue).
 * vela_pg_conn_next_notification() takes the oldest, waiting up to
 * timeout_ms (< 0: no limit) for one: returns 0 with *out set (free it with
 * PQfreemem), VELA_ETIMEOUT, UV_ECONNRESET when the connection broke, or a
 * failure of vela_coro_suspend(). Coroutine or main context.
 */
void vela_pg_conn_listen(vela_pg_conn_t *conn, bool on);
int vela_pg_conn_next_notification(vela_pg_conn_t *conn, int64_t timeout_ms, PGnotify **out);

/* libpq's connection, for escaping (PQescapeIdentifier) and server facts only. */
PGconn *vela_pg_conn_pgconn(vela_pg_conn_t *conn);

#endif
