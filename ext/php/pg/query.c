/*
 * Running queries for every class of the area: taking a lease with the PHP
 * call site, sending one query and waiting for it under query_timeout, the
 * slow-query log, and detached statements (an abandoned transaction's
 * ROLLBACK).
 *
 * A query that times out is cancelled on the server (PQcancel on the thread
 * pool) and abandoned: its result is discarded when it arrives, the
 * connection stays usable, and the caller gets QueryTimeout at once.
 */
#include "php/core/binding.h"
#include "php/pg/pg.h"

#include <unistd.h>

#include "src/core/error.h"
#include "src/core/loop.h"

vela_pg_pool_t *vela_php_pg_pool_engine(vela_php_pg_pool_t *pool)
{
    if (!pool->pg) {
        zend_throw_exception(vela_ce_pg_exception,
                             "Vela\\Pg\\Pool: the pool is closed or was never constructed", 0);
        return NULL;
    }
    if (pool->pg->pid != vela_loop_pid()) {
        zend_throw_exception(vela_ce_pg_exception,
                             "Vela\\Pg\\Pool: this pool belongs to the parent process; make a new "
                             "pool after fork()",
                             0);
        return NULL;
    }
    return pool->pg;
}

int vela_php_pg_acquire(vela_php_pg_pool_t *pool, bool exclusive, vela_pool_lease_t *lease)
{
    vela_pg_pool_t *pg = vela_php_pg_pool_engine(pool);
    if (!pg) {
        return -1;
    }
    vela_php_core_call_site(lease->site, sizeof(lease->site));
    int rc = vela_pool_acquire(pg->pool, exclusive, lease);
    if (rc != 0) {
        vela_php_pg_throw_acquire(pool, rc);
        return -1;
    }
    return 0;
}

void vela_php_pg_check_slow(const vela_php_pg_config_t *config, const vela_pg_query_t *q)
{
    if (config->slow_query_ms <= 0 || !q->completed_ns) {
        return;
    }
    uint64_t ms = (q->completed_ns - q->sent_ns) / 1000000;
    if (ms >= (uint64_t)config->slow_query_ms) {
        const char *file = zend_get_executed_filename();
        zend_error(E_WARNING, "Vela\\Pg: slow query (%llu ms, slow_query_ms=%lld) at %s:%u: %.300s",
                   (unsigned long long)ms, (long long)config->slow_query_ms,
                   file ? file : "[no file]", zend_get_executed_lineno(), q->sql);
    }
}

/* Throws for a wait that gave up: QueryTimeout (after asking the server to cancel), or rc. */
static void gave_up(vela_php_pg_pool_t *pool, vela_pg_conn_t *conn, vela_pg_query_t *q, int rc)
{
    if (rc == VELA_ETIMEOUT) {
        vela_pg_conn_cancel(conn, q);
        char message[96];
        snprintf(message, sizeof(message),
                 "the query ran past query_timeout (%lld ms) and was cancelled",
                 (long long)pool->config.query_timeout_ms);
        zval ex;
        vela_php_pg_exception(vela_php_core_exception_class(vela_ce_pg_exception, VELA_OP_CALL, rc),
                              rc, message, q->sql, &ex);
        zend_update_property_string(vela_ce_pg_exception, Z_OBJ(ex), "sqlState",
                                    sizeof("sqlState") - 1, "57014");
        vela_pg_query_abandon(q);
        zend_throw_exception_object(&ex);
        return;
    }
    vela_pg_query_abandon(q);
    vela_php_core_throw(rc, "Vela\\Pg: waiting for a query");
}

/* Sends q with params on conn and waits; 0, or -1 thrown (q then freed or abandoned). */
static int send_and_wait(vela_php_pg_pool_t *pool, vela_pg_conn_t *conn, vela_pg_query_t *q,
                         const vela_pg_params_t *params)
{
    vela_pg_wait_t wait = {0};
    int rc = vela_pg_conn_send(conn, q, params, &wait);
    if (rc != 0) {
        zval ex;
        q->rc = rc;
        vela_php_pg_query_exception(q, &ex);
        vela_pg_query_free(q);
        zend_throw_exception_object(&ex);
        return -1;
    }
    rc = vela_pg_conn_wait(&wait, pool->config.query_timeout_ms);
    if (rc != 0) {
        gave_up(pool, conn, q, rc);
        return -1;
    }
    return 0;
}

int vela_php_pg_run(vela_php_pg_pool_t *pool, vela_pg_conn_t *conn, zend_string *sql,
                    HashTable *params, vela_php_pg_kind_t kind, zval *rv)
{
    vela_php_pg_params_t p;
    if (vela_php_pg_params_build(params, &p) != 0) {
        vela_php_pg_params_free(&p);
        return -1;
    }
    vela_pg_query_t *q = vela_pg_query_new(ZSTR_VAL(sql), ZSTR_LEN(sql));
    if (!q) {
        vela_php_pg_params_free(&p);
        zend_throw_exception(vela_ce_pg_exception, "out of memory", VELA_ENOMEM);
        return -1;
    }
    vela_php_pg_result_t res;
    vela_php_pg_result_arm(&res, pool, kind, q);
    int rc = send_and_wait(pool, conn, q, &p.libpq);
    vela_php_pg_params_free(&p);
    if (rc != 0) {
        return -1; /* q abandoned (nothing converted) or freed unsent */
    }
    vela_php_pg_check_slow(&pool->config, q);
    zval ex;
    rc = vela_php_pg_convert(&res, q, rv, &ex);
    vela_pg_query_free(q);
    if (rc != 0) {
        zend_throw_exception_object(&ex);
    }
    return rc;
}

/* The line of a 1-based character position (the server counts characters, not bytes). */
static unsigned script_line(const char *sql, size_t position)
{
    unsigned line = 1;
    size_t chars = 0;
    for (; *sql; sql++) {
        if (((unsigned char)*sql & 0xC0) != 0x80 && ++chars == position) {
            break;
        }
        line += *sql == '\n';
    }
    return line;
}

/*
 * The exception of a failed script: the failing statement leads the message,
 * by its line when the server gave a position (a syntax error: nothing ran),
 * else by its number among the statements.
 */
static void script_exception(vela_pg_query_t *q, zval *ex)
{
    vela_php_pg_query_exception(q, ex);
    if (q->rc != 0 || !q->result) {
        return;
    }
    zval rv;
    zval *message = zend_read_property(zend_ce_exception, Z_OBJ_P(ex), "message",
                                       sizeof("message") - 1, 1, &rv);
    const char *position = PQresultErrorField(q->result, PG_DIAG_STATEMENT_POSITION);
    const char *text_of = Z_TYPE_P(message) == IS_STRING ? Z_STRVAL_P(message) : "";
    zend_string *text =
        position ? zend_strpprintf(0, "line %u of the script: %s",
                                   script_line(q->sql, (size_t)atol(position)), text_of)
                 : zend_strpprintf(0, "statement %u of the script: %s", q->statements + 1, text_of);
    zend_update_property_str(zend_ce_exception, Z_OBJ_P(ex), "message", sizeof("message") - 1,
                             text);
    zend_string_release(text);
}

int vela_php_pg_script(vela_php_pg_pool_t *pool, vela_pg_conn_t *conn, zend_string *sql, zval *rv)
{
    vela_pg_query_t *q = vela_pg_query_new(ZSTR_VAL(sql), ZSTR_LEN(sql));
    if (!q) {
        zend_throw_exception(vela_ce_pg_exception, "out of memory", VELA_ENOMEM);
        return -1;
    }
    vela_pg_wait_t wait = {0};
    int rc = vela_pg_conn_send_script(conn, q, &wait);
    if (rc == 0) {
        rc = vela_pg_conn_wait(&wait, pool->config.query_timeout_ms);
        if (rc != 0) {
            gave_up(pool, conn, q, rc);
            return -1;
        }
    }
    ExecStatusType st = q->result ? PQresultStatus(q->result) : PGRES_EMPTY_QUERY;
    if (rc != 0 || q->rc != 0 || st == PGRES_FATAL_ERROR) {
        q->rc = q->rc ? q->rc : rc;
        zval ex;
        script_exception(q, &ex);
        vela_pg_query_free(q);
        zend_throw_exception_object(&ex);
        return -1;
    }
    vela_php_pg_check_slow(&pool->config, q);
    ZVAL_LONG(rv, (zend_long)q->statements);
    vela_pg_query_free(q);
    return 0;
}

int vela_php_pg_run_simple(vela_php_pg_pool_t *pool, vela_pg_conn_t *conn, const char *sql)
{
    zend_string *text = zend_string_init(sql, strlen(sql), 0);
    zval rv;
    ZVAL_UNDEF(&rv);
    int rc = vela_php_pg_run(pool, conn, text, NULL, PG_COUNT, &rv);
    zend_string_release(text);
    return rc;
}

void vela_php_pg_send_detached(vela_pg_conn_t *conn, const char *sql)
{
    vela_pg_query_t *q = vela_pg_query_new(sql, strlen(sql));
    vela_pg_params_t none = {0};
    if (q && vela_pg_conn_send(conn, q, &none, NULL) != 0) {
        vela_pg_query_free(q);
    }
}

int vela_php_pg_call_with(zend_fcall_info *fci, zend_fcall_info_cache *fcc, zend_object *arg,
                          zval *rv)
{
    zval argument;
    ZVAL_OBJ(&argument, arg);
    fci->retval = rv;
    fci->params = &argument;
    fci->param_count = 1;
    fci->named_params = NULL;
    if (zend_call_function(fci, fcc) != SUCCESS || EG(exception)) {
        zval_ptr_dtor(rv);
        ZVAL_UNDEF(rv);
        return -1;
    }
    return 0;
}
