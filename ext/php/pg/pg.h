/*
 * Shared inside the PostgreSQL binding (ext/php/pg/), not public: the class
 * entries, the pool object every other class refers to, running one query
 * on a held connection, converting results and parameters, and the
 * exceptions.
 *
 * Objects. A Pool owns its engine pool (src/pg/pool.h). Connection (a
 * transaction), Pipeline and Listener objects hold a reference to their
 * Pool's zend_object, so the engine pool outlives every lease they hold.
 * Per-request state lives in these objects, never in statics.
 */
#ifndef VELA_PHP_PG_H
#define VELA_PHP_PG_H

#include <php.h>
#include <Zend/zend_exceptions.h>
#include <Zend/zend_smart_str.h>

#include "src/pg/pool.h"

extern zend_class_entry *vela_pg_ce_exception, *vela_pg_ce_unique_violation,
    *vela_pg_ce_foreign_key_violation, *vela_pg_ce_query_timeout, *vela_pg_ce_connection_lost,
    *vela_pg_ce_connection_failed, *vela_pg_ce_authentication_failed, *vela_pg_ce_pool_timeout;
extern zend_class_entry *vela_pg_ce_pool, *vela_pg_ce_connection, *vela_pg_ce_pipeline,
    *vela_pg_ce_listener, *vela_pg_ce_binary;

/* What a query call returns. */
typedef enum vela_php_pg_kind {
    PG_ROWS,  /* query(): list of rows */
    PG_ONE,   /* queryOne(): first row or null */
    PG_VALUE, /* queryValue(): first column of the first row or null */
    PG_COUNT, /* execute(): affected rows */
} vela_php_pg_kind_t;

/* Settings of a Pool that the binding applies (the engine's are in the engine pool). */
typedef struct vela_php_pg_config {
    int64_t query_timeout_ms; /* < 0: none */
    int64_t slow_query_ms;    /* 0: off */
    bool decode_json;
} vela_php_pg_config_t;

typedef struct vela_php_pg_pool {
    vela_pg_pool_t *pg; /* NULL before construction and after close() */
    vela_php_pg_config_t config;
    zend_object std;
} vela_php_pg_pool_t;

static inline vela_php_pg_pool_t *vela_php_pg_pool_from(zend_object *obj)
{
    return (vela_php_pg_pool_t *)((char *)obj - XtOffsetOf(vela_php_pg_pool_t, std));
}

/*
 * The pool's engine pool when usable; otherwise throws (not constructed,
 * closed, or made in another process before fork()) and returns NULL.
 */
vela_pg_pool_t *vela_php_pg_pool_engine(vela_php_pg_pool_t *pool);

/* Fills lease->site with the executing PHP file:line. */
void vela_php_pg_site(vela_pool_lease_t *lease);

/* Takes a lease (shared or exclusive) or throws (PoolTimeout, ConnectionFailed...); 0 or -1. */
int vela_php_pg_acquire(vela_php_pg_pool_t *pool, bool exclusive, vela_pool_lease_t *lease);

/*
 * Runs one query on conn and waits for it (query_timeout: cancels it and
 * throws QueryTimeout). On success stores the result converted for `kind`
 * in rv and returns 0; otherwise throws and returns -1.
 */
int vela_php_pg_run(vela_php_pg_pool_t *pool, vela_pg_conn_t *conn, zend_string *sql,
                    HashTable *params, vela_php_pg_kind_t kind, zval *rv);

/* Runs a statement without parameters (BEGIN, COMMIT, SAVEPOINT ...); 0 or -1 thrown. */
int vela_php_pg_run_simple(vela_php_pg_pool_t *pool, vela_pg_conn_t *conn, const char *sql);

/* Sends sql on conn with nobody waiting (ROLLBACK of an abandoned transaction). */
void vela_php_pg_send_detached(vela_pg_conn_t *conn, const char *sql);

/*
 * Parameters in libpq's shape. vela_php_pg_params_build() converts a PHP
 * list (null, bool, int, float, string, Binary, Stringable, arrays) and
 * returns 0, or throws and returns -1; vela_php_pg_params_free() releases
 * the conversion buffers (always call it).
 */
typedef struct vela_php_pg_params {
    vela_pg_params_t libpq;
    const char **values;
    int *lengths, *formats;
    zend_string **owned;
    int owned_count;
} vela_php_pg_params_t;

int vela_php_pg_params_build(HashTable *params, vela_php_pg_params_t *out);
void vela_php_pg_params_free(vela_php_pg_params_t *p);

/*
 * A completed query's result converted for `kind` into rv, or 0 after
 * building the exception into ex (not thrown) when it failed: returns 0 on
 * success, -1 with ex set.
 */
int vela_php_pg_convert(const vela_php_pg_config_t *config, vela_pg_query_t *q,
                        vela_php_pg_kind_t kind, zval *rv, zval *ex);

/* The exception for a failed query (server error or lost connection), built into ex. */
void vela_php_pg_query_exception(vela_pg_query_t *q, zval *ex);

/* Builds (not throws) an exception of class ce with a message and the SQL. */
void vela_php_pg_exception(zend_class_entry *ce, int code, const char *message, const char *sql,
                           zval *ex);

/* Throws for an acquire/open failure code of pool. */
void vela_php_pg_throw_acquire(vela_php_pg_pool_t *pool, int rc);

/* Warns when the query took slow_query_ms or more, naming the SQL and the PHP file:line. */
void vela_php_pg_check_slow(const vela_php_pg_config_t *config, const vela_pg_query_t *q);

/* Per-class setup at MINIT. */
void vela_php_pg_exception_register(zend_class_entry *ce);
void vela_php_pg_pool_register(zend_class_entry *ce);
void vela_php_pg_connection_register(zend_class_entry *ce);
void vela_php_pg_pipeline_register(zend_class_entry *ce);
void vela_php_pg_listener_register(zend_class_entry *ce);
void vela_php_pg_binary_register(zend_class_entry *ce);

/*
 * For Pool. vela_php_pg_connection_new(): a transaction object holding an
 * exclusive lease with BEGIN done (manual: begin()), or NULL thrown;
 * vela_php_pg_connection_run(): runs fn(tx), then COMMIT (or ROLLBACK and
 * rethrow). vela_php_pg_pipeline_run(): Pool::pipeline().
 * vela_php_pg_listener_new(): Pool::listen(), or NULL thrown.
 */
zend_object *vela_php_pg_connection_new(zend_object *pool, bool manual);
void vela_php_pg_connection_run(zend_object *tx, zend_fcall_info *fci, zend_fcall_info_cache *fcc,
                                zval *rv);
void vela_php_pg_pipeline_run(vela_php_pg_pool_t *pool, zend_fcall_info *fci,
                              zend_fcall_info_cache *fcc, zval *rv);
zend_object *vela_php_pg_listener_new(zend_object *pool, zend_string *channel, int64_t timeout_ms);

/* Runs fci with one object argument; 0, or -1 when it threw (exception left set). */
int vela_php_pg_call_with(zend_fcall_info *fci, zend_fcall_info_cache *fcc, zend_object *arg,
                          zval *rv);

#endif
