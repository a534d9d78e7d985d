/*
 * A libpq connection on the loop (see conn.h for the model).
 *
 * States: RESOLVING (uv_getaddrinfo on the thread pool) -> CONNECTING
 * (PQconnectStartParams, then each PQconnectPoll step started by a poll
 * event, on the thread pool) ->
 * READY (pipeline mode) -> BROKEN. The opener waits in vela_pg_conn_open()
 * with its coroutine in `opener`.
 *
 * Connect steps. While a step runs (`stepping`), its pool thread alone
 * touches `pg` and the connection has no poll handle; a close meanwhile
 * (the open's deadline, a cancellation, request shutdown) only marks
 * `orphaned`, and the step's callback on the loop frees the connection
 * (vela_loop_close() runs the loop until every request is done). libpq is
 * thread-safe for one PGconn used by one thread at a time (PQisthreadsafe()
 * is 1; Debian builds it so), which the uv_work_t hand-off guarantees.
 *
 * Invariants.
 *  - `head`..`tail` is the in-flight FIFO, in the order the segments were
 *    sent; libpq returns their results in that order.
 *  - The poll handle always watches READABLE once READY (a server's EOF or a
 *    NOTIFY may come at any time) and WRITABLE while libpq holds unsent
 *    bytes. It keeps the loop alive only while something waits on it.
 *  - Callbacks wake coroutines last (wake_ready), holding the connection:
 *    `callbacks` counts our frames inside this connection's callbacks, and a
 *    close requested meanwhile (by a woken coroutine, or by the pool when
 *    told the connection broke) only marks `closing`; the frame frees.
 */
#include "src/pg/conn.h"

#include "src/core/slab.h"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/socket.h>
#include <netdb.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <uv.h>

#include "src/core/assert.h"
#include "src/core/error.h"
#include "src/core/loop.h"

/*
 * RESOLVING and CONNECTING only inside vela_pg_conn_open(); the caller only
 * ever sees READY or BROKEN (its entry points assert so, src/core/assert.h).
 */
enum conn_state { RESOLVING, CONNECTING, READY, BROKEN };

static bool opened(const vela_pg_conn_t *c);

/* The host-name lookup outlives an open that gave up: it only points back while wanted. */
struct resolve_req {
    uv_getaddrinfo_t req;
    vela_pg_conn_t *conn; /* NULL once abandoned */
};

struct cancel_req {
    uv_work_t req;
    PGcancel *cancel;
};

struct vela_pg_conn {
    vela_pool_conn_t base;
    enum conn_state state;
    PGconn *pg;
    pid_t pid;
    uv_poll_t *poll;
    int poll_fd, poll_events;
    bool poll_ref;
    const vela_pg_settings_t *settings;
    vela_pg_stmt_cache_t cache;
    vela_pg_query_t *head, *tail;
    /* opening */
    vela_coro_t *opener;
    int open_rc;
    uv_work_t step;                    /* one PQconnectPoll on the thread pool */
    PostgresPollingStatusType stepped; /* its result */
    bool stepping;                     /* the step runs: only its thread touches `pg` */
    bool orphaned;                     /* closed meanwhile: the step's callback frees */
    struct resolve_req *resolve;
    char hostaddr[INET6_ADDRSTRLEN];
    vela_pg_open_error_t *open_error;
    /* LISTEN */
    bool listening;
    PGnotify *notify_head, *notify_tail;
    vela_coro_t *listener;
    int callbacks;
    bool closing;
};

static void on_poll(uv_poll_t *handle, int status, int events);

static vela_pg_counters_t no_counters;

static vela_pg_counters_t *counters(vela_pg_conn_t *c)
{
    return c->settings->counters ? c->settings->counters : &no_counters;
}

static void copy_message(char *dst, const char *src)
{
    snprintf(dst, VELA_PG_ERROR_MAX, "%s", src ? src : "");
    size_t n = strlen(dst);
    while (n > 0 && (dst[n - 1] == '\n' || dst[n - 1] == ' ')) {
        dst[--n] = '\0';
    }
}

/* Sets q's error message (a copy, trimmed like copy_message's); none when out of memory. */
static void set_error(vela_pg_query_t *q, const char *message)
{
    char trimmed[VELA_PG_ERROR_MAX];
    copy_message(trimmed, message);
    free(q->error);
    q->error = strdup(trimmed);
}

static void on_handle_closed(uv_handle_t *handle)
{
    free(handle);
}

/*
 * True when the loop closed our handle itself (request shutdown closes every
 * handle left): the connection must not touch libuv any more.
 */
static bool loop_gone(const vela_pg_conn_t *c)
{
    return c->poll && uv_is_closing((const uv_handle_t *)c->poll);
}

static void close_poll(vela_pg_conn_t *c)
{
    if (c->poll) {
        if (loop_gone(c)) {
            free(c->poll); /* closed and drained by vela_loop_close() */
        } else {
            uv_close((uv_handle_t *)c->poll, on_handle_closed);
        }
        c->poll = NULL;
        c->poll_fd = -1;
    }
}

/* True when the loop must stay alive for this connection. */
static bool awaited(const vela_pg_conn_t *c)
{
    return c->opener || c->listener || c->head;
}

/* Watches `events` on libpq's current socket (a new handle when the socket changed). */
static int watch(vela_pg_conn_t *c, int events)
{
    int fd = PQsocket(c->pg);
    if (fd < 0 || loop_gone(c)) {
        return UV_EBADF;
    }
    if (c->poll && c->poll_fd != fd) {
        close_poll(c);
    }
    if (!c->poll) {
        c->poll = malloc(sizeof(*c->poll));
        if (!c->poll) {
            return VELA_ENOMEM;
        }
        int rc = uv_poll_init(vela_loop_get(), c->poll, fd);
        if (rc != 0) {
            free(c->poll);
            c->poll = NULL;
            return rc;
        }
        c->poll->data = c;
        c->poll_fd = fd;
        c->poll_events = 0;
        c->poll_ref = true;
    }
    if (events != c->poll_events) {
        uv_poll_start(c->poll, events, on_poll);
        c->poll_events = events;
    }
    bool ref = awaited(c);
    if (ref != c->poll_ref) {
        ref ? uv_ref((uv_handle_t *)c->poll) : uv_unref((uv_handle_t *)c->poll);
        c->poll_ref = ref;
    }
    return 0;
}

/* READY: readable always, writable while output is pending. */
static int watch_ready(vela_pg_conn_t *c, bool want_write)
{
    return watch(c, UV_READABLE | (want_write ? UV_WRITABLE : 0));
}

/* ---- opening ----------------------------------------------------------- */

/* Resumes the opener with rc (as the callback's last step). */
static void open_done(vela_pg_conn_t *c, int rc)
{
    vela_coro_t *co = c->opener;
    c->open_rc = rc;
    c->opener = NULL;
    if (c->poll) {
        watch(c, c->poll_events); /* drop the loop reference if nothing else waits */
    }
    if (co) {
        vela_coro_resume(co, rc);
    }
}

/*
 * libpq's verbose connection error "...FATAL:  28P01: password ...\nLOCATION: ..."
 * becomes the SQLSTATE and the message without the code and location.
 */
static void describe_open_failure(vela_pg_conn_t *c)
{
    vela_pg_open_error_t *e = c->open_error;
    copy_message(e->message, PQerrorMessage(c->pg));
    e->sqlstate[0] = '\0';
    char *fatal = strstr(e->message, "FATAL:  ");
    if (fatal && strlen(fatal) > 15 && fatal[13] == ':' && fatal[14] == ' ') {
        memcpy(e->sqlstate, fatal + 8, 5);
        e->sqlstate[5] = '\0';
        memmove(fatal + 8, fatal + 15, strlen(fatal + 15) + 1);
    }
    char *location = strstr(e->message, "\nLOCATION:");
    if (location) {
        *location = '\0';
    }
}

/* Server notices (NOTICE, WARNING) are not errors: they are dropped, not printed on stderr. */
static void ignore_notice(void *arg, const char *message)
{
}

static void connect_ready(vela_pg_conn_t *c)
{
    if (vela_pool_self_connected(PQsocket(c->pg))) {
        /* A server port in the ephemeral range, the server down: never ours. */
        copy_message(c->open_error->message, "the socket connected to itself (no server listens)");
        open_done(c, UV_ECONNREFUSED);
        return;
    }
    PQsetErrorVerbosity(c->pg, PQERRORS_DEFAULT);
    PQsetNoticeProcessor(c->pg, ignore_notice, NULL);
    if (PQsetnonblocking(c->pg, 1) != 0 || PQenterPipelineMode(c->pg) != 1) {
        copy_message(c->open_error->message, PQerrorMessage(c->pg));
        open_done(c, UV_ECONNREFUSED);
        return;
    }
    c->state = READY;
    int rc = watch_ready(c, false);
    open_done(c, rc);
}

static void free_conn(vela_pg_conn_t *c);

/* On a pool thread: the only code touching c->pg while c->stepping. */
static void connect_step_work(uv_work_t *req)
{
    vela_pg_conn_t *c = req->data;
    c->stepped = PQconnectPoll(c->pg);
}

static void connect_stepped(uv_work_t *req, int status);

/*
 * One step of PQconnectPoll after a poll event (or at the start), run on
 * libuv's thread pool: a step may derive SCRAM-SHA-256's salted password
 * (4096 HMAC rounds, ~10 ms) or do a TLS handshake, which must not stall
 * the loop. The poll handle is closed first, so no loop code refers to the
 * socket that libpq may close or replace on its thread; connect_stepped()
 * watches whatever socket libpq then has.
 */
static void connect_step(vela_pg_conn_t *c)
{
    close_poll(c);
    c->step.data = c;
    int rc = uv_queue_work(vela_loop_get(), &c->step, connect_step_work, connect_stepped);
    if (rc != 0) {
        c->state = BROKEN;
        copy_message(c->open_error->message, uv_strerror(rc));
        open_done(c, UV_ECONNREFUSED);
        return;
    }
    c->stepping = true;
}

/* Back on the loop after a step: the connection is the loop's again. */
static void connect_stepped(uv_work_t *req, int status)
{
    vela_pg_conn_t *c = req->data;
    c->stepping = false;
    VELA_ASSERT(c->orphaned || c->opener); /* an open that stops waiting closes (orphans) c */
    if (c->orphaned) {
        free_conn(c); /* the open gave up (deadline, cancellation, shutdown) meanwhile */
        return;
    }
    if (status != 0) { /* UV_ECANCELED: only an orphaning cancels, so not reached */
        c->state = BROKEN;
        copy_message(c->open_error->message, uv_strerror(status));
        open_done(c, UV_ECONNREFUSED);
        return;
    }
    if (!c->pg) { /* the start found no memory for the connection */
        c->state = BROKEN;
        copy_message(c->open_error->message, "out of memory");
        open_done(c, VELA_ENOMEM);
        return;
    }
    switch (c->stepped) {
    case PGRES_POLLING_READING:
        if (watch(c, UV_READABLE) != 0) {
            open_done(c, UV_ECONNREFUSED);
        }
        return;
    case PGRES_POLLING_WRITING:
        if (watch(c, UV_WRITABLE) != 0) {
            open_done(c, UV_ECONNREFUSED);
        }
        return;
    case PGRES_POLLING_OK:
        connect_ready(c);
        return;
    default:
        describe_open_failure(c);
        c->state = BROKEN;
        close_poll(c);
        open_done(c, UV_ECONNREFUSED);
        return;
    }
}

/*
 * On a pool thread: PQconnectStartParams() with the settings' keywords and hostaddr set to what
 * the lookup found (if anything). Not on the opener's stack: parsing the settings and starting
 * the connect go 7 KB deep into libpq and glibc (getaddrinfo, gettext), which would leave a
 * second resident page on the stack of every coroutine that ever opened a connection
 * (docs/decisions.md, "A coroutine's C stack is one page"). connect_stepped() takes over: the
 * result is a first step that wants to write (connect() is under way), or a failure.
 */
static void connect_start_work(uv_work_t *req)
{
    vela_pg_conn_t *c = req->data;
    const vela_pg_settings_t *s = c->settings;
    size_t n = 0;
    while (s->keywords[n]) {
        n++;
    }
    c->stepped = PGRES_POLLING_FAILED;
    const char **keys = calloc(n + 2, sizeof(*keys)), **values = calloc(n + 2, sizeof(*values));
    if (keys && values) {
        memcpy(keys, s->keywords, n * sizeof(*keys));
        memcpy(values, s->values, n * sizeof(*values));
        if (c->hostaddr[0]) {
            keys[n] = "hostaddr";
            values[n] = c->hostaddr;
        }
        c->pg = PQconnectStartParams(keys, values, 0);
    }
    free(keys);
    free(values);
    if (c->pg) {
        PQsetErrorVerbosity(c->pg, PQERRORS_VERBOSE);
        c->stepped =
            PQstatus(c->pg) == CONNECTION_BAD ? PGRES_POLLING_FAILED : PGRES_POLLING_WRITING;
    }
}

static int start_connect(vela_pg_conn_t *c)
{
    c->state = CONNECTING;
    c->step.data = c;
    int rc = uv_queue_work(vela_loop_get(), &c->step, connect_start_work, connect_stepped);
    if (rc != 0) {
        copy_message(c->open_error->message, uv_strerror(rc));
        return UV_ECONNREFUSED;
    }
    c->stepping = true;
    return 0;
}

static const char *setting(const vela_pg_settings_t *s, const char *key)
{
    for (size_t i = 0; s->keywords[i]; i++) {
        if (strcmp(s->keywords[i], key) == 0 && s->values[i] && s->values[i][0]) {
            return s->values[i];
        }
    }
    return NULL;
}

/* A host that needs a lookup: a name, not an address, a socket directory or a list. */
static bool needs_lookup(const vela_pg_settings_t *s, const char *host)
{
    unsigned char addr[sizeof(struct in6_addr)];
    return host && !setting(s, "hostaddr") && host[0] != '/' && host[0] != '@' &&
           !strchr(host, ',') && inet_pton(AF_INET, host, addr) != 1 &&
           inet_pton(AF_INET6, host, addr) != 1;
}

/* The first IPv4 address (servers listen on 127.0.0.1 more often than on ::1), else the first. */
static void store_address(vela_pg_conn_t *c, const struct addrinfo *res)
{
    const struct addrinfo *pick = res;
    for (const struct addrinfo *a = res; a; a = a->ai_next) {
        if (a->ai_family == AF_INET) {
            pick = a;
            break;
        }
    }
    const void *addr = pick->ai_family == AF_INET6
                           ? (const void *)&((struct sockaddr_in6 *)pick->ai_addr)->sin6_addr
                           : (const void *)&((struct sockaddr_in *)pick->ai_addr)->sin_addr;
    inet_ntop(pick->ai_family, addr, c->hostaddr, sizeof(c->hostaddr));
}

static void on_resolved(uv_getaddrinfo_t *req, int status, struct addrinfo *res)
{
    struct resolve_req *r = req->data;
    vela_pg_conn_t *c = r->conn;
    if (c) {
        c->resolve = NULL;
        if (status == 0 && res) {
            store_address(c, res);
        }
        vela_coro_t *co = c->opener;
        c->open_rc = status;
        if (co) {
            vela_coro_resume(co, status);
        }
    }
    uv_freeaddrinfo(res);
    free(r);
}

static int start_lookup(vela_pg_conn_t *c, const char *host)
{
    struct resolve_req *r = calloc(1, sizeof(*r));
    if (!r) {
        return VELA_ENOMEM;
    }
    struct addrinfo hints = {.ai_family = AF_UNSPEC, .ai_socktype = SOCK_STREAM};
    r->conn = c;
    r->req.data = r;
    int rc = uv_getaddrinfo(vela_loop_get(), &r->req, on_resolved, host, NULL, &hints);
    if (rc != 0) {
        free(r);
        return rc;
    }
    c->resolve = r;
    c->state = RESOLVING;
    return 0;
}

/* Waits for the opener's current step until the deadline; returns its result. */
static int wait_open_step(vela_pg_conn_t *c, uint64_t deadline_ns, bool limited)
{
    int64_t left_ms = -1;
    if (limited) {
        uint64_t now = uv_hrtime();
        left_ms = now >= deadline_ns ? 0 : (int64_t)((deadline_ns - now) / 1000000) + 1;
    }
    c->opener = vela_coro_current();
    if (c->poll) {
        watch(c, c->poll_events);
    }
    int rc = vela_coro_suspend_for(left_ms);
    c->opener = NULL;
    if (c->resolve && rc != 0) {
        c->resolve->conn = NULL; /* the lookup finishes on its own and frees itself */
        uv_cancel((uv_req_t *)&c->resolve->req);
        c->resolve = NULL;
    }
    return rc;
}

static int open_steps(vela_pg_conn_t *c, int64_t timeout_ms)
{
    bool limited = timeout_ms >= 0;
    uint64_t deadline = uv_hrtime() + (limited ? (uint64_t)timeout_ms * 1000000 : 0);
    const char *host = setting(c->settings, "host");
    int rc;
    if (!vela_coro_can_suspend()) {
        return VELA_EBLOCKED;
    }
    if (needs_lookup(c->settings, host)) {
        if ((rc = start_lookup(c, host)) != 0 || (rc = wait_open_step(c, deadline, limited)) != 0) {
            if (rc != VELA_ETIMEOUT && rc < 0 && rc > VELA_E__BASE) {
                snprintf(c->open_error->message, VELA_PG_ERROR_MAX,
                         "cannot resolve host \"%s\": %s", host, uv_strerror(rc));
            }
            return rc;
        }
    }
    if ((rc = start_connect(c)) != 0) {
        return rc;
    }
    return wait_open_step(c, deadline, limited);
}

int vela_pg_conn_open(const vela_pg_settings_t *settings, int64_t timeout_ms, vela_pg_conn_t **out,
                      vela_pg_open_error_t *error)
{
    vela_pg_conn_t *c = calloc(1, sizeof(*c));
    error->message[0] = error->sqlstate[0] = '\0';
    if (!c || vela_pg_stmt_cache_init(&c->cache, settings->statement_cache_size) != 0) {
        free(c);
        return VELA_ENOMEM;
    }
    c->settings = settings;
    c->pid = vela_loop_pid();
    c->poll_fd = -1;
    c->open_error = error;
    int rc = open_steps(c, timeout_ms);
    c->open_error = NULL;
    if (rc == VELA_ETIMEOUT) {
        snprintf(error->message, VELA_PG_ERROR_MAX, "connecting timed out after %lld ms",
                 (long long)timeout_ms);
        rc = UV_ETIMEDOUT; /* the server's slowness, not a wait of the caller's that expired */
    }
    if (rc != 0) {
        vela_pg_conn_close(c);
        return rc;
    }
    *out = c;
    return 0;
}

/* ---- queries ----------------------------------------------------------- */

/*
 * One allocation per query: the struct, then its SQL. A query whose SQL fits
 * QUERY_SLAB_SQL bytes comes from a slab of its own (src/core/slab.h): a
 * pipelined burst makes thousands together (2,560 in flight per worker at
 * /queries?queries=20 with 256 connections), and from libc's heap they left
 * it too fragmented to give back once they were freed. The slab's free list
 * also spares a request's N queries malloc's slow paths (its per-size cache
 * holds 7). Longer SQL is malloc'd to its length. The error message, rare,
 * is its own allocation, made when there is one.
 */
#define QUERY_SLAB_SQL 256

static vela_slab_cache_t query_slab = VELA_SLAB_CACHE(sizeof(vela_pg_query_t) + QUERY_SLAB_SQL + 1);

vela_pg_query_t *vela_pg_query_new(const char *sql, size_t len)
{
    bool slab = len <= QUERY_SLAB_SQL;
    vela_pg_query_t *q = slab ? vela_slab_alloc(&query_slab) : malloc(sizeof(*q) + len + 1);
    if (!q) {
        return NULL;
    }
    memset(q, 0, sizeof(*q));
    q->from_slab = slab;
    q->sql = (char *)(q + 1);
    memcpy(q->sql, sql, len);
    q->sql[len] = '\0';
    q->sql_len = len;
    return q;
}

void vela_pg_query_free(vela_pg_query_t *q)
{
    VELA_ASSERT(q == NULL || q->completed || q->sent_ns == 0); /* in flight: abandon it */
    if (!q) {
        return;
    }
    PQclear(q->result);
    free(q->error);
    if (q->from_slab) {
        vela_slab_free(&query_slab, q);
        return;
    }
    free(q);
}

void vela_pg_query_abandon(vela_pg_query_t *q)
{
    if (!q) {
        return;
    }
    if (q->completed || !q->wait) {
        if (q->completed || q->sent_ns == 0) {
            vela_pg_query_free(q);
        }
        return;
    }
    q->wait = NULL;
}

/* Marks q complete and queues its waiter for waking when it was the last it waited for. */
static void complete(vela_pg_conn_t *c, vela_pg_query_t *q, vela_pg_wait_t **ready)
{
    counters(c)->in_flight--;
    q->completed = true;
    q->completed_ns = uv_hrtime();
    vela_pg_wait_t *w = q->wait;
    if (!w) {
        vela_pg_query_free(q); /* abandoned */
        return;
    }
    if (q->on_complete) {
        q->on_complete(q, q->on_complete_arg);
    }
    if (--w->pending == 0 && w->co) {
        w->next_ready = *ready;
        *ready = w;
    }
}

/* Wakes the waiters of completed queries, oldest completion first. */
static void wake_ready(vela_pg_wait_t *ready)
{
    vela_pg_wait_t *ordered = NULL;
    while (ready) {
        vela_pg_wait_t *next = ready->next_ready;
        ready->next_ready = ordered;
        ordered = ready;
        ready = next;
    }
    while (ordered) {
        vela_pg_wait_t *next = ordered->next_ready;
        vela_coro_t *co = ordered->co;
        ordered->co = NULL;
        vela_coro_resume(co, 0);
        ordered = next;
    }
}

/* Completes every query in flight with rc and message (the connection is gone). */
static void fail_in_flight(vela_pg_conn_t *c, int rc, const char *message, vela_pg_wait_t **ready)
{
    while (c->head) {
        vela_pg_query_t *q = c->head;
        c->head = q->next;
        q->rc = rc;
        set_error(q, message);
        PQclear(q->result);
        q->result = NULL;
        counters(c)->errors++;
        complete(c, q, ready);
    }
    c->tail = NULL;
}

static void start_cancel(vela_pg_conn_t *c);

/* The head changed: a query waiting to be cancelled is now the one running. */
static void advance_head(vela_pg_conn_t *c)
{
    c->head = c->head->next;
    if (!c->head) {
        c->tail = NULL;
    } else if (c->head->cancel_wanted) {
        c->head->cancel_wanted = false;
        start_cancel(c);
    }
}

/* A result of the head query: keep the first error, else the latest result. */
static void take_result(vela_pg_conn_t *c, vela_pg_query_t *q, PGresult *r)
{
    ExecStatusType st = PQresultStatus(r);
    bool error = st == PGRES_FATAL_ERROR || st == PGRES_PIPELINE_ABORTED;
    bool have_error = q->result && (PQresultStatus(q->result) == PGRES_FATAL_ERROR ||
                                    PQresultStatus(q->result) == PGRES_PIPELINE_ABORTED);
    if (have_error || (st == PGRES_PIPELINE_ABORTED && q->result)) {
        PQclear(r);
        return;
    }
    PQclear(q->result);
    q->result = r;
    if (error && q->prepared) {
        vela_pg_stmt_cache_remove(&c->cache, q->sql, q->sql_len, q->stmt_name);
    }
}

/* The head's Sync arrived: it is complete. */
static void finish_head(vela_pg_conn_t *c, vela_pg_wait_t **ready)
{
    vela_pg_query_t *q = c->head;
    advance_head(c);
    ExecStatusType st = q->result ? PQresultStatus(q->result) : PGRES_EMPTY_QUERY;
    if (st == PGRES_FATAL_ERROR || st == PGRES_PIPELINE_ABORTED) {
        counters(c)->errors++;
    }
    complete(c, q, ready);
}

/* A COPY FROM STDIN in a script: refused, which fails the statement. */
static bool discard_copy_in(vela_pg_conn_t *c)
{
    PQputCopyEnd(c->pg, "COPY FROM STDIN is not supported in a script");
    PQflush(c->pg);
    return true;
}

/* COPY TO STDOUT in a script: its rows are dropped; false while more must arrive. */
static bool discard_copy_out(vela_pg_conn_t *c)
{
    char *row;
    int n;
    while ((n = PQgetCopyData(c->pg, &row, 1)) > 0) {
        PQfreemem(row);
    }
    return n != 0;
}

/*
 * A result of the script at the head (outside pipeline mode). NULL means
 * the script is over: the connection goes back to pipeline mode and the
 * script completes. A COPY FROM STDIN is ended with an error (the server
 * then fails that statement); COPY TO STDOUT data is discarded. Returns
 * false when libpq needs more input first (inside COPY TO STDOUT data).
 */
static bool take_script_result(vela_pg_conn_t *c, PGresult *r, vela_pg_wait_t **ready)
{
    vela_pg_query_t *q = c->head;
    if (!r) {
        if (PQenterPipelineMode(c->pg) != 1) {
            set_error(q, PQerrorMessage(c->pg));
        }
        finish_head(c, ready);
        return true;
    }
    ExecStatusType st = PQresultStatus(r);
    if (st == PGRES_COPY_IN || st == PGRES_COPY_OUT) {
        PQclear(r);
        return st == PGRES_COPY_IN ? discard_copy_in(c) : discard_copy_out(c);
    }
    if (st != PGRES_FATAL_ERROR) {
        q->statements++;
    }
    take_result(c, q, r);
    return true;
}

/*
 * Hands every result libpq can give without blocking to the head queries.
 * Returns false when the connection turned out broken.
 */
static bool read_results(vela_pg_conn_t *c, vela_pg_wait_t **ready)
{
    int nulls = 0;
    while (c->head && !PQisBusy(c->pg)) {
        PGresult *r = PQgetResult(c->pg);
        if (c->head->script && PQstatus(c->pg) != CONNECTION_BAD) {
            if (!take_script_result(c, r, ready)) {
                break;
            }
            continue;
        }
        if (!r) {
            if (PQstatus(c->pg) == CONNECTION_BAD || ++nulls > 1) {
                break; /* between results: wait for more input */
            }
            continue;
        }
        nulls = 0;
        if (PQresultStatus(r) == PGRES_PIPELINE_SYNC) {
            PQclear(r);
            finish_head(c, ready);
        } else {
            take_result(c, c->head, r);
        }
    }
    return PQstatus(c->pg) != CONNECTION_BAD;
}

static void queue_notifications(vela_pg_conn_t *c)
{
    PGnotify *n;
    while ((n = PQnotifies(c->pg)) != NULL) {
        if (!c->listening) {
            PQfreemem(n);
            continue;
        }
        n->next = NULL;
        if (c->notify_tail) {
            c->notify_tail->next = n;
        } else {
            c->notify_head = n;
        }
        c->notify_tail = n;
    }
}

/* The connection broke: fail what is in flight, tell the pool, wake the listener. */
static void broke(vela_pg_conn_t *c, vela_pg_wait_t **ready, vela_coro_t **listener)
{
    char message[VELA_PG_ERROR_MAX];
    copy_message(message, PQerrorMessage(c->pg));
    if (!message[0]) {
        snprintf(message, sizeof(message), "the server closed the connection");
    }
    c->state = BROKEN;
    close_poll(c);
    fail_in_flight(c, UV_ECONNRESET, message, ready);
    *listener = c->listener;
    c->listener = NULL;
}

static void free_conn(vela_pg_conn_t *c);

/*
 * After a callback's work: settle the poll, tell the pool, then wake. The
 * callback still holds c while it wakes (a close meanwhile only marks it
 * closing), and corks its socket, so the next queries the woken coroutines
 * send on it leave together in full segments (the server then reads them in
 * one go) when it uncorks.
 */
static void finish_callback(vela_pg_conn_t *c, bool ok, bool want_write, vela_pg_wait_t *ready)
{
    vela_coro_t *listener = NULL;
    if (!ok && c->state == READY) {
        broke(c, &ready, &listener);
    } else if (c->state == READY) {
        watch_ready(c, want_write);
        if (c->listener && c->notify_head) {
            listener = c->listener;
            c->listener = NULL;
        }
    }
    if (c->state == BROKEN && c->base.pool && !c->base.broken) {
        vela_pool_conn_broken(&c->base); /* closes c when idle: deferred while we hold it */
    }
    bool cork = ready && !c->closing && vela_pg_conn_usable(c);
    if (cork) {
        vela_pg_conn_cork(c, true);
    }
    wake_ready(ready);
    if (listener) {
        vela_coro_resume(listener, 0);
    }
    if (cork && !c->closing) {
        vela_pg_conn_cork(c, false);
    }
    if (--c->callbacks == 0 && c->closing) {
        free_conn(c);
    }
}

static void on_poll(uv_poll_t *handle, int status, int events)
{
    vela_pg_conn_t *c = handle->data;
    if (status < 0) {
        c->poll_events = 0; /* libuv stopped the handle (POLLERR): watch() restarts it */
    }
    if (c->state == CONNECTING) {
        connect_step(c); /* closes this handle: return at once */
        return;
    }
    vela_pg_wait_t *ready = NULL;
    bool ok = true, want_write = false;
    c->callbacks++;
    if (status < 0) {
        events = UV_READABLE | UV_WRITABLE;
    }
    if ((events & UV_READABLE) && !PQconsumeInput(c->pg)) {
        ok = false;
    }
    if (ok) {
        int flushed = PQflush(c->pg);
        ok = flushed >= 0;
        want_write = flushed == 1;
    }
    if (ok) {
        ok = read_results(c, &ready);
        queue_notifications(c);
    }
    finish_callback(c, ok, want_write, ready);
}

static bool send_deallocate(vela_pg_conn_t *c, const char *name)
{
    char sql[VELA_PG_STMT_NAME_MAX + 16] = "DEALLOCATE "; /* no snprintf: see stmt_cache.c */
    size_t len = strlen(name);
    memcpy(sql + 11, name, len + 1);
    vela_pg_query_t *q = vela_pg_query_new(sql, 11 + len);
    if (!q) {
        return false;
    }
    if (!PQsendQueryParams(c->pg, q->sql, 0, NULL, NULL, NULL, NULL, 0) || !PQpipelineSync(c->pg)) {
        vela_pg_query_free(q);
        return false;
    }
    q->sent_ns = uv_hrtime();
    counters(c)->in_flight++;
    if (c->tail) {
        c->tail->next = q;
    } else {
        c->head = q;
    }
    c->tail = q;
    return true;
}

/* Parse (on a miss) + Bind/Describe/Execute, or the unnamed form without a cache. */
static bool send_statement(vela_pg_conn_t *c, vela_pg_query_t *q, const vela_pg_params_t *p)
{
    if (c->cache.capacity == 0) {
        return PQsendQueryParams(c->pg, q->sql, p->count, NULL, p->values, p->lengths, p->formats,
                                 0);
    }
    vela_pg_stmt_t *stmt = vela_pg_stmt_cache_find(&c->cache, q->sql, q->sql_len);
    if (stmt) {
        q->cache_hit = true;
        counters(c)->cache_hits++;
        memcpy(q->stmt_name, stmt->name, VELA_PG_STMT_NAME_MAX);
    } else {
        char evicted[VELA_PG_STMT_NAME_MAX];
        if (vela_pg_stmt_cache_add(&c->cache, q->sql, q->sql_len, &stmt, evicted) != 0 ||
            (evicted[0] && !send_deallocate(c, evicted))) {
            return false;
        }
        counters(c)->cache_misses++;
        memcpy(q->stmt_name, stmt->name, VELA_PG_STMT_NAME_MAX);
        q->prepared = true;
        if (!PQsendPrepare(c->pg, q->stmt_name, q->sql, p->count, NULL)) {
            return false;
        }
    }
    return PQsendQueryPrepared(c->pg, q->stmt_name, p->count, p->values, p->lengths, p->formats, 0);
}

int vela_pg_conn_send(vela_pg_conn_t *c, vela_pg_query_t *q, const vela_pg_params_t *params,
                      vela_pg_wait_t *w)
{
    VELA_ASSERT(opened(c));
    VELA_ASSERT(q->sent_ns == 0 && !q->completed); /* a query is sent once */
    if (!vela_pg_conn_usable(c)) {
        set_error(q, "the connection is broken");
        return UV_ECONNRESET;
    }
    if (!send_statement(c, q, params) || !PQpipelineSync(c->pg)) {
        set_error(q, PQerrorMessage(c->pg));
        c->callbacks++;
        finish_callback(c, false, false, NULL); /* a half-sent segment: the pipeline is lost */
        return UV_ECONNRESET;
    }
    counters(c)->queries++;
    counters(c)->in_flight++;
    q->sent_ns = uv_hrtime();
    q->wait = w;
    if (w) {
        w->pending++;
    }
    if (c->tail) {
        c->tail->next = q;
    } else {
        c->head = q;
    }
    c->tail = q;
    int flushed = PQflush(c->pg);
    if (flushed < 0) {
        return 0; /* the poll callback sees the broken socket and fails q */
    }
    watch_ready(c, flushed == 1);
    return 0;
}

int vela_pg_conn_send_script(vela_pg_conn_t *c, vela_pg_query_t *q, vela_pg_wait_t *w)
{
    VELA_ASSERT(opened(c));
    VELA_ASSERT(q->sent_ns == 0 && !q->completed);
    if (!vela_pg_conn_usable(c)) {
        set_error(q, "the connection is broken");
        return UV_ECONNRESET;
    }
    if (c->head || PQexitPipelineMode(c->pg) != 1) {
        set_error(q, c->head ? "queries are in flight on the connection" : PQerrorMessage(c->pg));
        return VELA_ESTATE;
    }
    if (!PQsendQuery(c->pg, q->sql)) {
        set_error(q, PQerrorMessage(c->pg));
        PQenterPipelineMode(c->pg);
        return VELA_ESTATE;
    }
    q->script = true;
    counters(c)->queries++;
    counters(c)->in_flight++;
    q->sent_ns = uv_hrtime();
    q->wait = w;
    if (w) {
        w->pending++;
    }
    c->head = c->tail = q;
    int flushed = PQflush(c->pg);
    if (flushed >= 0) {
        watch_ready(c, flushed == 1);
    }
    return 0;
}

void vela_pg_conn_cork(vela_pg_conn_t *c, bool on)
{
    int value = on ? 1 : 0;
    if (vela_pg_conn_usable(c)) {
        setsockopt(PQsocket(c->pg), IPPROTO_TCP, TCP_CORK, &value, sizeof(value));
    }
}

int vela_pg_conn_wait(vela_pg_wait_t *w, int64_t timeout_ms)
{
    VELA_ASSERT(w->co == NULL); /* one coroutine waits for a set of queries */
    if (w->pending == 0) {
        return 0;
    }
    w->co = vela_coro_current();
    int rc = vela_coro_suspend_for(timeout_ms);
    w->co = NULL;
    return w->pending == 0 ? 0 : rc;
}

/* ---- cancel ------------------------------------------------------------- */

static void cancel_work(uv_work_t *req)
{
    struct cancel_req *r = req->data;
    char errbuf[256];
    PQcancel(r->cancel, errbuf, sizeof(errbuf));
}

static void cancel_done(uv_work_t *req, int status)
{
    struct cancel_req *r = req->data;
    PQfreeCancel(r->cancel);
    free(r);
}

static void start_cancel(vela_pg_conn_t *c)
{
    struct cancel_req *r = calloc(1, sizeof(*r));
    if (!r || !(r->cancel = PQgetCancel(c->pg))) {
        free(r);
        return;
    }
    r->req.data = r;
    if (uv_queue_work(vela_loop_get(), &r->req, cancel_work, cancel_done) != 0) {
        PQfreeCancel(r->cancel);
        free(r);
    }
}

int vela_pg_conn_cancel(vela_pg_conn_t *c, vela_pg_query_t *q)
{
    VELA_ASSERT(opened(c));
    if (!vela_pg_conn_usable(c) || q->completed) {
        return 0;
    }
    if (c->head == q) {
        start_cancel(c);
    } else {
        q->cancel_wanted = true;
    }
    return 0;
}

/* ---- LISTEN ------------------------------------------------------------- */

static void free_notifications(vela_pg_conn_t *c)
{
    while (c->notify_head) {
        PGnotify *n = c->notify_head;
        c->notify_head = n->next;
        PQfreemem(n);
    }
    c->notify_tail = NULL;
}

void vela_pg_conn_listen(vela_pg_conn_t *c, bool on)
{
    VELA_ASSERT(opened(c));
    c->listening = on;
    if (!on) {
        free_notifications(c);
    }
}

static PGnotify *take_notification(vela_pg_conn_t *c)
{
    PGnotify *n = c->notify_head;
    if (n) {
        c->notify_head = n->next;
        if (!c->notify_head) {
            c->notify_tail = NULL;
        }
        n->next = NULL;
    }
    return n;
}

int vela_pg_conn_next_notification(vela_pg_conn_t *c, int64_t timeout_ms, PGnotify **out)
{
    VELA_ASSERT(opened(c) && c->listener == NULL); /* one listener at a time */
    *out = take_notification(c);
    if (*out) {
        return 0;
    }
    if (!vela_pg_conn_usable(c)) {
        return UV_ECONNRESET;
    }
    c->listener = vela_coro_current();
    watch_ready(c, c->poll_events & UV_WRITABLE);
    int rc = vela_coro_suspend_for(timeout_ms);
    c->listener = NULL;
    if (c->state == READY) {
        watch_ready(c, c->poll_events & UV_WRITABLE);
    }
    *out = take_notification(c);
    if (*out) {
        return 0;
    }
    return rc == 0 ? UV_ECONNRESET : rc;
}

/* ---- lifetime ---------------------------------------------------------- */

static void free_conn(vela_pg_conn_t *c)
{
    vela_pg_wait_t *ready = NULL;
    close_poll(c);
    fail_in_flight(c, VELA_ECLOSED, "the connection was closed", &ready);
    free_notifications(c);
    vela_pg_stmt_cache_free(&c->cache);
    vela_coro_t *listener = c->listener;
    PQfinish(c->pg);
    free(c);
    wake_ready(ready);
    if (listener) {
        vela_coro_resume(listener, VELA_ECLOSED);
    }
}

void vela_pg_conn_close(vela_pg_conn_t *c)
{
    if (!c || c->pid != vela_loop_pid()) {
        return; /* a parent's connection: its socket and epoll set are not ours */
    }
    if (c->stepping) {
        /* A connect step holds c->pg on a pool thread: its callback frees (loop close runs it). */
        c->orphaned = true;
        uv_cancel((uv_req_t *)&c->step); /* not started yet: the callback comes with UV_ECANCELED */
        return;
    }
    if (c->callbacks > 0) {
        c->closing = true;
        return;
    }
    free_conn(c);
}

vela_pool_conn_t *vela_pg_conn_pool_conn(vela_pg_conn_t *c)
{
    return &c->base;
}

vela_pg_conn_t *vela_pg_conn_from_pool_conn(vela_pool_conn_t *base)
{
    return (vela_pg_conn_t *)((char *)base - offsetof(vela_pg_conn_t, base));
}

/* What vela_pg_conn_open() hands out: the caller never sees an opening connection. */
static bool opened(const vela_pg_conn_t *c)
{
    return c->state == READY || c->state == BROKEN;
}

bool vela_pg_conn_usable(const vela_pg_conn_t *c)
{
    return c->state == READY && c->pid == vela_loop_pid() && !loop_gone(c);
}

PGconn *vela_pg_conn_pgconn(vela_pg_conn_t *c)
{
    return c->pg;
}
