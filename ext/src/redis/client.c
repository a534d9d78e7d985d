/*
 * The Redis connection pool (see client.h): the backend of a generic pool.
 *
 * Invariant: every connection opened records the client's `epoch` at that
 * time; vela_redis_client_reset() bumps the epoch, and a connection of an
 * older epoch is retired the next time it is acquired or released.
 */
#include "src/redis/client.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "src/core/coro.h"
#include "src/core/error.h"
#include "src/core/loop.h"

/*
 * A connection whose oldest command has run this long (a slow command: KEYS,
 * a big range, a script) gets no new command while another connection can
 * take it (src/core/pool.h, "stalled"). Redis answers in microseconds, so a
 * fixed 200 ms only ever catches the slow ones.
 */
#define STALL_MS 200

struct vela_redis_client {
    vela_redis_client_config_t config;
    vela_pool_t *pool;
    unsigned fork_generation;
    uint64_t epoch;
    uint32_t leases;     /* held now: the client outlives its owner until they are back */
    bool free_requested; /* the owner is gone */
    char error[VELA_REDIS_ERROR_MAX];
};

static const vela_pool_backend_t backend;

static bool is_ip_literal(const char *host)
{
    unsigned char buf[16];
    return uv_inet_pton(AF_INET, host, buf) == 0 || uv_inet_pton(AF_INET6, host, buf) == 0;
}

typedef struct resolve_req {
    uv_getaddrinfo_t req;
    vela_coro_t *waiter; /* NULL once the waiter gave up: the callback frees */
    int status;
    bool done;
    char ip[64];
} resolve_req_t;

static void on_resolved(uv_getaddrinfo_t *req, int status, struct addrinfo *res)
{
    resolve_req_t *r = req->data;
    r->status = status;
    r->done = true;
    if (status == 0 && res) {
        int family = res->ai_family;
        void *where = family == AF_INET6 ? (void *)&((struct sockaddr_in6 *)res->ai_addr)->sin6_addr
                                         : (void *)&((struct sockaddr_in *)res->ai_addr)->sin_addr;
        uv_inet_ntop(family, where, r->ip, sizeof(r->ip));
    }
    uv_freeaddrinfo(res);
    if (r->waiter) {
        vela_coro_resume(r->waiter, 0);
    } else {
        free(r);
    }
}

int vela_redis_resolve(vela_redis_address_t *addr, int64_t timeout_ms)
{
    if (addr->is_unix || is_ip_literal(addr->host)) {
        return 0;
    }
    uv_loop_t *loop = vela_loop_get();
    resolve_req_t *r = loop ? calloc(1, sizeof(*r)) : NULL;
    if (!r) {
        return VELA_ENOMEM;
    }
    struct addrinfo hints = {.ai_family = AF_UNSPEC, .ai_socktype = SOCK_STREAM};
    r->req.data = r;
    r->waiter = vela_coro_current();
    int rc = uv_getaddrinfo(loop, &r->req, on_resolved, addr->host, NULL, &hints);
    if (rc != 0) {
        free(r);
        return rc;
    }
    rc = vela_coro_suspend_for(timeout_ms);
    if (!r->done) {
        rc = rc != 0 ? rc : VELA_ESTATE;
        r->waiter = NULL; /* the callback frees r when it comes */
        uv_cancel((uv_req_t *)&r->req);
        return rc;
    }
    rc = r->status;
    if (rc == 0) {
        vela__redis_say(addr->host, sizeof(addr->host), "%s", r->ip);
    }
    free(r);
    return rc;
}

static int open_conn(void *arg, int64_t timeout_ms, vela_pool_conn_t **out)
{
    vela_redis_client_t *client = arg;
    const vela_redis_client_config_t *cfg = &client->config;
    vela_redis_address_t address = cfg->address;
    int rc = cfg->locate
                 ? cfg->locate(cfg->locate_arg, &address, client->error, sizeof(client->error))
                 : 0;
    if (rc == 0 && (rc = vela_redis_resolve(&address, timeout_ms)) != 0) {
        vela__redis_say(client->error, sizeof(client->error), "cannot resolve %s: %s", address.host,
                        vela_strerror(rc));
    }
    if (rc != 0) {
        return rc;
    }
    vela_redis_conn_settings_t settings = {
        .address = address,
        .username = cfg->username,
        .password = cfg->has_password ? cfg->password : NULL,
        .database = cfg->database,
        .expect_role = cfg->expect_role,
        .timeout_ms = timeout_ms,
    };
    vela_redis_conn_t *conn;
    rc = vela_redis_conn_open(&settings, &conn, client->error, sizeof(client->error));
    if (rc == VELA_ETIMEOUT) {
        rc = UV_ETIMEDOUT; /* a connect timeout, not the pool's acquire timeout */
    }
    if (rc == 0) {
        *out = vela_redis_conn_pool_conn(conn);
        vela_redis_conn_set_epoch(conn, client->epoch);
    }
    return rc;
}

static void close_conn(void *arg, vela_pool_conn_t *conn)
{
    vela_redis_conn_free(vela_redis_conn_of(conn));
}

static const vela_pool_backend_t backend = {open_conn, close_conn};

static int make_pool(vela_redis_client_t *client)
{
    const vela_redis_client_config_t *cfg = &client->config;
    vela_pool_config_t pc = {
        .min = 0,
        .max = cfg->max,
        .depth = cfg->depth,
        .acquire_timeout_ms = cfg->acquire_timeout_ms,
        .connect_timeout_ms = cfg->connect_timeout_ms,
        .idle_timeout_ms = cfg->idle_timeout_ms,
        .stall_ms = STALL_MS,
        .name = cfg->name[0] ? cfg->name : "redis",
    };
    client->fork_generation = vela__redis_fork_generation();
    return vela_pool_new(&pc, &backend, client, &client->pool);
}

int vela_redis_client_new(const vela_redis_client_config_t *config, vela_redis_client_t **out)
{
    vela_redis_client_t *client = calloc(1, sizeof(*client));
    if (!client) {
        return VELA_ENOMEM;
    }
    client->config = *config;
    client->epoch = 1;
    int rc = make_pool(client);
    if (rc != 0) {
        free(client);
        return rc;
    }
    *out = client;
    return 0;
}

void vela_redis_client_free(vela_redis_client_t *client)
{
    if (!client) {
        return;
    }
    vela_pool_free(client->pool);
    client->free_requested = true;
    if (client->leases == 0) {
        free(client);
    }
}

/* In a forked child: leave the parent's pool (its sockets) alone, start afresh. */
static int after_fork(vela_redis_client_t *client)
{
    if (client->fork_generation == vela__redis_fork_generation()) {
        return 0;
    }
    vela_pool_free(client->pool); /* frees memory only: conns check the generation */
    client->pool = NULL;
    return make_pool(client);
}

int vela_redis_client_acquire(vela_redis_client_t *client, bool exclusive, vela_pool_lease_t *lease,
                              vela_redis_conn_t **conn)
{
    int rc = after_fork(client);
    for (int tries = 0; rc == 0; tries++) {
        rc = vela_pool_acquire(client->pool, exclusive, lease);
        if (rc != 0) {
            break;
        }
        vela_redis_conn_t *c = vela_redis_conn_of(lease->conn);
        client->leases++;
        if (vela_redis_conn_epoch(c) == client->epoch && !vela_redis_conn_is_lost(c)) {
            *conn = c;
            return 0;
        }
        vela_redis_client_release(client, lease, true); /* from before a reset: retire */
        if (tries > (int)client->config.max + 1) {
            return UV_ECONNRESET;
        }
    }
    return rc;
}

void vela_redis_client_release(vela_redis_client_t *client, vela_pool_lease_t *lease, bool retire)
{
    if (retire || vela_redis_conn_epoch(vela_redis_conn_of(lease->conn)) != client->epoch) {
        vela_pool_conn_broken(lease->conn);
    }
    vela_pool_release(lease);
    if (--client->leases == 0 && client->free_requested) {
        free(client); /* its owner went first (objects freed in any order at shutdown) */
    }
}

void vela_redis_client_reset(vela_redis_client_t *client)
{
    client->epoch++;
}

const char *vela_redis_client_error(const vela_redis_client_t *client)
{
    return client->error;
}

vela_pool_t *vela_redis_client_pool(vela_redis_client_t *client)
{
    return client->pool;
}

const vela_redis_client_config_t *vela_redis_client_config(const vela_redis_client_t *client)
{
    return &client->config;
}
