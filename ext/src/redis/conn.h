/*
 * One Redis connection on hiredis async: open (connect, AUTH, SELECT, role
 * check) and commands whose replies reach the binding while hiredis still
 * owns them.
 *
 * Design. A connection embeds the pool's vela_pool_conn_t (first member), so
 * the generic pool (src/core/pool.h) manages it. Commands are sent through a
 * request: a heap object that counts the replies it awaits and the
 * coroutine waiting for them. Many requests of many coroutines may be in
 * flight on one connection at once (Redis answers in order: pipelining);
 * hiredis calls our callback per reply, which hands the reply to the
 * request's reply function (it converts it: the reply is freed when the
 * callback returns) and, when the last reply is in, resumes the waiter.
 *
 * Failure. When the connection dies (server gone, protocol error), hiredis
 * calls every pending callback with no reply: each request then completes
 * with UV_ECONNRESET and the connection's message, and the connection is
 * marked broken in its pool, so no command ever hangs on a dead socket. A
 * waiter that gives up (timeout, cancellation) finishes its request early:
 * the replies still due are discarded when they arrive.
 *
 * Subscriptions. vela_redis_conn_subscribe() puts the connection in pub/sub
 * mode: every pushed reply (subscribe confirmations, messages) goes to one
 * stream function; vela_redis_conn_wait_push() suspends until the next.
 * A subscribed connection is never returned to shared use: its owner marks
 * it broken when done.
 *
 * Lifetime. The connection struct outlives its hiredis context: it is freed
 * when both the owner freed it (vela_redis_conn_free, the pool's close) and
 * hiredis reported its context gone, so a late callback never touches freed
 * memory. After fork() a child never touches its parent's connections:
 * vela_redis_conn_free() in another process only releases memory.
 *
 * Context: open and wait suspend (coroutine, or the main context running the
 * loop); everything else runs anywhere. PHP thread only.
 */
#ifndef VELA_REDIS_CONN_H
#define VELA_REDIS_CONN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <hiredis/hiredis.h>

#include "src/core/pool.h"
#include "src/redis/url.h"

#define VELA_REDIS_ERROR_MAX 256

typedef struct vela_redis_conn vela_redis_conn_t;
typedef struct vela_redis_request vela_redis_request_t;

/* Receives reply number `index` of a request (or a pushed reply of a subscription). */
typedef void (*vela_redis_reply_fn)(void *arg, size_t index, const redisReply *reply);

typedef struct vela_redis_conn_settings {
    vela_redis_address_t address; /* an IP literal or a unix path: resolve names first */
    const char *username;         /* NULL or "" = AUTH with the password alone */
    const char *password;         /* NULL = no AUTH */
    int database;                 /* SELECT when not 0 */
    const char *expect_role;      /* "master" or "slave": checked with ROLE; NULL = no check */
    int64_t timeout_ms;           /* the whole open; < 0 = no limit */
} vela_redis_conn_settings_t;

/*
 * Opens a connection: connects, sends AUTH / SELECT / ROLE (or PING) and
 * waits for their replies within settings->timeout_ms. Returns 0 with *out
 * set (the caller owns it: vela_redis_conn_free, or the pool's close);
 * otherwise a code with a sentence in why[cap]: -errno of the connect
 * (UV_ECONNREFUSED ...), UV_ECONNRESET (closed during the handshake),
 * VELA_ETIMEOUT, VELA_EAUTH (AUTH refused), VELA_ESTATE (wrong role),
 * VELA_EPROTOCOL (SELECT or another handshake reply was an error),
 * VELA_ENOMEM, VELA_EBLOCKED / VELA_ECANCELED (cannot wait here).
 */
int vela_redis_conn_open(const vela_redis_conn_settings_t *settings, vela_redis_conn_t **out,
                         char *why, size_t cap);

/* Releases the connection (see Lifetime). NULL-safe. Any context, never suspends. */
void vela_redis_conn_free(vela_redis_conn_t *conn);

/* The connection that embeds a pool connection (a lease's conn). */
vela_redis_conn_t *vela_redis_conn_of(vela_pool_conn_t *pool_conn);

/* The pool connection embedded in conn. */
vela_pool_conn_t *vela_redis_conn_pool_conn(vela_redis_conn_t *conn);

/* True once the connection failed (no command can succeed on it any more). */
bool vela_redis_conn_is_lost(const vela_redis_conn_t *conn);

/* Why it failed, "" while it has not. Valid while conn is. */
const char *vela_redis_conn_error(const vela_redis_conn_t *conn);

/* A number the owner attaches to the connection (its client's epoch, see client.h). */
uint64_t vela_redis_conn_epoch(const vela_redis_conn_t *conn);
void vela_redis_conn_set_epoch(vela_redis_conn_t *conn, uint64_t epoch);

/* Where it is connected. */
const vela_redis_address_t *vela_redis_conn_address(const vela_redis_conn_t *conn);

/*
 * A new request whose replies go to fn(arg, index, reply) while its waiter
 * is there (fn may be NULL: replies ignored). Returns NULL when out of
 * memory. The caller finishes it with vela_redis_request_finish().
 */
vela_redis_request_t *vela_redis_request_new(vela_redis_reply_fn fn, void *arg);

/*
 * Sends one command (binary-safe argv) as the request's next reply index.
 * All commands of a request go to one connection. Returns 0;
 * UV_ECONNRESET when the connection is lost (the request keeps the reason);
 * VELA_EINVAL for another connection than the first; VELA_ENOMEM.
 */
int vela_redis_request_send(vela_redis_request_t *req, vela_redis_conn_t *conn, int argc,
                            const char *const *argv, const size_t *lens);

/*
 * Waits until every reply sent so far has arrived, at most timeout_ms (< 0:
 * no limit). Returns 0 (error replies included: fn saw them),
 * UV_ECONNRESET when the connection was lost (the remaining replies never
 * came), VELA_ETIMEOUT, or a failure of vela_coro_suspend() (VELA_ECANCELED,
 * VELA_EBLOCKED ...). Coroutine or main context.
 */
int vela_redis_request_wait(vela_redis_request_t *req, int64_t timeout_ms);

/* Replies received so far. */
size_t vela_redis_request_received(const vela_redis_request_t *req);

/* Why the request failed ("" when it did not). */
const char *vela_redis_request_error(const vela_redis_request_t *req);

/*
 * The caller is done with the request: fn is never called again, replies
 * still due are discarded. Call it before releasing the lease of the
 * connection it was sent on. NULL-safe.
 */
void vela_redis_request_finish(vela_redis_request_t *req);

/*
 * Sends SUBSCRIBE or PSUBSCRIBE (argv[0]) on conn and routes every pushed
 * reply to fn(arg, 0, reply) until vela_redis_conn_unstream(). Returns 0 or
 * UV_ECONNRESET / VELA_ENOMEM / VELA_ESTATE (already streaming).
 */
int vela_redis_conn_subscribe(vela_redis_conn_t *conn, int argc, const char *const *argv,
                              const size_t *lens, vela_redis_reply_fn fn, void *arg);

/*
 * Suspends until a pushed reply arrived since the previous call (returns 0
 * at once when one did), at most timeout_ms (< 0: no limit). Returns 0,
 * UV_ECONNRESET when the connection is lost, VELA_ETIMEOUT, or a failure of
 * vela_coro_suspend(). Coroutine or main context.
 */
int vela_redis_conn_wait_push(vela_redis_conn_t *conn, int64_t timeout_ms);

/* Stops routing pushed replies to the stream function (the caller is going away). */
void vela_redis_conn_unstream(vela_redis_conn_t *conn);

/*
 * Shared inside src/redis/, not public: a counter that a forked child
 * increments (pthread_atfork), so "is this my parent's?" costs no syscall.
 */
unsigned vela__redis_fork_generation(void);

/* snprintf into buf[cap] where truncating a long message is fine. */
void vela__redis_say(char *buf, size_t cap, const char *format, ...)
    __attribute__((format(printf, 3, 4)));

#endif
