/*
 * Vela\Pg\Listener: LISTEN/NOTIFY as an iterator (Pool::listen()).
 *
 * A listener holds one connection exclusively (notifications arrive on the
 * session that listens). rewind() and next() wait for the next
 * notification — suspending the coroutine, or running the loop outside one
 * — and current() returns it as ['channel', 'payload', 'pid']. Iteration
 * ends (valid() false) when no notification came for the timeout given to
 * listen(), or after close(). A connection that breaks throws
 * ConnectionLost. close() (or releasing the object) sends UNLISTEN * and
 * gives the connection back.
 */
#include "php/core/binding.h"
#include "php/pg/pg.h"

#include "src/core/error.h"

zend_class_entry *vela_ce_pg_listener;
static zend_object_handlers listener_handlers;

typedef struct listener {
    zend_object *pool; /* a reference */
    vela_pool_lease_t lease;
    bool active, started;
    int64_t timeout_ms;
    zval current;
    zend_long key;
    zend_object std;
} listener_t;

static inline listener_t *from_obj(zend_object *obj)
{
    return (listener_t *)((char *)obj - XtOffsetOf(listener_t, std));
}

static vela_pg_conn_t *conn_of(listener_t *l)
{
    return vela_pg_pool_lease_conn(&l->lease);
}

static zend_object *create(zend_class_entry *ce)
{
    listener_t *l = zend_object_alloc(sizeof(listener_t), ce);
    zend_object_std_init(&l->std, ce);
    object_properties_init(&l->std, ce);
    l->std.handlers = &listener_handlers;
    ZVAL_NULL(&l->current);
    l->key = -1;
    return &l->std;
}

/* Stops listening and gives the connection back (UNLISTEN is sent, not awaited). */
static void stop(listener_t *l)
{
    if (!l->active) {
        return;
    }
    l->active = false;
    vela_pg_conn_listen(conn_of(l), false);
    vela_php_pg_send_detached(conn_of(l), "UNLISTEN *");
    vela_pool_release(&l->lease);
}

static void free_obj(zend_object *obj)
{
    listener_t *l = from_obj(obj);
    stop(l);
    zval_ptr_dtor(&l->current);
    if (l->pool) {
        OBJ_RELEASE(l->pool);
    }
    zend_object_std_dtor(obj);
}

zend_object *vela_php_pg_listener_new(zend_object *pool, zend_string *channel, int64_t timeout_ms)
{
    zval obj;
    object_init_ex(&obj, vela_ce_pg_listener);
    listener_t *l = from_obj(Z_OBJ(obj));
    GC_ADDREF(pool);
    l->pool = pool;
    l->timeout_ms = timeout_ms;
    vela_php_pg_pool_t *p = vela_php_pg_pool_from(pool);
    if (vela_php_pg_acquire(p, true, &l->lease) != 0) {
        zval_ptr_dtor(&obj);
        return NULL;
    }
    l->active = true;
    PGconn *pg = vela_pg_conn_pgconn(conn_of(l));
    char *quoted = PQescapeIdentifier(pg, ZSTR_VAL(channel), ZSTR_LEN(channel));
    if (!quoted) {
        zend_throw_exception_ex(vela_ce_pg_exception, 0, "Vela\\Pg\\Pool::listen(): %s",
                                PQerrorMessage(pg));
        zval_ptr_dtor(&obj);
        return NULL;
    }
    smart_str sql = {0};
    smart_str_appends(&sql, "LISTEN ");
    smart_str_appends(&sql, quoted);
    smart_str_0(&sql);
    PQfreemem(quoted);
    vela_pg_conn_listen(conn_of(l), true);
    int rc = vela_php_pg_run_simple(p, conn_of(l), ZSTR_VAL(sql.s));
    smart_str_free(&sql);
    if (rc != 0) {
        zval_ptr_dtor(&obj);
        return NULL;
    }
    return Z_OBJ(obj);
}

/* Waits for the next notification into current (null when iteration ends); -1 thrown. */
static int fetch(listener_t *l)
{
    PGnotify *n = NULL;
    zval_ptr_dtor(&l->current);
    ZVAL_NULL(&l->current);
    l->started = true;
    if (!l->active) {
        return 0;
    }
    int rc = vela_pg_conn_next_notification(conn_of(l), l->timeout_ms, &n);
    if (rc == VELA_ETIMEOUT) {
        return 0;
    }
    if (rc != 0) {
        stop(l);
        zend_class_entry *ce =
            vela_php_core_exception_class(vela_ce_pg_exception, VELA_OP_CALL, rc);
        if (ce == vela_ce_pg_connection_lost) {
            zend_throw_exception(ce, "Vela\\Pg\\Listener: the connection broke", rc);
        } else {
            vela_php_core_throw(rc, "Vela\\Pg\\Listener: waiting for a notification");
        }
        return -1;
    }
    array_init(&l->current);
    add_assoc_string(&l->current, "channel", n->relname);
    add_assoc_string(&l->current, "payload", n->extra ? n->extra : "");
    add_assoc_long(&l->current, "pid", n->be_pid);
    PQfreemem(n);
    l->key++;
    return 0;
}

PHP_METHOD(Vela_Pg_Listener, __construct)
{
    ZEND_PARSE_PARAMETERS_NONE();
    zend_throw_exception(vela_ce_pg_exception, "Vela\\Pg\\Listener comes from Pool::listen()", 0);
}

PHP_METHOD(Vela_Pg_Listener, current)
{
    ZEND_PARSE_PARAMETERS_NONE();
    RETURN_COPY(&from_obj(Z_OBJ_P(ZEND_THIS))->current);
}

PHP_METHOD(Vela_Pg_Listener, key)
{
    ZEND_PARSE_PARAMETERS_NONE();
    listener_t *l = from_obj(Z_OBJ_P(ZEND_THIS));
    RETURN_LONG(l->key < 0 ? 0 : l->key);
}

PHP_METHOD(Vela_Pg_Listener, next)
{
    ZEND_PARSE_PARAMETERS_NONE();
    if (fetch(from_obj(Z_OBJ_P(ZEND_THIS))) != 0) {
        RETURN_THROWS();
    }
}

PHP_METHOD(Vela_Pg_Listener, rewind)
{
    ZEND_PARSE_PARAMETERS_NONE();
    listener_t *l = from_obj(Z_OBJ_P(ZEND_THIS));
    if (!l->started && fetch(l) != 0) {
        RETURN_THROWS();
    }
}

PHP_METHOD(Vela_Pg_Listener, valid)
{
    ZEND_PARSE_PARAMETERS_NONE();
    RETURN_BOOL(Z_TYPE(from_obj(Z_OBJ_P(ZEND_THIS))->current) == IS_ARRAY);
}

PHP_METHOD(Vela_Pg_Listener, close)
{
    ZEND_PARSE_PARAMETERS_NONE();
    listener_t *l = from_obj(Z_OBJ_P(ZEND_THIS));
    stop(l);
    zval_ptr_dtor(&l->current);
    ZVAL_NULL(&l->current);
}

void vela_php_pg_listener_register(zend_class_entry *ce)
{
    vela_ce_pg_listener = ce;
    ce->create_object = create;
    memcpy(&listener_handlers, zend_get_std_object_handlers(), sizeof(listener_handlers));
    listener_handlers.offset = XtOffsetOf(listener_t, std);
    listener_handlers.free_obj = free_obj;
    listener_handlers.clone_obj = NULL;
}
