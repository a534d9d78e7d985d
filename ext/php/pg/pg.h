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
#include "src/pg/types.h"

extern zend_class_entry *vela_ce_pg_exception, *vela_ce_pg_unique_violation,
    *vela_ce_pg_foreign_key_violation, *vela_ce_pg_query_timeout, *vela_ce_pg_connection_lost,
    *vela_ce_pg_connection_failed, *vela_ce_pg_authentication_failed, *vela_ce_pg_pool_timeout;
extern zend_class_entry *vela_ce_pg_pool, *vela_ce_pg_connection, *vela_ce_pg_pipeline,
    *vela_ce_pg_listener, *vela_ce_pg_binary;

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

/* A result column as rows are built with it (columns.c). */
typedef struct vela_php_pg_column {
    zend_string *name;
    uint32_t type; /* the OID */
    vela_pg_kind_t kind;
    bool array;
} vela_php_pg_column_t;

#define VELA_PHP_PG_LAYOUTS 8         /* result layouts kept per pool */
#define VELA_PHP_PG_LAYOUT_COLUMNS 16 /* the widest kept */
typedef struct vela_php_pg_layout {
    int count; /* 0: an empty slot */
    vela_php_pg_column_t columns[VELA_PHP_PG_LAYOUT_COLUMNS];
} vela_php_pg_layout_t;
typedef struct vela_php_pg_layouts {
    vela_php_pg_layout_t kept[VELA_PHP_PG_LAYOUTS];
    int next; /* the slot a miss replaces */
} vela_php_pg_layouts_t;

typedef struct vela_php_pg_pool {
    vela_pg_pool_t *pg; /* NULL before construction and after close() */
    vela_php_pg_config_t config;
    vela_php_pg_layouts_t layouts;
    zend_object *main_ambient; /* the main context's transaction scope (coroutines: a local) */
    zend_object std;
} vela_php_pg_pool_t;

/*
 * The columns of r (n of them) from the pool's kept layouts, making a
 * layout on a miss; NULL when n is 0 or wider than a kept layout (then
 * fill columns one by one with vela_php_pg_column_fill(), and release their
 * names). The layout stays valid until the next call.
 */
const vela_php_pg_column_t *vela_php_pg_layout_of(vela_php_pg_layouts_t *layouts, const PGresult *r,
                                                  int n);
void vela_php_pg_column_fill(vela_php_pg_column_t *column, const PGresult *r, int i);
void vela_php_pg_layouts_free(vela_php_pg_layouts_t *layouts);

static inline vela_php_pg_pool_t *vela_php_pg_pool_from(zend_object *obj)
{
    return (vela_php_pg_pool_t *)((char *)obj - XtOffsetOf(vela_php_pg_pool_t, std));
}

/*
 * The pool's engine pool when usable; otherwise throws (not constructed,
 * closed, or made in another process before fork()) and returns NULL.
 */
vela_pg_pool_t *vela_php_pg_pool_engine(vela_php_pg_pool_t *pool);

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
/*
 * Runs sql as a script (vela_pg_conn_send_script) on conn, which the caller
 * holds exclusively, under query_timeout; sets rv to the number of
 * statements run and returns 0, or throws ("statement N of the script: ...")
 * and returns -1. Coroutine or main context.
 */
int vela_php_pg_script(vela_php_pg_pool_t *pool, vela_pg_conn_t *conn, zend_string *sql, zval *rv);

int vela_php_pg_run_simple(vela_php_pg_pool_t *pool, vela_pg_conn_t *conn, const char *sql);

/* Sends sql on conn with nobody waiting (ROLLBACK of an abandoned transaction). */
void vela_php_pg_send_detached(vela_pg_conn_t *conn, const char *sql);

/*
 * Parameters in libpq's shape. vela_php_pg_params_build() converts a PHP
 * list (null, bool, int, float, string, Binary, Stringable, arrays) and
 * returns 0, or throws and returns -1; vela_php_pg_params_free() releases
 * the conversion buffers (always call it). Up to VELA_PHP_PG_PARAMS_INLINE
 * parameters live in the struct itself (no allocation per query), so it is
 * never copied while built; more take one heap block. Four, not more: the
 * struct sits on the C stack under libpq's send path, and a bigger one put a
 * query's deepest call past the coroutine stack's first page
 * (docs/decisions.md, "A coroutine's C stack is one page").
 */
#define VELA_PHP_PG_PARAMS_INLINE 4
typedef struct vela_php_pg_params {
    vela_pg_params_t libpq;
    const char **values;
    int *lengths, *formats;
    zend_string **owned;
    int owned_count;
    const char *inline_values[VELA_PHP_PG_PARAMS_INLINE];
    int inline_lengths[VELA_PHP_PG_PARAMS_INLINE], inline_formats[VELA_PHP_PG_PARAMS_INLINE];
    zend_string *inline_owned[VELA_PHP_PG_PARAMS_INLINE];
    char inline_ints[VELA_PHP_PG_PARAMS_INLINE][MAX_LENGTH_OF_LONG + 1]; /* an int's text */
} vela_php_pg_params_t;

int vela_php_pg_params_build(HashTable *params, vela_php_pg_params_t *out);
void vela_php_pg_params_free(vela_php_pg_params_t *p);

/*
 * A query's PHP result, converted on arrival. vela_php_pg_result_arm() sets
 * q's on_complete (src/pg/conn.h) so that, when q succeeds, its result is
 * converted for `kind` into res->value on the loop, before the waiting
 * coroutine resumes, and PQclear()ed at once: each result's libpq blocks go
 * back to malloc's per-size cache while hot, where a pipeline's 20 results
 * (or the results of every coroutine one read woke) kept alive until their
 * coroutines ran went through malloc's slow paths. A failed query keeps its
 * PGresult for the exception. res must stay put until q completes or is
 * abandoned (the engine calls no abandoned query back), and its pool
 * object alive; vela_php_pg_result_release() frees a value nobody took.
 */
typedef struct vela_php_pg_result {
    vela_php_pg_pool_t *pool;
    vela_php_pg_kind_t kind;
    zval value; /* UNDEF until converted on arrival, and after being taken */
} vela_php_pg_result_t;

void vela_php_pg_result_arm(vela_php_pg_result_t *res, vela_php_pg_pool_t *pool,
                            vela_php_pg_kind_t kind, vela_pg_query_t *q);
void vela_php_pg_result_release(vela_php_pg_result_t *res);

/*
 * A completed query's result for res->kind into rv (the value converted on
 * arrival, or converted now), or the exception built into ex (not thrown)
 * when it failed: returns 0 on success, -1 with ex set.
 */
int vela_php_pg_convert(vela_php_pg_result_t *res, vela_pg_query_t *q, zval *rv, zval *ex);

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

/*
 * The transaction a coroutine is inside on a pool (its scope): while
 * Pool::transaction()'s callback or a #[Transactional] method runs, the
 * pool's query(), queryOne(), queryValue() and execute() called from that
 * coroutine run on the transaction's connection, so code that only knows the
 * pool takes part in it, and a Pool::transaction() inside is a savepoint
 * of it. A coroutine spawned inside has no scope (an
 * exclusive connection serves one coroutine); pipeline() and listen() use
 * the pool's shared connections. vela_php_pg_ambient(): the scope's
 * Connection object while its transaction is active, else NULL.
 * vela_php_pg_ambient_enter(): makes connection the scope and returns the
 * one it hides (or NULL); vela_php_pg_ambient_leave() puts that back.
 * vela_php_pg_connection_query(): a query on an active transaction's
 * connection (vela_php_pg_run()).
 */
zend_object *vela_php_pg_ambient(vela_php_pg_pool_t *pool);
zend_object *vela_php_pg_ambient_enter(vela_php_pg_pool_t *pool, zend_object *connection);
void vela_php_pg_ambient_leave(vela_php_pg_pool_t *pool, zend_object *hidden);
int vela_php_pg_connection_query(zend_object *connection, zend_string *sql, HashTable *params,
                                 vela_php_pg_kind_t kind, zval *rv);
int vela_php_pg_connection_script(zend_object *connection, zend_string *sql, zval *rv);
/* Connection::transaction(): fn(tx) inside a savepoint of the active transaction. */
void vela_php_pg_connection_savepoint(zend_object *connection, zend_fcall_info *fci,
                                      zend_fcall_info_cache *fcc, zval *rv);

/* Runs fci with one object argument; 0, or -1 when it threw (exception left set). */
int vela_php_pg_call_with(zend_fcall_info *fci, zend_fcall_info_cache *fcc, zend_object *arg,
                          zval *rv);

#endif
