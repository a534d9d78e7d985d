/*
 * The protocol-independent pool (src/core/pool.c) with coroutines that
 * really wait (the stand-in of tests/unit/support/coro.c on the real loop):
 * acquire and release, waiters served oldest first, a newcomer that does
 * not overtake them, the acquire timeout and who holds the connections
 * then, a broken connection replaced for its waiter, and the fast failure
 * of a pool whose server is down, the policy (a connection is opened only
 * when every open one is at depth, a lease joins the shortest pipeline, a
 * connection the load no longer needs is retired and closed; a stalled connection gets no new lease
 * while another can take it; a slow statement runs alone and slow ones
 * never hold every connection), the back-off counted per round of attempts,
 * and the self-connect check. The pool is independent of the protocol,
 * so its backend here is the smallest one: an open that takes a few
 * milliseconds on the loop (a timer) and a connection that is a struct.
 * The PostgreSQL and Redis backends are tested against real servers in
 * tests/unit/pg/test-conn.c and tests/unit/redis/test-conn.c.
 */
#include "src/core/pool.h"

#include <netinet/in.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

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

static vela_pool_t *new_pool_with(uint32_t max, uint32_t depth, int64_t stall_ms)
{
    vela_pool_config_t config = {.max = max,
                                 .depth = depth,
                                 .acquire_timeout_ms = 5000,
                                 .connect_timeout_ms = 1000,
                                 .stall_ms = stall_ms,
                                 .name = "test"};
    vela_pool_t *pool = NULL;
    memset(&backend, 0, sizeof(backend));
    EXPECT_INT(vela_pool_new(&config, &test_backend, NULL, &pool), 0);
    return pool;
}

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

/* ---- the policy: open at depth, join the shortest pipeline ------------- */

static void shortest_body(void *arg)
{
    vela_pool_t *pool = arg;
    vela_pool_lease_t l[6];
    for (int i = 0; i < 5; i++) {
        snprintf(l[i].site, sizeof(l[i].site), "short.php:%d", i);
        EXPECT_INT(vela_pool_acquire(pool, false, &l[i]), 0);
        EXPECT_INT(serial(&l[i]), i < 4 ? 1 : 2); /* depth 4: the fifth opens another */
    }
    vela_pool_release(&l[0]);
    vela_pool_release(&l[1]);
    /* Connection 1 holds 2, connection 2 holds 1: the shorter pipeline takes it. */
    snprintf(l[5].site, sizeof(l[5].site), "short.php:5");
    EXPECT_INT(vela_pool_acquire(pool, false, &l[5]), 0);
    EXPECT_INT(serial(&l[5]), 2);
    for (int i = 2; i < 6; i++) {
        vela_pool_release(&l[i]);
    }
}

static void a_lease_joins_the_shortest_pipeline_and_opens_only_at_depth(void)
{
    vela_pool_t *pool = new_pool_with(4, 4, 0);
    unit_run_coroutine(shortest_body, pool);
    EXPECT_INT(backend.opened, 2);
    vela_pool_free(pool);
}

/* ---- the policy: a connection the load no longer needs is retired ------- */

static void retire_body(void *arg)
{
    vela_pool_t *pool = arg;
    vela_pool_lease_t l[9];
    for (int i = 0; i < 5; i++) {
        snprintf(l[i].site, sizeof(l[i].site), "retire.php:%d", i);
        EXPECT_INT(vela_pool_acquire(pool, false, &l[i]), 0);
    }
    for (int i = 0; i < 3; i++) {
        vela_pool_release(&l[i]); /* connection 1 holds l[3], connection 2 l[4] */
    }
    /*
     * The first maintenance tick saw a peak of 5 leases (more than one
     * connection holds at half depth); the second a peak of 2, which fits
     * in one: the least loaded (the first of the two holding 1) retires.
     */
    EXPECT_INT(vela_coro_sleep(2100), 0);
    snprintf(l[5].site, sizeof(l[5].site), "retire.php:5");
    EXPECT_INT(vela_pool_acquire(pool, false, &l[5]), 0);
    EXPECT_INT(serial(&l[5]), 2); /* not the retiring one, though both held 1 */
    for (int i = 6; i < 8; i++) {
        snprintf(l[i].site, sizeof(l[i].site), "retire.php:%d", i);
        EXPECT_INT(vela_pool_acquire(pool, false, &l[i]), 0);
        EXPECT_INT(serial(&l[i]), 2);
    }
    /* Connection 2 is at depth: the retiring one is taken back, nothing is opened. */
    snprintf(l[8].site, sizeof(l[8].site), "retire.php:8");
    EXPECT_INT(vela_pool_acquire(pool, false, &l[8]), 0);
    EXPECT_INT(serial(&l[8]), 1);
    EXPECT_INT(backend.opened, 2);
    vela_pool_release(&l[8]);
    vela_pool_release(&l[3]); /* connection 1 is idle; connection 2 keeps l[4] to l[7] */
    EXPECT_INT(vela_coro_sleep(1100), 0);
    EXPECT_INT(backend.closed, 1); /* idle past idle_timeout: closed */
    vela_pool_stats_t stats;
    vela_pool_stats(pool, &stats);
    EXPECT_INT(stats.size, 1);
    for (int i = 4; i < 8; i++) {
        vela_pool_release(&l[i]);
    }
}

static void a_connection_the_load_no_longer_needs_is_retired_and_closed(void)
{
    vela_pool_config_t config = {.max = 4,
                                 .depth = 4,
                                 .acquire_timeout_ms = 5000,
                                 .connect_timeout_ms = 1000,
                                 .idle_timeout_ms = 100,
                                 .name = "test"};
    vela_pool_t *pool = NULL;
    memset(&backend, 0, sizeof(backend));
    EXPECT_INT(vela_pool_new(&config, &test_backend, NULL, &pool), 0);
    unit_run_coroutine(retire_body, pool);
    vela_pool_free(pool);
}

/* ---- a burst waits for the connections being opened -------------------- */

static void burst_caller_body(void *arg)
{
    vela_pool_lease_t lease = {.site = "burst.php:1"};
    EXPECT_INT(vela_pool_acquire(arg, false, &lease), 0);
    EXPECT_INT(vela_coro_sleep(5), 0); /* all of them hold a lease at once */
    vela_pool_release(&lease);
}

static void burst_body(void *arg)
{
    for (int i = 0; i < 10; i++) {
        EXPECT_INT(vela_coro_spawn(burst_caller_body, arg, NULL), 0);
    }
}

static void a_burst_opens_the_connections_it_needs_not_max(void)
{
    vela_pool_t *pool = new_pool_with(8, 4, 0);
    unit_run_coroutine(burst_body, pool);
    EXPECT_INT(backend.opened, 3); /* 10 callers, 4 per pipeline */
    vela_pool_free(pool);
}

/* ---- the policy: no new lease behind a stalled connection --------------- */

static void stall_body(void *arg)
{
    vela_pool_t *pool = arg;
    vela_pool_lease_t slow = {.site = "slow.php:1"}, a = {.site = "a.php:1"},
                      b = {.site = "b.php:1"}, c = {.site = "c.php:1"};
    EXPECT_INT(vela_pool_acquire(pool, false, &slow), 0);
    EXPECT_INT(vela_coro_sleep(40), 0); /* its head lease is now older than stall_ms */
    EXPECT_INT(vela_pool_acquire(pool, false, &a), 0);
    EXPECT_INT(serial(&a), 2); /* a new connection, not a place behind the slow one */
    EXPECT_INT(vela_pool_acquire(pool, false, &b), 0);
    EXPECT_INT(serial(&b), 2);
    EXPECT_INT(vela_coro_sleep(40), 0); /* both stalled now, and max is reached */
    uint64_t started = unit_now_ms();
    EXPECT_INT(vela_pool_acquire(pool, false, &c), 0);
    EXPECT(unit_now_ms() - started < 20); /* no wait: the least loaded stalled one */
    EXPECT_INT(serial(&c), 1);
    vela_pool_release(&slow);
    vela_pool_release(&a);
    vela_pool_release(&b);
    vela_pool_release(&c);
}

static void a_stalled_connection_gets_no_new_lease_while_another_can(void)
{
    vela_pool_t *pool = new_pool_with(2, 8, 30);
    unit_run_coroutine(stall_body, pool);
    vela_pool_free(pool);
}

/* ---- slow statements: alone on a connection, and never all of them ------ */

struct slow_case {
    vela_pool_t *pool;
    int waiter_serial;
};

static void slow_waiter_body(void *arg)
{
    struct slow_case *sc = arg;
    vela_pool_lease_t lease = {.site = "slow3.php:1"};
    EXPECT_INT(vela_pool_acquire_slow(sc->pool, &lease), 0);
    sc->waiter_serial = serial(&lease);
    vela_pool_release(&lease);
}

static void slow_body(void *arg)
{
    struct slow_case *sc = arg;
    vela_pool_t *pool = sc->pool;
    vela_pool_lease_t f1 = {.site = "f1.php:1"}, f2 = {.site = "f2.php:1"},
                      f3 = {.site = "f3.php:1"}, s1 = {.site = "s1.php:1"},
                      s2 = {.site = "s2.php:1"};
    EXPECT_INT(vela_pool_acquire(pool, false, &f1), 0);
    EXPECT_INT(vela_pool_acquire_slow(pool, &s1), 0);
    EXPECT_INT(serial(&s1), 2); /* not pipelined behind f1: a connection of its own */
    EXPECT_INT(vela_pool_acquire(pool, false, &f2), 0);
    EXPECT_INT(serial(&f2), 1); /* nothing joins the slow one */
    EXPECT_INT(vela_pool_acquire_slow(pool, &s2), 0);
    EXPECT_INT(serial(&s2), 3);
    /* Slow statements hold max - 1 = 2 connections: the third waits... */
    EXPECT_INT(vela_coro_spawn(slow_waiter_body, sc, NULL), 0);
    EXPECT_INT(vela_coro_sleep(5), 0);
    vela_pool_stats_t stats;
    vela_pool_stats(pool, &stats);
    EXPECT_INT(stats.waiting, 1);
    /* ...while quick queries still get their connection. */
    EXPECT_INT(vela_pool_acquire(pool, false, &f3), 0);
    EXPECT_INT(serial(&f3), 1);
    vela_pool_release(&s1); /* its connection goes to the waiting slow one */
    EXPECT_INT(vela_coro_sleep(5), 0);
    EXPECT_INT(sc->waiter_serial, 2);
    vela_pool_release(&s2);
    vela_pool_release(&f1);
    vela_pool_release(&f2);
    vela_pool_release(&f3);
}

static void a_slow_statement_runs_alone_and_leaves_a_connection(void)
{
    struct slow_case sc = {.pool = new_pool_with(3, 8, 0)};
    unit_run_coroutine(slow_body, &sc);
    EXPECT_INT(backend.opened, 3);
    vela_pool_free(sc.pool);
}

static void behind_slow_waiter_body(void *arg)
{
    struct slow_case *sc = arg;
    vela_pool_lease_t lease = {.site = "f3.php:1"};
    EXPECT_INT(vela_pool_acquire(sc->pool, false, &lease), 0);
    sc->waiter_serial = serial(&lease);
    vela_pool_release(&lease);
}

static void full_body(void *arg)
{
    struct slow_case *sc = arg;
    vela_pool_lease_t f1 = {.site = "f1.php:1"}, f2 = {.site = "f2.php:1"},
                      s1 = {.site = "s1.php:1"};
    EXPECT_INT(vela_pool_acquire(sc->pool, false, &f1), 0);
    EXPECT_INT(vela_pool_acquire(sc->pool, false, &f2), 0); /* connection 1 is full */
    EXPECT_INT(vela_pool_acquire_slow(sc->pool, &s1), 0);
    EXPECT_INT(serial(&s1), 2);
    /* max reached, connection 1 full: a quick query waits rather than join the slow one. */
    EXPECT_INT(vela_coro_spawn(behind_slow_waiter_body, sc, NULL), 0);
    EXPECT_INT(vela_coro_sleep(5), 0);
    EXPECT_INT(sc->waiter_serial, 0);
    vela_pool_release(&f1);
    EXPECT_INT(vela_coro_sleep(5), 0);
    EXPECT_INT(sc->waiter_serial, 1);
    vela_pool_release(&f2);
    vela_pool_release(&s1);
}

static void nothing_joins_a_slow_statement_even_when_the_pool_is_full(void)
{
    struct slow_case sc = {.pool = new_pool_with(2, 2, 0)};
    unit_run_coroutine(full_body, &sc);
    vela_pool_free(sc.pool);
}

/* ---- the back-off counts rounds, not failed connections ---------------- */

static void refused_body(void *arg)
{
    vela_pool_lease_t lease = {.site = "refused.php:1"};
    EXPECT_INT(vela_pool_acquire(arg, false, &lease), UV_ECONNREFUSED);
}

static void rounds_body(void *arg)
{
    vela_pool_t *pool = arg;
    for (int i = 0; i < 8; i++) { /* eight callers try at once: one round */
        EXPECT_INT(vela_coro_spawn(refused_body, pool, NULL), 0);
    }
    EXPECT_INT(vela_coro_sleep(20), 0);
    vela_pool_stats_t stats;
    vela_pool_stats(pool, &stats);
    EXPECT_INT(stats.open_errors, 8);
    EXPECT_INT(vela_coro_sleep(130), 0); /* past the first round's 100 ms */
    EXPECT(!vela_pool_backing_off(pool));
    /* Rounds then double up to 500 ms between probes, never more. */
    uint64_t gap = 0, last = unit_now_ms();
    for (int round = 0; round < 5; round++) {
        while (vela_pool_backing_off(pool)) {
            EXPECT_INT(vela_coro_sleep(10), 0);
        }
        gap = unit_now_ms() - last;
        last = unit_now_ms();
        refused_body(pool);
    }
    EXPECT(gap >= 450 && gap <= 700);
    vela_pool_stats(pool, &stats);
    EXPECT_INT(stats.open_errors, 13);
}

static void the_back_off_doubles_per_round_up_to_half_a_second(void)
{
    vela_pool_t *pool = new_pool_with(8, 1, 0);
    backend.refuse = UV_ECONNREFUSED;
    unit_run_coroutine(rounds_body, pool);
    vela_pool_free(pool);
}

/* ---- a socket connected to itself is recognised ------------------------ */

static int bound_socket(struct sockaddr_in *addr)
{
    int fd = socket(AF_INET, SOCK_STREAM, 0);
    socklen_t len = sizeof(*addr);
    memset(addr, 0, sizeof(*addr));
    addr->sin_family = AF_INET;
    addr->sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    EXPECT_INT(bind(fd, (struct sockaddr *)addr, sizeof(*addr)), 0);
    EXPECT_INT(getsockname(fd, (struct sockaddr *)addr, &len), 0);
    return fd;
}

static void a_self_connected_socket_is_recognised(void)
{
    struct sockaddr_in addr;
    /* Connecting a socket to its own address and port: TCP's simultaneous open. */
    int self = bound_socket(&addr);
    EXPECT_INT(connect(self, (struct sockaddr *)&addr, sizeof(addr)), 0);
    EXPECT(vela_pool_self_connected(self));

    int server = bound_socket(&addr);
    EXPECT_INT(listen(server, 1), 0);
    int client = socket(AF_INET, SOCK_STREAM, 0);
    EXPECT_INT(connect(client, (struct sockaddr *)&addr, sizeof(addr)), 0);
    EXPECT(!vela_pool_self_connected(client));
    EXPECT(!vela_pool_self_connected(-1)); /* not a socket: nothing to refuse */
    close(self);
    close(client);
    close(server);
}

UNIT_MAIN(UNIT_TEST(acquire_release_reuses_the_connection),
          UNIT_TEST(waiters_are_served_oldest_first),
          UNIT_TEST(acquire_times_out_and_names_the_holder),
          UNIT_TEST(broken_connection_is_replaced_for_the_waiter),
          UNIT_TEST(a_pool_whose_server_is_down_fails_fast),
          UNIT_TEST(acquire_in_the_main_context_runs_the_loop),
          UNIT_TEST(a_lease_released_twice_stops_at_the_call),
          UNIT_TEST(an_acquire_on_a_freed_pool_stops_at_the_call),
          UNIT_TEST(a_lease_joins_the_shortest_pipeline_and_opens_only_at_depth),
          UNIT_TEST(a_connection_the_load_no_longer_needs_is_retired_and_closed),
          UNIT_TEST(a_burst_opens_the_connections_it_needs_not_max),
          UNIT_TEST(a_stalled_connection_gets_no_new_lease_while_another_can),
          UNIT_TEST(a_slow_statement_runs_alone_and_leaves_a_connection),
          UNIT_TEST(nothing_joins_a_slow_statement_even_when_the_pool_is_full),
          UNIT_TEST(the_back_off_doubles_per_round_up_to_half_a_second),
          UNIT_TEST(a_self_connected_socket_is_recognised))
