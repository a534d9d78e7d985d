/*
 * Vela\Interceptor\TransactionalInterceptor: the runtime service behind
 * #[Transactional] (vgen wires the attribute to it; Vela\App provides it to
 * the container).
 *
 * Design. Around the method: $container->get("pg.<pool>")->begin() (pool
 * from the attribute, "default" when none), the method, then commit(); when
 * the method throws, rollback() and the exception goes on (the method's
 * exception is the one that matters: a rollback that fails too is not
 * reported over it; an exit or a cancellation is left to the pool, which
 * rolls back a transaction its coroutine abandoned). Pools are
 * container services opened per worker (pools.c), so the pool is looked up
 * at each call, never kept.
 *
 * The open transactions are kept per coroutine (the Zend fiber running, or
 * the main context) and pool in `scopes`, so connection() hands the method
 * the connection its transaction runs on, and a #[Transactional] method
 * called inside another's transaction on the same pool and coroutine joins
 * it instead of opening a second connection. An entry lives exactly as long
 * as its method call; the table is freed when the last one ends.
 *
 * While the method runs, its transaction is also the pool's scope for the
 * coroutine (php/pg/pg.h: vela_php_pg_ambient): the pool's query(),
 * queryOne(), queryValue() and execute() from that coroutine run in it, so
 * a repository that only holds the pool takes part, and a
 * Pool::transaction() inside is a savepoint. A method called inside
 * Pool::transaction()'s callback on the same pool joins that transaction.
 */
#include <php.h>
#include <Zend/zend_closures.h>
#include <Zend/zend_exceptions.h>
#include <Zend/zend_interfaces.h>

#include "php/app/app.h"
#include "php/core/binding.h"
#include "php/pg/pg.h"

zend_class_entry *vela_ce_app_transactional_interceptor;

/* "<fiber>:<pool>" → the Vela\Pg\Connection of the transaction open there; NULL when none. */
static HashTable *scopes;

static zend_string *scope_key(zend_string *pool)
{
    return zend_strpprintf(0, "%p:%s", (void *)EG(active_fiber), ZSTR_VAL(pool));
}

static void scope_enter(zend_string *key, zval *connection)
{
    if (scopes == NULL) {
        ALLOC_HASHTABLE(scopes);
        zend_hash_init(scopes, 8, NULL, ZVAL_PTR_DTOR, 0);
    }
    Z_TRY_ADDREF_P(connection);
    zend_hash_update(scopes, key, connection);
}

static void scope_leave(zend_string *key)
{
    zend_hash_del(scopes, key);
    if (zend_hash_num_elements(scopes) == 0) {
        zend_hash_destroy(scopes);
        FREE_HASHTABLE(scopes);
        scopes = NULL;
    }
}

/* $connection->$name(): commit() or rollback(). */
static void finish(zval *connection, const char *name)
{
    zval ignored;
    zend_call_method(Z_OBJ_P(connection), Z_OBJCE_P(connection), NULL, name, strlen(name), &ignored,
                     0, NULL, NULL);
    zval_ptr_dtor(&ignored);
}

/* rollback() with the method's exception set aside, then put back as the one pending. */
static void roll_back(zval *connection)
{
    zend_object *thrown = EG(exception);
    if (zend_is_unwind_exit(thrown) || zend_is_graceful_exit(thrown)) {
        return;
    }
    zval rethrown;
    GC_ADDREF(thrown);
    zend_clear_exception();
    finish(connection, "rollback");
    zend_clear_exception(); /* the method's exception is the one to report */
    ZVAL_OBJ(&rethrown, thrown);
    zend_throw_exception_object(&rethrown);
}

/* $container->get("pg.<pool>") into *service; false with an exception pending. */
static bool pool_service(zend_object *self, zend_string *pool, zval *service)
{
    zval *container = OBJ_PROP_NUM(self, 0), id;
    ZVAL_STR(&id, zend_string_concat2("pg.", 3, ZSTR_VAL(pool), ZSTR_LEN(pool)));
    ZVAL_UNDEF(service);
    zend_call_method(Z_OBJ_P(container), Z_OBJCE_P(container), NULL, "get", 3, service, 1, &id,
                     NULL);
    zval_ptr_dtor(&id);
    return !EG(exception);
}

/* The service's pool when it is a Vela\Pg\Pool (its transaction scope is kept), else NULL. */
static vela_php_pg_pool_t *pg_pool(zval *service)
{
    return Z_TYPE_P(service) == IS_OBJECT &&
                   instanceof_function(Z_OBJCE_P(service), vela_ce_pg_pool)
               ? vela_php_pg_pool_from(Z_OBJ_P(service))
               : NULL;
}

/* $service->begin() into *connection; false with an exception pending. */
static bool begin(zval *service, zval *connection)
{
    ZVAL_UNDEF(connection);
    zend_call_method(Z_OBJ_P(service), Z_OBJCE_P(service), NULL, "begin", 5, connection, 0, NULL,
                     NULL);
    if (!EG(exception) && Z_TYPE_P(connection) != IS_OBJECT) {
        zend_throw_exception(vela_ce_core_exception, "the pool's begin() returned no connection",
                             0);
    }
    return !EG(exception);
}

PHP_METHOD(Vela_Interceptor_TransactionalInterceptor, __construct)
{
    zend_object *container;

    ZEND_PARSE_PARAMETERS_START(1, 1)
    Z_PARAM_OBJ(container)
    ZEND_PARSE_PARAMETERS_END();
    zval *slot = OBJ_PROP_NUM(Z_OBJ_P(ZEND_THIS), 0);
    zval_ptr_dtor(slot);
    ZVAL_OBJ_COPY(slot, container);
}

/* Runs the method inside the transaction `key` names, which is open on `connection`. */
static void run_in(zend_string *key, vela_php_pg_pool_t *pool, zval *connection, zval *proceed,
                   zval *return_value)
{
    scope_enter(key, connection);
    zend_object *hidden = pool ? vela_php_pg_ambient_enter(pool, Z_OBJ_P(connection)) : NULL;
    call_user_function(NULL, NULL, proceed, return_value, 0, NULL);
    if (pool) {
        vela_php_pg_ambient_leave(pool, hidden);
    }
    scope_leave(key);
    if (EG(exception)) {
        roll_back(connection);
    } else {
        finish(connection, "commit");
    }
}

PHP_METHOD(Vela_Interceptor_TransactionalInterceptor, intercept)
{
    zend_object *target;
    zend_string *method;
    zval *args, *proceed, connection;
    HashTable *options;

    VELA_PARSE_INTERCEPT_ARGS(target, method, args, proceed, options);
    zval *option = zend_hash_str_find(options, "pool", 4);
    zend_string *pool = option && Z_TYPE_P(option) == IS_STRING ? zend_string_copy(Z_STR_P(option))
                                                                : zend_string_init("default", 7, 0);
    zend_string *key = scope_key(pool);
    zval service;
    ZVAL_UNDEF(&service);
    if (scopes && zend_hash_exists(scopes, key)) {
        call_user_function(NULL, NULL, proceed, return_value, 0, NULL); /* joins it */
    } else if (pool_service(Z_OBJ_P(ZEND_THIS), pool, &service)) {
        vela_php_pg_pool_t *pg = pg_pool(&service);
        zend_object *open = pg ? vela_php_pg_ambient(pg) : NULL;
        if (open) { /* joins Pool::transaction()'s, and connection() hands it out */
            ZVAL_OBJ(&connection, open);
            scope_enter(key, &connection);
            call_user_function(NULL, NULL, proceed, return_value, 0, NULL);
            scope_leave(key);
        } else if (begin(&service, &connection)) {
            run_in(key, pg, &connection, proceed, return_value);
            zval_ptr_dtor(&connection);
        }
    }
    zval_ptr_dtor(&service);
    zend_string_release(key);
    zend_string_release(pool);
}

PHP_METHOD(Vela_Interceptor_TransactionalInterceptor, connection)
{
    zend_string *pool = NULL;

    ZEND_PARSE_PARAMETERS_START(0, 1)
    Z_PARAM_OPTIONAL
    Z_PARAM_STR(pool)
    ZEND_PARSE_PARAMETERS_END();
    zend_string *name = pool ? zend_string_copy(pool) : zend_string_init("default", 7, 0);
    zend_string *key = scope_key(name);
    zval *connection = scopes ? zend_hash_find(scopes, key) : NULL;
    if (connection) {
        RETVAL_COPY(connection);
    } else {
        zend_throw_exception_ex(vela_ce_core_exception, 0,
                                "no #[Transactional] method runs on pool '%s' in this coroutine",
                                ZSTR_VAL(name));
    }
    zend_string_release(key);
    zend_string_release(name);
}
