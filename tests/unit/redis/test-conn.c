/*
 * Redis connections (src/redis/conn.c) against the real redis-server
 * tests/run starts (VELA_TEST_REDIS_HOST / _PORT, see
 * scripts/lib/services/redis.sh), with coroutines that really wait (the
 * stand-in of tests/unit/support/coro.c on the real loop): the replies of a
 * pipeline reach their request in the order sent, also when many
 * coroutines' requests share one connection; a connection the server kills
 * completes every request in flight with UV_ECONNRESET (no reply of another
 * request, nothing hangs), is marked broken in its pool, and the pool opens
 * a new one; a socket the kernel connected to itself is refused. The
 * pool's backend here is the few lines the binding's client has: open and
 * free a connection.
 */
#include "src/redis/conn.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "src/core/error.h"
#include "support/wait.h"
#include "unit.h"

static vela_redis_conn_settings_t settings = {.timeout_ms = 5000};

static void setup(void)
{
    const char *host = unit_env("VELA_TEST_REDIS_HOST");
    const char *port = unit_env("VELA_TEST_REDIS_PORT");
    if (host && port) {
        snprintf(settings.address.host, sizeof(settings.address.host), "%s", host);
        settings.address.port = atoi(port);
        settings.database = 62; /* a database of its own (tests/ext/redis use 0..61) */
    }
}

static vela_redis_conn_t *open_conn(void)
{
    vela_redis_conn_t *conn = NULL;
    char why[256] = "";
    int rc = vela_redis_conn_open(&settings, &conn, why, sizeof(why));
    if (rc != 0) {
        fprintf(stdout, "  open: %s: %s\n", vela_strerror(rc), why);
    }
    EXPECT_INT(rc, 0);
    return conn;
}

/* What a request's replies were, in arrival order: "index=value;" each. */
struct replies {
    char text[4096];
    size_t len;
};

static void record(void *arg, size_t index, const redisReply *reply)
{
    struct replies *r = arg;
    const char *value = reply->type == REDIS_REPLY_STRING || reply->type == REDIS_REPLY_STATUS ||
                                reply->type == REDIS_REPLY_ERROR
                            ? reply->str
                            : "?";
    if (reply->type == REDIS_REPLY_INTEGER) {
        r->len += (size_t)snprintf(r->text + r->len, sizeof(r->text) - r->len, "%zu=%lld;", index,
                                   reply->integer);
        return;
    }
    r->len += (size_t)snprintf(r->text + r->len, sizeof(r->text) - r->len, "%zu=%s;", index, value);
}

static int send_words(vela_redis_request_t *req, vela_redis_conn_t *conn, int argc,
                      const char *const *argv)
{
    size_t lens[8];
    for (int i = 0; i < argc; i++) {
        lens[i] = strlen(argv[i]);
    }
    return vela_redis_request_send(req, conn, argc, argv, lens);
}

/* ---- pipeline order ------------------------------------------------------ */

#define PIPELINED 50

static void pipeline_body(void *arg)
{
    (void)arg;
    vela_redis_conn_t *conn = open_conn();
    if (!conn) {
        return;
    }
    struct replies got = {0};
    char expected[4096] = "", word[32];
    size_t len = 0;
    vela_redis_request_t *req = vela_redis_request_new(record, &got);
    for (int i = 0; i < PIPELINED; i++) {
        snprintf(word, sizeof(word), "echo-%d", i);
        const char *argv[] = {"ECHO", word};
        EXPECT_INT(send_words(req, conn, 2, argv), 0);
        len += (size_t)snprintf(expected + len, sizeof(expected) - len, "%d=%s;", i, word);
    }
    EXPECT_INT(vela_redis_request_wait(req, 5000), 0);
    EXPECT_INT(vela_redis_request_received(req), PIPELINED);
    EXPECT_STR(got.text, expected);
    vela_redis_request_finish(req);
    vela_redis_conn_free(conn);
}

static void pipeline_replies_come_back_in_order(void)
{
    unit_run_coroutine(pipeline_body, NULL);
}

static void sharer_body(void *arg)
{
    struct unit_sharer *s = arg;
    char word[32], expected[96];
    struct replies got = {0};
    snprintf(word, sizeof(word), "sharer-%d", s->number);
    snprintf(expected, sizeof(expected), "0=%s;1=%s;", word, word);
    vela_redis_request_t *req = vela_redis_request_new(record, &got);
    const char *argv[] = {"ECHO", word};
    EXPECT_INT(send_words(req, s->conn, 2, argv), 0);
    EXPECT_INT(send_words(req, s->conn, 2, argv), 0);
    EXPECT_INT(vela_redis_request_wait(req, 5000), 0);
    EXPECT_STR(got.text, expected);
    unit_sharer_done(s);
    vela_redis_request_finish(req);
}

static void shared_body(void *arg)
{
    (void)arg;
    vela_redis_conn_t *conn = open_conn();
    if (!conn) {
        return;
    }
    unit_share_among_ten(conn, sharer_body);
    vela_redis_conn_free(conn);
}

static void coroutines_sharing_a_connection_get_their_own_replies(void)
{
    unit_run_coroutine(shared_body, NULL);
}

/* ---- a broken connection -------------------------------------------------- */

static int backend_open(void *arg, int64_t timeout_ms, vela_pool_conn_t **out)
{
    (void)arg;
    (void)timeout_ms;
    vela_redis_conn_t *conn = open_conn();
    if (!conn) {
        return UV_ECONNREFUSED;
    }
    *out = vela_redis_conn_pool_conn(conn);
    return 0;
}

static void backend_close(void *arg, vela_pool_conn_t *conn)
{
    (void)arg;
    vela_redis_conn_free(vela_redis_conn_of(conn));
}

static const vela_pool_backend_t backend = {backend_open, backend_close};

/* CLIENT ID of conn. */
static long long client_id(vela_redis_conn_t *conn)
{
    struct replies got = {0};
    vela_redis_request_t *req = vela_redis_request_new(record, &got);
    const char *argv[] = {"CLIENT", "ID"};
    EXPECT_INT(send_words(req, conn, 2, argv), 0);
    EXPECT_INT(vela_redis_request_wait(req, 5000), 0);
    vela_redis_request_finish(req);
    return strncmp(got.text, "0=", 2) == 0 ? atoll(got.text + 2) : -1;
}

static void kill_client(long long id)
{
    vela_redis_conn_t *killer = open_conn();
    if (!killer) {
        return;
    }
    char text[32];
    struct replies got = {0};
    snprintf(text, sizeof(text), "%lld", id);
    vela_redis_request_t *req = vela_redis_request_new(record, &got);
    const char *argv[] = {"CLIENT", "KILL", "ID", text};
    EXPECT_INT(send_words(req, killer, 4, argv), 0);
    EXPECT_INT(vela_redis_request_wait(req, 5000), 0);
    EXPECT_STR(got.text, "0=1;");
    vela_redis_request_finish(req);
    vela_redis_conn_free(killer);
}

static void broken_body(void *arg)
{
    vela_pool_t *pool = arg;
    vela_pool_lease_t lease = {.site = "broken.c:1"};
    EXPECT_INT(vela_pool_acquire(pool, false, &lease), 0);
    if (!lease.conn) {
        return;
    }
    vela_redis_conn_t *conn = vela_redis_conn_of(lease.conn);
    long long id = client_id(conn);
    EXPECT(id > 0);

    struct replies got = {0};
    vela_redis_request_t *req = vela_redis_request_new(record, &got);
    const char *blpop[] = {"BLPOP", "vela-unit-never-pushed", "10"};
    const char *echo[] = {"ECHO", "behind"};
    EXPECT_INT(send_words(req, conn, 3, blpop), 0);
    EXPECT_INT(send_words(req, conn, 2, echo), 0);
    uint64_t started = unit_now_ms();
    kill_client(id);
    EXPECT_INT(vela_redis_request_wait(req, 8000), UV_ECONNRESET);
    EXPECT(unit_now_ms() - started < 5000);
    EXPECT_STR(got.text, ""); /* no reply of anything else reached it */
    EXPECT(strstr(vela_redis_request_error(req), "lost") != NULL);
    EXPECT(vela_redis_conn_is_lost(conn));
    EXPECT(lease.conn->broken);
    vela_redis_request_finish(req);
    vela_pool_release(&lease);

    vela_pool_lease_t again = {.site = "broken.c:2"};
    EXPECT_INT(vela_pool_acquire(pool, false, &again), 0);
    if (again.conn) {
        long long other = client_id(vela_redis_conn_of(again.conn));
        EXPECT(other > 0 && other != id);
        vela_pool_release(&again);
    }
}

static void a_killed_connection_fails_its_requests_and_the_pool_replaces_it(void)
{
    vela_pool_config_t config = {.max = 1,
                                 .depth = 8,
                                 .acquire_timeout_ms = 5000,
                                 .connect_timeout_ms = 5000,
                                 .name = "redis.test"};
    vela_pool_t *pool = NULL;
    EXPECT_INT(vela_pool_new(&config, &backend, NULL, &pool), 0);
    unit_run_coroutine(broken_body, pool);
    vela_pool_stats_t stats;
    vela_pool_stats(pool, &stats);
    EXPECT_INT(stats.broken, 1);
    EXPECT_INT(stats.opened, 2);
    vela_pool_free(pool);
}

/* ---- entry points assert the state they need --------------------------- */

static void finish_twice(void *arg)
{
    (void)arg;
    vela_redis_conn_t *conn = open_conn();
    vela_redis_request_t *req = vela_redis_request_new(NULL, NULL);
    const char *echo[] = {"ECHO", "due"};
    send_words(req, conn, 2, echo); /* the reply due keeps req alive past the first finish */
    vela_redis_request_finish(req);
    vela_redis_request_finish(req); /* would drop the reply's reference: freed under hiredis */
}

static void command_on_a_subscribed_connection(void *arg)
{
    (void)arg;
    vela_redis_conn_t *conn = open_conn();
    struct replies got = {0};
    const char *subscribe[] = {"SUBSCRIBE", "vela-unit"};
    const size_t lens[] = {9, 9};
    vela_redis_conn_subscribe(conn, 2, subscribe, lens, record, &got);
    vela_redis_request_t *req = vela_redis_request_new(record, &got);
    const char *get[] = {"GET", "k"};
    send_words(req, conn, 2, get); /* its reply would be taken for a push */
}

static void a_request_finished_twice_stops_at_the_call(void)
{
    unit_expect_assertion(finish_twice, NULL, "!req->finished");
}

static void a_command_on_a_subscribed_connection_stops_at_the_call(void)
{
    unit_expect_assertion(command_on_a_subscribed_connection, NULL,
                          "conn->state != CONN_STREAMING");
}

/* ---- a socket connected to itself is refused ---------------------------- */

struct self_connect {
    int port, tries, refused, self, opened;
};

/*
 * Connects to an even port of the ephemeral range where nothing listens
 * until the kernel picks that very port as the local one (connect() takes
 * even ports: a few thousand tries at most): the socket is then connected
 * to itself, and without the check its PING would come back as the reply.
 */
static void self_connect_body(void *arg)
{
    struct self_connect *sc = arg;
    vela_redis_conn_settings_t to_nowhere = {.timeout_ms = 1000};
    snprintf(to_nowhere.address.host, sizeof(to_nowhere.address.host), "127.0.0.1");
    to_nowhere.address.port = sc->port;
    for (; sc->tries < 60000 && sc->self == 0 && sc->opened == 0; sc->tries++) {
        vela_redis_conn_t *conn = NULL;
        char why[256] = "";
        int rc = vela_redis_conn_open(&to_nowhere, &conn, why, sizeof(why));
        if (rc == 0) {
            sc->opened++; /* a "server" that answered PING with PING */
            vela_redis_conn_free(conn);
        } else if (strstr(why, "connected to itself")) {
            sc->self++;
        } else if (rc == UV_ECONNREFUSED) {
            sc->refused++;
        }
    }
}

static void a_self_connected_socket_is_refused(void)
{
    struct self_connect sc = {.port = 40000 + 2 * (getpid() % 10000)};
    unit_run_coroutine(self_connect_body, &sc);
    fprintf(stdout, "  port %d: %d tries, %d refused, %d self-connected, %d opened\n", sc.port,
            sc.tries, sc.refused, sc.self, sc.opened);
    EXPECT_INT(sc.opened, 0);
    EXPECT_INT(sc.self, 1);
}

UNIT_MAIN_FIXTURE(setup, NULL, UNIT_TEST(pipeline_replies_come_back_in_order),
                  UNIT_TEST(coroutines_sharing_a_connection_get_their_own_replies),
                  UNIT_TEST(a_killed_connection_fails_its_requests_and_the_pool_replaces_it),
                  UNIT_TEST(a_request_finished_twice_stops_at_the_call),
                  UNIT_TEST(a_command_on_a_subscribed_connection_stops_at_the_call),
                  UNIT_TEST(a_self_connected_socket_is_refused))
