/*
 * The protocol-independent pool (src/core/pool.c) with coroutines that
 * really wait (the stand-in of tests/unit/support/coro.c on the real loop):
 * acquire and release, waiters served oldest first, a newcomer that does
 * not overtake them, the acquire timeout and who holds the connections
 * then, a broken connection replaced for its waiter, and the fast failure
 * of a pool whose server is down. The pool is independent of the protocol,
 * so its backend here is the smallest one: an open that takes a few
 * milliseconds on the loop (a timer) and a connection that is a struct.
 * The PostgreSQL and Redis backends are tested against real servers in
 * tests/unit/pg/test-conn.c and tests/unit/redis/test-conn.c.
 */
#include "src/core/pool.h"

#include <stdlib.h>
#include <string.h>

#include "src/core/error.h"
#include "support/wait.h"
#include "unit.h"

struct test_conn {
    vela_pool_conn_t base;
    int serial; /* 1 for the first connection opened, ... */
};

static struct backend_state {
    int opened, closed;
    int refuse; /* the code every open fails with; 0 = opens succeed */
} backend;

static int test_open(void *arg, int64_t timeout_ms, vela_pool_conn_t **out)
{
    (void)arg;
    (void)timeout_ms;
    int rc = vela_coro_sleep(2); /* an open waits on the loop, as a real one does */
    if (rc != 0) {
        return rc;
    }
    if (backend.refuse) {
        return backend.refuse;
    }
    struct test_conn *c = calloc(1, sizeof(*c));
    c->serial = ++backend.opened;
    *out = &c->base;
    return 0;
}

static void test_close(void *arg, vela_pool_conn_t *conn)
{
    (void)arg;
    backend.closed++;
    free(conn);
}

static const vela_pool_backend_t test_backend = {test_open, test_close};

static vela_pool_t *new_pool(uint32_t max, int64_t acquire_timeout_ms)
{
    vela_pool_config_t config = {.max = max,
                                 .depth = 1,
                                 .acquire_timeout_ms = acquire_timeout_ms,
                                 .connect_timeout_ms = 1000,
                                 .name = "test"};
    vela_pool_t *pool = NULL;
    memset(&backend, 0, sizeof(backend));
    EXPECT_INT(vela_pool_new(&config, &test_backend, NULL, &pool), 0);
    return pool;
}

static int serial(const vela_pool_lease_t *lease)
{
    return ((const struct test_conn *)lease->conn)->serial;
}

/* ---- acquire and release ------------------------------------------------ */

static void reuse_body(void *arg)
{
    vela_pool_t *pool = arg;
    vela_pool_lease_t a = {.site = "a.php:1"};
    EXPECT_INT(vela_pool_acquire(pool, false, &a), 0);
    EXPECT_INT(serial(&a), 1);
    vela_pool_stats_t stats;
    vela_pool_stats(pool, &stats);
    EXPECT_INT(stats.busy, 1);
    EXPECT_INT(stats.leases, 1);
    vela_pool_release(&a);
    vela_pool_stats(pool, &stats);
    EXPECT_INT(stats.idle, 1);
    EXPECT_INT(stats.busy, 0);

    vela_pool_lease_t b = {.site = "b.php:2"};
    EXPECT_INT(vela_pool_acquire(pool, true, &b), 0);
    EXPECT_INT(serial(&b), 1); /* the idle connection, not a new one */
    vela_pool_release(&b);
    EXPECT_INT(backend.opened, 1);
}

static void acquire_release_reuses_the_connection(void)
{
    vela_pool_t *pool = new_pool(2, 1000);
    unit_run_coroutine(reuse_body, pool);
    vela_pool_free(pool);
    EXPECT_INT(backend.closed, 1);
}

/* ---- waiters, oldest first ---------------------------------------------- */

struct fifo {
    vela_pool_t *pool;
    char order[8];
    size_t served;
};

struct fifo_waiter {
    struct fifo *fifo;
    char name;
};

static void fifo_waiter_body(void *arg)
{
    struct fifo_waiter *w = arg;
    vela_pool_lease_t lease = {.site = "waiter.php:1"};
    EXPECT_INT(vela_pool_acquire(w->fifo->pool, false, &lease), 0);
    w->fifo->order[w->fifo->served++] = w->name;
    EXPECT_INT(vela_coro_sleep(1), 0); /* holds it across a loop turn */
    vela_pool_release(&lease);
}

static void fifo_body(void *arg)
{
    struct fifo *fifo = arg;
    static struct fifo_waiter waiters[4];
    vela_pool_lease_t first = {.site = "first.php:1"};
    EXPECT_INT(vela_pool_acquire(fifo->pool, false, &first), 0);
    for (int i = 0; i < 3; i++) {
        waiters[i] = (struct fifo_waiter){fifo, (char)('B' + i)};
        EXPECT_INT(vela_coro_spawn(fifo_waiter_body, &waiters[i], NULL), 0);
    }
    vela_pool_stats_t stats;
    vela_pool_stats(fifo->pool, &stats);
    EXPECT_INT(stats.waiting, 3);
    vela_pool_release(&first);
    /* A newcomer right after the release: the connection went to B already. */
    waiters[3] = (struct fifo_waiter){fifo, 'E'};
    EXPECT_INT(vela_coro_spawn(fifo_waiter_body, &waiters[3], NULL), 0);
}

static void waiters_are_served_oldest_first(void)
{
    struct fifo fifo = {.pool = new_pool(1, 5000)};
    unit_run_coroutine(fifo_body, &fifo);
    EXPECT_STR(fifo.order, "BCDE");
    EXPECT_INT(backend.opened, 1);
    vela_pool_free(fifo.pool);
}

/* ---- acquire timeout ---------------------------------------------------- */

static void timeout_body(void *arg)
{
    vela_pool_t *pool = arg;
    vela_pool_lease_t held = {.site = "holder.php:7"};
    EXPECT_INT(vela_pool_acquire(pool, false, &held), 0);

    vela_pool_lease_t late = {.site = "late.php:9"};
    uint64_t started = unit_now_ms();
    EXPECT_INT(vela_pool_acquire(pool, false, &late), VELA_ETIMEOUT);
    uint64_t waited = unit_now_ms() - started;
    EXPECT(waited >= 45 && waited < 1000);
    EXPECT(late.conn == NULL);

    vela_pool_stats_t stats;
    vela_pool_stats(pool, &stats);
    EXPECT_INT(stats.acquire_timeouts, 1);
    EXPECT_INT(stats.waiting, 0);
    /* What the "pool exhausted" message names: who holds the connections. */
    const vela_pool_lease_t *holders[4];
    EXPECT_INT(vela_pool_holders(pool, holders, 4), 1);
    EXPECT_STR(holders[0]->site, "holder.php:7");
    EXPECT_INT(holders[0]->coroutine_id, vela_coro_id(vela_coro_current()));
    vela_pool_release(&held);
    EXPECT_INT(vela_pool_holders(pool, holders, 4), 0);
}

static void acquire_times_out_and_names_the_holder(void)
{
    vela_pool_t *pool = new_pool(1, 50);
    unit_run_coroutine(timeout_body, pool);
    vela_pool_free(pool);
}

/* ---- a broken connection is replaced ------------------------------------ */

struct broken {
    vela_pool_t *pool;
    int waiter_serial;
};

static void broken_waiter_body(void *arg)
{
    struct broken *b = arg;
    vela_pool_lease_t lease = {.site = "waiter.php:1"};
    EXPECT_INT(vela_pool_acquire(b->pool, false, &lease), 0);
    b->waiter_serial = lease.conn ? serial(&lease) : 0;
    vela_pool_release(&lease);
}

static void broken_body(void *arg)
{
    struct broken *b = arg;
    vela_pool_lease_t held = {.site = "holder.php:1"};
    EXPECT_INT(vela_pool_acquire(b->pool, false, &held), 0);
    EXPECT_INT(vela_coro_spawn(broken_waiter_body, b, NULL), 0);
    vela_pool_conn_broken(held.conn); /* the backend saw it fail */
    EXPECT_INT(backend.closed, 0);    /* still leased */
    vela_pool_release(&held);
    EXPECT_INT(backend.closed, 1);
}

static void broken_connection_is_replaced_for_the_waiter(void)
{
    struct broken b = {.pool = new_pool(1, 5000)};
    unit_run_coroutine(broken_body, &b);
    EXPECT_INT(b.waiter_serial, 2);
    vela_pool_stats_t stats;
    vela_pool_stats(b.pool, &stats);
    EXPECT_INT(stats.broken, 1);
    EXPECT_INT(stats.opened, 2);
    EXPECT_INT(backend.closed, 2); /* the broken one, then the new one as the loop closed */
    vela_pool_free(b.pool);
}

/* ---- a server that is down gives fast errors ---------------------------- */

static void down_body(void *arg)
{
    vela_pool_t *pool = arg;
    vela_pool_lease_t a = {.site = "a.php:1"}, b = {.site = "b.php:1"};
    EXPECT_INT(vela_pool_acquire(pool, false, &a), UV_ECONNREFUSED);
    EXPECT(!vela_pool_is_ready(pool));
    EXPECT(vela_pool_backing_off(pool));
    uint64_t started = unit_now_ms();
    EXPECT_INT(vela_pool_acquire(pool, false, &b), UV_ECONNREFUSED);
    EXPECT(unit_now_ms() - started < 50); /* no open tried, no wait */
    EXPECT_INT(vela_pool_last_error(pool), UV_ECONNREFUSED);
}

static void a_pool_whose_server_is_down_fails_fast(void)
{
    vela_pool_t *pool = new_pool(2, 5000);
    backend.refuse = UV_ECONNREFUSED;
    unit_run_coroutine(down_body, pool);
    vela_pool_stats_t stats;
    vela_pool_stats(pool, &stats);
    EXPECT_INT(stats.open_errors, 1);
    vela_pool_free(pool);
}

/* ---- main context -------------------------------------------------------- */

static void acquire_in_the_main_context_runs_the_loop(void)
{
    vela_pool_t *pool = new_pool(1, 1000);
    reuse_body(pool); /* the open's sleep runs the loop from here */
    vela_pool_free(pool);
    vela_coro_deactivate();
    EXPECT_INT(backend.closed, 1);
}

/* ---- entry points assert the state they need --------------------------- */

static void release_twice(void *arg)
{
    (void)arg;
    vela_pool_t *pool = new_pool(1, 1000);
    vela_pool_lease_t lease = {.site = "twice.php:1"};
    vela_pool_acquire(pool, false, &lease);
    vela_pool_release(&lease);
    vela_pool_release(&lease);
}

static void acquire_after_free(void *arg)
{
    (void)arg;
    vela_pool_t *pool = new_pool(1, 1000);
    vela_pool_lease_t held = {.site = "held.php:1"}, late = {.site = "late.php:1"};
    vela_pool_acquire(pool, false, &held); /* keeps the freed pool's memory */
    vela_pool_free(pool);
    vela_pool_acquire(pool, false, &late);
}

static void a_lease_released_twice_stops_at_the_call(void)
{
    unit_expect_assertion(release_twice, NULL, "c != NULL && c->pool != NULL");
}

static void an_acquire_on_a_freed_pool_stops_at_the_call(void)
{
    unit_expect_assertion(acquire_after_free, NULL, "pool->state != POOL_FREED");
}

UNIT_MAIN(UNIT_TEST(acquire_release_reuses_the_connection),
          UNIT_TEST(waiters_are_served_oldest_first),
          UNIT_TEST(acquire_times_out_and_names_the_holder),
          UNIT_TEST(broken_connection_is_replaced_for_the_waiter),
          UNIT_TEST(a_pool_whose_server_is_down_fails_fast),
          UNIT_TEST(acquire_in_the_main_context_runs_the_loop),
          UNIT_TEST(a_lease_released_twice_stops_at_the_call),
          UNIT_TEST(an_acquire_on_a_freed_pool_stops_at_the_call))
