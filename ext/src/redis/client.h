/*
 * A pool of connections to one Redis server (or to whatever server a
 * locator names: the current master of a Sentinel group, a replica).
 *
 * Design. The generic pool (src/core/pool.h) does the leasing; this module
 * is its backend: it resolves the host (uv_getaddrinfo, never a blocking
 * lookup), asks the locator for the address first when there is one, and
 * opens a vela_redis_conn_t with the credentials, database and role check.
 * Shared leases pipeline many coroutines' commands on one connection, up to
 * `depth` in flight; exclusive leases serve transactions, blocking commands
 * and subscriptions.
 *
 * Failover. vela_redis_client_reset() retires every connection open now
 * (they are marked broken as they come back, or at their next acquire), so
 * the next opens go through the locator again.
 *
 * Fork. The client remembers the process generation it was created in: in
 * a forked child the first acquire abandons the parent's pool (its
 * connections are freed without touching their sockets) and starts afresh.
 *
 * Ownership: vela_redis_client_new() / vela_redis_client_free(); the config
 * is copied. Context: acquire suspends (coroutine or main context); the rest
 * runs anywhere. PHP thread only.
 */
#ifndef VELA_REDIS_CLIENT_H
#define VELA_REDIS_CLIENT_H

#include <stdbool.h>
#include <stdint.h>

#include "src/core/pool.h"
#include "src/redis/conn.h"
#include "src/redis/url.h"

typedef struct vela_redis_client vela_redis_client_t;

/*
 * Names the server to open the next connection to (Sentinel): stores it in
 * *out, or returns a negative code with a sentence in why[cap]. May suspend.
 */
typedef int (*vela_redis_locate_fn)(void *arg, vela_redis_address_t *out, char *why, size_t cap);

typedef struct vela_redis_client_config {
    vela_redis_address_t address; /* used when locate is NULL */
    char username[VELA_REDIS_CREDENTIAL_MAX];
    char password[VELA_REDIS_CREDENTIAL_MAX];
    bool has_password;
    int database;
    const char *expect_role; /* static string "master"/"slave" or NULL */
    uint32_t max, depth;
    int64_t connect_timeout_ms, command_timeout_ms, acquire_timeout_ms, idle_timeout_ms;
    char name[96]; /* for metrics and readiness ("redis.default"); "" = "redis" */
    vela_redis_locate_fn locate;
    void *locate_arg; /* must outlive the client */
} vela_redis_client_config_t;

/* Creates a client (nothing opened yet). Returns 0, VELA_EINVAL, VELA_ENOMEM. */
int vela_redis_client_new(const vela_redis_client_config_t *config, vela_redis_client_t **out);

/*
 * Closes the pool and frees the client; while leases are still held (PHP
 * frees objects in any order at shutdown) the client stays until the last
 * is released. NULL-safe.
 */
void vela_redis_client_free(vela_redis_client_t *client);

/*
 * Takes a lease (site filled by the caller, "file.php:12") and returns its
 * connection in *conn. Returns 0, or as vela_pool_acquire(): VELA_ETIMEOUT
 * (pool exhausted: see vela_redis_client_pool() for the holders), the open
 * error (vela_redis_client_error() says why), VELA_ECLOSED ...
 */
int vela_redis_client_acquire(vela_redis_client_t *client, bool exclusive, vela_pool_lease_t *lease,
                              vela_redis_conn_t **conn);

/*
 * Gives a lease back. When `retire` is true (the connection's state is
 * unknown: a timed-out blocking command, an abandoned transaction) its
 * connection is closed instead of reused.
 */
void vela_redis_client_release(vela_redis_client_t *client, vela_pool_lease_t *lease, bool retire);

/* Retires every connection open now (a failover happened). */
void vela_redis_client_reset(vela_redis_client_t *client);

/* Why the last open failed ("" when none did). */
const char *vela_redis_client_error(const vela_redis_client_t *client);

/* The underlying pool (stats, holders, config). */
vela_pool_t *vela_redis_client_pool(vela_redis_client_t *client);

/* The config the client was made with. */
const vela_redis_client_config_t *vela_redis_client_config(const vela_redis_client_t *client);

/*
 * Resolves addr->host to an IP literal in place (unix paths and IP
 * literals are left as they are), within timeout_ms. Returns 0 or a uv
 * error (UV_EAI_NONAME ...). Suspends; coroutine or main context.
 */
int vela_redis_resolve(vela_redis_address_t *addr, int64_t timeout_ms);

#endif
