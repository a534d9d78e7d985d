/*
 * Vela\App and Vela\Http\Next: the framework's request path.
 *
 * Design. The constructor loads what vgen generated (var/cache/routes.php,
 * the route table as a PHP array, and binders.php, the argument binders)
 * once, and adds every route to a C router (ext/src/router/router.h). handle()
 * then does, per request: match (a static route costs one hash probe) ->
 * route params into the Request -> the route's middleware, each called as
 * process($request, $next) with $next a Vela\Http\Next -> the generated
 * binder -> the controller method, called with named arguments -> the
 * return value made a Response. Nothing reflects: the binder and the
 * container were written by vgen.
 *
 * A binder's Vela\BindFailure becomes its status (404/400/422)
 * with a JSON body {"errors": {...}}. Any other exception propagates to the
 * server, which logs it and answers 500.
 */
#include <php.h>
#include <Zend/zend_exceptions.h>
#include <Zend/zend_interfaces.h>
#include <ext/json/php_json.h>
#include <ext/pcre/php_pcre.h>
#include <ext/standard/php_array.h>
#include <ext/standard/url.h>
#include <zend_smart_str.h>

#include "php/app/app.h"
#include "php/core/binding.h"
#include "src/core/error.h"
#include "php/http/http.h"
#include "src/router/router.h"

zend_class_entry *vela_ce_app;
zend_class_entry *vela_ce_http_next;
static zend_object_handlers app_handlers, next_handlers;

typedef struct vela_php_app {
    vela_router_t *router;
    zval routes;               /* routes.php: a list of route arrays, indexed like the router */
    zval container;            /* get(string $id): object */
    zend_class_entry *binders; /* Vela\Generated\Binders, resolved once at construction */
    zend_function *bind;       /* its bind() */
    zend_string *root;
    zval pools; /* open connection pools, id => pool (pools.c) */
    zend_object std;
} vela_php_app_t;

typedef struct vela_php_next {
    zend_object *app;
    zend_long route;
    zend_long position; /* the middleware this Next runs */
    zend_object std;
} vela_php_next_t;

static inline vela_php_app_t *app_from_obj(zend_object *obj)
{
    return (vela_php_app_t *)((char *)obj - XtOffsetOf(vela_php_app_t, std));
}

static inline vela_php_next_t *next_from_obj(zend_object *obj)
{
    return (vela_php_next_t *)((char *)obj - XtOffsetOf(vela_php_next_t, std));
}

static void dispatch_from(vela_php_app_t *app, zend_long route, zend_long position, zval *request,
                          zval *return_value);

/* --- loading the generated cache ----------------------------------------- */

/* require $path, its return value into *result. Returns false with an exception thrown. */
static bool require_file(zend_string *path, zval *result)
{
    zend_file_handle handle;
    zend_op_array *op_array;

    ZVAL_UNDEF(result);
    if (VCWD_ACCESS(ZSTR_VAL(path), R_OK) != 0) {
        zend_throw_exception_ex(vela_ce_exception, 0, "%s is missing: run `vgen compile`",
                                ZSTR_VAL(path));
        return false;
    }
    zend_stream_init_filename_ex(&handle, path);
    op_array = zend_compile_file(&handle, ZEND_REQUIRE);
    zend_destroy_file_handle(&handle);
    if (op_array == NULL) {
        if (!EG(exception)) {
            zend_throw_exception_ex(vela_ce_exception, 0, "cannot compile %s", ZSTR_VAL(path));
        }
        return false;
    }
    zend_execute(op_array, result);
    destroy_op_array(op_array);
    efree(op_array);
    return !EG(exception);
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
    app->bind =
        app->binders ? zend_hash_str_find_ptr(&app->binders->function_table, "bind", 4) : NULL;
    if (app->binders != NULL && app->bind == NULL) {
        zend_throw_exception(vela_ce_exception, "binders.php has no Binders::bind()", 0);
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

static bool add_route(vela_php_app_t *app, zval *route, zend_ulong index)
{
    zval *path =
        Z_TYPE_P(route) == IS_ARRAY ? zend_hash_str_find(Z_ARRVAL_P(route), "path", 4) : NULL;
    unsigned methods = path ? method_bits(zend_hash_str_find(Z_ARRVAL_P(route), "methods", 7)) : 0;
    if (path == NULL || Z_TYPE_P(path) != IS_STRING || methods == 0) {
        zend_throw_exception_ex(vela_ce_exception, 0,
                                "routes.php: route %lu needs 'path' and known 'methods'", index);
        return false;
    }
    vela_route_pattern_error_t error = {0, NULL};
    int rc = vela_router_add(app->router, methods, Z_STRVAL_P(path), Z_STRLEN_P(path), &error);
    if (rc >= 0 && (zend_ulong)rc == index) {
        return true;
    }
    char source[256];
    route_source(route, source, sizeof(source));
    if (rc == VELA_EINVAL) {
        zend_throw_exception_ex(vela_ce_exception, 0,
                                "routes.php: route '%s'%s: %s (at byte %zu); run `vgen compile`",
                                Z_STRVAL_P(path), source, error.message, error.offset);
    } else {
        zend_throw_exception_ex(vela_ce_exception, 0, "routes.php: route '%s'%s: %s",
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
        zend_throw_exception(vela_ce_exception, "routes.php must return a list of routes", 0);
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

/* --- calling into PHP ------------------------------------------------------ */

/* $container->get($id) into *out; false with an exception thrown. */
static bool container_get(vela_php_app_t *app, zval *id, zval *out)
{
    zend_object *container = Z_OBJ(app->container);
    zend_call_method(container, container->ce, NULL, "get", 3, out, 1, id, NULL);
    if (EG(exception)) {
        return false;
    }
    if (Z_TYPE_P(out) != IS_OBJECT) {
        zend_throw_exception_ex(vela_ce_exception, 0, "container returned no object for %s",
                                Z_TYPE_P(id) == IS_STRING ? Z_STRVAL_P(id) : "?");
        return false;
    }
    return true;
}

static void call_static(zend_class_entry *ce, const char *method, zval *retval, uint32_t argc,
                        zval *arg1, zval *arg2)
{
    zend_call_method(NULL, ce, NULL, method, strlen(method), retval, argc, arg1, arg2);
}

/* A Response for what an action or a middleware returned; NULL-ish values give 204. */
static void to_response(zval *result, zval *return_value)
{
    if (Z_TYPE_P(result) == IS_OBJECT &&
        instanceof_function(Z_OBJCE_P(result), vela_ce_http_response)) {
        ZVAL_COPY(return_value, result);
    } else if (Z_TYPE_P(result) == IS_STRING) {
        call_static(vela_ce_http_response, "html", return_value, 1, result, NULL);
    } else if (Z_TYPE_P(result) == IS_ARRAY ||
               (Z_TYPE_P(result) == IS_OBJECT &&
                instanceof_function(Z_OBJCE_P(result), php_json_serializable_ce))) {
        call_static(vela_ce_http_response, "json", return_value, 1, result, NULL);
    } else if (Z_TYPE_P(result) == IS_NULL) {
        zval body, status;
        ZVAL_EMPTY_STRING(&body);
        ZVAL_LONG(&status, 204);
        object_init_ex(return_value, vela_ce_http_response);
        zend_call_known_instance_method_with_2_params(vela_ce_http_response->constructor,
                                                      Z_OBJ_P(return_value), NULL, &body, &status);
    } else {
        zend_throw_exception_ex(vela_ce_exception, 0,
                                "an action returned %s; expected a Response, an array, a "
                                "JsonSerializable, a string or null",
                                zend_zval_type_name(result));
    }
}

/* If the pending exception is a binder's Vela\BindFailure, turn it into its response. */
static bool bind_failure_response(zval *return_value)
{
    zend_object *ex = EG(exception);
    if (ex == NULL || !instanceof_function(ex->ce, vela_ce_bind_failure)) {
        return false;
    }
    zval rv, body, *status, *errors;
    status = zend_read_property(vela_ce_bind_failure, ex, "status", 6, 1, &rv);
    errors = zend_read_property(vela_ce_bind_failure, ex, "errors", 6, 1, &rv);
    array_init(&body);
    Z_TRY_ADDREF_P(errors);
    add_assoc_zval(&body, "errors", errors);
    zval code;
    ZVAL_LONG(&code, zval_get_long(status));
    zend_clear_exception();
    call_static(vela_ce_http_response, "json", return_value, 2, &body, &code);
    zval_ptr_dtor(&body);
    return true;
}

/* Binders::bind($action, $request, $container): the action's named arguments. */
static bool bind_arguments(vela_php_app_t *app, zval *route, zval *request, zval *args)
{
    zval *binder = zend_hash_str_find(Z_ARRVAL_P(route), "binder", 6);
    if (binder == NULL || app->bind == NULL) {
        array_init(args); /* a route without a binder takes no arguments */
        return true;
    }
    zval params[3];
    ZVAL_COPY_VALUE(&params[0], binder);
    ZVAL_COPY_VALUE(&params[1], request);
    ZVAL_COPY_VALUE(&params[2], &app->container);
    zend_call_known_function(app->bind, NULL, app->binders, args, 3, params, NULL);
    return !EG(exception) && Z_TYPE_P(args) == IS_ARRAY;
}

static void call_action(vela_php_app_t *app, zval *route, zval *request, zval *return_value)
{
    zval *controller = zend_hash_str_find(Z_ARRVAL_P(route), "controller", 10);
    zval *method = zend_hash_str_find(Z_ARRVAL_P(route), "method", 6);
    zval target, args, result;
    if (controller == NULL || method == NULL || Z_TYPE_P(method) != IS_STRING) {
        zend_throw_exception(vela_ce_exception,
                             "routes.php: a route needs 'controller' and 'method'", 0);
        return;
    }
    if (!container_get(app, controller, &target)) {
        return;
    }
    if (!bind_arguments(app, route, request, &args)) {
        bind_failure_response(return_value);
        zval_ptr_dtor(&args);
        zval_ptr_dtor(&target);
        return;
    }
    zend_function *fn = Z_OBJ_HT(target)->get_method(&Z_OBJ(target), Z_STR_P(method), NULL);
    if (fn == NULL) {
        if (!EG(exception)) {
            zend_throw_exception_ex(vela_ce_exception, 0, "%s has no method %s",
                                    ZSTR_VAL(Z_OBJCE(target)->name), Z_STRVAL_P(method));
        }
    } else {
        ZVAL_UNDEF(&result);
        zend_call_known_function(fn, Z_OBJ(target), Z_OBJCE(target), &result, 0, NULL,
                                 Z_ARRVAL(args));
        if (!EG(exception)) {
            to_response(&result, return_value);
        }
        zval_ptr_dtor(&result);
    }
    zval_ptr_dtor(&args);
    zval_ptr_dtor(&target);
}

static void new_next(vela_php_app_t *app, zend_long route, zend_long position, zval *out)
{
    object_init_ex(out, vela_ce_http_next);
    vela_php_next_t *next = next_from_obj(Z_OBJ_P(out));
    next->app = &app->std;
    GC_ADDREF(&app->std);
    next->route = route;
    next->position = position;
}

static void call_middleware(vela_php_app_t *app, zend_long route, zend_long position, zval *id,
                            zval *request, zval *return_value)
{
    zval middleware, next, result;
    if (!container_get(app, id, &middleware)) {
        return;
    }
    new_next(app, route, position + 1, &next);
    ZVAL_UNDEF(&result);
    zend_call_method(Z_OBJ(middleware), Z_OBJCE(middleware), NULL, "process", 7, &result, 2,
                     request, &next);
    if (!EG(exception)) {
        to_response(&result, return_value);
    }
    zval_ptr_dtor(&result);
    zval_ptr_dtor(&next);
    zval_ptr_dtor(&middleware);
}

/* Runs the route's chain from middleware `position` on (past the end: the action). */
static void dispatch_from(vela_php_app_t *app, zend_long route_index, zend_long position,
                          zval *request, zval *return_value)
{
    zval *route = zend_hash_index_find(Z_ARRVAL(app->routes), route_index);
    zval *list = zend_hash_str_find(Z_ARRVAL_P(route), "middleware", 10);
    zval *id = list && Z_TYPE_P(list) == IS_ARRAY ? zend_hash_index_find(Z_ARRVAL_P(list), position)
                                                  : NULL;
    if (id != NULL) {
        call_middleware(app, route_index, position, id, request, return_value);
    } else {
        call_action(app, route, request, return_value);
    }
}

/* --- matching ------------------------------------------------------------------ */

/* Does `regex` (PCRE, anchored to the whole value as the router means it) match value? */
static bool regex_matches(const char *regex, size_t regex_len, const char *value, size_t len)
{
    zend_string *pattern = zend_strpprintf(0,
                                           "\x01^(?:%.*s)$\x01"
                                           "D",
                                           (int)regex_len, regex);
    pcre_cache_entry *pce = pcre_get_compiled_regex_cache(pattern);
    zend_string_release(pattern);
    if (pce == NULL) {
        return false; /* PHP warned about the bad regex; vgen rejects them at compile time */
    }
    pcre2_code *re = php_pcre_pce_re(pce);
    pcre2_match_data *md = php_pcre_create_match_data(0, re);
    int rc = md ? pcre2_match(re, (PCRE2_SPTR)value, len, 0, 0, md, php_pcre_mctx()) : -1;
    if (md) {
        php_pcre_free_match_data(md);
    }
    return rc >= 0;
}

static bool check_regex(void *ud, int route, size_t param, const char *value, size_t len)
{
    vela_php_app_t *app = ud;
    const char *regex;
    size_t regex_len;
    if (!vela_router_param_regex(app->router, route, param, &regex, &regex_len)) {
        return true;
    }
    return regex_matches(regex, regex_len, value, len);
}

static void set_params(zval *request, const vela_route_match_t *match)
{
    vela_php_request_t *req = vela_php_request_from_obj(Z_OBJ_P(request));
    zval_ptr_dtor(&req->params);
    array_init_size(&req->params, (uint32_t)match->nparams);
    for (size_t i = 0; i < match->nparams; i++) {
        zend_string *value = zend_string_init(match->params[i].value, match->params[i].len, 0);
        ZSTR_LEN(value) = php_raw_url_decode(ZSTR_VAL(value), ZSTR_LEN(value));
        add_assoc_str_ex(&req->params, match->params[i].name, match->params[i].name_len, value);
    }
}

static void not_matched(unsigned allowed, zval *return_value)
{
    static const char *const names[] = {"GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"};
    zval body, status;
    ZVAL_STRING(&body, allowed ? "Method Not Allowed" : "Not Found");
    ZVAL_LONG(&status, allowed ? 405 : 404);
    call_static(vela_ce_http_response, "text", return_value, 2, &body, &status);
    zval_ptr_dtor(&body);
    if (allowed == 0 || EG(exception)) {
        return;
    }
    smart_str allow = {0};
    allowed |= (allowed & VELA_METHOD_GET) ? VELA_METHOD_HEAD : 0;
    for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); i++) {
        if (allowed & (1u << i)) {
            smart_str_appends(&allow, allow.s ? ", " : "");
            smart_str_appends(&allow, names[i]);
        }
    }
    smart_str_0(&allow);
    zval name, value, ignored;
    ZVAL_STRING(&name, "Allow");
    ZVAL_STR(&value, allow.s);
    zend_call_method(Z_OBJ_P(return_value), vela_ce_http_response, NULL, "header", 6, &ignored, 2,
                     &name, &value);
    zval_ptr_dtor(&ignored);
    zval_ptr_dtor(&name);
    zval_ptr_dtor(&value);
}

/* The request's route label (metrics, access log, Request::route()): its name, else its path. */
static void label_route(vela_php_app_t *app, vela_php_request_t *req, zend_long route_index)
{
    zval *route = zend_hash_index_find(Z_ARRVAL(app->routes), (zend_ulong)route_index);
    zval *label = zend_hash_str_find(Z_ARRVAL_P(route), "name", 4);
    if (label == NULL || Z_TYPE_P(label) != IS_STRING) {
        label = zend_hash_str_find(Z_ARRVAL_P(route), "path", 4);
    }
    if (req->route) {
        zend_string_release(req->route);
    }
    req->route = zend_string_copy(Z_STR_P(label));
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
        zend_throw_exception(vela_ce_exception, "Vela\\App is already constructed", 0);
        RETURN_THROWS();
    }
    app->router = vela_router_new();
    app->root = zend_string_copy(root);
    ZVAL_OBJ_COPY(&app->container, container);
    if (app->router == NULL || !load_routes(app) || !load_binders(app)) {
        RETURN_THROWS();
    }
}

PHP_METHOD(Vela_App, handle)
{
    zval *request;
    vela_php_app_t *app = THIS_APP();
    vela_route_match_t match;

    ZEND_PARSE_PARAMETERS_START(1, 1)
    Z_PARAM_OBJECT_OF_CLASS(request, vela_ce_http_request)
    ZEND_PARSE_PARAMETERS_END();
    if (app->router == NULL) {
        zend_throw_exception(vela_ce_exception, "Vela\\App is not constructed", 0);
        RETURN_THROWS();
    }
    vela_php_request_t *req = vela_php_request_from_obj(Z_OBJ_P(request));
    unsigned method = vela_router_method_bit(ZSTR_VAL(req->method), ZSTR_LEN(req->method));
    vela_router_match(app->router, method, ZSTR_VAL(req->target), req->path_len, check_regex, app,
                      &match);
    if (match.route < 0) {
        not_matched(match.allowed, return_value);
        return;
    }
    set_params(request, &match);
    label_route(app, req, match.route);
    dispatch_from(app, match.route, 0, request, return_value);
}

/* The server options from config('app'): host, port, workers, then the 'server' array. */
static void server_options(vela_php_app_t *app, zval *options)
{
    static const char *const keys[] = {"host", "port", "workers"};
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
    zval options, handler, ignored;
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
    array_init(&handler);
    Z_ADDREF_P(this_app);
    add_next_index_zval(&handler, this_app);
    add_next_index_string(&handler, "handle");
    zend_call_method(Z_OBJ_P(return_value), vela_ce_http_server, NULL, "handle", 6, &ignored, 1,
                     &handler, NULL);
    zval_ptr_dtor(&ignored);
    zval_ptr_dtor(&handler);
    add_worker_hook(this_app, return_value, "onworkerstart", "openPools");
    add_worker_hook(this_app, return_value, "onworkerstop", "closePools");
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
        zend_throw_exception(vela_ce_exception, "Vela\\App is not constructed", 0);
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

/* The number of the route named `name`, or -1. */
static zend_long route_named(vela_php_app_t *app, zend_string *name)
{
    zend_ulong index;
    zval *route, *route_name;
    ZEND_HASH_FOREACH_NUM_KEY_VAL(Z_ARRVAL(app->routes), index, route)
    {
        route_name = zend_hash_str_find(Z_ARRVAL_P(route), "name", 4);
        if (route_name && Z_TYPE_P(route_name) == IS_STRING &&
            zend_string_equals(Z_STR_P(route_name), name)) {
            return (zend_long)index;
        }
    }
    ZEND_HASH_FOREACH_END();
    return -1;
}

/* The placeholder as written, "{id:\d+}", for messages. */
static vela_route_span_t placeholder_text(const vela_route_segment_t *segment)
{
    const vela_route_span_t *last = segment->regex.len ? &segment->regex : &segment->name;
    size_t start = segment->name.offset - 1;
    return (vela_route_span_t){start, last->offset + last->len + 1 - start};
}

/*
 * Appends the placeholder's value from `params`, rawurlencoded; throws and
 * returns false when it is missing, empty or does not match the regex (the
 * URL would not reach the route).
 */
static bool fill_placeholder(smart_str *out, const char *text, const vela_route_segment_t *segment,
                             HashTable *params, HashTable *used)
{
    vela_route_span_t whole = placeholder_text(segment);
    zval *value = zend_hash_str_find(params, text + segment->name.offset, segment->name.len);
    if (value == NULL) {
        zend_throw_exception_ex(vela_ce_exception, 0, "route '%s' needs a value for %.*s", text,
                                (int)whole.len, text + whole.offset);
        return false;
    }
    zend_string *str = zval_get_string(value);
    zend_string *encoded = php_raw_url_encode(ZSTR_VAL(str), ZSTR_LEN(str));
    bool ok =
        ZSTR_LEN(encoded) > 0 &&
        (segment->regex.len == 0 || regex_matches(text + segment->regex.offset, segment->regex.len,
                                                  ZSTR_VAL(encoded), ZSTR_LEN(encoded)));
    if (ok) {
        smart_str_append(out, encoded);
        zend_hash_str_add_empty_element(used, text + segment->name.offset, segment->name.len);
    } else if (!EG(exception)) {
        zend_throw_exception_ex(vela_ce_exception, 0, "route '%s': '%s' is not a value for %.*s",
                                text, ZSTR_VAL(str), (int)whole.len, text + whole.offset);
    }
    zend_string_release(encoded);
    zend_string_release(str);
    return ok;
}

/* Builds the path of route `route`; on a bad or missing value throws and returns NULL. */
static zend_string *fill_path(vela_php_app_t *app, int route, HashTable *params, HashTable *used)
{
    const char *text;
    const vela_route_pattern_t *pattern = vela_router_pattern(app->router, route, &text);
    smart_str out = {0};
    for (size_t i = 0; i < pattern->nsegments; i++) {
        const vela_route_segment_t *segment = &pattern->segments[i];
        smart_str_appendc(&out, '/');
        smart_str_appendl(&out, text + segment->prefix.offset, segment->prefix.len);
        if (vela_route_segment_is_param(segment) &&
            !fill_placeholder(&out, text, segment, params, used)) {
            smart_str_free(&out);
            return NULL;
        }
        smart_str_appendl(&out, text + segment->suffix.offset, segment->suffix.len);
    }
    smart_str_0(&out);
    return out.s;
}

/* Parameters the path did not use become the query string. */
static zend_string *append_query(zend_string *path, HashTable *params, HashTable *used)
{
    smart_str out = {0};
    zend_string *key;
    zval *value;
    smart_str_append(&out, path);
    ZEND_HASH_FOREACH_STR_KEY_VAL(params, key, value)
    {
        if (key == NULL || zend_hash_exists(used, key)) {
            continue;
        }
        zend_string *str = zval_get_string(value);
        zend_string *k = php_raw_url_encode(ZSTR_VAL(key), ZSTR_LEN(key));
        zend_string *v = php_raw_url_encode(ZSTR_VAL(str), ZSTR_LEN(str));
        smart_str_appendc(&out, ZSTR_LEN(out.s) == ZSTR_LEN(path) ? '?' : '&');
        smart_str_append(&out, k);
        smart_str_appendc(&out, '=');
        smart_str_append(&out, v);
        zend_string_release(k);
        zend_string_release(v);
        zend_string_release(str);
    }
    ZEND_HASH_FOREACH_END();
    smart_str_0(&out);
    zend_string_release(path);
    return out.s;
}

PHP_METHOD(Vela_App, url)
{
    zend_string *name;
    HashTable *params = NULL;
    vela_php_app_t *app = THIS_APP();

    ZEND_PARSE_PARAMETERS_START(1, 2)
    Z_PARAM_STR(name)
    Z_PARAM_OPTIONAL
    Z_PARAM_ARRAY_HT(params)
    ZEND_PARSE_PARAMETERS_END();
    zend_long route = app->router ? route_named(app, name) : -1;
    if (route < 0) {
        zend_throw_exception_ex(vela_ce_exception, 0, "no route is named '%s'", ZSTR_VAL(name));
        RETURN_THROWS();
    }
    HashTable empty, used;
    zend_hash_init(&empty, 0, NULL, NULL, 0);
    zend_hash_init(&used, 8, NULL, NULL, 0);
    zend_string *path = fill_path(app, (int)route, params ? params : &empty, &used);
    if (path != NULL) {
        RETVAL_STR(append_query(path, params ? params : &empty, &used));
    }
    zend_hash_destroy(&used);
    zend_hash_destroy(&empty);
}

/* --- Vela\Http\Next ------------------------------------------------------------------- */

PHP_METHOD(Vela_Http_Next, __construct)
{
    ZEND_PARSE_PARAMETERS_NONE();
    zend_throw_error(NULL, "Vela\\Http\\Next is created by Vela\\App only");
}

PHP_METHOD(Vela_Http_Next, __invoke)
{
    zval *request;
    vela_php_next_t *next = next_from_obj(Z_OBJ_P(ZEND_THIS));

    ZEND_PARSE_PARAMETERS_START(1, 1)
    Z_PARAM_OBJECT_OF_CLASS(request, vela_ce_http_request)
    ZEND_PARSE_PARAMETERS_END();
    if (next->app == NULL) {
        zend_throw_exception(vela_ce_exception, "this Next belongs to no request", 0);
        RETURN_THROWS();
    }
    dispatch_from(app_from_obj(next->app), next->route, next->position, request, return_value);
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
    return &app->std;
}

static void app_free(zend_object *obj)
{
    vela_php_app_t *app = app_from_obj(obj);
    vela_router_free(app->router);
    zval_ptr_dtor(&app->routes);
    vela_php_app_close_pools(&app->pools);
    zval_ptr_dtor(&app->pools);
    zval_ptr_dtor(&app->container);
    if (app->root) {
        zend_string_release(app->root);
    }
    zend_object_std_dtor(obj);
}

static HashTable *app_get_gc(zend_object *obj, zval **table, int *n)
{
    vela_php_app_t *app = app_from_obj(obj);
    *table = &app->container;
    *n = 1;
    return zend_std_get_properties(obj);
}

static zend_object *next_create(zend_class_entry *ce)
{
    vela_php_next_t *next = zend_object_alloc(sizeof(vela_php_next_t), ce);
    zend_object_std_init(&next->std, ce);
    object_properties_init(&next->std, ce);
    next->std.handlers = &next_handlers;
    return &next->std;
}

static void next_free(zend_object *obj)
{
    vela_php_next_t *next = next_from_obj(obj);
    if (next->app) {
        OBJ_RELEASE(next->app);
    }
    zend_object_std_dtor(obj);
}

void vela_app_register(zend_class_entry *app, zend_class_entry *next)
{
    vela_ce_app = app;
    app->ce_flags |= ZEND_ACC_NOT_SERIALIZABLE;
    app->create_object = app_create;
    memcpy(&app_handlers, zend_get_std_object_handlers(), sizeof(zend_object_handlers));
    app_handlers.offset = XtOffsetOf(vela_php_app_t, std);
    app_handlers.free_obj = app_free;
    app_handlers.get_gc = app_get_gc;
    app_handlers.clone_obj = NULL;

    vela_ce_http_next = next;
    next->ce_flags |= ZEND_ACC_NOT_SERIALIZABLE;
    next->create_object = next_create;
    memcpy(&next_handlers, zend_get_std_object_handlers(), sizeof(zend_object_handlers));
    next_handlers.offset = XtOffsetOf(vela_php_next_t, std);
    next_handlers.free_obj = next_free;
    next_handlers.clone_obj = NULL;
}
