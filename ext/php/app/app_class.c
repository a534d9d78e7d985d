/*
 * Vela\App: the framework's request path.
 *
 * Design. The constructor loads what vgen generated (var/cache/routes.php,
 * the route table as a PHP array; binders.php, the argument binders; and
 * middleware.php, the global middleware list, when present) once per
 * worker, adds every route to a C router (ext/src/router/router.h) with
 * its placeholders' kinds (an `int` action parameter is checked by the
 * router), compiles the route regexes once, and resolves what each route
 * needs (pipeline.c). It hands the container itself and a
 * Vela\Http\UrlGenerator. handle() then does, per request: match (a
 * static route costs one hash probe and allocates nothing) -> route params
 * into the Request -> the chain: global middleware, the route's middleware,
 * the generated binder, the controller method -> the return value made a
 * Response. Nothing reflects: the binder and the container were written by
 * vgen. The server the app builds calls handle() as its handler in C
 * (vela_php_http_server_set_handler()), so a request goes from the server
 * to the router without a trip through the VM; the match's Allow set stays
 * on the Request for the no-route answer (pipeline.c), which matches no
 * second time. Exceptions become answers (errors.c): the route's inside the global
 * middleware, a global middleware's own at the top of handle().
 *
 * Trailing slashes. config('app.trailing_slash') is read once: "strict" (a
 * path with a trailing slash is another path), "redirect" (308 to the path
 * without it) or "match" (served as the path without it). Route paths never
 * end in '/' (vgen joins them so), so only a miss is matched a second time:
 * a served request costs the policy nothing.
 */
#include <php.h>
#include <Zend/zend_exceptions.h>
#include <Zend/zend_interfaces.h>
#include <ext/json/php_json.h>
#include <ext/pcre/php_pcre.h>
#include <ext/standard/php_array.h>
#include <zend_smart_str.h>

#include "php/app/app.h"
#include "php/app/dev_mode.h"
#include "php/auth/auth.h"
#include "php/psr/psr.h"
#include "php/core/binding.h"
#include "src/core/error.h"
#include "php/http/http.h"
#include "php/log/log.h"
#include "src/router/router.h"

zend_class_entry *vela_ce_app;
static zend_object_handlers app_handlers;

#define app_from_obj vela_php_app_from_obj

/* --- loading the generated cache ----------------------------------------- */

/* require $path, its return value into *result. Returns false with an exception thrown. */
static bool require_file(zend_string *path, zval *result)
{
    zend_file_handle handle;
    zend_op_array *op_array;

    ZVAL_UNDEF(result);
    if (VCWD_ACCESS(ZSTR_VAL(path), R_OK) != 0) {
        zend_throw_exception_ex(vela_ce_core_exception, 0, "%s is missing: run `vgen compile`",
                                ZSTR_VAL(path));
        return false;
    }
    zend_stream_init_filename_ex(&handle, path);
    op_array = zend_compile_file(&handle, ZEND_REQUIRE);
    zend_destroy_file_handle(&handle);
    if (op_array == NULL) {
        if (!EG(exception)) {
            zend_throw_exception_ex(vela_ce_core_exception, 0, "cannot compile %s", ZSTR_VAL(path));
        }
        return false;
    }
    zend_execute(op_array, result);
    destroy_op_array(op_array);
    efree(op_array);
    return !EG(exception);
}

bool vela_php_app_require(zend_string *path, zval *result)
{
    return require_file(path, result);
}

/* A class vgen generated, if declared; never autoloads. */
static zend_class_entry *generated_class(const char *name)
{
    zend_string *str = zend_string_init(name, strlen(name), 0);
    zend_class_entry *ce = zend_lookup_class_ex(str, NULL, ZEND_FETCH_CLASS_NO_AUTOLOAD);
    zend_string_release(str);
    return ce;
}

/* Loads binders.php unless declared, and keeps Binders and its bind() for every request. */
static bool load_binders(vela_php_app_t *app)
{
    if ((app->binders = generated_class("Vela\\Generated\\Binders")) == NULL) {
        zend_string *path = zend_strpprintf(0, "%s/var/cache/binders.php", ZSTR_VAL(app->root));
        zval ignored;
        bool ok = require_file(path, &ignored);
        zval_ptr_dtor(&ignored);
        zend_string_release(path);
        if (!ok) {
            return false;
        }
        app->binders = generated_class("Vela\\Generated\\Binders");
    }
    if (app->binders != NULL && !zend_hash_str_exists(&app->binders->function_table, "bind", 4)) {
        zend_throw_exception(vela_ce_core_exception, "binders.php has no Binders::bind()", 0);
        return false;
    }
    return true;
}

/* The bit set of a route's 'methods'; 0 when one is not a method a route can have. */
static unsigned method_bits(zval *methods)
{
    unsigned bits = 0;
    zval *method;
    if (methods == NULL || Z_TYPE_P(methods) != IS_ARRAY) {
        return 0;
    }
    ZEND_HASH_FOREACH_VAL(Z_ARRVAL_P(methods), method)
    {
        unsigned bit = Z_TYPE_P(method) == IS_STRING
                           ? vela_router_method_bit(Z_STRVAL_P(method), Z_STRLEN_P(method))
                           : 0;
        if (bit == 0) {
            return 0;
        }
        bits |= bit;
    }
    ZEND_HASH_FOREACH_END();
    return bits;
}

/* " (src/Controller/Home.php:12)" from the route's 'source', or "". */
static void route_source(zval *route, char *out, size_t size)
{
    zval *source = zend_hash_str_find(Z_ARRVAL_P(route), "source", 6);
    out[0] = '\0';
    if (source != NULL && Z_TYPE_P(source) == IS_STRING) {
        snprintf(out, size, " (%s)", Z_STRVAL_P(source));
    }
}

/* The kinds of the route's placeholders: INT where the action's parameter is an int. */
static void param_kinds(zval *route, vela_route_param_kind_t *kinds)
{
    zval *params = zend_hash_str_find(Z_ARRVAL_P(route), "params", 6), *param;
    size_t i = 0;
    memset(kinds, 0, VELA_ROUTE_MAX_PARAMS * sizeof(*kinds));
    if (params == NULL || Z_TYPE_P(params) != IS_ARRAY) {
        return;
    }
    ZEND_HASH_FOREACH_VAL(Z_ARRVAL_P(params), param)
    {
        zval *type =
            Z_TYPE_P(param) == IS_ARRAY ? zend_hash_str_find(Z_ARRVAL_P(param), "type", 4) : NULL;
        if (i < VELA_ROUTE_MAX_PARAMS && type && Z_TYPE_P(type) == IS_STRING &&
            zend_string_equals_literal(Z_STR_P(type), "int")) {
            kinds[i] = VELA_ROUTE_PARAM_INT;
        }
        i++;
    }
    ZEND_HASH_FOREACH_END();
}

static bool add_route(vela_php_app_t *app, zval *route, zend_ulong index)
{
    zval *path =
        Z_TYPE_P(route) == IS_ARRAY ? zend_hash_str_find(Z_ARRVAL_P(route), "path", 4) : NULL;
    unsigned methods = path ? method_bits(zend_hash_str_find(Z_ARRVAL_P(route), "methods", 7)) : 0;
    if (path == NULL || Z_TYPE_P(path) != IS_STRING || methods == 0) {
        zend_throw_exception_ex(vela_ce_core_exception, 0,
                                "routes.php: route %lu needs 'path' and known 'methods'", index);
        return false;
    }
    vela_route_param_kind_t kinds[VELA_ROUTE_MAX_PARAMS];
    param_kinds(route, kinds);
    vela_route_pattern_error_t error = {0, NULL};
    int rc =
        vela_router_add(app->router, methods, Z_STRVAL_P(path), Z_STRLEN_P(path), kinds, &error);
    if (rc >= 0 && (zend_ulong)rc == index) {
        return true;
    }
    char source[256];
    route_source(route, source, sizeof(source));
    if (rc == VELA_EINVAL) {
        zend_throw_exception_ex(vela_ce_core_exception, 0,
                                "routes.php: route '%s'%s: %s (at byte %zu); run `vgen compile`",
                                Z_STRVAL_P(path), source, error.message, error.offset);
    } else {
        zend_throw_exception_ex(vela_ce_core_exception, 0, "routes.php: route '%s'%s: %s",
                                Z_STRVAL_P(path), source,
                                rc < 0 ? vela_strerror(rc) : "out of order");
    }
    return false;
}

static bool load_routes(vela_php_app_t *app)
{
    zend_string *path = zend_strpprintf(0, "%s/var/cache/routes.php", ZSTR_VAL(app->root));
    bool ok = require_file(path, &app->routes);
    zend_string_release(path);
    if (!ok) {
        return false;
    }
    if (Z_TYPE(app->routes) != IS_ARRAY || !zend_array_is_list(Z_ARRVAL(app->routes))) {
        zend_throw_exception(vela_ce_core_exception, "routes.php must return a list of routes", 0);
        return false;
    }
    zend_ulong index;
    zval *route;
    ZEND_HASH_FOREACH_NUM_KEY_VAL(Z_ARRVAL(app->routes), index, route)
    {
        if (!add_route(app, route, index)) {
            return false;
        }
    }
    ZEND_HASH_FOREACH_END();
    return true;
}

/* Loads middleware.php, the global middleware list, when vgen wrote one. */
static bool load_globals(vela_php_app_t *app)
{
    zend_string *path = zend_strpprintf(0, "%s/var/cache/middleware.php", ZSTR_VAL(app->root));
    zval list, *id;
    ZVAL_UNDEF(&list);
    bool ok = VCWD_ACCESS(ZSTR_VAL(path), R_OK) != 0 || require_file(path, &list);
    zend_string_release(path);
    if (!ok || Z_TYPE(list) == IS_UNDEF) {
        return ok;
    }
    if (Z_TYPE(list) != IS_ARRAY) {
        zval_ptr_dtor(&list);
        zend_throw_exception(vela_ce_core_exception, "middleware.php must return a list of ids", 0);
        return false;
    }
    app->globals = ecalloc(zend_hash_num_elements(Z_ARRVAL(list)) + 1, sizeof(*app->globals));
    ZEND_HASH_FOREACH_VAL(Z_ARRVAL(list), id)
    {
        if (Z_TYPE_P(id) == IS_STRING) {
            app->globals[app->nglobals++] = vela_php_app_service_named(app, Z_STR_P(id));
        }
    }
    ZEND_HASH_FOREACH_END();
    zval_ptr_dtor(&list);
    return true;
}

/* Compiles each distinct route regex once, anchored as the router means it. */
static bool compile_regexes(vela_php_app_t *app)
{
    size_t n = vela_router_regex_count(app->router);
    app->regexes = n ? ecalloc(n, sizeof(*app->regexes)) : NULL;
    for (size_t i = 0; i < n; i++) {
        size_t len;
        const char *regex = vela_router_regex(app->router, i, &len);
        zend_string *pattern = zend_strpprintf(0,
                                               "\x01^(?:%.*s)$\x01"
                                               "D",
                                               (int)len, regex);
        app->regexes[i] = pcre_get_compiled_regex_cache(pattern);
        zend_string_release(pattern);
        if (app->regexes[i] == NULL) {
            zend_throw_exception_ex(vela_ce_core_exception, 0,
                                    "routes.php: the regex '%.*s' does not compile", (int)len,
                                    regex);
            return false;
        }
        php_pcre_pce_incref(app->regexes[i]);
    }
    app->match_data = n ? pcre2_match_data_create(1, php_pcre_gctx()) : NULL;
    return true;
}

static bool check_regex(void *ud, size_t regex, const char *value, size_t len)
{
    vela_php_app_t *app = ud;
    pcre2_code *re = php_pcre_pce_re(app->regexes[regex]);
    return pcre2_match(re, (PCRE2_SPTR)value, len, 0, 0, app->match_data, php_pcre_mctx()) >= 0;
}

/* Calls $container->$method($id) when the container has that method; false when it has not. */
static bool container_call(vela_php_app_t *app, const char *method, const char *id, zval *out)
{
    zend_object *container = Z_OBJ(app->container);
    if (!zend_hash_str_exists(&container->ce->function_table, method, strlen(method))) {
        return false;
    }
    zval arg;
    ZVAL_STRING(&arg, id);
    zend_call_method(container, container->ce, NULL, method, strlen(method), out, 1, &arg, NULL);
    zval_ptr_dtor(&arg);
    return !EG(exception);
}

/* config(key, false) for a flag of config/app.php (`name` is the key within it: "debug",
 * "json_api") when the container has config(); false otherwise. A value that is not a bool (or
 * null) throws: the string "false" would read as true, and error answers would change. */
static bool config_flag(vela_php_app_t *app, const char *name, const char *variable)
{
    zend_object *container = Z_OBJ(app->container);
    zval args[2], result;
    if (!zend_hash_str_exists(&container->ce->function_table, "config", 6)) {
        return false;
    }
    ZVAL_STR(&args[0], zend_strpprintf(0, "app.%s", name));
    ZVAL_FALSE(&args[1]);
    zend_call_method(container, container->ce, NULL, "config", 6, &result, 2, &args[0], &args[1]);
    zval_ptr_dtor(&args[0]);
    zend_clear_exception();
    bool flag = Z_TYPE(result) == IS_TRUE;
    if (Z_TYPE(result) != IS_TRUE && Z_TYPE(result) != IS_FALSE && Z_TYPE(result) != IS_NULL &&
        Z_TYPE(result) != IS_UNDEF) {
        zend_throw_exception_ex(vela_ce_core_exception, 0,
                                "config('app.%s') must be a bool, %s given: read the "
                                "environment with Vela\\Env::bool('%s')",
                                name, zend_zval_type_name(&result), variable);
    }
    zval_ptr_dtor(&result);
    return flag;
}

/* $container->config($key, $fallback) into *out (the fallback when the call fails). */
static void config_value(vela_php_app_t *app, const char *key, zval *fallback, zval *out)
{
    zend_object *container = Z_OBJ(app->container);
    zval name;
    ZVAL_STRING(&name, key);
    ZVAL_UNDEF(out);
    if (zend_hash_str_exists(&container->ce->function_table, "config", 6)) {
        zend_call_method(container, container->ce, NULL, "config", 6, out, 2, &name, fallback);
    }
    zval_ptr_dtor(&name);
    if (Z_ISUNDEF_P(out) || EG(exception)) {
        zend_clear_exception();
        zval_ptr_dtor(out);
        ZVAL_COPY(out, fallback);
    }
}

/* A CacheableInterceptor configured by config/cache.php (store: null for the in-process LRU or
 * a Redis pool's container id, capacity, prefix) into *out. */
static void new_cacheable(vela_php_app_t *app, zval *out)
{
    zval args[4], fallback[3];
    ZVAL_NULL(&fallback[0]);
    ZVAL_LONG(&fallback[1], 10000);
    ZVAL_STRING(&fallback[2], "vela:cache:");
    config_value(app, "cache.store", &fallback[0], &args[0]);
    config_value(app, "cache.capacity", &fallback[1], &args[1]);
    config_value(app, "cache.prefix", &fallback[2], &args[2]);
    ZVAL_COPY(&args[3], &app->container);
    object_init_ex(out, vela_ce_app_cacheable_interceptor);
    zend_call_known_instance_method(vela_ce_app_cacheable_interceptor->constructor, Z_OBJ_P(out),
                                    NULL, 4, args);
    for (size_t i = 0; i < 4; i++) {
        zval_ptr_dtor(&args[i]);
    }
    zval_ptr_dtor(&fallback[2]);
}

/* The built-in interceptors the container lists in PROVIDED, made and provided. */
static void provide_interceptors(vela_php_app_t *app)
{
    zend_object *container = Z_OBJ(app->container);
    zend_class_constant *c =
        zend_hash_str_find_ptr(CE_CONSTANTS_TABLE(container->ce), "PROVIDED", 8);
    zval *id, service, ignored;
    if (c == NULL || Z_TYPE(c->value) != IS_ARRAY) {
        return;
    }
    ZEND_HASH_FOREACH_VAL(Z_ARRVAL(c->value), id)
    {
        ZVAL_UNDEF(&service);
        if (Z_TYPE_P(id) == IS_STRING &&
            zend_string_equals_ci(Z_STR_P(id), vela_ce_app_cacheable_interceptor->name)) {
            new_cacheable(app, &service);
        } else if (Z_TYPE_P(id) == IS_STRING &&
                   zend_string_equals_ci(Z_STR_P(id),
                                         vela_ce_app_transactional_interceptor->name)) {
            object_init_ex(&service, vela_ce_app_transactional_interceptor);
            zend_call_known_instance_method_with_1_params(
                vela_ce_app_transactional_interceptor->constructor, Z_OBJ(service), NULL,
                &app->container);
        }
        if (!Z_ISUNDEF(service) && !EG(exception)) {
            zend_call_method(container, container->ce, NULL, "provide", 7, &ignored, 2, id,
                             &service);
        }
        zval_ptr_dtor(&service);
        if (EG(exception)) {
            break;
        }
    }
    ZEND_HASH_FOREACH_END();
}

/* A Vela\SystemClock as Vela\Clock, unless the app binds its own. */
static void provide_clock(vela_php_app_t *app)
{
    zval has, clock, id, ignored;
    if (container_call(app, "has", "Vela\\Clock", &has) && zend_is_true(&has)) {
        return;
    }
    zend_object *container = Z_OBJ(app->container);
    object_init_ex(&clock, vela_ce_app_system_clock);
    ZVAL_STRINGL(&id, "Vela\\Clock", 10);
    zend_call_method(container, container->ce, NULL, "provide", 7, &ignored, 2, &id, &clock);
    zval_ptr_dtor(&id);
    zval_ptr_dtor(&clock);
}

/* A Vela\Http\Throttle configured by config/throttle.php (limit, per, by, store: null for
 * in-process counts or a Redis pool's container id, name, prefix), given as Vela\Http\Throttle
 * unless the container has its own. The clock is the container's, looked up on first use. */
static void provide_throttle(vela_php_app_t *app)
{
    static const char *const keys[] = {"throttle.limit", "throttle.per", "throttle.by",
                                       "throttle.store", NULL,           "throttle.name",
                                       "throttle.prefix"};
    zval has, args[8], fallback[7], throttle, id, ignored;
    if (container_call(app, "has", "Vela\\Http\\Throttle", &has) && zend_is_true(&has)) {
        return;
    }
    ZVAL_LONG(&fallback[0], 60);
    ZVAL_STRING(&fallback[1], "1m");
    ZVAL_STRING(&fallback[2], "ip");
    ZVAL_NULL(&fallback[3]);
    ZVAL_STRING(&fallback[5], "default");
    ZVAL_STRING(&fallback[6], "vela:throttle:");
    for (size_t i = 0; i < 7; i++) {
        if (keys[i] == NULL) {
            ZVAL_NULL(&args[i]);
        } else {
            config_value(app, keys[i], &fallback[i], &args[i]);
            zval_ptr_dtor(&fallback[i]);
        }
    }
    ZVAL_COPY(&args[7], &app->container);
    object_init_ex(&throttle, vela_ce_app_throttle);
    zend_call_known_instance_method(vela_ce_app_throttle->constructor, Z_OBJ(throttle), NULL, 8,
                                    args);
    for (size_t i = 0; i < 8; i++) {
        zval_ptr_dtor(&args[i]);
    }
    if (!EG(exception)) {
        zend_object *container = Z_OBJ(app->container);
        ZVAL_STRINGL(&id, "Vela\\Http\\Throttle", 18);
        zend_call_method(container, container->ce, NULL, "provide", 7, &ignored, 2, &id, &throttle);
        zval_ptr_dtor(&id);
    }
    zval_ptr_dtor(&throttle);
}

/* The app logger (php/log/provide.c, config/log.php) as Psr\Log\LoggerInterface, unless the
 * app has its own. */
static void provide_logger(vela_php_app_t *app)
{
    zval has, logger, id, ignored;
    if (container_call(app, "has", "Psr\\Log\\LoggerInterface", &has) && zend_is_true(&has)) {
        return;
    }
    zend_object *container = Z_OBJ(app->container);
    if (vela_php_log_default(container, &logger)) {
        ZVAL_STRINGL(&id, "Psr\\Log\\LoggerInterface", 23);
        zend_call_method(container, container->ce, NULL, "provide", 7, &ignored, 2, &id, &logger);
        zval_ptr_dtor(&id);
        zval_ptr_dtor(&logger);
    }
}

/* A Vela\Auth\Authenticate configured by config/auth.php ('jwt' => the key set and checks,
 * 'keys' => the API key resolver's container id), given as Vela\Auth\Authenticate unless the
 * container has its own (docs/auth.md). */
static void provide_authenticate(vela_php_app_t *app)
{
    zval has, args[4], fallback, middleware, id, ignored;
    if (container_call(app, "has", "Vela\\Auth\\Authenticate", &has) && zend_is_true(&has)) {
        return;
    }
    ZVAL_EMPTY_ARRAY(&fallback);
    config_value(app, "auth.jwt", &fallback, &args[0]);
    if (container_call(app, "has", "Vela\\Auth\\KeyResolver", &has) && zend_is_true(&has)) {
        ZVAL_STRINGL(&fallback, "Vela\\Auth\\KeyResolver", 21); /* the app's one resolver */
    } else {
        ZVAL_NULL(&fallback);
    }
    config_value(app, "auth.keys", &fallback, &args[1]);
    zval_ptr_dtor(&fallback);
    ZVAL_NULL(&args[2]);
    ZVAL_COPY(&args[3], &app->container);
    object_init_ex(&middleware, vela_ce_auth_authenticate);
    zend_call_known_instance_method(vela_ce_auth_authenticate->constructor, Z_OBJ(middleware), NULL,
                                    4, args);
    for (size_t i = 0; i < 4; i++) {
        zval_ptr_dtor(&args[i]);
    }
    if (!EG(exception)) {
        zend_object *container = Z_OBJ(app->container);
        ZVAL_STRINGL(&id, "Vela\\Auth\\Authenticate", 22);
        zend_call_method(container, container->ce, NULL, "provide", 7, &ignored, 2, &id,
                         &middleware);
        zval_ptr_dtor(&id);
    }
    zval_ptr_dtor(&middleware);
}

/* $container->provide($id, $service) for the app, its URL generator and a Vela\View of the
 * app's templates/, when it can. */
static bool provide(vela_php_app_t *app, zval *this_app)
{
    zend_object *container = Z_OBJ(app->container);
    vela_php_app_url_generator_new(Z_OBJ_P(this_app), &app->url_generator);
    if (!zend_hash_str_exists(&container->ce->function_table, "provide", 7)) {
        return true;
    }
    zval id, ignored;
    ZVAL_STRINGL(&id, "Vela\\App", 8);
    zend_call_method(container, container->ce, NULL, "provide", 7, &ignored, 2, &id, this_app);
    zval_ptr_dtor(&id);
    ZVAL_STRINGL(&id, "Vela\\Http\\UrlGenerator", 22);
    zend_call_method(container, container->ce, NULL, "provide", 7, &ignored, 2, &id,
                     &app->url_generator);
    zval_ptr_dtor(&id);
    zval view;
    zend_string *templates = zend_strpprintf(0, "%s/templates", ZSTR_VAL(app->root));
    vela_php_app_view_new(templates, &view);
    zend_string_release(templates);
    ZVAL_STRINGL(&id, "Vela\\View", 9);
    zend_call_method(container, container->ce, NULL, "provide", 7, &ignored, 2, &id, &view);
    zval_ptr_dtor(&id);
    zval_ptr_dtor(&view);
    if (!EG(exception)) {
        provide_clock(app);
    }
    if (!EG(exception)) {
        provide_throttle(app);
    }
    if (!EG(exception)) {
        provide_logger(app);
        provide_authenticate(app);
    }
    if (!EG(exception)) {
        provide_interceptors(app);
    }
    return !EG(exception);
}

/* config('app.trailing_slash', 'strict'): "strict", "redirect" or "match"; anything else throws,
 * naming the option and its values. */
static vela_php_app_slash_t config_trailing_slash(vela_php_app_t *app)
{
    static const char *const names[] = {"strict", "redirect", "match"};
    zend_object *container = Z_OBJ(app->container);
    zval args[2], result;
    vela_php_app_slash_t policy = VELA_PHP_APP_SLASH_STRICT;
    if (!zend_hash_str_exists(&container->ce->function_table, "config", 6)) {
        return policy;
    }
    ZVAL_STRINGL(&args[0], "app.trailing_slash", 18);
    ZVAL_STRINGL(&args[1], "strict", 6);
    zend_call_method(container, container->ce, NULL, "config", 6, &result, 2, &args[0], &args[1]);
    zval_ptr_dtor(&args[0]);
    zval_ptr_dtor(&args[1]);
    zend_clear_exception();
    bool known = false;
    for (size_t i = 0; i < 3 && Z_TYPE(result) == IS_STRING; i++) {
        if (zend_string_equals_cstr(Z_STR(result), names[i], strlen(names[i]))) {
            policy = (vela_php_app_slash_t)i, known = true;
        }
    }
    if (!known && Z_TYPE(result) != IS_NULL && Z_TYPE(result) != IS_UNDEF) {
        zend_throw_exception_ex(vela_ce_core_exception, 0,
                                "config('app.trailing_slash') must be 'strict', 'redirect' or "
                                "'match', %s given",
                                Z_TYPE(result) == IS_STRING ? Z_STRVAL(result)
                                                            : zend_zval_type_name(&result));
    }
    zval_ptr_dtor(&result);
    return policy;
}

/* What the container offers the app: its get(), which ids it shares, an exception handler, a
 * logger, config('app.debug') and config('app.json_api'); and what the app offers it: itself
 * and a URL generator. */
static bool connect_container(vela_php_app_t *app, zval *this_app)
{
    zend_object *container = Z_OBJ(app->container);
    static const char *const hooks[] = {"Vela\\Http\\ExceptionHandler",
                                        "Psr\\Log\\LoggerInterface"};
    vela_php_app_service_t **slots[] = {&app->error_handler, &app->logger};
    zval result;
    app->get = zend_hash_str_find_ptr(&container->ce->function_table, "get", 3);
    if (app->get == NULL) {
        zend_throw_exception(vela_ce_core_exception, "the container has no get(string $id) method",
                             0);
        return false;
    }
    zend_class_constant *c =
        zend_hash_str_find_ptr(CE_CONSTANTS_TABLE(container->ce), "TRANSIENT", 9);
    app->transient = c && Z_TYPE(c->value) == IS_ARRAY ? Z_ARRVAL(c->value) : NULL;
    for (size_t i = 0; i < 2; i++) {
        ZVAL_UNDEF(&result);
        if (container_call(app, "has", hooks[i], &result) && zend_is_true(&result)) {
            zend_string *id = zend_string_init(hooks[i], strlen(hooks[i]), 0);
            *slots[i] = vela_php_app_service_named(app, id);
            zend_string_release(id);
        }
        zval_ptr_dtor(&result);
    }
    app->debug = config_flag(app, "debug", "APP_DEBUG");
    app->json_api = !EG(exception) && config_flag(app, "json_api", "APP_JSON_API");
    app->trailing_slash = EG(exception) ? VELA_PHP_APP_SLASH_STRICT : config_trailing_slash(app);
    return !EG(exception) && provide(app, this_app);
}

/* --- Vela\App ---------------------------------------------------------------------- */

#define THIS_APP() app_from_obj(Z_OBJ_P(ZEND_THIS))

PHP_METHOD(Vela_App, __construct)
{
    zend_string *root;
    zend_object *container;
    vela_php_app_t *app = THIS_APP();

    ZEND_PARSE_PARAMETERS_START(2, 2)
    Z_PARAM_STR(root)
    Z_PARAM_OBJ(container)
    ZEND_PARSE_PARAMETERS_END();
    if (app->router != NULL) {
        zend_throw_exception(vela_ce_core_exception, "Vela\\App is already constructed", 0);
        RETURN_THROWS();
    }
    app->router = vela_router_new();
    app->root = zend_string_copy(root);
    ZVAL_OBJ_COPY(&app->container, container);
    if (app->router == NULL || !vela_php_app_check_cache(root) || !load_routes(app) ||
        !load_binders(app) || !load_globals(app) || !compile_regexes(app) ||
        !connect_container(app, ZEND_THIS) || !vela_php_app_resolve_routes(app)) {
        RETURN_THROWS();
    }
    app->psr = vela_php_psr_bridge_new();
    if (EG(exception)) {
        RETURN_THROWS();
    }
}

static void set_params(zval *request, const vela_route_match_t *match)
{
    vela_php_request_t *req = vela_php_request_from_obj(Z_OBJ_P(request));
    zval_ptr_dtor(&req->params);
    if (match->nparams == 0) {
        ZVAL_EMPTY_ARRAY(&req->params); /* a static route allocates nothing here either */
        return;
    }
    array_init_size(&req->params, (uint32_t)match->nparams);
    for (size_t i = 0; i < match->nparams; i++) { /* the router decoded them */
        add_assoc_stringl_ex(&req->params, match->params[i].name, match->params[i].name_len,
                             match->params[i].value, match->params[i].len);
    }
}

/*
 * The length of `path` without its trailing slashes, when a trailing-slash policy applies to a
 * request no route took: 0 when it has none, or when what is left would not be a path of this
 * origin ("" or "//host": a redirect there would leave the site).
 */
static size_t canonical_length(const char *path, size_t len)
{
    size_t canonical = len;
    while (canonical > 1 && path[canonical - 1] == '/') {
        canonical--;
    }
    if (canonical == len || canonical < 2 || path[1] == '/') {
        return 0;
    }
    return canonical;
}

/* The 308 to the path without its trailing slashes (`canonical` bytes), the query kept. */
static void redirect_to_canonical(vela_php_request_t *req, size_t canonical, zval *return_value)
{
    smart_str location = {0};
    smart_str_appendl(&location, ZSTR_VAL(req->target), canonical);
    smart_str_appendl(&location, ZSTR_VAL(req->target) + req->path_len,
                      ZSTR_LEN(req->target) - req->path_len);
    smart_str_0(&location);
    vela_php_response_empty(return_value, 308);
    zend_string *name = zend_string_init("Location", 8, 0);
    vela_php_response_header(Z_OBJ_P(return_value), name, location.s);
    zend_string_release(name);
    smart_str_free(&location);
}

/* Matches the request's path; with a trailing-slash policy, a miss is matched again without the
 * trailing slashes (a miss only: served paths pay nothing). True when *return_value holds the
 * policy's redirect instead. */
static bool match_path(vela_php_app_t *app, vela_php_request_t *req, unsigned method, char *scratch,
                       vela_route_match_t *match, zval *return_value)
{
    const char *path = ZSTR_VAL(req->target);
    vela_router_match(app->router, method, path, req->path_len, check_regex, app, scratch, match);
    if (match->route >= 0 || match->allowed != 0 ||
        app->trailing_slash == VELA_PHP_APP_SLASH_STRICT) {
        return false;
    }
    size_t canonical = canonical_length(path, req->path_len);
    vela_route_match_t again;
    if (canonical == 0) {
        return false;
    }
    vela_router_match(app->router, method, path, canonical, check_regex, app, scratch, &again);
    if (again.route < 0 && again.allowed == 0) {
        return false;
    }
    if (app->trailing_slash == VELA_PHP_APP_SLASH_REDIRECT) {
        redirect_to_canonical(req, canonical, return_value);
        return true;
    }
    *match = again;
    return false;
}

#define ROUTE_REDIRECTED (-2)

/*
 * Matches the request and gives it its route's parameters and allowed methods; returns the
 * route's number (-1: no route), or ROUTE_REDIRECTED when *return_value holds the trailing-slash
 * policy's redirect. Out of line on purpose: the match and the router's scratch (2 KB) leave the
 * C stack before the handler runs, so a coroutine parked in the handler touches one 4 KB stack
 * page instead of two (a page per request in flight: 128 per worker under TechEmpower's load).
 */
static zend_never_inline int route_request(vela_php_app_t *app, zval *request, zval *return_value)
{
    vela_php_request_t *req = vela_php_request_from_obj(Z_OBJ_P(request));
    unsigned method = vela_router_method_bit(ZSTR_VAL(req->method), ZSTR_LEN(req->method));
    vela_route_match_t match;
    size_t need = 2 * req->path_len; /* the router's scratch: canonical path, decoded values */
    char small[1024], *scratch = need <= sizeof(small) ? small : emalloc(need);
    bool redirected = match_path(app, req, method, scratch, &match, return_value);
    if (!redirected) {
        set_params(request, &match);
        req->route_allowed = match.allowed; /* for the no-route answer's Allow: no second match */
    }
    if (scratch != small) {
        efree(scratch);
    }
    return redirected ? ROUTE_REDIRECTED : match.route;
}

void vela_php_app_handle(vela_php_app_t *app, zval *request, zval *return_value)
{
    vela_php_request_t *req = vela_php_request_from_obj(Z_OBJ_P(request));
    zend_object *hidden = vela_php_log_scope_enter(Z_OBJ_P(request)); /* for the loggers */
    if (UNEXPECTED(vela_php_app_outages_due != 0)) { /* a backend failed: counts may be due */
        vela_php_app_outages_tick(app);
    }
    ZVAL_UNDEF(return_value);
    int matched = route_request(app, request, return_value);
    if (matched == ROUTE_REDIRECTED) {
        vela_php_log_scope_leave(hidden);
        return;
    }
    vela_php_app_route_t *route = &app->resolved[matched + 1];
    if (route->label) { /* for metrics, the access log and Request::route() */
        if (req->route) {
            zend_string_release(req->route);
        }
        req->route = zend_string_copy(route->label);
    }
    vela_php_app_run_chain(app, route, 0, request, return_value);
    if (EG(exception)) { /* a global middleware's own failure */
        zval_ptr_dtor(return_value);
        ZVAL_UNDEF(return_value);
        vela_php_app_answer_exception(app, request, return_value);
    }
    vela_php_log_scope_leave(hidden);
}

/*
 * handle() for the server, installed as its handler in C (build_server()): each request goes
 * from the server to the router without a trip through the VM. `owner` is the app.
 */
static void serve_request(zend_object *owner, zval *request, zval *return_value)
{
    vela_php_app_t *app = app_from_obj(owner);
    if (app->resolved == NULL) {
        zend_throw_exception(vela_ce_core_exception, "Vela\\App is not constructed", 0);
        return;
    }
    vela_php_app_handle(app, request, return_value);
    if (Z_TYPE_P(return_value) == IS_UNDEF && !EG(exception)) {
        zend_throw_exception(vela_ce_core_exception, "the request got no answer", 0);
    }
}

PHP_METHOD(Vela_App, handle)
{
    zval *request;

    ZEND_PARSE_PARAMETERS_START(1, 1)
    Z_PARAM_OBJECT_OF_CLASS(request, vela_ce_http_request)
    ZEND_PARSE_PARAMETERS_END();
    serve_request(Z_OBJ_P(ZEND_THIS), request, return_value);
}

PHP_METHOD(Vela_App, match)
{
    zend_string *method, *path;
    vela_php_app_t *app = THIS_APP();
    vela_route_match_t match;

    ZEND_PARSE_PARAMETERS_START(2, 2)
    Z_PARAM_STR(method)
    Z_PARAM_STR(path)
    ZEND_PARSE_PARAMETERS_END();
    if (app->router == NULL) {
        zend_throw_exception(vela_ce_core_exception, "Vela\\App is not constructed", 0);
        RETURN_THROWS();
    }
    size_t need = 2 * ZSTR_LEN(path);
    char small[1024], *scratch = need <= sizeof(small) ? small : emalloc(need);
    vela_router_match(app->router, vela_router_method_bit(ZSTR_VAL(method), ZSTR_LEN(method)),
                      ZSTR_VAL(path), ZSTR_LEN(path), check_regex, app, scratch, &match);
    if (match.route < 0) {
        if (scratch != small) {
            efree(scratch);
        }
        RETURN_NULL();
    }
    zval *route = zend_hash_index_find(Z_ARRVAL(app->routes), match.route), params;
    static const char *const keys[] = {"name", "controller", "method"};
    array_init_size(return_value, 4);
    for (size_t i = 0; i < 3; i++) {
        zval *value = zend_hash_str_find(Z_ARRVAL_P(route), keys[i], strlen(keys[i]));
        if (value) {
            Z_TRY_ADDREF_P(value);
            add_assoc_zval(return_value, keys[i], value);
        }
    }
    if (match.nparams == 0) {
        ZVAL_EMPTY_ARRAY(&params);
    } else {
        array_init_size(&params, (uint32_t)match.nparams);
    }
    for (size_t i = 0; i < match.nparams; i++) {
        add_assoc_stringl_ex(&params, match.params[i].name, match.params[i].name_len,
                             match.params[i].value, match.params[i].len);
    }
    if (scratch != small) {
        efree(scratch);
    }
    add_assoc_zval(return_value, "params", &params);
}

/* The server options from config('app'): host, port, workers, debug, then the 'server' array. */
static void server_options(vela_php_app_t *app, zval *options)
{
    static const char *const keys[] = {"host", "port", "workers", "debug"};
    zval key, config, *value;
    array_init(options);
    if (!zend_hash_str_exists(&Z_OBJCE(app->container)->function_table, "config", 6)) {
        return;
    }
    ZVAL_STRING(&key, "app");
    zend_call_method(Z_OBJ(app->container), Z_OBJCE(app->container), NULL, "config", 6, &config, 1,
                     &key, NULL);
    zval_ptr_dtor(&key);
    if (EG(exception) || Z_TYPE(config) != IS_ARRAY) {
        zval_ptr_dtor(&config);
        return;
    }
    for (size_t i = 0; i < sizeof(keys) / sizeof(keys[0]); i++) {
        if ((value = zend_hash_str_find(Z_ARRVAL(config), keys[i], strlen(keys[i]))) != NULL) {
            Z_TRY_ADDREF_P(value);
            add_assoc_zval(options, keys[i], value);
        }
    }
    if ((value = zend_hash_str_find(Z_ARRVAL(config), "server", 6)) &&
        Z_TYPE_P(value) == IS_ARRAY) {
        php_array_merge(Z_ARRVAL_P(options), Z_ARRVAL_P(value));
    }
    zval_ptr_dtor(&config);
}

/* $server->$hook([$app, $method]): the pools follow each worker's life. */
static void add_worker_hook(zval *this_app, zval *server, const char *hook, const char *method)
{
    zval callable, ignored;
    if (EG(exception)) {
        return;
    }
    array_init(&callable);
    Z_ADDREF_P(this_app);
    add_next_index_zval(&callable, this_app);
    add_next_index_string(&callable, method);
    zend_call_method(Z_OBJ_P(server), vela_ce_http_server, NULL, hook, strlen(hook), &ignored, 1,
                     &callable, NULL);
    zval_ptr_dtor(&ignored);
    zval_ptr_dtor(&callable);
}

static void build_server(zval *this_app, zval *return_value)
{
    zval options;
    server_options(app_from_obj(Z_OBJ_P(this_app)), &options);
    if (EG(exception)) {
        zval_ptr_dtor(&options);
        return;
    }
    object_init_ex(return_value, vela_ce_http_server);
    zend_call_known_instance_method_with_1_params(vela_ce_http_server->constructor,
                                                  Z_OBJ_P(return_value), NULL, &options);
    zval_ptr_dtor(&options);
    if (EG(exception)) {
        return;
    }
    vela_php_http_server_set_handler(Z_OBJ_P(return_value), serve_request, Z_OBJ_P(this_app));
    add_worker_hook(this_app, return_value, "onworkerstart", "openPools");
    add_worker_hook(this_app, return_value, "onworkerstop", "closePools");
    vela_php_app_watch_cache(app_from_obj(Z_OBJ_P(this_app))->root, Z_OBJ_P(return_value));
}

PHP_METHOD(Vela_App, server)
{
    ZEND_PARSE_PARAMETERS_NONE();
    build_server(ZEND_THIS, return_value);
}

PHP_METHOD(Vela_App, openPools)
{
    vela_php_app_t *app = THIS_APP();
    zval *server_unused = NULL;
    ZEND_PARSE_PARAMETERS_START(0, 1)
    Z_PARAM_OPTIONAL
    Z_PARAM_OBJECT_OF_CLASS_OR_NULL(server_unused, vela_ce_http_server)
    ZEND_PARSE_PARAMETERS_END();
    if (app->router == NULL) {
        zend_throw_exception(vela_ce_core_exception, "Vela\\App is not constructed", 0);
        RETURN_THROWS();
    }
    if (!vela_php_app_open_pools(&app->container, &app->pools)) {
        RETURN_THROWS();
    }
}

PHP_METHOD(Vela_App, closePools)
{
    zval *server_unused = NULL;
    ZEND_PARSE_PARAMETERS_START(0, 1)
    Z_PARAM_OPTIONAL
    Z_PARAM_OBJECT_OF_CLASS_OR_NULL(server_unused, vela_ce_http_server)
    ZEND_PARSE_PARAMETERS_END();
    vela_php_app_close_pools(&THIS_APP()->pools);
}

PHP_METHOD(Vela_App, run)
{
    zval server, ignored;
    ZEND_PARSE_PARAMETERS_NONE();
    build_server(ZEND_THIS, &server);
    if (!EG(exception)) {
        zend_call_method(Z_OBJ(server), vela_ce_http_server, NULL, "start", 5, &ignored, 0, NULL,
                         NULL);
        zval_ptr_dtor(&ignored);
    }
    zval_ptr_dtor(&server);
}

PHP_METHOD(Vela_App, url)
{
    zend_string *name;
    HashTable *params = NULL;

    ZEND_PARSE_PARAMETERS_START(1, 2)
    Z_PARAM_STR(name)
    Z_PARAM_OPTIONAL
    Z_PARAM_ARRAY_HT(params)
    ZEND_PARSE_PARAMETERS_END();
    zend_string *url = vela_php_app_url(THIS_APP(), name, params);
    if (url == NULL) {
        RETURN_THROWS();
    }
    RETURN_STR(url);
}

/* --- object handlers ------------------------------------------------------------------ */

static zend_object *app_create(zend_class_entry *ce)
{
    vela_php_app_t *app = zend_object_alloc(sizeof(vela_php_app_t), ce);
    zend_object_std_init(&app->std, ce);
    object_properties_init(&app->std, ce);
    app->std.handlers = &app_handlers;
    ZVAL_UNDEF(&app->routes);
    ZVAL_UNDEF(&app->container);
    ZVAL_UNDEF(&app->url_generator);
    zend_hash_init(&app->services, 8, NULL, NULL, 0);
    return &app->std;
}

static void app_free(zend_object *obj)
{
    vela_php_app_t *app = app_from_obj(obj);
    vela_php_app_outages_free(app);
    vela_php_app_release(app);
    vela_php_psr_bridge_free(app->psr);
    vela_php_psr_factory_free(app->psr7);
    zend_hash_destroy(&app->services);
    /* In the CLI, PCRE's cache is per request and destroyed, whatever its
     * entries' refcounts, when modules deactivate: an App still alive then is
     * freed after it, and must not touch the entries. */
    bool cache_alive = !(EG(flags) & EG_FLAGS_IN_SHUTDOWN);
    for (size_t i = 0; cache_alive && app->router && i < vela_router_regex_count(app->router);
         i++) {
        if (app->regexes && app->regexes[i]) {
            php_pcre_pce_decref(app->regexes[i]);
        }
    }
    efree(app->regexes);
    if (app->match_data) {
        pcre2_match_data_free(app->match_data);
    }
    vela_router_free(app->router);
    zval_ptr_dtor(&app->routes);
    if (EG(active)) { /* after a fatal error no method runs: the pools free themselves */
        vela_php_app_close_pools(&app->pools);
    }
    zval_ptr_dtor(&app->pools);
    zval_ptr_dtor(&app->container);
    zval_ptr_dtor(&app->url_generator);
    if (app->root) {
        zend_string_release(app->root);
    }
    zend_object_std_dtor(obj);
}

/* The container and the URL generator may point back at the app (it provides itself). */
static HashTable *app_get_gc(zend_object *obj, zval **table, int *n)
{
    vela_php_app_t *app = app_from_obj(obj);
    zend_get_gc_buffer *buffer = zend_get_gc_buffer_create();
    vela_php_app_service_t *service;
    zend_get_gc_buffer_add_zval(buffer, &app->container);
    zend_get_gc_buffer_add_zval(buffer, &app->url_generator);
    ZEND_HASH_FOREACH_PTR(&app->services, service)
    {
        if (service->object) {
            zend_get_gc_buffer_add_obj(buffer, service->object);
        }
    }
    ZEND_HASH_FOREACH_END();
    for (size_t i = 0; i < app->nresolved; i++) {
        if (app->resolved[i].controller.object) {
            zend_get_gc_buffer_add_obj(buffer, app->resolved[i].controller.object);
        }
    }
    zend_get_gc_buffer_use(buffer, table, n);
    return zend_std_get_properties(obj);
}

void vela_php_app_register(zend_class_entry *app, zend_class_entry *next)
{
    vela_ce_app = app;
    app->ce_flags |= ZEND_ACC_NOT_SERIALIZABLE;
    app->create_object = app_create;
    memcpy(&app_handlers, zend_get_std_object_handlers(), sizeof(zend_object_handlers));
    app_handlers.offset = XtOffsetOf(vela_php_app_t, std);
    app_handlers.free_obj = app_free;
    app_handlers.get_gc = app_get_gc;
    app_handlers.clone_obj = NULL;
    vela_php_app_next_register(next);
}
