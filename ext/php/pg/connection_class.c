/*
 * Vela\Pg\Connection: a transaction on a connection checked out
 * exclusively (Pool::transaction(), Pool::begin()).
 *
 * States: ACTIVE (lease held, BEGIN sent) -> ENDED (COMMIT or ROLLBACK
 * done, lease released); every method of an ENDED transaction throws.
 * Nested transaction() calls are savepoints (vela_sp_<depth>).
 *
 * Abandoned transactions. A begin() transaction whose coroutine ends (or
 * whose object is freed) while ACTIVE is rolled back — the ROLLBACK is sent
 * without waiting, the connection returns to the pool behind it, so its
 * next user starts clean — and a warning names the file:line that opened
 * it. The same happens to transaction() when its callback was cancelled
 * (a coroutine cannot wait while it unwinds).
 *
 * The object holds a reference to its Pool, so the pool outlives the lease.
 */
#include "php/core/binding.h"
#include "php/pg/pg.h"

#include "src/core/coro.h"

zend_class_entry *vela_ce_pg_connection;
static zend_object_handlers tx_handlers;

typedef struct tx {
    zend_object *pool; /* a reference */
    vela_pool_lease_t lease;
    bool active, manual;
    int depth;       /* savepoints open */
    vela_coro_t *co; /* begin() in a coroutine: the one to watch for its end */
    zend_object std;
} tx_t;

static inline tx_t *from_obj(zend_object *obj)
{
    return (tx_t *)((char *)obj - XtOffsetOf(tx_t, std));
}

static vela_php_pg_pool_t *pool_of(tx_t *tx)
{
    return vela_php_pg_pool_from(tx->pool);
}

static vela_pg_conn_t *conn_of(tx_t *tx)
{
    return vela_pg_pool_lease_conn(&tx->lease);
}

static zend_object *create(zend_class_entry *ce)
{
    tx_t *tx = zend_object_alloc(sizeof(tx_t), ce);
    zend_object_std_init(&tx->std, ce);
    object_properties_init(&tx->std, ce);
    tx->std.handlers = &tx_handlers;
    return &tx->std;
}

/* Releases the lease; the transaction is over. */
static void end(tx_t *tx)
{
    if (tx->active) {
        tx->active = false;
        vela_pool_release(&tx->lease);
    }
}

/* ROLLBACK without waiting, then the lease goes back (see the file's note). */
static void abandon(tx_t *tx, const char *why)
{
    if (!tx->active) {
        return;
    }
    zend_error(E_WARNING, "Vela\\Pg: the transaction opened at %s %s; it was rolled back",
               tx->lease.site, why);
    vela_php_pg_send_detached(conn_of(tx), "ROLLBACK");
    end(tx);
}

static void on_coroutine_end(void *data)
{
    tx_t *tx = data;
    if (!tx) {
        return;
    }
    tx->co = NULL;
    abandon(tx, "was neither committed nor rolled back before its coroutine ended");
}

static void free_obj(zend_object *obj)
{
    tx_t *tx = from_obj(obj);
    abandon(tx, "was neither committed nor rolled back before it was released");
    if (tx->co) {
        vela_coro_t *co = tx->co;
        tx->co = NULL;
        vela_coro_set_local(co, tx, NULL, NULL);
    }
    if (tx->pool) {
        OBJ_RELEASE(tx->pool);
    }
    zend_object_std_dtor(obj);
}

zend_object *vela_php_pg_connection_new(zend_object *pool, bool manual)
{
    zval obj;
    object_init_ex(&obj, vela_ce_pg_connection);
    tx_t *tx = from_obj(Z_OBJ(obj));
    GC_ADDREF(pool);
    tx->pool = pool;
    tx->manual = manual;
    if (vela_php_pg_acquire(pool_of(tx), true, &tx->lease) != 0) {
        zval_ptr_dtor(&obj);
        return NULL;
    }
    tx->active = true;
    if (vela_php_pg_run_simple(pool_of(tx), conn_of(tx), "BEGIN") != 0) {
        end(tx);
        zval_ptr_dtor(&obj);
        return NULL;
    }
    vela_coro_t *co = vela_coro_current();
    if (manual && !vela_coro_is_main(co) &&
        vela_coro_set_local(co, tx, tx, on_coroutine_end) == 0) {
        tx->co = co;
    }
    return Z_OBJ(obj);
}

/* The transaction when active; otherwise throws and returns NULL. */
static tx_t *active(zval *this_)
{
    tx_t *tx = from_obj(Z_OBJ_P(this_));
    if (!tx->active) {
        zend_throw_exception(vela_ce_pg_exception,
                             "Vela\\Pg\\Connection: the transaction has ended", 0);
        return NULL;
    }
    return tx;
}

/* Runs a statement, keeping an exception already in flight (rollback paths). */
static void run_keeping_exception(tx_t *tx, const char *sql)
{
    zend_exception_save();
    if (!vela_coro_can_suspend()) {
        abandon(tx, "was cancelled before it finished");
    } else if (vela_php_pg_run_simple(pool_of(tx), conn_of(tx), sql) != 0) {
        zend_clear_exception(); /* the original failure is the one that matters */
    }
    zend_exception_restore();
}

/* ---- the coroutine's transaction scope (pg.h) ----------------------------- */

/* A pool's scope is the coroutine-local stored under the pool's address. */
zend_object *vela_php_pg_ambient(vela_php_pg_pool_t *pool)
{
    vela_coro_t *co = vela_coro_current();
    zend_object *obj = vela_coro_is_main(co) ? pool->main_ambient : vela_coro_get_local(co, pool);
    return obj && from_obj(obj)->active ? obj : NULL;
}

zend_object *vela_php_pg_ambient_enter(vela_php_pg_pool_t *pool, zend_object *connection)
{
    vela_coro_t *co = vela_coro_current();
    zend_object *hidden;
    if (vela_coro_is_main(co)) {
        hidden = pool->main_ambient;
        pool->main_ambient = connection;
    } else {
        hidden = vela_coro_get_local(co, pool);
        vela_coro_set_local(co, pool, connection, NULL);
    }
    return hidden;
}

void vela_php_pg_ambient_leave(vela_php_pg_pool_t *pool, zend_object *hidden)
{
    vela_coro_t *co = vela_coro_current();
    if (vela_coro_is_main(co)) {
        pool->main_ambient = hidden;
    } else {
        vela_coro_set_local(co, pool, hidden, NULL);
    }
}

int vela_php_pg_connection_query(zend_object *connection, zend_string *sql, HashTable *params,
                                 vela_php_pg_kind_t kind, zval *rv)
{
    tx_t *tx = from_obj(connection);
    return vela_php_pg_run(pool_of(tx), conn_of(tx), sql, params, kind, rv);
}

int vela_php_pg_connection_script(zend_object *connection, zend_string *sql, zval *rv)
{
    tx_t *tx = from_obj(connection);
    return vela_php_pg_script(pool_of(tx), conn_of(tx), sql, rv);
}

/* BEGIN'd transaction: runs fn(tx) as the coroutine's scope, COMMIT or ROLLBACK, and ends it. */
void vela_php_pg_connection_run(zend_object *obj, zend_fcall_info *fci, zend_fcall_info_cache *fcc,
                                zval *rv)
{
    tx_t *tx = from_obj(obj);
    zend_object *hidden = vela_php_pg_ambient_enter(pool_of(tx), obj);
    int rc = vela_php_pg_call_with(fci, fcc, obj, rv);
    vela_php_pg_ambient_leave(pool_of(tx), hidden);
    if (rc != 0) {
        if (tx->active) {
            run_keeping_exception(tx, "ROLLBACK");
        }
        end(tx);
        return;
    }
    if (!tx->active) {
        return; /* fn ended it itself (commit()/rollback() are begin()'s) */
    }
    if (vela_php_pg_run_simple(pool_of(tx), conn_of(tx), "COMMIT") != 0) {
        zval_ptr_dtor(rv);
        ZVAL_UNDEF(rv);
    }
    end(tx);
}

static void run(INTERNAL_FUNCTION_PARAMETERS, vela_php_pg_kind_t kind)
{
    zend_string *sql;
    HashTable *params = NULL;
    ZEND_PARSE_PARAMETERS_START(1, 2)
    Z_PARAM_STR(sql)
    Z_PARAM_OPTIONAL
    Z_PARAM_ARRAY_HT(params)
    ZEND_PARSE_PARAMETERS_END();

    tx_t *tx = active(ZEND_THIS);
    if (!tx) {
        RETURN_THROWS();
    }
    vela_php_pg_run(pool_of(tx), conn_of(tx), sql, params, kind, return_value);
}

PHP_METHOD(Vela_Pg_Connection, __construct)
{
    ZEND_PARSE_PARAMETERS_NONE();
    zend_throw_exception(vela_ce_pg_exception,
                         "Vela\\Pg\\Connection comes from Pool::transaction() or Pool::begin()", 0);
}

PHP_METHOD(Vela_Pg_Connection, query)
{
    run(INTERNAL_FUNCTION_PARAM_PASSTHRU, PG_ROWS);
}

PHP_METHOD(Vela_Pg_Connection, queryOne)
{
    run(INTERNAL_FUNCTION_PARAM_PASSTHRU, PG_ONE);
}

PHP_METHOD(Vela_Pg_Connection, queryValue)
{
    run(INTERNAL_FUNCTION_PARAM_PASSTHRU, PG_VALUE);
}

PHP_METHOD(Vela_Pg_Connection, execute)
{
    run(INTERNAL_FUNCTION_PARAM_PASSTHRU, PG_COUNT);
}

PHP_METHOD(Vela_Pg_Connection, script)
{
    zend_string *sql;
    ZEND_PARSE_PARAMETERS_START(1, 1)
    Z_PARAM_STR(sql)
    ZEND_PARSE_PARAMETERS_END();

    tx_t *tx = active(ZEND_THIS);
    if (!tx) {
        RETURN_THROWS();
    }
    vela_php_pg_script(pool_of(tx), conn_of(tx), sql, return_value);
}

PHP_METHOD(Vela_Pg_Connection, transaction)
{
    zend_fcall_info fci;
    zend_fcall_info_cache fcc;
    ZEND_PARSE_PARAMETERS_START(1, 1)
    Z_PARAM_FUNC(fci, fcc)
    ZEND_PARSE_PARAMETERS_END();

    if (!active(ZEND_THIS)) {
        RETURN_THROWS();
    }
    vela_php_pg_connection_savepoint(Z_OBJ_P(ZEND_THIS), &fci, &fcc, return_value);
}

/* fn(tx) inside SAVEPOINT vela_sp_<depth>: RELEASE on return, ROLLBACK TO on throw. */
void vela_php_pg_connection_savepoint(zend_object *obj, zend_fcall_info *fci,
                                      zend_fcall_info_cache *fcc, zval *return_value)
{
    tx_t *tx = from_obj(obj);
    char sql[64];
    int depth = tx->depth + 1;
    snprintf(sql, sizeof(sql), "SAVEPOINT vela_sp_%d", depth);
    if (vela_php_pg_run_simple(pool_of(tx), conn_of(tx), sql) != 0) {
        return;
    }
    tx->depth = depth;
    int rc = vela_php_pg_call_with(fci, fcc, obj, return_value);
    if (tx->active) {
        snprintf(sql, sizeof(sql), "%s SAVEPOINT vela_sp_%d", rc == 0 ? "RELEASE" : "ROLLBACK TO",
                 depth);
        if (rc != 0) {
            run_keeping_exception(tx, sql);
        } else if (vela_php_pg_run_simple(pool_of(tx), conn_of(tx), sql) != 0) {
            zval_ptr_dtor(return_value);
            ZVAL_UNDEF(return_value);
        }
    }
    tx->depth = depth - 1;
}

/* COMMIT or ROLLBACK of a begin() transaction. */
static void finish(INTERNAL_FUNCTION_PARAMETERS, const char *sql)
{
    ZEND_PARSE_PARAMETERS_NONE();
    tx_t *tx = active(ZEND_THIS);
    if (!tx) {
        RETURN_THROWS();
    }
    if (!tx->manual) {
        zend_throw_exception_ex(vela_ce_pg_exception, 0,
                                "Vela\\Pg\\Connection: %s inside transaction(): return to commit, "
                                "throw to roll back",
                                sql);
        RETURN_THROWS();
    }
    vela_php_pg_run_simple(pool_of(tx), conn_of(tx), sql);
    end(tx);
}

PHP_METHOD(Vela_Pg_Connection, commit)
{
    finish(INTERNAL_FUNCTION_PARAM_PASSTHRU, "COMMIT");
}

PHP_METHOD(Vela_Pg_Connection, rollback)
{
    finish(INTERNAL_FUNCTION_PARAM_PASSTHRU, "ROLLBACK");
}

void vela_php_pg_connection_register(zend_class_entry *ce)
{
    vela_ce_pg_connection = ce;
    ce->create_object = create;
    memcpy(&tx_handlers, zend_get_std_object_handlers(), sizeof(tx_handlers));
    tx_handlers.offset = XtOffsetOf(tx_t, std);
    tx_handlers.free_obj = free_obj;
    tx_handlers.clone_obj = NULL;
}
