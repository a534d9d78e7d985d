/*
 * A Redis connection on hiredis async (see conn.h).
 *
 * Invariants.
 *  - conn->ac is the live hiredis context, NULL once hiredis reported it
 *    gone (adapter cleanup); conn memory is freed only when `gone` and
 *    `closing` are both true (or at once in a forked child).
 *  - A request holds one reference for its owner plus one per reply due;
 *    it is freed when they reach 0. `live` counts the replies due to
 *    requests whose owner still waits: the adapter keeps the loop alive
 *    exactly while conn->live > 0 or a stream waiter waits.
 *  - State: OPENING (the handshake, inside vela_redis_conn_open), then OPEN
 *    (commands, pipelined), STREAMING once subscribed (pushed replies only:
 *    no request is sent on it), LOST once it failed (never left). `closing`
 *    (the owner freed it) is apart: it may come in any state. Entry points
 *    assert the state they need (src/core/assert.h).
 */
#include "src/redis/conn.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <pthread.h>

#include <hiredis/async.h>

#include "src/core/assert.h"
#include "src/core/coro.h"
#include "src/core/error.h"
#include "src/core/loop.h"
#include "src/redis/adapter.h"

enum conn_state { CONN_OPENING, CONN_OPEN, CONN_STREAMING, CONN_LOST };

struct vela_redis_conn {
    vela_pool_conn_t base; /* first: the pool's view */
    redisAsyncContext *ac;
    unsigned generation; /* vela__redis_fork_generation() at open */
    uint64_t epoch;
    vela_redis_address_t address;
    enum conn_state state;
    bool closing, gone;
    int connect_errno;
    bool self_connected; /* refused after connect: it was connected to itself */
    uint32_t live;
    char error[VELA_REDIS_ERROR_MAX];
    /* pub/sub */
    vela_redis_reply_fn stream_fn;
    void *stream_arg;
    uint32_t stream_pending;
    vela_coro_t *stream_waiter;
};

struct vela_redis_request {
    vela_redis_reply_fn fn;
    void *arg;
    vela_redis_conn_t *conn;
    vela_coro_t *waiter;
    size_t sent, received;
    uint32_t refs;
    bool finished;
    int status;
    char error[VELA_REDIS_ERROR_MAX];
};

static unsigned fork_generation;
static bool atfork_installed;

static void after_fork_in_child(void)
{
    fork_generation++;
}

unsigned vela__redis_fork_generation(void)
{
    if (!atfork_installed) {
        atfork_installed = pthread_atfork(NULL, NULL, after_fork_in_child) == 0;
    }
    return fork_generation;
}

void vela__redis_say(char *buf, size_t cap, const char *format, ...)
{
    va_list ap;
    va_start(ap, format);
    vsnprintf(buf, cap, format, ap);
    va_end(ap);
}

static void update_busy(vela_redis_conn_t *conn)
{
    vela_redis_adapter_set_busy(conn->ac, conn->live > 0 || conn->stream_waiter != NULL);
}

static void release_memory(vela_redis_conn_t *conn)
{
    free(conn);
}

/* Keeps the first reason the connection failed, while hiredis still has it. */
static void remember_error(vela_redis_conn_t *conn)
{
    if (conn->error[0] != '\0') {
        return;
    }
    const char *why = conn->ac && conn->ac->errstr ? conn->ac->errstr : "connection closed";
    char where[VELA_REDIS_HOST_MAX + 16];
    vela_redis_address_format(&conn->address, where, sizeof(where));
    vela__redis_say(conn->error, sizeof(conn->error), "connection to %s lost: %s", where, why);
}

/*
 * The connection failed: keep the pool from reusing it and wake a stream
 * waiter. The pool may free an idle conn here: nothing touches it after.
 */
static void mark_lost(vela_redis_conn_t *conn)
{
    if (conn->state == CONN_LOST) {
        return;
    }
    remember_error(conn);
    conn->state = CONN_LOST;
    vela_coro_t *waiter = conn->stream_waiter; /* holds a lease: conn stays */
    if (conn->base.pool) {
        vela_pool_conn_broken(&conn->base);
    }
    if (waiter) {
        vela_coro_resume(waiter, UV_ECONNRESET);
    }
}

/* hiredis is done with the context: no callback will come any more. */
static void on_gone(void *arg)
{
    vela_redis_conn_t *conn = arg;
    remember_error(conn);
    conn->ac = NULL;
    conn->gone = true;
    if (conn->closing) {
        release_memory(conn);
        return;
    }
    mark_lost(conn); /* may free conn */
}

static void on_connect(const redisAsyncContext *ac, int status)
{
    vela_redis_conn_t *conn = ac->data;
    if (status != REDIS_OK && conn) {
        conn->connect_errno = errno;
    }
}

static void request_unref(vela_redis_request_t *req)
{
    if (--req->refs == 0) {
        free(req);
    }
}

static void fail_request(vela_redis_request_t *req, int code, const char *why)
{
    if (req->status == 0) {
        req->status = code;
        vela__redis_say(req->error, sizeof(req->error), "%s", why);
    }
}

static void on_reply(redisAsyncContext *ac, void *reply, void *privdata)
{
    vela_redis_request_t *req = privdata;
    vela_redis_conn_t *conn = ac->data;

    if (!reply) {
        mark_lost(conn);
        fail_request(req, UV_ECONNRESET, conn->error);
    } else if (!req->finished && req->fn) {
        req->fn(req->arg, req->received, reply);
    }
    req->received++;
    if (!req->finished) {
        conn->live--;
        update_busy(conn);
        if (req->received == req->sent && req->waiter) {
            vela_coro_resume(req->waiter, req->status);
        }
    }
    request_unref(req);
}

vela_redis_request_t *vela_redis_request_new(vela_redis_reply_fn fn, void *arg)
{
    vela_redis_request_t *req = calloc(1, sizeof(*req));
    if (req) {
        req->fn = fn;
        req->arg = arg;
        req->refs = 1;
    }
    return req;
}

static bool conn_usable(vela_redis_conn_t *conn)
{
    return conn->ac && conn->state != CONN_LOST &&
           conn->generation == vela__redis_fork_generation();
}

int vela_redis_request_send(vela_redis_request_t *req, vela_redis_conn_t *conn, int argc,
                            const char *const *argv, const size_t *lens)
{
    VELA_ASSERT(!req->finished && !conn->closing);
    VELA_ASSERT(conn->state != CONN_STREAMING); /* its replies would be taken for pushes */
    if (req->conn && req->conn != conn) {
        return VELA_EINVAL;
    }
    req->conn = conn;
    if (!conn_usable(conn)) {
        fail_request(req, UV_ECONNRESET, conn->error[0] ? conn->error : "connection lost");
        return UV_ECONNRESET;
    }
    if (redisAsyncCommandArgv(conn->ac, on_reply, req, argc, (const char **)argv, lens) !=
        REDIS_OK) {
        mark_lost(conn);
        fail_request(req, UV_ECONNRESET, conn->error);
        return UV_ECONNRESET;
    }
    req->sent++;
    req->refs++;
    conn->live++;
    update_busy(conn);
    return 0;
}

int vela_redis_request_wait(vela_redis_request_t *req, int64_t timeout_ms)
{
    VELA_ASSERT(!req->finished && req->waiter == NULL); /* one waiter per request */
    if (req->received == req->sent) {
        return req->status;
    }
    if (!vela_coro_can_suspend()) {
        return vela_coro_is_cancelled() ? VELA_ECANCELED : VELA_EBLOCKED;
    }
    req->waiter = vela_coro_current();
    int rc = vela_coro_suspend_for(timeout_ms);
    req->waiter = NULL;
    if (rc == 0 || req->received == req->sent) {
        return req->status;
    }
    return rc;
}

size_t vela_redis_request_received(const vela_redis_request_t *req)
{
    return req->received;
}

const char *vela_redis_request_error(const vela_redis_request_t *req)
{
    return req->error;
}

void vela_redis_request_finish(vela_redis_request_t *req)
{
    if (!req) {
        return;
    }
    VELA_ASSERT(!req->finished); /* finished twice: its owner's reference went already */
    req->finished = true;
    if (req->conn && req->sent > req->received) {
        req->conn->live -= (uint32_t)(req->sent - req->received);
        update_busy(req->conn);
    }
    request_unref(req);
}

/* ---- opening ------------------------------------------------------------ */

typedef struct handshake {
    vela_redis_conn_t *conn;
    const vela_redis_conn_settings_t *settings;
    int rc;
    char why[VELA_REDIS_ERROR_MAX];
    size_t auth_index, role_index; /* SIZE_MAX when not sent */
} handshake_t;

static void handshake_reply(void *arg, size_t index, const redisReply *reply)
{
    handshake_t *h = arg;
    if (h->rc != 0) {
        return;
    }
    if (reply->type == REDIS_REPLY_ERROR) {
        bool auth = index == h->auth_index || strncmp(reply->str, "NOAUTH", 6) == 0 ||
                    strncmp(reply->str, "WRONGPASS", 9) == 0;
        h->rc = auth ? VELA_EAUTH : VELA_EPROTOCOL;
        vela__redis_say(h->why, sizeof(h->why), "%s", reply->str);
        return;
    }
    if (index == h->role_index) {
        const redisReply *role =
            reply->type == REDIS_REPLY_ARRAY && reply->elements > 0 ? reply->element[0] : NULL;
        const char *want = h->settings->expect_role;
        if (!role || role->type != REDIS_REPLY_STRING || strcmp(role->str, want) != 0) {
            h->rc = VELA_ESTATE;
            vela__redis_say(h->why, sizeof(h->why), "the server's role is %s, not %s",
                            role && role->type == REDIS_REPLY_STRING ? role->str : "unknown", want);
        }
    }
}

static int send_words(vela_redis_request_t *req, vela_redis_conn_t *conn, int argc,
                      const char *const *argv)
{
    size_t lens[3];
    for (int i = 0; i < argc; i++) {
        lens[i] = strlen(argv[i]);
    }
    return vela_redis_request_send(req, conn, argc, argv, lens);
}

static int send_handshake(vela_redis_request_t *req, handshake_t *h)
{
    const vela_redis_conn_settings_t *s = h->settings;
    char db[16];
    int rc = 0;
    h->auth_index = h->role_index = SIZE_MAX;
    if (s->password) {
        h->auth_index = 0;
        const char *with_user[] = {"AUTH", s->username, s->password};
        const char *alone[] = {"AUTH", s->password};
        bool user = s->username && s->username[0];
        rc = user ? send_words(req, h->conn, 3, with_user) : send_words(req, h->conn, 2, alone);
    }
    if (rc == 0 && s->database != 0) {
        vela__redis_say(db, sizeof(db), "%d", s->database);
        rc = send_words(req, h->conn, 2, (const char *[]){"SELECT", db});
    }
    if (rc == 0 && s->expect_role) {
        h->role_index = req->sent;
        rc = send_words(req, h->conn, 1, (const char *[]){"ROLE"});
    } else if (rc == 0 && !s->password && s->database == 0) {
        rc = send_words(req, h->conn, 1, (const char *[]){"PING"});
    }
    return rc;
}

static int connect_context(vela_redis_conn_t *conn, char *why, size_t cap)
{
    const vela_redis_address_t *a = &conn->address;
    redisAsyncContext *ac =
        a->is_unix ? redisAsyncConnectUnix(a->path) : redisAsyncConnect(a->host, a->port);
    if (!ac) {
        return VELA_ENOMEM;
    }
    if (ac->err) {
        int code = errno ? -errno : VELA_EPROTOCOL;
        char where[VELA_REDIS_HOST_MAX + 16];
        vela_redis_address_format(a, where, sizeof(where));
        vela__redis_say(why, cap, "cannot connect to %s: %s", where,
                        errno ? uv_strerror(code) : ac->errstr);
        redisAsyncFree(ac);
        return code;
    }
    uv_loop_t *loop = vela_loop_get();
    int rc = loop ? vela_redis_adapter_attach(ac, loop, on_gone, conn) : VELA_ENOMEM;
    if (rc != 0) {
        vela__redis_say(why, cap, "%s", vela_strerror(rc));
        redisAsyncFree(ac);
        return rc;
    }
    ac->data = conn;
    redisAsyncSetConnectCallback(ac, on_connect);
    conn->ac = ac;
    return 0;
}

/* The open failed with rc after the context existed: says why, frees conn. */
static int open_failed(vela_redis_conn_t *conn, handshake_t *h, int rc, char *why, size_t cap)
{
    char where[VELA_REDIS_HOST_MAX + 16];
    vela_redis_address_format(&conn->address, where, sizeof(where));
    if (conn->self_connected) {
        vela__redis_say(why, cap, "cannot connect to %s: the socket connected to itself", where);
    } else if (rc == UV_ECONNRESET && conn->connect_errno) {
        rc = -conn->connect_errno;
        vela__redis_say(why, cap, "cannot connect to %s: %s", where, uv_strerror(rc));
    } else if (rc == UV_ECONNRESET) {
        vela__redis_say(why, cap, "cannot connect to %s: %s", where,
                        conn->ac && conn->ac->errstr ? conn->ac->errstr : "connection closed");
    } else if (rc == VELA_ETIMEOUT) {
        vela__redis_say(why, cap, "cannot connect to %s: no answer within the connect timeout",
                        where);
    } else if (h->rc != 0) {
        vela__redis_say(why, cap, "%s: %s", where, h->why);
    } else {
        vela__redis_say(why, cap, "cannot connect to %s: %s", where, vela_strerror(rc));
    }
    vela_redis_conn_free(conn);
    return rc;
}

int vela_redis_conn_open(const vela_redis_conn_settings_t *settings, vela_redis_conn_t **out,
                         char *why, size_t cap)
{
    if (!vela_coro_can_suspend()) {
        vela__redis_say(why, cap, "cannot wait for a connection here");
        return vela_coro_is_cancelled() ? VELA_ECANCELED : VELA_EBLOCKED;
    }
    vela_redis_conn_t *conn = calloc(1, sizeof(*conn));
    if (!conn) {
        return VELA_ENOMEM;
    }
    conn->generation = vela__redis_fork_generation();
    conn->address = settings->address;
    errno = 0;
    int rc = connect_context(conn, why, cap);
    if (rc != 0) {
        free(conn);
        return rc;
    }
    handshake_t h = {.conn = conn, .settings = settings};
    vela_redis_request_t *req = vela_redis_request_new(handshake_reply, &h);
    rc = req ? send_handshake(req, &h) : VELA_ENOMEM;
    if (rc == 0) {
        rc = vela_redis_request_wait(req, settings->timeout_ms);
    }
    vela_redis_request_finish(req);
    if (rc == 0 && h.rc != 0) {
        rc = h.rc;
    }
    if (conn->ac && vela_pool_self_connected(conn->ac->c.fd)) {
        /* It read its own handshake back: a server port in the ephemeral range, the server down. */
        conn->self_connected = true;
        rc = UV_ECONNREFUSED;
    }
    if (rc != 0) {
        return open_failed(conn, &h, rc, why, cap);
    }
    conn->state = CONN_OPEN;
    *out = conn;
    return 0;
}

void vela_redis_conn_free(vela_redis_conn_t *conn)
{
    if (!conn) {
        return;
    }
    VELA_ASSERT(!conn->closing); /* freed twice */
    if (conn->generation != vela__redis_fork_generation() || conn->gone) {
        release_memory(conn); /* a child leaves its parent's socket alone */
        return;
    }
    conn->closing = true;
    conn->stream_fn = NULL;
    redisAsyncFree(conn->ac); /* now, or after the callback running: on_gone frees conn */
}

vela_redis_conn_t *vela_redis_conn_of(vela_pool_conn_t *pool_conn)
{
    return (vela_redis_conn_t *)pool_conn;
}

vela_pool_conn_t *vela_redis_conn_pool_conn(vela_redis_conn_t *conn)
{
    return &conn->base;
}

bool vela_redis_conn_is_lost(const vela_redis_conn_t *conn)
{
    return conn->state == CONN_LOST || !conn->ac;
}

const char *vela_redis_conn_error(const vela_redis_conn_t *conn)
{
    return conn->error;
}

uint64_t vela_redis_conn_epoch(const vela_redis_conn_t *conn)
{
    return conn->epoch;
}

void vela_redis_conn_set_epoch(vela_redis_conn_t *conn, uint64_t epoch)
{
    conn->epoch = epoch;
}

const vela_redis_address_t *vela_redis_conn_address(const vela_redis_conn_t *conn)
{
    return &conn->address;
}

/* ---- pub/sub ------------------------------------------------------------- */

static void on_push(redisAsyncContext *ac, void *reply, void *privdata)
{
    vela_redis_conn_t *conn = privdata;
    if (!reply) {
        mark_lost(conn);
        return;
    }
    if (conn->stream_fn) {
        conn->stream_fn(conn->stream_arg, 0, reply);
    }
    conn->stream_pending++;
    if (conn->stream_waiter) {
        vela_coro_resume(conn->stream_waiter, 0);
    }
}

int vela_redis_conn_subscribe(vela_redis_conn_t *conn, int argc, const char *const *argv,
                              const size_t *lens, vela_redis_reply_fn fn, void *arg)
{
    VELA_ASSERT(conn->state != CONN_OPENING && !conn->closing);
    if (!conn_usable(conn)) {
        return UV_ECONNRESET;
    }
    if (conn->state == CONN_STREAMING && conn->stream_fn && conn->stream_fn != fn) {
        return VELA_ESTATE;
    }
    conn->state = CONN_STREAMING;
    conn->stream_fn = fn;
    conn->stream_arg = arg;
    if (redisAsyncCommandArgv(conn->ac, on_push, conn, argc, (const char **)argv, lens) !=
        REDIS_OK) {
        mark_lost(conn);
        return UV_ECONNRESET;
    }
    return 0;
}

int vela_redis_conn_wait_push(vela_redis_conn_t *conn, int64_t timeout_ms)
{
    VELA_ASSERT(conn->state == CONN_STREAMING || conn->state == CONN_LOST);
    VELA_ASSERT(conn->stream_waiter == NULL); /* one waiter per subscription */
    if (conn->stream_pending > 0) {
        conn->stream_pending = 0;
        return 0;
    }
    if (vela_redis_conn_is_lost(conn)) {
        return UV_ECONNRESET;
    }
    if (!vela_coro_can_suspend()) {
        return vela_coro_is_cancelled() ? VELA_ECANCELED : VELA_EBLOCKED;
    }
    conn->stream_waiter = vela_coro_current();
    update_busy(conn);
    int rc = vela_coro_suspend_for(timeout_ms);
    conn->stream_waiter = NULL;
    update_busy(conn);
    if (conn->stream_pending > 0) {
        conn->stream_pending = 0;
        return 0;
    }
    return rc == 0 && vela_redis_conn_is_lost(conn) ? UV_ECONNRESET : rc;
}

void vela_redis_conn_unstream(vela_redis_conn_t *conn)
{
    conn->stream_fn = NULL;
    conn->stream_arg = NULL;
}
