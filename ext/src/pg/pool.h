/*
 * The PostgreSQL pool: the protocol-independent pool (src/core/pool.h) with
 * libpq connections (conn.h) as its backend.
 *
 * Design. A pool is made from a libpq connection string (keyword/value
 * "host=... dbname=..." or a URL "postgresql://user:pw@host:port/db?..."),
 * parsed once with PQconninfoParse so every libpq keyword (sslmode,
 * sslrootcert, target_session_attrs, ...) works as in libpq; the options
 * Vela adds (application_name, client_encoding UTF8 by default) join it.
 * Shared leases are pipelined queries (depth = pipeline_depth); exclusive
 * ones are transactions and LISTEN. The pool remembers why the last open
 * failed (libpq's message, SQLSTATE) for the binding's exception; every
 * message it gives is redacted against the connection string first, since
 * libpq quotes the tokens and hosts a malformed password spills into.
 *
 * Counters: queries, errors, statement-cache hits/misses (added by the
 * connections), reconnects (connections opened after one broke or an open
 * failed).
 *
 * Ownership: vela_pg_pool_new() / vela_pg_pool_free(); the pool owns its
 * copies of the settings, which its connections use until they close: a
 * connection still leased when the owner frees the pool keeps them (and the
 * counters) alive until it is closed. Context: as src/core/pool.h.
 */
#ifndef VELA_PG_POOL_H
#define VELA_PG_POOL_H

#include <sys/types.h>

#include "src/core/pool.h"
#include "src/pg/conn.h"

typedef struct vela_pg_pool_options {
    vela_pool_config_t pool; /* min, max, depth = pipeline_depth, timeouts */
    size_t statement_cache_size;
    const char *application_name; /* NULL: libpq's default */
} vela_pg_pool_options_t;

typedef struct vela_pg_pool {
    vela_pool_t *pool;
    vela_pg_settings_t settings;
    char **keywords, **values; /* NULL-terminated copies */
    char *conninfo;            /* a copy: messages are redacted against it (src/core/redact.h) */
    vela_pg_counters_t counters;
    uint64_t reconnects, replaced;
    vela_pg_open_error_t last_error; /* why the last open failed */
    pid_t pid;                       /* the process that made the pool */
    uint32_t refs; /* the owner's, plus one per open connection (they use settings, counters) */
} vela_pg_pool_t;

/*
 * Makes a pool (nothing is opened yet). Returns 0 with *out set;
 * VELA_EINVAL when libpq cannot parse conninfo (its message in error, cap
 * bytes, with the password redacted) or the options are out of range; VELA_ENOMEM. Any context.
 */
int vela_pg_pool_new(const char *conninfo, const vela_pg_pool_options_t *options,
                     vela_pg_pool_t **out, char *error, size_t cap);

/* Closes the pool's connections (see vela_pool_free) and frees it. NULL-safe. */
void vela_pg_pool_free(vela_pg_pool_t *pool);

/* The connection a lease taken from this pool holds. */
vela_pg_conn_t *vela_pg_pool_lease_conn(const vela_pool_lease_t *lease);

/* True when the failure of the last open was the server refusing the credentials. */
bool vela_pg_pool_auth_failed(const vela_pg_pool_t *pool);

#endif
