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
 *  - The pool's memory is released only once it is closed, its owner asked
 *    for it (vela_pool_free), and no lease, connection or opening remains.
 *  - State: OPEN, then CLOSED (vela_pool_close: no new lease), then FREED
 *    (the owner called vela_pool_free: only the releases of the leases
 *    still held may reach it). Entry points assert the state they need
 *    (src/core/assert.h), and a release asserts that its lease is held.
 */
#include "src/core/pool.h"

#include <stdlib.h>
#include <string.h>
#include <uv.h>

#include "src/core/assert.h"
#include "src/core/coro.h"
#include "src/core/error.h"
#include "src/core/loop.h"
#include "src/core/wait_queue.h"

/* A waiter's result meaning "room appeared: open a connection yourself". */
#define OPEN_SLOT 1

#define BACKOFF_FIRST_MS 100
#define BACKOFF_MAX_MS 5000
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
    vela_wait_queue_t shared_waiters, exclusive_waiters;
    uv_timer_t *timer; /* maintenance; NULL when not running */
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

/* The usable shared connection with the fewest shared leases below depth. */
static vela_pool_conn_t *pick_shared(vela_pool_t *pool)
{
    vela_pool_conn_t *best = NULL;
    for (vela_pool_conn_t *c = pool->conns; c; c = c->next) {
        if (c->broken || c->exclusive || c->draining || c->shared >= pool->config.depth) {
            continue;
        }
        if (!best || c->shared < best->shared) {
            best = c;
        }
    }
    return best;
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

/* Marks one lease's worth of capacity on c as taken. */
static void take_capacity(vela_pool_conn_t *c, bool exclusive)
{
    if (exclusive) {
        c->exclusive = true;
        c->draining = false;
    } else {
        c->shared++;
    }
}

static void link_lease(vela_pool_t *pool, vela_pool_lease_t *lease, vela_pool_conn_t *c,
                       bool exclusive)
{
    lease->conn = c;
    lease->exclusive = exclusive;
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

/* Maintenance: closes idle connections past idle_timeout (beyond min) or max_lifetime. */
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
static bool serve_queue(vela_pool_t *pool, vela_wait_queue_t *q, bool exclusive)
{
    vela_waiter_t *w;
    while ((w = vela_wait_queue_peek(q)) != NULL) {
        struct want *want = w->data;
        vela_pool_conn_t *c = exclusive ? pick_idle(pool) : pick_shared(pool);
        int result = 0;
        if (c) {
            take_capacity(c, exclusive);
            want->conn = c;
        } else if (has_room(pool) && !vela_pool_backing_off(pool)) {
            pool->opening++;
            result = OPEN_SLOT;
        } else {
            return false;
        }
        vela_wait_queue_take(q);
        vela_waiter_wake(w, result);
    }
    return true;
}

/* Gives whatever capacity exists to the waiters, exclusive ones first. */
static void dispatch(vela_pool_t *pool)
{
    if (pool->state != POOL_OPEN) {
        return;
    }
    pool->active++; /* a woken waiter runs at once from the main context */
    if (!has_usable(pool) && pool->opening == 0 && vela_pool_backing_off(pool)) {
        fail_waiters(pool, pool->last_error);
    } else {
        if (serve_queue(pool, &pool->exclusive_waiters, true)) {
            clear_reservations(pool);
        } else {
            reserve_for_exclusive(pool);
        }
        serve_queue(pool, &pool->shared_waiters, false);
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

static void open_failed(vela_pool_t *pool, int rc)
{
    if (caller_could_not_wait(rc)) {
        dispatch(pool); /* the room it held goes to a waiter */
        return;
    }
    pool->last_error = rc;
    pool->stats.open_errors++;
    pool->backoff_ms = pool->backoff_ms ? pool->backoff_ms * 2 : BACKOFF_FIRST_MS;
    if (pool->backoff_ms > BACKOFF_MAX_MS) {
        pool->backoff_ms = BACKOFF_MAX_MS;
    }
    pool->backoff_until_ms = now_ms() + pool->backoff_ms;
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
static int open_for(vela_pool_t *pool, vela_pool_lease_t *lease, bool exclusive)
{
    vela_pool_conn_t *c;
    int rc = open_one(pool, &c);
    if (rc != 0) {
        return rc;
    }
    take_capacity(c, exclusive);
    link_lease(pool, lease, c, exclusive);
    dispatch(pool); /* a new shared connection may serve more waiters */
    return 0;
}

static int wait_for_capacity(vela_pool_t *pool, vela_pool_lease_t *lease, bool exclusive,
                             int64_t timeout_ms)
{
    vela_wait_queue_t *q = exclusive ? &pool->exclusive_waiters : &pool->shared_waiters;
    struct want want = {.exclusive = exclusive};

    if (exclusive) {
        reserve_for_exclusive(pool);
    }
    int rc = vela_wait_queue_wait(q, &want, timeout_ms);
    if (rc == 0) {
        link_lease(pool, lease, want.conn, exclusive);
        return 0;
    }
    if (rc == OPEN_SLOT) {
        return open_for(pool, lease, exclusive);
    }
    if (exclusive) {
        dispatch(pool); /* drop the reservation if nobody else needs it */
    }
    return rc;
}

static int acquire(vela_pool_t *pool, vela_pool_lease_t *lease, bool exclusive)
{
    vela_wait_queue_t *q = exclusive ? &pool->exclusive_waiters : &pool->shared_waiters;

    if (pool->state != POOL_OPEN) {
        return VELA_ECLOSED;
    }
    if (vela_wait_queue_is_empty(q)) {
        vela_pool_conn_t *c = exclusive ? pick_idle(pool) : pick_shared(pool);
        if (c) {
            take_capacity(c, exclusive);
            link_lease(pool, lease, c, exclusive);
            return 0;
        }
        if (has_room(pool) && !vela_pool_backing_off(pool)) {
            pool->opening++;
            return open_for(pool, lease, exclusive);
        }
    }
    if (vela_pool_backing_off(pool) && !has_usable(pool) && pool->opening == 0) {
        return pool->last_error; /* the server is down: fail fast */
    }
    return wait_for_capacity(pool, lease, exclusive, pool->config.acquire_timeout_ms);
}

int vela_pool_acquire(vela_pool_t *pool, bool exclusive, vela_pool_lease_t *lease)
{
    VELA_ASSERT(pool->state != POOL_FREED);
    uint64_t started = uv_hrtime();
    lease->conn = NULL;
    pool->active++;
    int rc = acquire(pool, lease, exclusive);
    pool->active--;
    vela_histogram_observe(&pool->stats.acquire_wait, (uv_hrtime() - started) / 1000);
    if (rc == VELA_ETIMEOUT) {
        pool->stats.acquire_timeouts++;
    }
    maybe_release_memory(pool); /* a free() may have come while we waited */
    return rc;
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
                              vela_wait_queue_count(&pool->exclusive_waiters));
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
