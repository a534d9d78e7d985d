/*
 * A connection pool for coroutines, independent of the protocol: the
 * PostgreSQL and Redis pools (src/pg/, src/redis/) are this plus a backend
 * that opens and closes their connections.
 *
 * Design. A connection serves either many users at once (shared: pipelined
 * queries or commands of many coroutines, at most `depth` of them in flight)
 * or one user alone (exclusive: a transaction, a blocking command, a
 * subscription). A user holds a lease from vela_pool_acquire() until
 * vela_pool_release(); the pool counts, per connection, its shared leases
 * and whether an exclusive one holds it.
 *
 *  - Shared acquire: the least loaded connection below depth that is
 *    neither reserved, stalled nor retiring; otherwise a retiring one;
 *    otherwise a new connection when the pool has room (size + opening <
 *    max); otherwise a stalled connection below depth; otherwise wait. A
 *    connection is opened only when every open one is at depth, and the
 *    maintenance tick retires one when the most shared leases held at once
 *    since the last tick would have fitted in the others at half their
 *    depth (it then goes idle and is closed): the callers use the fewest
 *    connections that keep up (the database serves a few busy backends far
 *    better than many that wake for one query each), `max` is a ceiling,
 *    not a target, and within those connections a query joins the shortest
 *    pipeline (the shortest wait).
 *  - Stalled: a connection that holds shared leases and released none for
 *    stall_ms (a slow statement at the head of its pipeline: its answers
 *    come in order; a server that is only busy still answers on every
 *    connection), or that a slow lease holds. A new shared lease is not queued behind it while another
 *    connection can take it or can be opened (no head-of-line blocking).
 *  - Slow acquire (a statement the caller marked slow): an idle connection
 *    of its own, or a new one, while slow leases hold fewer than max - 1
 *    connections; otherwise wait (FIFO, served after exclusive waiters).
 *  - Exclusive acquire: an idle connection (no lease); otherwise a new one
 *    when there is room; otherwise wait, and reserve the least loaded shared
 *    connection ("draining": no new shared lease joins it), so that it
 *    becomes idle and the exclusive waiter cannot starve under steady load.
 *  - Waiting is FIFO per kind (src/core/wait_queue.h) and hand-off based: a
 *    release gives its capacity straight to the oldest waiter that can use
 *    it, so a newcomer never overtakes a waiter. A waiter gets an "open" slot
 *    instead when room appears (a broken connection was discarded) and opens
 *    the connection itself.
 *  - Opening runs in the acquiring coroutine (the backend suspends it until
 *    the connection is ready or failed within connect_timeout). A failure is
 *    returned to that caller at once and, unless it only says the caller
 *    could not wait (VELA_EBLOCKED, VELA_ECANCELED, ...), starts a round of
 *    back-off (100 ms doubling per round to 500 ms, reset by a success;
 *    the failures of the attempts made at once count as one round, so the
 *    pool probes twice a second and heals within a second): meanwhile no
 *    connection is attempted, and
 *    an acquire that finds no usable connection fails at once with the last
 *    error instead of waiting — a dead server gives fast errors, and the
 *    first acquire after the back-off heals the pool.
 *  - A backend marks a connection broken (vela_pool_conn_broken()) when it
 *    sees it fail: it gets no new lease and is closed when its last lease is
 *    released; its room goes to a waiter.
 *  - Idle connections beyond `min` are closed after idle_timeout, and any
 *    idle connection after max_lifetime, by a maintenance timer that does
 *    not keep the loop alive.
 *
 * Diagnostics: every lease is linked, oldest first, with the id of the
 * coroutine that took it, when, and a caller-supplied site (the PHP file:line
 * the binding found), so a timeout can name who holds the connections
 * (vela_pool_holders()); vela_pool_stats() counts the rest.
 *
 * Ownership. The caller allocates leases (on a coroutine's stack for the
 * length of one operation, or inside an object for a transaction) and
 * releases every lease it acquired. Connections are the backend's structs,
 * which embed a vela_pool_conn_t; the pool owns them between open and close.
 * vela_pool_new() / vela_pool_free(). At request shutdown, after coroutines
 * were cancelled and before the loop closes, every live pool is closed
 * (vela_pool_close()) automatically, so the loop never outlives a pool's
 * handles; the owner still frees its pool.
 *
 * After fork(), a child must neither use nor close its parent's pools'
 * connections (their sockets are the parent's): backends check the pid.
 *
 * Context: acquire may suspend (coroutine, or the main context, which runs
 * the loop meanwhile); everything else runs anywhere and never suspends.
 * Thread-safety: none.
 */
#ifndef VELA_POOL_H
#define VELA_POOL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "src/core/histogram.h"

typedef struct vela_pool vela_pool_t;

/* Embedded, first member or not, in the backend's connection struct. */
typedef struct vela_pool_conn {
    vela_pool_t *pool;
    uint32_t shared; /* shared leases held on it */
    bool exclusive;  /* an exclusive lease holds it */
    bool broken;     /* never leased again; closed when the last lease goes */
    bool draining;   /* reserved for an exclusive waiter: no new shared lease */
    bool stalled;    /* a slow lease holds it, or no answer for stall_ms (set while picking) */
    bool retiring;   /* the load no longer needs it: no new shared lease while another has room */
    uint32_t slow;   /* of the shared leases, the slow ones (at most one, alone) */
    uint64_t progress_ms; /* its first shared lease since idle, or its last shared release */
    uint64_t opened_ms, idle_since_ms;
    struct vela_pool_conn *prev, *next;
} vela_pool_conn_t;

#define VELA_POOL_SITE_MAX 160

/* A user's hold on a connection, from acquire to release. */
typedef struct vela_pool_lease {
    vela_pool_conn_t *conn; /* set by acquire */
    bool exclusive;
    bool slow; /* taken by vela_pool_acquire_slow() */
    uint64_t coroutine_id;
    uint64_t since_ms;
    char site[VELA_POOL_SITE_MAX]; /* "file.php:12", set by the caller before acquire */
    struct vela_pool_lease *prev, *next;
} vela_pool_lease_t;

typedef struct vela_pool_backend {
    /*
     * Opens one connection: suspends the calling coroutine (or runs the loop,
     * in the main context) until it is ready or failed, giving up after
     * timeout_ms. On success stores the backend's connection (its embedded
     * vela_pool_conn_t) in *conn and returns 0; otherwise returns a negative
     * code and keeps the reason for its own error reporting.
     */
    int (*open)(void *arg, int64_t timeout_ms, vela_pool_conn_t **conn);
    /* Closes and frees a connection no lease holds. Must not suspend. */
    void (*close)(void *arg, vela_pool_conn_t *conn);
} vela_pool_backend_t;

typedef struct vela_pool_config {
    uint32_t min, max;          /* connections kept open at least / at most; 1 <= max */
    uint32_t depth;             /* shared leases per connection at most; >= 1 */
    int64_t acquire_timeout_ms; /* total wait of one acquire; < 0 = no limit */
    int64_t connect_timeout_ms; /* one open; < 0 = no limit */
    int64_t idle_timeout_ms;    /* close idle connections beyond min after this; 0 = never */
    int64_t max_lifetime_ms;    /* close a connection this old once idle; 0 = never */
    int64_t stall_ms; /* a busy connection without an answer for this long is stalled; 0 = never */
    const char *name; /* for metrics and readiness ("pg.default"); copied; NULL = "pool" */
} vela_pool_config_t;

typedef struct vela_pool_stats {
    uint32_t size;    /* open connections (broken ones until closed included) */
    uint32_t idle;    /* open, usable, no lease */
    uint32_t busy;    /* open, at least one lease */
    uint32_t opening; /* being opened now */
    uint32_t waiting; /* acquires waiting */
    uint32_t leases;  /* leases held */
    uint64_t acquires, acquire_timeouts, opened, open_errors, closed, broken;
    vela_histogram_t acquire_wait; /* time spent in acquire, µs */
} vela_pool_stats_t;

/*
 * Creates a pool; nothing is opened yet. The backend table and arg must
 * outlive the pool. Returns 0, VELA_EINVAL for a config out of range (max 0,
 * min > max, depth 0), VELA_ENOMEM. Any context.
 */
int vela_pool_new(const vela_pool_config_t *config, const vela_pool_backend_t *backend, void *arg,
                  vela_pool_t **out);

/*
 * Closes the pool (if still open) and frees it. Leases still held keep
 * their connections until released; the pool's memory is then released
 * with the last of them. NULL-safe. Any context.
 */
void vela_pool_free(vela_pool_t *pool);

/*
 * Stops the pool: waiters get VELA_ECLOSED, idle connections are closed,
 * leased ones are closed as they are released, later acquires fail with
 * VELA_ECLOSED. Idempotent. Any context.
 */
void vela_pool_close(vela_pool_t *pool);

/*
 * Takes a lease (lease->site filled by the caller; the rest is set here).
 * Returns 0 with lease->conn set; VELA_ETIMEOUT after acquire_timeout;
 * VELA_ECLOSED when the pool is closed; the backend's open error (also
 * during a back-off when no connection is usable); VELA_ECANCELED,
 * VELA_EBLOCKED, VELA_ESTATE as vela_coro_suspend(). Coroutine or main
 * context.
 */
int vela_pool_acquire(vela_pool_t *pool, bool exclusive, vela_pool_lease_t *lease);

/*
 * Takes a shared lease for a statement the caller knows to be slow: it runs
 * alone on an idle connection (nothing pipelined before or after it, and
 * no new shared lease joins it), and slow leases hold at most max - 1
 * connections (all when max is 1), so quick queries always find one;
 * beyond that they wait, oldest first. Returns as vela_pool_acquire().
 */
int vela_pool_acquire_slow(vela_pool_t *pool, vela_pool_lease_t *lease);

/* Gives the lease back; its capacity goes to a waiter. Any context. */
void vela_pool_release(vela_pool_lease_t *lease);

/*
 * Opens connections until `min` are open (stops at the first failure,
 * which it returns). Coroutine or main context.
 */
int vela_pool_warm(vela_pool_t *pool);

/* Marks conn broken (see above). Closes it now when no lease holds it. Any context. */
void vela_pool_conn_broken(vela_pool_conn_t *conn);

/* A snapshot of the counters. Any context. */
void vela_pool_stats(const vela_pool_t *pool, vela_pool_stats_t *out);

/* The config the pool was made with. */
const vela_pool_config_t *vela_pool_config(const vela_pool_t *pool);

/* Stores up to cap leases, oldest first, in out; returns how many leases exist. */
size_t vela_pool_holders(const vela_pool_t *pool, const vela_pool_lease_t **out, size_t cap);

/* True when the pool is in a back-off after a failed open. */
bool vela_pool_backing_off(const vela_pool_t *pool);

/* The code of the last failed open (0 when none since the last success). */
int vela_pool_last_error(const vela_pool_t *pool);

/* The pool's name (config.name, or "pool"). */
const char *vela_pool_name(const vela_pool_t *pool);

/*
 * False while the pool cannot serve: its last open failed and no connection
 * is usable (the server is down). A pool nobody used yet is ready. For
 * readiness checks.
 */
bool vela_pool_is_ready(const vela_pool_t *pool);

/*
 * True when the connected socket fd is connected to itself (its local
 * address and port are its peer's): a TCP self-connect, which the kernel
 * makes when a client's ephemeral port happens to be the port of a server
 * that is down. The backends refuse such a connection after connect, or it
 * would read its own requests back as replies. Any context.
 */
bool vela_pool_self_connected(int fd);

/* The live (not closed) pools of this process: first with NULL, then the previous one. */
vela_pool_t *vela_pool_next_live(const vela_pool_t *previous);

#endif
