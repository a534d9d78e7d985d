/*
 * The protocol-independent connection pool (see pool.h for the model).
 *
 * Invariants.
 *  - pool->size counts the connections in pool->conns (broken ones until
 *    closed); pool->opening those being opened by some acquirer; together
 *    they never exceed config.max.
 *  - A connection's `shared` and `exclusive` count the leases linked in
 *    pool->leases that point at it, plus capacity handed to a woken waiter
 *    that has not run yet (it links its lease when it does).
 *  - A waiter woken with 0 owns the capacity marked for it in want->conn; a
 *    waiter woken with OPEN_SLOT owns one unit of pool->opening.
 *  - pool->slow_opening and pool->shared_opening count the units of
 *    pool->opening taken for a slow or a shared lease; a connection's
 *    `slow` counts the slow leases among its `shared` ones (one at most:
 *    a slow lease takes an idle connection and no shared lease joins it).
 *  - The pool's memory is released only once it is closed, its owner asked
 *    for it (vela_pool_free), and no lease, connection or opening remains.
 *  - State: OPEN, then CLOSED (vela_pool_close: no new lease), then FREED
 *    (the owner called vela_pool_free: only the releases of the leases
 *    still held may reach it). Entry points assert the state they need
 *    (src/core/assert.h), and a release asserts that its lease is held.
 */
#include "src/core/pool.h"

#include <netinet/in.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <uv.h>

#include "src/core/assert.h"
#include "src/core/coro.h"
#include "src/core/error.h"
#include "src/core/loop.h"
#include "src/core/wait_queue.h"

/* A waiter's result meaning "room appeared: open a connection yourself". */
#define OPEN_SLOT 1

#define BACKOFF_FIRST_MS 100
#define BACKOFF_MAX_MS 500
#define MAINTENANCE_MS 1000

enum pool_state { POOL_OPEN, POOL_CLOSED, POOL_FREED };

struct vela_pool {
    vela_pool_config_t config;
    const vela_pool_backend_t *backend;
    void *arg;
    vela_pool_conn_t *conns, *conns_tail;
    uint32_t size, opening;
    vela_pool_lease_t *leases, *leases_tail;
    uint32_t lease_count;
    uint32_t shared_total; /* shared leases on all connections */
    uint32_t shared_peak;  /* the most of them at once since the last maintenance tick */
    vela_wait_queue_t shared_waiters, exclusive_waiters, slow_waiters;
    uint32_t slow_opening;   /* of `opening`, those for a slow lease */
    uint32_t shared_opening; /* of `opening`, those for a shared lease */
    uv_timer_t *timer;       /* maintenance; NULL when not running */
    uint64_t backoff_until_ms;
    uint32_t backoff_ms;
    int last_error;
    enum pool_state state;
    uint32_t active;         /* acquire/dispatch calls on the C stack: memory must stay */
    vela_pool_stats_t stats; /* the cumulative counters and the histogram */
    vela_pool_t *live_prev, *live_next;
    char *name;
};

/* A waiter's payload. */
struct want {
    bool exclusive;
    vela_pool_conn_t *conn;
};

/* What an acquire asks for (pool.h): a place in a pipeline, a connection alone, or a slow statement's. */
enum kind { KIND_SHARED, KIND_EXCLUSIVE, KIND_SLOW };

static void dispatch(vela_pool_t *pool);

static vela_pool_t *live_pools;
static bool hook_installed;

static uint64_t now_ms(void)
{
    return uv_hrtime() / 1000000;
}

static bool is_idle(const vela_pool_conn_t *c)
{
    return c->shared == 0 && !c->exclusive;
}

static bool has_room(const vela_pool_t *pool)
{
    return pool->size + pool->opening < pool->config.max;
}

bool vela_pool_backing_off(const vela_pool_t *pool)
{
    return pool->last_error != 0 && now_ms() < pool->backoff_until_ms;
}

static bool has_usable(const vela_pool_t *pool)
{
    for (const vela_pool_conn_t *c = pool->conns; c; c = c->next) {
        if (!c->broken) {
            return true;
        }
    }
    return false;
}

static bool can_open(const vela_pool_t *pool)
{
    return has_room(pool) && !vela_pool_backing_off(pool);
}

/*
 * Marks the stalled connections: a slow lease holds it, or it holds leases
 * and none was released for stall_ms (its pipeline answers in order, so the
 * statement at its head has run that long). A server that is merely busy
 * still answers on every connection and stalls none of them.
 */
static void mark_stalled(vela_pool_t *pool)
{
    int64_t stall = pool->config.stall_ms;
    uint64_t now = stall > 0 ? now_ms() : 0;
    for (vela_pool_conn_t *c = pool->conns; c; c = c->next) {
        c->stalled =
            c->slow > 0 || (stall > 0 && c->shared > 0 && now - c->progress_ms >= (uint64_t)stall);
    }
}

/* Keeps in *least the connection with the fewest shared leases. */
static void keep_least(vela_pool_conn_t **least, vela_pool_conn_t *c)
{
    if (!*least || c->shared < (*least)->shared) {
        *least = c;
    }
}

/*
 * The shared connection a new lease joins: the least loaded one below depth
 * that is neither stalled nor retiring. Joining the shortest pipeline keeps
 * the queue a query waits behind short; filling the fullest pipeline first
 * piled the queries onto one connection, and in interleaved runs this pick
 * took most of issue 21's /db tail away (docs/benchmarks.md, "The /db
 * tail"; why the deep queries stalled is inferred, docs/decisions.md).
 * The number of connections still follows the load: one is opened only
 * when every open one is at depth, and one the load no longer needs is
 * retired (retire_surplus), so it goes idle and is closed after
 * idle_timeout. A retiring connection is
 * taken back before a new one is opened. NULL when none fits and a
 * connection can be opened; when none can be, a stalled connection below
 * depth (the least loaded) rather than a wait, but never one a slow lease
 * holds.
 */
static vela_pool_conn_t *pick_shared(vela_pool_t *pool)
{
    vela_pool_conn_t *best = NULL, *retiring = NULL, *stalled = NULL;
    mark_stalled(pool);
    for (vela_pool_conn_t *c = pool->conns; c; c = c->next) {
        if (c->broken || c->exclusive || c->draining || c->slow > 0 ||
            c->shared >= pool->config.depth) {
            continue; /* a slow statement runs alone: nothing joins it, ever */
        }
        keep_least(c->stalled ? &stalled : c->retiring ? &retiring : &best, c);
    }
    if (!best && retiring) {
        retiring->retiring = false; /* the load came back: cheaper than an open */
        best = retiring;
    }
    return best || can_open(pool) ? best : stalled;
}

static vela_pool_conn_t *pick_idle(vela_pool_t *pool)
{
    for (vela_pool_conn_t *c = pool->conns; c; c = c->next) {
        if (!c->broken && is_idle(c)) {
            return c;
        }
    }
    return NULL;
}

/*
 * True while slow statements may take one more connection: they hold at
 * most max - 1 (all of them when max is 1), so quick queries always have one.
 */
static bool slow_has_room(const vela_pool_t *pool)
{
    uint32_t cap = pool->config.max > 1 ? pool->config.max - 1 : 1, used = pool->slow_opening;
    for (const vela_pool_conn_t *c = pool->conns; c; c = c->next) {
        used += !c->broken && c->slow > 0;
    }
    return used < cap;
}

/* A slow statement runs alone: an idle connection, within the slow statements' share. */
static vela_pool_conn_t *pick_slow(vela_pool_t *pool)
{
    for (vela_pool_conn_t *c = pool->conns; c; c = c->next) {
        if (!c->broken && !c->draining && is_idle(c)) {
            return slow_has_room(pool) ? c : NULL;
        }
    }
    return NULL;
}

static vela_pool_conn_t *pick(vela_pool_t *pool, enum kind kind)
{
    return kind == KIND_EXCLUSIVE ? pick_idle(pool)
           : kind == KIND_SLOW    ? pick_slow(pool)
                                  : pick_shared(pool);
}

/*
 * True when the connections being opened for shared leases will have room
 * for the shared waiters plus `more`: a burst of callers then waits for
 * them instead of opening every connection up to max at once.
 */
static bool opening_covers(const vela_pool_t *pool, size_t more)
{
    size_t room = (size_t)pool->shared_opening * (pool->config.depth - 1);
    return room > 0 && room >= vela_wait_queue_count(&pool->shared_waiters) + more;
}

/* True when a connection may be opened for this kind of lease (`more`: see opening_covers). */
static bool can_open_for(const vela_pool_t *pool, enum kind kind, size_t more)
{
    if (!can_open(pool)) {
        return false;
    }
    return kind == KIND_SLOW     ? slow_has_room(pool)
           : kind == KIND_SHARED ? !opening_covers(pool, more)
                                 : true;
}

/* Takes a unit of pool->opening for this kind of lease. */
static void start_opening(vela_pool_t *pool, enum kind kind)
{
    pool->opening++;
    pool->slow_opening += kind == KIND_SLOW;
    pool->shared_opening += kind == KIND_SHARED;
}

/* Marks one lease's worth of capacity on c as taken. */
static void take_capacity(vela_pool_conn_t *c, enum kind kind)
{
    if (kind == KIND_EXCLUSIVE) {
        c->exclusive = true;
        c->draining = false;
    } else {
        if (c->shared == 0) {
            c->progress_ms = now_ms(); /* its pipeline starts now */
        }
        c->shared++;
        c->slow += kind == KIND_SLOW;
        if (++c->pool->shared_total > c->pool->shared_peak) {
            c->pool->shared_peak = c->pool->shared_total;
        }
    }
}

static void link_lease(vela_pool_t *pool, vela_pool_lease_t *lease, vela_pool_conn_t *c,
                       enum kind kind)
{
    lease->conn = c;
    lease->exclusive = kind == KIND_EXCLUSIVE;
    lease->slow = kind == KIND_SLOW;
    lease->coroutine_id = vela_coro_id(vela_coro_current());
    lease->since_ms = now_ms();
    lease->next = NULL;
    lease->prev = pool->leases_tail;
    if (pool->leases_tail) {
        pool->leases_tail->next = lease;
    } else {
        pool->leases = lease;
    }
    pool->leases_tail = lease;
    pool->lease_count++;
    pool->stats.acquires++;
}

static void unlink_lease(vela_pool_t *pool, vela_pool_lease_t *lease)
{
    if (lease->prev) {
        lease->prev->next = lease->next;
    } else {
        pool->leases = lease->next;
    }
    if (lease->next) {
        lease->next->prev = lease->prev;
    } else {
        pool->leases_tail = lease->prev;
    }
    lease->prev = lease->next = NULL;
    pool->lease_count--;
}

static void maybe_release_memory(vela_pool_t *pool)
{
    if (pool->state == POOL_FREED && pool->size == 0 && pool->lease_count == 0 &&
        pool->opening == 0 && pool->active == 0) {
        free(pool->name);
        free(pool);
    }
}

static void on_timer_closed(uv_handle_t *handle)
{
    free(handle);
}

static void stop_timer(vela_pool_t *pool)
{
    if (pool->timer) {
        uv_close((uv_handle_t *)pool->timer, on_timer_closed);
        pool->timer = NULL;
    }
}

static void close_conn(vela_pool_t *pool, vela_pool_conn_t *c)
{
    if (c->prev) {
        c->prev->next = c->next;
    } else {
        pool->conns = c->next;
    }
    if (c->next) {
        c->next->prev = c->prev;
    } else {
        pool->conns_tail = c->prev;
    }
    pool->size--;
    pool->stats.closed++;
    if (pool->size == 0) {
        stop_timer(pool);
    }
    pool->backend->close(pool->arg, c);
}

/*
 * Retires one connection when the most shared leases held at once since the
 * last tick would have fitted in the others at half their depth: the least
 * loaded one gets no new shared lease while another has room (pick_shared),
 * goes idle and is closed after idle_timeout. Half: the connections kept
 * then run half full, not full (a query waits behind half a pipeline at
 * most), and a load near a multiple of depth does not retire a connection
 * only to open it again. One per
 * tick, so a falling load gives its connections back one at a time.
 */
static void retire_surplus(vela_pool_t *pool)
{
    vela_pool_conn_t *least = NULL;
    uint32_t serving = 0;
    for (vela_pool_conn_t *c = pool->conns; c; c = c->next) {
        if (!c->broken && !c->exclusive && !c->draining && !c->retiring && c->slow == 0) {
            serving++;
            keep_least(&least, c);
        }
    }
    if (serving > 1 && pool->size > pool->config.min &&
        pool->shared_peak <= (serving - 1) * (pool->config.depth / 2)) {
        least->retiring = true;
    }
    pool->shared_peak = pool->shared_total;
}

/*
 * Maintenance: closes idle connections past idle_timeout (beyond min) or
 * max_lifetime, and retires one the load no longer needs.
 */
static void on_timer(uv_timer_t *timer)
{
    vela_pool_t *pool = timer->data;
    const vela_pool_config_t *cfg = &pool->config;
    uint64_t now = now_ms();
    vela_pool_conn_t *c = pool->conns, *next;

    for (; c; c = next) {
        next = c->next;
        if (!is_idle(c)) {
            continue;
        }
        bool old = cfg->max_lifetime_ms > 0 && now - c->opened_ms >= (uint64_t)cfg->max_lifetime_ms;
        bool unused = cfg->idle_timeout_ms > 0 && pool->size > cfg->min &&
                      now - c->idle_since_ms >= (uint64_t)cfg->idle_timeout_ms;
        if (c->broken || old || unused) {
            close_conn(pool, c);
        }
    }
    retire_surplus(pool);
    dispatch(pool); /* room for waiters, if any */
}

static void start_timer(vela_pool_t *pool)
{
    if (pool->timer || (pool->config.idle_timeout_ms == 0 && pool->config.max_lifetime_ms == 0)) {
        return;
    }
    uv_loop_t *loop = vela_loop_get();
    uv_timer_t *timer = loop ? malloc(sizeof(*timer)) : NULL;
    if (!timer) {
        return; /* no maintenance: connections simply stay open */
    }
    uv_timer_init(loop, timer);
    timer->data = pool;
    uv_timer_start(timer, on_timer, MAINTENANCE_MS, MAINTENANCE_MS);
    uv_unref((uv_handle_t *)timer);
    pool->timer = timer;
}

/* Fails every waiter with code (nothing usable and no attempt possible). */
static void fail_waiters(vela_pool_t *pool, int code)
{
    vela_wait_queue_wake_all(&pool->exclusive_waiters, code);
    vela_wait_queue_wake_all(&pool->slow_waiters, code);
    vela_wait_queue_wake_all(&pool->shared_waiters, code);
}

/* Reserves one connection for the oldest exclusive waiter, if none is yet. */
static void reserve_for_exclusive(vela_pool_t *pool)
{
    vela_pool_conn_t *best = NULL;
    for (vela_pool_conn_t *c = pool->conns; c; c = c->next) {
        if (c->draining) {
            return;
        }
        if (!c->broken && !c->exclusive && (!best || c->shared < best->shared)) {
            best = c;
        }
    }
    if (best) {
        best->draining = true;
    }
}

static void clear_reservations(vela_pool_t *pool)
{
    for (vela_pool_conn_t *c = pool->conns; c; c = c->next) {
        c->draining = false;
    }
}

/*
 * Serves one queue: hands capacity to its oldest waiters while there is
 * some, or an opening slot while there is room. Returns false when its head
 * waiter could not be served.
 */
static bool serve_queue(vela_pool_t *pool, vela_wait_queue_t *q, enum kind kind)
{
    vela_waiter_t *w;
    while ((w = vela_wait_queue_peek(q)) != NULL) {
        struct want *want = w->data;
        vela_pool_conn_t *c = pick(pool, kind);
        int result = 0;
        if (c) {
            take_capacity(c, kind);
            want->conn = c;
        } else if (can_open_for(pool, kind, 0)) {
            start_opening(pool, kind);
            result = OPEN_SLOT;
        } else {
            return false;
        }
        vela_wait_queue_take(q);
        vela_waiter_wake(w, result);
    }
    return true;
}

/* Gives whatever capacity exists to the waiters: exclusive ones first, then slow ones. */
static void dispatch(vela_pool_t *pool)
{
    if (pool->state != POOL_OPEN) {
        return;
    }
    pool->active++; /* a woken waiter runs at once from the main context */
    if (!has_usable(pool) && pool->opening == 0 && vela_pool_backing_off(pool)) {
        fail_waiters(pool, pool->last_error);
    } else {
        if (serve_queue(pool, &pool->exclusive_waiters, KIND_EXCLUSIVE)) {
            clear_reservations(pool);
        } else {
            reserve_for_exclusive(pool);
        }
        serve_queue(pool, &pool->slow_waiters, KIND_SLOW);
        serve_queue(pool, &pool->shared_waiters, KIND_SHARED);
    }
    pool->active--;
}

/*
 * Codes that say the caller could not wait (a destructor, a cancelled
 * coroutine), not that the server failed: they start no back-off.
 */
static bool caller_could_not_wait(int rc)
{
    return rc == VELA_EBLOCKED || rc == VELA_ECANCELED || rc == VELA_ESTATE || rc == VELA_EDEADLOCK;
}

/*
 * A failed open starts a round of back-off, or joins the running one: the
 * attempts of one round (many callers trying at once) count once, so the
 * delay doubles per round, from 100 ms to at most 500 ms between probes.
 */
static void open_failed(vela_pool_t *pool, int rc)
{
    if (caller_could_not_wait(rc)) {
        dispatch(pool); /* the room it held goes to a waiter */
        return;
    }
    uint64_t now = now_ms();
    pool->last_error = rc;
    pool->stats.open_errors++;
    if (now >= pool->backoff_until_ms) {
        pool->backoff_ms = pool->backoff_ms ? pool->backoff_ms * 2 : BACKOFF_FIRST_MS;
        if (pool->backoff_ms > BACKOFF_MAX_MS) {
            pool->backoff_ms = BACKOFF_MAX_MS;
        }
        pool->backoff_until_ms = now + pool->backoff_ms;
    }
    dispatch(pool);
}

/*
 * Opens one connection with a unit of pool->opening the caller holds, and
 * adds it, idle, to the pool. Returns 0 with *out set, or the open error
 * (or VELA_ECLOSED when the pool closed meanwhile).
 */
static int open_one(vela_pool_t *pool, vela_pool_conn_t **out)
{
    vela_pool_conn_t *c = NULL;
    int rc = pool->backend->open(pool->arg, pool->config.connect_timeout_ms, &c);
    pool->opening--;
    if (rc != 0) {
        open_failed(pool, rc);
        return rc;
    }
    memset(c, 0, sizeof(*c));
    c->pool = pool;
    c->opened_ms = c->idle_since_ms = now_ms();
    c->prev = pool->conns_tail;
    if (pool->conns_tail) {
        pool->conns_tail->next = c;
    } else {
        pool->conns = c;
    }
    pool->conns_tail = c;
    pool->size++;
    pool->stats.opened++;
    pool->last_error = 0;
    pool->backoff_ms = 0;
    if (pool->state != POOL_OPEN) {
        close_conn(pool, c);
        return VELA_ECLOSED;
    }
    start_timer(pool);
    *out = c;
    return 0;
}

/* Opens a connection for lease (the caller holds a unit of opening). */
static int open_for(vela_pool_t *pool, vela_pool_lease_t *lease, enum kind kind)
{
    vela_pool_conn_t *c;
    int rc = open_one(pool, &c);
    pool->slow_opening -= kind == KIND_SLOW; /* the new connection's slow lease counts from now */
    pool->shared_opening -= kind == KIND_SHARED;
    if (rc != 0) {
        return rc;
    }
    take_capacity(c, kind);
    link_lease(pool, lease, c, kind);
    dispatch(pool); /* a new shared connection may serve more waiters */
    return 0;
}

static vela_wait_queue_t *queue_of(vela_pool_t *pool, enum kind kind)
{
    return kind == KIND_EXCLUSIVE ? &pool->exclusive_waiters
           : kind == KIND_SLOW    ? &pool->slow_waiters
                                  : &pool->shared_waiters;
}

static int wait_for_capacity(vela_pool_t *pool, vela_pool_lease_t *lease, enum kind kind,
                             int64_t timeout_ms)
{
    bool exclusive = kind == KIND_EXCLUSIVE;
    struct want want = {.exclusive = exclusive};

    if (exclusive) {
        reserve_for_exclusive(pool);
    }
    int rc = vela_wait_queue_wait(queue_of(pool, kind), &want, timeout_ms);
    if (rc == 0) {
        link_lease(pool, lease, want.conn, kind);
        return 0;
    }
    if (rc == OPEN_SLOT) {
        return open_for(pool, lease, kind);
    }
    if (exclusive) {
        dispatch(pool); /* drop the reservation if nobody else needs it */
    }
    return rc;
}

static int acquire(vela_pool_t *pool, vela_pool_lease_t *lease, enum kind kind)
{
    if (pool->state != POOL_OPEN) {
        return VELA_ECLOSED;
    }
    bool first = vela_wait_queue_is_empty(queue_of(pool, kind));
    vela_pool_conn_t *c = first ? pick(pool, kind) : NULL;
    if (c) {
        take_capacity(c, kind);
        link_lease(pool, lease, c, kind);
        return 0;
    }
    /* Shared waiters may be waiting for an opening connection that has no room for this one. */
    if ((first || kind == KIND_SHARED) && can_open_for(pool, kind, 1)) {
        start_opening(pool, kind);
        return open_for(pool, lease, kind);
    }
    if (vela_pool_backing_off(pool) && !has_usable(pool) && pool->opening == 0) {
        return pool->last_error; /* the server is down: fail fast */
    }
    return wait_for_capacity(pool, lease, kind, pool->config.acquire_timeout_ms);
}

static int acquire_timed(vela_pool_t *pool, vela_pool_lease_t *lease, enum kind kind)
{
    VELA_ASSERT(pool->state != POOL_FREED);
    uint64_t started = uv_hrtime();
    lease->conn = NULL;
    pool->active++;
    int rc = acquire(pool, lease, kind);
    pool->active--;
    vela_histogram_observe(&pool->stats.acquire_wait, (uv_hrtime() - started) / 1000);
    if (rc == VELA_ETIMEOUT) {
        pool->stats.acquire_timeouts++;
    }
    maybe_release_memory(pool); /* a free() may have come while we waited */
    return rc;
}

int vela_pool_acquire(vela_pool_t *pool, bool exclusive, vela_pool_lease_t *lease)
{
    return acquire_timed(pool, lease, exclusive ? KIND_EXCLUSIVE : KIND_SHARED);
}

int vela_pool_acquire_slow(vela_pool_t *pool, vela_pool_lease_t *lease)
{
    return acquire_timed(pool, lease, KIND_SLOW);
}

void vela_pool_release(vela_pool_lease_t *lease)
{
    vela_pool_conn_t *c = lease->conn;
    VELA_ASSERT(c != NULL && c->pool != NULL); /* released twice, or never acquired */
    vela_pool_t *pool = c->pool;
    const vela_pool_config_t *cfg = &pool->config;
    VELA_ASSERT(lease->exclusive ? c->exclusive : c->shared > 0);
    VELA_ASSERT(pool->lease_count > 0);

    unlink_lease(pool, lease);
    lease->conn = NULL;
    if (lease->exclusive) {
        c->exclusive = false;
    } else {
        c->shared--;
        c->slow -= lease->slow;
        pool->shared_total--;
        c->progress_ms = now_ms(); /* an answer came on it */
    }
    if (is_idle(c)) {
        c->idle_since_ms = now_ms();
        bool old = cfg->max_lifetime_ms > 0 &&
                   c->idle_since_ms - c->opened_ms >= (uint64_t)cfg->max_lifetime_ms;
        if (c->broken || pool->state != POOL_OPEN || old) {
            close_conn(pool, c);
        }
    }
    dispatch(pool);
    maybe_release_memory(pool);
}

void vela_pool_conn_broken(vela_pool_conn_t *c)
{
    vela_pool_t *pool = c->pool;
    VELA_ASSERT(pool != NULL); /* a connection the pool never took */
    if (c->broken) {
        return;
    }
    c->broken = true;
    c->draining = false;
    pool->stats.broken++;
    if (is_idle(c)) {
        close_conn(pool, c);
    }
    dispatch(pool);
}

int vela_pool_warm(vela_pool_t *pool)
{
    VELA_ASSERT(pool->state != POOL_FREED);
    while (pool->state == POOL_OPEN && pool->size + pool->opening < pool->config.min) {
        vela_pool_conn_t *c;
        pool->opening++;
        int rc = open_one(pool, &c);
        if (rc != 0) {
            return rc;
        }
        dispatch(pool);
    }
    return pool->state != POOL_OPEN ? VELA_ECLOSED : 0;
}

static void unlink_live(vela_pool_t *pool)
{
    if (pool->live_prev) {
        pool->live_prev->live_next = pool->live_next;
    } else if (live_pools == pool) {
        live_pools = pool->live_next;
    }
    if (pool->live_next) {
        pool->live_next->live_prev = pool->live_prev;
    }
    pool->live_prev = pool->live_next = NULL;
}

void vela_pool_close(vela_pool_t *pool)
{
    VELA_ASSERT(pool->state != POOL_FREED);
    if (pool->state != POOL_OPEN) {
        return;
    }
    pool->state = POOL_CLOSED;
    unlink_live(pool);
    fail_waiters(pool, VELA_ECLOSED);
    vela_pool_conn_t *c = pool->conns, *next;
    for (; c; c = next) {
        next = c->next;
        if (is_idle(c)) {
            close_conn(pool, c);
        }
    }
    stop_timer(pool);
}

/* Request shutdown (loop close hook): no pool may keep handles past the loop. */
static void close_all(void)
{
    while (live_pools) {
        vela_pool_close(live_pools);
    }
}

int vela_pool_new(const vela_pool_config_t *config, const vela_pool_backend_t *backend, void *arg,
                  vela_pool_t **out)
{
    if (config->max == 0 || config->min > config->max || config->depth == 0) {
        return VELA_EINVAL;
    }
    if (!hook_installed) {
        if (vela_loop_on_close(close_all) != 0) {
            return VELA_ENOMEM;
        }
        hook_installed = true;
    }
    vela_pool_t *pool = calloc(1, sizeof(*pool));
    if (!pool) {
        return VELA_ENOMEM;
    }
    pool->config = *config;
    pool->name = strdup(config->name ? config->name : "pool");
    if (!pool->name) {
        free(pool);
        return VELA_ENOMEM;
    }
    pool->config.name = pool->name;
    pool->backend = backend;
    pool->arg = arg;
    vela_wait_queue_init(&pool->shared_waiters);
    vela_wait_queue_init(&pool->exclusive_waiters);
    vela_wait_queue_init(&pool->slow_waiters);
    pool->live_next = live_pools;
    if (live_pools) {
        live_pools->live_prev = pool;
    }
    live_pools = pool;
    *out = pool;
    return 0;
}

void vela_pool_free(vela_pool_t *pool)
{
    if (!pool) {
        return;
    }
    VELA_ASSERT(pool->state != POOL_FREED); /* freed twice */
    vela_pool_close(pool);
    pool->state = POOL_FREED;
    maybe_release_memory(pool);
}

void vela_pool_stats(const vela_pool_t *pool, vela_pool_stats_t *out)
{
    *out = pool->stats;
    out->size = pool->size;
    out->opening = pool->opening;
    out->leases = pool->lease_count;
    out->waiting = (uint32_t)(vela_wait_queue_count(&pool->shared_waiters) +
                              vela_wait_queue_count(&pool->exclusive_waiters) +
                              vela_wait_queue_count(&pool->slow_waiters));
    out->idle = out->busy = 0;
    for (const vela_pool_conn_t *c = pool->conns; c; c = c->next) {
        if (!is_idle(c)) {
            out->busy++;
        } else if (!c->broken) {
            out->idle++;
        }
    }
}

const vela_pool_config_t *vela_pool_config(const vela_pool_t *pool)
{
    return &pool->config;
}

size_t vela_pool_holders(const vela_pool_t *pool, const vela_pool_lease_t **out, size_t cap)
{
    size_t n = 0;
    for (const vela_pool_lease_t *l = pool->leases; l; l = l->next, n++) {
        if (n < cap) {
            out[n] = l;
        }
    }
    return n;
}

int vela_pool_last_error(const vela_pool_t *pool)
{
    return pool->last_error;
}

const char *vela_pool_name(const vela_pool_t *pool)
{
    return pool->name;
}

bool vela_pool_is_ready(const vela_pool_t *pool)
{
    return pool->last_error == 0 || has_usable(pool);
}

vela_pool_t *vela_pool_next_live(const vela_pool_t *previous)
{
    return previous ? previous->live_next : live_pools;
}

/* The port and address of a socket address, compared as bytes. */
static bool same_endpoint(const struct sockaddr_storage *a, const struct sockaddr_storage *b)
{
    if (a->ss_family != b->ss_family) {
        return false;
    }
    if (a->ss_family == AF_INET) {
        const struct sockaddr_in *x = (const void *)a, *y = (const void *)b;
        return x->sin_port == y->sin_port && x->sin_addr.s_addr == y->sin_addr.s_addr;
    }
    if (a->ss_family == AF_INET6) {
        const struct sockaddr_in6 *x = (const void *)a, *y = (const void *)b;
        return x->sin6_port == y->sin6_port &&
               memcmp(&x->sin6_addr, &y->sin6_addr, sizeof(x->sin6_addr)) == 0;
    }
    return false; /* a Unix socket cannot connect to itself */
}

bool vela_pool_self_connected(int fd)
{
    struct sockaddr_storage local, peer;
    socklen_t local_len = sizeof(local), peer_len = sizeof(peer);
    memset(&local, 0, sizeof(local));
    memset(&peer, 0, sizeof(peer));
    if (getsockname(fd, (struct sockaddr *)&local, &local_len) != 0 ||
        getpeername(fd, (struct sockaddr *)&peer, &peer_len) != 0) {
        return false;
    }
    return same_endpoint(&local, &peer);
}
