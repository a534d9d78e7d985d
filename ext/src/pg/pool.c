/*
 * The PostgreSQL pool (see pool.h): settings from PQconninfoParse, and the
 * backend functions src/core/pool.c calls to open and close connections.
 */
#include "src/pg/pool.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "src/core/error.h"
#include "src/core/loop.h"
#include "src/core/redact.h"

/*
 * Keeps the password out of libpq's message: it quotes hosts and tokens of
 * the connection string, which a malformed password may have spilled into.
 */
static void redact_open_error(vela_pg_pool_t *p, vela_pg_open_error_t *error)
{
    vela_redact_dsn_message(error->message, sizeof(error->message), p->conninfo);
    for (size_t i = 0; p->keywords[i]; i++) {
        if (strcmp(p->keywords[i], "password") == 0) {
            vela_redact_secret(error->message, sizeof(error->message), p->values[i],
                               strlen(p->values[i]));
        }
    }
}

static int open_conn(void *arg, int64_t timeout_ms, vela_pool_conn_t **out)
{
    vela_pg_pool_t *p = arg;
    vela_pg_open_error_t error;
    vela_pg_conn_t *conn;
    int rc = vela_pg_conn_open(&p->settings, timeout_ms, &conn, &error);
    if (rc != 0) {
        redact_open_error(p, &error);
        p->last_error = error;
        return rc;
    }
    vela_pool_stats_t stats;
    vela_pool_stats(p->pool, &stats);
    if (stats.broken + stats.open_errors > p->replaced) {
        p->replaced++;
        p->reconnects++;
    }
    p->refs++;
    *out = vela_pg_conn_pool_conn(conn);
    return 0;
}

static void free_settings(vela_pg_pool_t *p);

static void unref(vela_pg_pool_t *p)
{
    if (--p->refs == 0) {
        free_settings(p);
        free(p);
    }
}

static void close_conn(void *arg, vela_pool_conn_t *conn)
{
    vela_pg_conn_close(vela_pg_conn_from_pool_conn(conn));
    unref(arg);
}

static const vela_pool_backend_t backend = {.open = open_conn, .close = close_conn};

static void free_settings(vela_pg_pool_t *p)
{
    for (size_t i = 0; p->keywords && p->keywords[i]; i++) {
        free(p->keywords[i]);
        free(p->values[i]);
    }
    free(p->keywords);
    free(p->values);
    free(p->conninfo);
}

/* Appends key=value to the settings unless conninfo already set key. */
static int add_setting(vela_pg_pool_t *p, size_t *n, const char *key, const char *value)
{
    for (size_t i = 0; i < *n; i++) {
        if (strcmp(p->keywords[i], key) == 0) {
            return 0;
        }
    }
    p->keywords[*n] = strdup(key);
    p->values[*n] = strdup(value);
    if (!p->keywords[*n] || !p->values[*n]) {
        return VELA_ENOMEM;
    }
    (*n)++;
    return 0;
}

static int copy_settings(vela_pg_pool_t *p, PQconninfoOption *parsed, const char *app_name)
{
    size_t count = 0, n = 0;
    for (PQconninfoOption *o = parsed; o->keyword; o++) {
        count++;
    }
    p->keywords = calloc(count + 3, sizeof(char *));
    p->values = calloc(count + 3, sizeof(char *));
    if (!p->keywords || !p->values) {
        return VELA_ENOMEM;
    }
    for (PQconninfoOption *o = parsed; o->keyword; o++) {
        if (o->val && add_setting(p, &n, o->keyword, o->val) != 0) {
            return VELA_ENOMEM;
        }
    }
    if (app_name && add_setting(p, &n, "application_name", app_name) != 0) {
        return VELA_ENOMEM;
    }
    return add_setting(p, &n, "client_encoding", "UTF8");
}

static int parse_conninfo(vela_pg_pool_t *p, const char *conninfo, const char *app_name,
                          char *error, size_t cap)
{
    char *message = NULL;
    PQconninfoOption *parsed = PQconninfoParse(conninfo, &message);
    if (!parsed) {
        snprintf(error, cap, "%s", message ? message : "out of memory");
        size_t len = strlen(error);
        if (len > 0 && error[len - 1] == '\n') {
            error[len - 1] = '\0';
        }
        vela_redact_dsn_message(error, cap, conninfo); /* libpq quotes the bad token or URI */
        PQfreemem(message);
        return message ? VELA_EINVAL : VELA_ENOMEM;
    }
    int rc = copy_settings(p, parsed, app_name);
    PQconninfoFree(parsed);
    return rc;
}

int vela_pg_pool_new(const char *conninfo, const vela_pg_pool_options_t *options,
                     vela_pg_pool_t **out, char *error, size_t cap)
{
    error[0] = '\0';
    vela_pg_pool_t *p = calloc(1, sizeof(*p));
    if (!p) {
        return VELA_ENOMEM;
    }
    p->conninfo = strdup(conninfo);
    int rc = p->conninfo ? parse_conninfo(p, conninfo, options->application_name, error, cap)
                         : VELA_ENOMEM;
    if (rc == 0) {
        rc = vela_pool_new(&options->pool, &backend, p, &p->pool);
    }
    if (rc != 0) {
        free_settings(p);
        free(p);
        return rc;
    }
    p->settings.keywords = (const char *const *)p->keywords;
    p->settings.values = (const char *const *)p->values;
    p->settings.statement_cache_size = options->statement_cache_size;
    p->settings.counters = &p->counters;
    p->pid = vela_loop_pid();
    p->refs = 1;
    *out = p;
    return 0;
}

void vela_pg_pool_free(vela_pg_pool_t *p)
{
    if (!p) {
        return;
    }
    if (p->pid == vela_loop_pid()) {
        vela_pool_free(p->pool); /* closes the idle connections, the rest when released */
        unref(p);
    }
}

vela_pg_conn_t *vela_pg_pool_lease_conn(const vela_pool_lease_t *lease)
{
    return vela_pg_conn_from_pool_conn(lease->conn);
}

bool vela_pg_pool_auth_failed(const vela_pg_pool_t *p)
{
    return strncmp(p->last_error.sqlstate, "28", 2) == 0;
}
