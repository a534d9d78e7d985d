/*
 * The app's connection pools as container services: config/database.php and
 * config/redis.php declare named pools, each becomes the service
 * "pg.<name>" or "redis.<name>" of the generated container (vgen resolves a
 * Vela\Pg\Pool parameter to pg.default, Vela\Redis\Pool or Cluster to
 * redis.default, and #[Inject('pg.analytics')] by name).
 *
 * Design. Vela\App::server() opens the pools in each worker when it starts
 * (onWorkerStart) and closes them when it stops, so no connection crosses a
 * fork and a wrong config fails the worker's start, naming the key, instead
 * of the first query. An entry is the pool's options plus where to connect:
 *
 *     // config/database.php
 *     'default' => ['dsn' => 'postgresql://app@127.0.0.1/app', 'max' => 8],
 *     // config/redis.php
 *     'default' => ['url' => 'redis://127.0.0.1:6379/0'],
 *     'cache' => ['cluster' => ['10.0.0.1:7000', '10.0.0.2:7000'], 'max' => 4],
 *     'sessions' => ['sentinel' => ['10.0.0.5:26379'], 'master' => 'mymaster'],
 *
 * The pool's own options are validated by the pool (an unknown key throws
 * naming it); the message then names the file and entry too. A pool's
 * metrics and readiness name is its service id.
 *
 * The pool classes are looked up by name, so this file needs neither
 * binding's headers.
 */
#include "php/app/app.h"

#include <Zend/zend_exceptions.h>
#include <Zend/zend_interfaces.h>

#include "php/core/binding.h"

/*
 * Throws Vela\Exception "config/<file>.php '<name>': <what>", chaining the
 * pending exception; an empty `what` repeats the pending one's message.
 */
static void config_error(const char *file, zend_string *name, const char *what)
{
    zend_object *previous = EG(exception);
    zend_string *detail = NULL;
    if (previous) {
        GC_ADDREF(previous);
        zend_clear_exception();
        zval rv, *message = zend_read_property_ex(zend_get_exception_base(previous), previous,
                                                  ZSTR_KNOWN(ZEND_STR_MESSAGE), true, &rv);
        detail = what[0] == '\0' ? zval_get_string(message) : NULL;
    }
    zend_throw_exception_ex(vela_ce_core_exception, 0, "config/%s.php '%s': %s", file,
                            name ? ZSTR_VAL(name) : "?", detail ? ZSTR_VAL(detail) : what);
    if (detail) {
        zend_string_release(detail);
    }
    if (previous) {
        zend_exception_set_previous(EG(exception), previous);
    }
}

static zend_class_entry *pool_class(const char *name)
{
    zend_string *s = zend_string_init(name, strlen(name), 0);
    zend_class_entry *ce = zend_lookup_class(s);
    zend_string_release(s);
    return ce;
}

/* new $class(...$args) into out; false with an exception pending. */
static bool construct(const char *class_name, zval *out, uint32_t argc, zval *argv)
{
    zend_class_entry *ce = pool_class(class_name);
    if (ce == NULL || object_init_ex(out, ce) != SUCCESS) {
        zend_throw_exception_ex(vela_ce_core_exception, 0, "%s is not available", class_name);
        return false;
    }
    zend_call_known_instance_method(ce->constructor, Z_OBJ_P(out), NULL, argc, argv);
    if (EG(exception)) {
        zval_ptr_dtor(out);
        ZVAL_UNDEF(out);
        return false;
    }
    return true;
}

/* Removes `key` from options into *value (a string, or an array when `list`). */
static bool take(HashTable *options, const char *key, bool list, zval *value)
{
    zval *found = zend_hash_str_find(options, key, strlen(key));
    if (found == NULL || Z_TYPE_P(found) != (list ? IS_ARRAY : IS_STRING)) {
        return false;
    }
    ZVAL_COPY(value, found);
    zend_hash_str_del(options, key, strlen(key));
    return true;
}

/* The pool of one config/database.php entry (options: a copy of the entry). */
static bool open_pg(zend_string *name, HashTable *options, zval *pool)
{
    zval args[2];
    if (!take(options, "dsn", false, &args[0]) && !take(options, "url", false, &args[0])) {
        config_error("database", name, "needs 'dsn' (\"host=… dbname=…\" or a postgresql:// URL)");
        return false;
    }
    ZVAL_ARR(&args[1], options);
    bool ok = construct("Vela\\Pg\\Pool", pool, 2, args);
    zval_ptr_dtor(&args[0]);
    if (!ok) {
        config_error("database", name, EG(exception) ? "" : "cannot open the pool");
    }
    return ok;
}

/* The pool of one config/redis.php entry: 'url', 'cluster' or 'sentinel' + 'master'. */
static bool open_redis(zend_string *name, HashTable *options, zval *pool)
{
    zval where, master, args[3];
    bool ok;
    if (take(options, "url", false, &where)) {
        ZVAL_COPY_VALUE(&args[0], &where);
        ZVAL_ARR(&args[1], options);
        ok = construct("Vela\\Redis\\Pool", pool, 2, args);
    } else if (take(options, "cluster", true, &where)) {
        ZVAL_COPY_VALUE(&args[0], &where);
        ZVAL_ARR(&args[1], options);
        ok = construct("Vela\\Redis\\Cluster", pool, 2, args);
    } else if (take(options, "sentinel", true, &where) && take(options, "master", false, &master)) {
        ZVAL_COPY_VALUE(&args[0], &where);
        ZVAL_COPY_VALUE(&args[1], &master);
        ZVAL_ARR(&args[2], options);
        /* zend_call_method() passes two arguments at most: call the static
         * factory with all three. */
        zend_class_entry *ce = pool_class("Vela\\Redis\\Pool");
        zend_function *from_sentinel =
            zend_hash_str_find_ptr(&ce->function_table, "fromsentinel", 12);
        zend_call_known_function(from_sentinel, NULL, ce, pool, 3, args, NULL);
        ok = !EG(exception) && Z_TYPE_P(pool) == IS_OBJECT;
        zval_ptr_dtor(&master);
    } else {
        config_error("redis", name,
                     "needs 'url', 'cluster' (a list of addresses) or 'sentinel' "
                     "(a list of addresses) with 'master'");
        return false;
    }
    zval_ptr_dtor(&where);
    if (!ok) {
        config_error("redis", name, "");
    }
    return ok;
}

/* Opens every pool of config `file` ("database" or "redis") into pools[id]. */
static bool open_file(zval *container, const char *file, const char *prefix, zval *pools)
{
    zval key, fallback, config, *entry;
    zend_string *name;
    ZVAL_STRING(&key, file);
    array_init(&fallback);
    zend_call_method(Z_OBJ_P(container), Z_OBJCE_P(container), NULL, "config", 6, &config, 2, &key,
                     &fallback);
    zval_ptr_dtor(&key);
    zval_ptr_dtor(&fallback);
    if (EG(exception) || Z_TYPE(config) != IS_ARRAY) {
        if (!EG(exception)) {
            config_error(file, NULL, "must return an array of named pools");
        }
        zval_ptr_dtor(&config);
        return false;
    }
    bool ok = true;
    ZEND_HASH_FOREACH_STR_KEY_VAL(Z_ARRVAL(config), name, entry)
    {
        zval pool, id_option;
        if (name == NULL || Z_TYPE_P(entry) != IS_ARRAY) {
            config_error(file, name, "each pool is a name => array of options");
            ok = false;
            break;
        }
        zend_string *id = zend_strpprintf(0, "%s.%s", prefix, ZSTR_VAL(name));
        HashTable *options = zend_array_dup(Z_ARRVAL_P(entry));
        if (!zend_hash_str_exists(options, "name", 4)) {
            ZVAL_STR_COPY(&id_option, id);
            zend_hash_str_add_new(options, "name", 4, &id_option);
        }
        ok = prefix[0] == 'p' ? open_pg(name, options, &pool) : open_redis(name, options, &pool);
        zend_array_release(options);
        if (ok) {
            zend_hash_update(Z_ARRVAL_P(pools), id, &pool);
        }
        zend_string_release(id);
        if (!ok) {
            break;
        }
    }
    ZEND_HASH_FOREACH_END();
    zval_ptr_dtor(&config);
    return ok;
}

/* Hands every pool to the container (its provide(), from vgen) and checks PROVIDED. */
static bool provide_all(zval *container, zval *pools)
{
    zend_string *id;
    zval *pool, name, ignored;
    zend_class_entry *ce = Z_OBJCE_P(container);
    if (!zend_hash_str_exists(&ce->function_table, "provide", 7)) {
        zend_throw_exception(vela_ce_core_exception,
                             "the container cannot take pools: run `vgen compile` again", 0);
        return false;
    }
    ZEND_HASH_FOREACH_STR_KEY_VAL(Z_ARRVAL_P(pools), id, pool)
    {
        ZVAL_STR(&name, id);
        zend_call_method(Z_OBJ_P(container), ce, NULL, "provide", 7, &ignored, 2, &name, pool);
        zval_ptr_dtor(&ignored);
        if (EG(exception)) {
            return false;
        }
    }
    ZEND_HASH_FOREACH_END();
    return true;
}

/* A pool service the container needs (PROVIDED) that no config declares. */
static bool check_needed(zval *container, zval *pools)
{
    zend_string *constant = zend_string_init("PROVIDED", 8, 0);
    zval *needed = zend_get_class_constant_ex(Z_OBJCE_P(container)->name, constant, NULL,
                                              ZEND_FETCH_CLASS_SILENT);
    zend_string_release(constant);
    zval *id;
    if (needed == NULL || Z_TYPE_P(needed) != IS_ARRAY) {
        return true;
    }
    ZEND_HASH_FOREACH_VAL(Z_ARRVAL_P(needed), id)
    {
        if (Z_TYPE_P(id) != IS_STRING || zend_hash_exists(Z_ARRVAL_P(pools), Z_STR_P(id))) {
            continue;
        }
        bool pg = strncmp(Z_STRVAL_P(id), "pg.", 3) == 0;
        if (pg || strncmp(Z_STRVAL_P(id), "redis.", 6) == 0) {
            zend_throw_exception_ex(
                vela_ce_core_exception, 0,
                "the app needs the pool '%s' but config/%s.php declares no '%s'", Z_STRVAL_P(id),
                pg ? "database" : "redis", Z_STRVAL_P(id) + (pg ? 3 : 6));
            return false;
        }
    }
    ZEND_HASH_FOREACH_END();
    return true;
}

bool vela_php_app_open_pools(zval *container, zval *pools)
{
    if (Z_TYPE_P(pools) != IS_ARRAY) {
        array_init(pools);
    }
    if (zend_hash_num_elements(Z_ARRVAL_P(pools)) > 0) {
        return true; /* already open */
    }
    if (open_file(container, "database", "pg", pools) &&
        open_file(container, "redis", "redis", pools) && check_needed(container, pools) &&
        provide_all(container, pools)) {
        return true;
    }
    vela_php_app_close_pools(pools);
    return false;
}

void vela_php_app_close_pools(zval *pools)
{
    zval *pool, ignored;
    if (Z_TYPE_P(pools) != IS_ARRAY) {
        return;
    }
    zend_object *pending = EG(exception);
    EG(exception) = NULL; /* close even when opening failed */
    ZEND_HASH_FOREACH_VAL(Z_ARRVAL_P(pools), pool)
    {
        zend_call_method(Z_OBJ_P(pool), Z_OBJCE_P(pool), NULL, "close", 5, &ignored, 0, NULL, NULL);
        zval_ptr_dtor(&ignored);
        if (EG(exception)) {
            zend_clear_exception();
        }
    }
    ZEND_HASH_FOREACH_END();
    zend_hash_clean(Z_ARRVAL_P(pools));
    EG(exception) = pending;
}
