/*
 * PostgreSQL connections (src/pg/conn.c) and their pool (src/pg/pool.c)
 * against the real server tests/run starts (VELA_TEST_PG_*, see
 * scripts/lib/services/postgres.sh), with coroutines that really wait (the
 * stand-in of tests/unit/support/coro.c on the real loop): the results of a
 * pipeline come back in the order it was sent, each to its own query, also
 * when many coroutines share one connection; a connection whose backend is
 * terminated completes everything in flight without a result of another
 * query, is marked broken in its pool, and the pool opens a new one; a
 * query's on_complete runs in pipeline order before its waiter wakes, and
 * never once the query is abandoned.
 */
#include "src/pg/conn.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "src/core/error.h"
#include "src/pg/pool.h"
#include "support/wait.h"
#include "unit.h"

static const char *keywords[] = {"host", "port", "user", "dbname", NULL};
static const char *values[5];
static vela_pg_counters_t counters;
static vela_pg_settings_t settings = {keywords, values, 16, &counters};

static void setup(void)
{
    values[0] = unit_env("VELA_TEST_PG_HOST");
    values[1] = unit_env("VELA_TEST_PG_PORT");
    values[2] = unit_env("VELA_TEST_PG_USER");
    values[3] = unit_env("VELA_TEST_PG_DB");
}

static vela_pg_conn_t *open_conn(void)
{
    vela_pg_conn_t *conn = NULL;
    vela_pg_open_error_t error;
    int rc = vela_pg_conn_open(&settings, 5000, &conn, &error);
    if (rc != 0) {
        fprintf(stdout, "  open: %s: %s\n", vela_strerror(rc), error.message);
    }
    EXPECT_INT(rc, 0);
    return conn;
}

/* Sends sql with text parameters (NULL-terminated), counted in w. */
static vela_pg_query_t *send_query(vela_pg_conn_t *conn, const char *sql, const char *const *params,
                                   vela_pg_wait_t *w)
{
    int count = 0;
    while (params && params[count]) {
        count++;
    }
    vela_pg_query_t *q = vela_pg_query_new(sql, strlen(sql));
    vela_pg_params_t p = {count, params, NULL, NULL};
    EXPECT_INT(vela_pg_conn_send(conn, q, &p, w), 0);
    return q;
}

/* The first column of the first row of a completed query, or "" */
static const char *value(const vela_pg_query_t *q)
{
    if (q->rc != 0 || !q->result || PQresultStatus(q->result) != PGRES_TUPLES_OK) {
        return "";
    }
    return PQgetvalue(q->result, 0, 0);
}

/* ---- pipeline order ------------------------------------------------------ */

#define PIPELINED 30

/* One waiter, 30 queries; the earlier ones take longer, so order is the pipeline's. */
static void pipeline_body(void *arg)
{
    (void)arg;
    vela_pg_conn_t *conn = open_conn();
    if (!conn) {
        return;
    }
    vela_pg_query_t *q[PIPELINED];
    vela_pg_wait_t w = {0};
    char numbers[PIPELINED][16], sleeps[PIPELINED][16];
    for (int i = 0; i < PIPELINED; i++) {
        snprintf(numbers[i], sizeof(numbers[i]), "%d", i);
        snprintf(sleeps[i], sizeof(sleeps[i]), "0.00%d", (PIPELINED - i) % 10);
        const char *params[] = {numbers[i], sleeps[i], NULL};
        q[i] = send_query(conn, "SELECT $1::int, pg_sleep($2::float8)", params, &w);
    }
    EXPECT_INT(w.pending, PIPELINED);
    EXPECT_INT(vela_pg_conn_wait(&w, 10000), 0);
    for (int i = 0; i < PIPELINED; i++) {
        EXPECT(q[i]->completed);
        EXPECT_STR(value(q[i]), numbers[i]);
        EXPECT(i == 0 || q[i]->completed_ns >= q[i - 1]->completed_ns);
    }
    for (int i = 0; i < PIPELINED; i++) {
        vela_pg_query_free(q[i]);
    }
    vela_pg_conn_close(conn);
}

static void pipeline_results_come_back_in_order(void)
{
    unit_run_coroutine(pipeline_body, NULL);
}

static void sharer_body(void *arg)
{
    struct unit_sharer *s = arg;
    char number[16], sleep[16];
    snprintf(number, sizeof(number), "%d", s->number);
    snprintf(sleep, sizeof(sleep), "0.00%d", 9 - s->number);
    const char *params[] = {number, sleep, NULL};
    vela_pg_wait_t w = {0};
    vela_pg_query_t *q = send_query(s->conn, "SELECT $1::int, pg_sleep($2::float8)", params, &w);
    EXPECT_INT(vela_pg_conn_wait(&w, 10000), 0);
    EXPECT_STR(value(q), number);
    unit_sharer_done(s);
    vela_pg_query_free(q);
}

/* Ten coroutines, one query each, on one connection: each gets its own result. */
static void shared_body(void *arg)
{
    (void)arg;
    vela_pg_conn_t *conn = open_conn();
    if (!conn) {
        return;
    }
    unit_share_among_ten(conn, sharer_body);
    vela_pg_conn_close(conn);
}

static void coroutines_sharing_a_connection_get_their_own_results(void)
{
    unit_run_coroutine(shared_body, NULL);
}

static char *query_value(vela_pg_conn_t *conn, const char *sql);

/* ---- on_complete ----------------------------------------------------------- */

#define OBSERVED 5

/* What on_complete saw, in the order it was called. */
struct observed {
    int calls, order[OBSERVED];
    char values[OBSERVED][16];
    bool waiter_resumed; /* set once the waiting coroutine runs again */
    bool called_after_resume;
};

struct observer {
    struct observed *seen;
    int index;
};

/* Takes the result as the binding does: copies the value, clears the PGresult. */
static void observe(vela_pg_query_t *q, void *arg)
{
    struct observer *o = arg;
    struct observed *seen = o->seen;
    if (seen->waiter_resumed) {
        seen->called_after_resume = true;
    }
    if (seen->calls < OBSERVED) {
        seen->order[seen->calls] = o->index;
        snprintf(seen->values[seen->calls], sizeof(seen->values[0]), "%s", value(q));
    }
    seen->calls++;
    PQclear(q->result);
    q->result = NULL;
}

static void on_complete_body(void *arg)
{
    (void)arg;
    vela_pg_conn_t *conn = open_conn();
    if (!conn) {
        return;
    }
    struct observed seen = {0};
    struct observer observers[OBSERVED];
    vela_pg_query_t *q[OBSERVED];
    vela_pg_wait_t w = {0};
    char numbers[OBSERVED][16];
    for (int i = 0; i < OBSERVED; i++) {
        snprintf(numbers[i], sizeof(numbers[i]), "%d", 100 + i);
        const char *params[] = {numbers[i], NULL};
        observers[i] = (struct observer){&seen, i};
        q[i] = vela_pg_query_new("SELECT $1::int", strlen("SELECT $1::int"));
        q[i]->on_complete = observe;
        q[i]->on_complete_arg = &observers[i];
        vela_pg_params_t p = {1, params, NULL, NULL};
        EXPECT_INT(vela_pg_conn_send(conn, q[i], &p, &w), 0);
    }
    EXPECT_INT(vela_pg_conn_wait(&w, 5000), 0);
    seen.waiter_resumed = true;
    EXPECT_INT(seen.calls, OBSERVED);
    for (int i = 0; i < OBSERVED; i++) {
        EXPECT_INT(seen.order[i], i);
        EXPECT_STR(seen.values[i], numbers[i]);
        EXPECT(q[i]->completed && q[i]->result == NULL); /* taken on arrival */
        vela_pg_query_free(q[i]);
    }

    /* An abandoned query is never called back: its observer is gone. */
    struct observer *gone = malloc(sizeof(*gone));
    *gone = (struct observer){&seen, 0};
    vela_pg_wait_t slow_wait = {0};
    vela_pg_query_t *slow =
        vela_pg_query_new("SELECT pg_sleep(0.2)", strlen("SELECT pg_sleep(0.2)"));
    slow->on_complete = observe;
    slow->on_complete_arg = gone;
    vela_pg_params_t none = {0, NULL, NULL, NULL};
    EXPECT_INT(vela_pg_conn_send(conn, slow, &none, &slow_wait), 0);
    EXPECT_INT(vela_pg_conn_wait(&slow_wait, 10), VELA_ETIMEOUT);
    vela_pg_query_abandon(slow);
    free(gone);
    char *after = query_value(conn, "SELECT 7"); /* behind the abandoned one in the FIFO */
    EXPECT_STR(after, "7");
    free(after);
    EXPECT_INT(seen.calls, OBSERVED);
    EXPECT(!seen.called_after_resume);
    vela_pg_conn_close(conn);
}

static void on_complete_runs_in_order_before_the_waiter_and_never_for_an_abandoned_query(void)
{
    unit_run_coroutine(on_complete_body, NULL);
}

/* ---- a broken connection -------------------------------------------------- */

static char *query_value(vela_pg_conn_t *conn, const char *sql)
{
    vela_pg_wait_t w = {0};
    vela_pg_query_t *q = send_query(conn, sql, NULL, &w);
    EXPECT_INT(vela_pg_conn_wait(&w, 5000), 0);
    char *v = strdup(value(q));
    vela_pg_query_free(q);
    return v;
}

static void terminate(const char *pid)
{
    vela_pg_conn_t *killer = open_conn();
    if (!killer) {
        return;
    }
    char sql[128];
    snprintf(sql, sizeof(sql), "SELECT pg_terminate_backend(%s)", pid);
    char *ok = query_value(killer, sql);
    EXPECT_STR(ok, "t");
    free(ok);
    vela_pg_conn_close(killer);
}

/* Nothing in flight on a dead connection hangs or gets a result of another query. */
static void expect_failed(const vela_pg_query_t *q)
{
    EXPECT(q->completed);
    bool reset = q->rc == UV_ECONNRESET;
    bool terminated = q->rc == 0 && q->result && PQresultStatus(q->result) == PGRES_FATAL_ERROR;
    EXPECT(reset || terminated);
}

static void broken_body(void *arg)
{
    vela_pg_pool_t *pool = arg;
    vela_pool_lease_t lease = {.site = "broken.c:1"};
    EXPECT_INT(vela_pool_acquire(pool->pool, false, &lease), 0);
    if (!lease.conn) {
        fprintf(stdout, "  open: %s\n", pool->last_error.message);
        return;
    }
    vela_pg_conn_t *conn = vela_pg_pool_lease_conn(&lease);
    char *pid = query_value(conn, "SELECT pg_backend_pid()");

    vela_pg_wait_t w = {0};
    vela_pg_query_t *slow = send_query(conn, "SELECT pg_sleep(10)", NULL, &w);
    vela_pg_query_t *behind = send_query(conn, "SELECT 42", NULL, &w);
    uint64_t started = unit_now_ms();
    terminate(pid);
    EXPECT_INT(vela_pg_conn_wait(&w, 8000), 0);
    EXPECT(unit_now_ms() - started < 5000);
    expect_failed(slow);
    expect_failed(behind);
    EXPECT_INT(behind->rc, UV_ECONNRESET);
    EXPECT(!vela_pg_conn_usable(conn));
    EXPECT(lease.conn->broken);
    vela_pg_query_free(slow);
    vela_pg_query_free(behind);
    vela_pool_release(&lease);

    vela_pool_lease_t again = {.site = "broken.c:2"};
    EXPECT_INT(vela_pool_acquire(pool->pool, false, &again), 0);
    if (again.conn) {
        char *other = query_value(vela_pg_pool_lease_conn(&again), "SELECT pg_backend_pid()");
        EXPECT(strcmp(other, pid) != 0);
        free(other);
        vela_pool_release(&again);
    }
    free(pid);
}

static void a_terminated_backend_breaks_the_connection_and_the_pool_replaces_it(void)
{
    vela_pg_pool_options_t options = {
        .pool = {.max = 1, .depth = 8, .acquire_timeout_ms = 5000, .connect_timeout_ms = 5000},
        .statement_cache_size = 16};
    vela_pg_pool_t *pool = NULL;
    char error[256] = "";
    EXPECT_INT(vela_pg_pool_new(getenv("VELA_TEST_PG_DSN"), &options, &pool, error, sizeof(error)),
               0);
    if (!pool) {
        fprintf(stdout, "  %s\n", error);
        return;
    }
    unit_run_coroutine(broken_body, pool);
    vela_pool_stats_t stats;
    vela_pool_stats(pool->pool, &stats);
    EXPECT_INT(stats.broken, 1);
    EXPECT_INT(stats.opened, 2);
    vela_pg_pool_free(pool);
}

/* ---- entry points assert the state they need --------------------------- */

static void send_twice(void *arg)
{
    (void)arg;
    vela_pg_conn_t *conn = open_conn();
    vela_pg_wait_t w = {0};
    vela_pg_query_t *q = send_query(conn, "SELECT 1", NULL, &w);
    vela_pg_params_t none = {0, NULL, NULL, NULL};
    vela_pg_conn_send(conn, q, &none, &w); /* would be in the FIFO twice */
}

static void free_in_flight(void *arg)
{
    (void)arg;
    vela_pg_conn_t *conn = open_conn();
    vela_pg_query_t *q = send_query(conn, "SELECT pg_sleep(1)", NULL, NULL);
    vela_pg_query_free(q); /* the connection still points at it */
}

static void a_query_sent_twice_stops_at_the_call(void)
{
    unit_expect_assertion(send_twice, NULL, "q->sent_ns == 0 && !q->completed");
}

static void freeing_a_query_in_flight_stops_at_the_call(void)
{
    unit_expect_assertion(free_in_flight, NULL, "q == NULL || q->completed || q->sent_ns == 0");
}

UNIT_MAIN_FIXTURE(
    setup, NULL, UNIT_TEST(pipeline_results_come_back_in_order),
    UNIT_TEST(coroutines_sharing_a_connection_get_their_own_results),
    UNIT_TEST(on_complete_runs_in_order_before_the_waiter_and_never_for_an_abandoned_query),
    UNIT_TEST(a_terminated_backend_breaks_the_connection_and_the_pool_replaces_it),
    UNIT_TEST(a_query_sent_twice_stops_at_the_call),
    UNIT_TEST(freeing_a_query_in_flight_stops_at_the_call))
