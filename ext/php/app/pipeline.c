/*
 * The request path of Vela\App after the match, and Vela\Http\Next.
 *
 * A request runs one chain: the global middleware (config/middleware.php),
 * then the route's own (#[Middleware]), then the terminal: the action (its
 * arguments from the generated binder), or, for a request no route takes,
 * the 404 / 405 / OPTIONS answer. Each middleware gets the Vela\Http\Next of
 * the following position. An exception raised below the global middleware
 * (by route middleware, the binder or the action) becomes its answer at
 * that boundary (errors.c), so the global middleware wraps error answers as
 * well as normal ones: a CORS or request-id header lands on every answer.
 *
 * Cost. Everything looked up by name is looked up once: at construction
 * (vela_php_app_resolve_routes(): ids, binder methods, the container's get())
 * or at a route's first request (shared objects, their zend_function, the
 * Next objects). A request then makes known-function calls only: the
 * middleware's process() and an action without arguments by a frame
 * call_method() pushes itself, the rest through zend_call_known_function();
 * kept objects are borrowed for a call, not referenced; it allocates its
 * Response, and an arguments array only for an action with parameters.
 * Objects are kept only when the generated container says they are shared
 * (not in its TRANSIENT list); for any other container every request asks
 * get().
 */
#include <php.h>
#include <Zend/zend_exceptions.h>
#include <Zend/zend_interfaces.h>
#include <Zend/zend_observer.h>
#include <ext/json/php_json.h>
#include <ext/standard/html.h>
#include <zend_smart_str.h>

#include "php/app/app.h"
#include "php/core/binding.h"
#include "php/http/http.h"
#include "php/psr/psr.h"

zend_class_entry *vela_ce_http_next;
static zend_object_handlers next_handlers;
static zend_function *next_invoke; /* Next::__invoke, for next_get_closure() */

typedef struct vela_php_next {
    vela_php_app_t *app; /* not owned: the app owns its Nexts and detaches them when freed */
    vela_php_app_route_t *route;
    uint32_t position; /* the chain position this Next runs */
    zend_object std;
} vela_php_next_t;

static inline vela_php_next_t *next_from_obj(zend_object *obj)
{
    return (vela_php_next_t *)((char *)obj - XtOffsetOf(vela_php_next_t, std));
}

/* ---- Response helpers --------------------------------------------------------------- */

void vela_php_app_to_response(zval *result, zval *return_value)
{
    if (Z_TYPE_P(result) == IS_OBJECT &&
        instanceof_function(Z_OBJCE_P(result), vela_ce_http_response)) {
        ZVAL_COPY(return_value, result);
    } else if (Z_TYPE_P(result) == IS_STRING) {
        vela_php_response_html(return_value, Z_STR_P(result));
    } else if (Z_TYPE_P(result) == IS_ARRAY ||
               (Z_TYPE_P(result) == IS_OBJECT &&
                instanceof_function(Z_OBJCE_P(result), php_json_serializable_ce))) {
        vela_php_response_json(return_value, result, 200, 0);
    } else if (Z_TYPE_P(result) == IS_NULL) {
        vela_php_response_empty(return_value, 204);
    } else if (!vela_php_psr_to_response(result, return_value)) {
        zend_throw_exception_ex(
            vela_ce_core_exception, 0,
            "an action returned %s; expected a Response, a PSR-7 response, an array, a "
            "JsonSerializable, a string or null",
            zend_zval_type_name(result));
    }
}

/* ---- services ------------------------------------------------------------------------ */

vela_php_app_service_t *vela_php_app_service_named(vela_php_app_t *app, zend_string *id)
{
    vela_php_app_service_t *service = zend_hash_find_ptr(&app->services, id);
    if (service == NULL) {
        service = ecalloc(1, sizeof(*service));
        service->id = zend_string_copy(id);
        zend_hash_add_new_ptr(&app->services, id, service);
    }
    return service;
}

bool vela_php_app_service(vela_php_app_t *app, vela_php_app_service_t *service, zval *out)
{
    if (service->object != NULL) {
        ZVAL_OBJ_COPY(out, service->object);
        return true;
    }
    zval id;
    ZVAL_STR(&id, service->id);
    zend_call_known_function(app->get, Z_OBJ(app->container), Z_OBJCE(app->container), out, 1, &id,
                             NULL);
    if (EG(exception)) {
        return false;
    }
    if (Z_TYPE_P(out) != IS_OBJECT) {
        zend_throw_exception_ex(vela_ce_core_exception, 0, "container returned no object for %s",
                                ZSTR_VAL(service->id));
        return false;
    }
    if (app->transient != NULL && !zend_hash_exists(app->transient, service->id)) {
        service->object = Z_OBJ_P(out);
        GC_ADDREF(service->object);
    }
    return true;
}

/* The method `name` of `object`, kept for its class (not when it is a __call trampoline). */
static zend_function *service_method(vela_php_app_service_t *service, zend_object *object,
                                     zend_string *name)
{
    if (service->method != NULL && service->method_ce == object->ce) {
        return service->method;
    }
    zend_function *fn = object->handlers->get_method(&object, name, NULL);
    if (fn == NULL) {
        if (!EG(exception)) {
            zend_throw_exception_ex(vela_ce_core_exception, 0, "%s has no method %s",
                                    ZSTR_VAL(object->ce->name), ZSTR_VAL(name));
        }
        return NULL;
    }
    if (!(fn->common.fn_flags & ZEND_ACC_CALL_VIA_TRAMPOLINE)) {
        service->method = fn;
        service->method_ce = object->ce;
    }
    return fn;
}

/* ---- calling PHP ----------------------------------------------------------------------- */

/* Can call_method() push `fn`'s frame itself for `argc` arguments? A plain user method that
 * takes them by value; anything else (internal, static, deprecated, a __call trampoline, a
 * by-reference parameter) goes through zend_call_known_function(). */
static bool callable_directly(const zend_function *fn, uint32_t argc)
{
    if (fn->type != ZEND_USER_FUNCTION ||
        (fn->common.fn_flags &
         (ZEND_ACC_STATIC | ZEND_ACC_DEPRECATED | ZEND_ACC_CALL_VIA_TRAMPOLINE)) ||
        EG(exception) != NULL) {
        return false;
    }
    for (uint32_t i = 0; i < argc; i++) {
        if (QUICK_ARG_SHOULD_BE_SENT_BY_REF(fn, i + 1)) {
            return false;
        }
    }
    return true;
}

/*
 * $object->fn(...argv) into *retval (UNDEF when it threw), for the chain's calls into PHP: what
 * zend_call_known_function() does for a plain user method, without its generic work (the
 * fcall_info, the per-argument reference and undef handling, named parameters): push a top
 * frame, copy the arguments, run it, pop the frame (the VM frees its variables and arguments,
 * not a top frame itself). `object` must outlive the call (the frame holds no reference).
 */
static void call_method(zend_function *fn, zend_object *object, uint32_t argc, zval *argv,
                        zval *retval)
{
    if (!callable_directly(fn, argc)) {
        zend_call_known_function(fn, object, object->ce, retval, argc, argv, NULL);
        return;
    }
    zend_execute_data *call = zend_vm_stack_push_call_frame(
        ZEND_CALL_TOP_FUNCTION | ZEND_CALL_DYNAMIC | ZEND_CALL_HAS_THIS, fn, argc, object);
    for (uint32_t i = 0; i < argc; i++) {
        ZVAL_COPY(ZEND_CALL_ARG(call, i + 1), &argv[i]);
    }
    zend_class_entry *fake_scope = EG(fake_scope);
    uint32_t jit_trace_num = EG(jit_trace_num);
    EG(fake_scope) = NULL;
    ZVAL_UNDEF(retval);
    zend_init_func_execute_data(call, &fn->op_array, retval);
    ZEND_OBSERVER_FCALL_BEGIN(call);
    zend_execute_ex(call);
    EG(jit_trace_num) = jit_trace_num;
    EG(fake_scope) = fake_scope;
    zend_vm_stack_free_call_frame(call); /* the VM leaves a top frame to its caller */
    if (UNEXPECTED(EG(exception) != NULL)) {
        zend_execute_data *caller = EG(current_execute_data);
        if (caller == NULL) {
            zend_throw_exception_internal(NULL);
        } else if (caller->func && ZEND_USER_CODE(caller->func->common.type)) {
            zend_rethrow_exception(caller);
        }
    }
}

/* ---- the chain ------------------------------------------------------------------------ */

/* The Next that runs `position` of `route`, made on first use and kept. */
static zend_object *next_at(vela_php_app_t *app, vela_php_app_route_t *route, uint32_t position)
{
    zend_object **slot = &route->nexts[position];
    if (*slot == NULL) {
        zval next;
        object_init_ex(&next, vela_ce_http_next);
        vela_php_next_t *n = next_from_obj(Z_OBJ(next));
        n->app = app;
        n->route = route;
        n->position = position;
        *slot = Z_OBJ(next);
    }
    return *slot;
}

/* The object of `service` for one call: the kept one, borrowed (the app holds it as long as it
 * lives), or the container's answer, held in *held (IS_OBJECT: the caller releases it). NULL
 * with an exception thrown. */
static zend_object *service_object(vela_php_app_t *app, vela_php_app_service_t *service, zval *held)
{
    ZVAL_UNDEF(held);
    if (EXPECTED(service->object != NULL)) {
        return service->object;
    }
    return vela_php_app_service(app, service, held) ? Z_OBJ_P(held) : NULL;
}

/* What an action or a middleware returned, made the answer; `result` is consumed (a Response is
 * moved, not copied). Nothing when the call threw. */
static void take_result(zval *result, zval *return_value)
{
    if (UNEXPECTED(EG(exception) != NULL)) {
        zval_ptr_dtor(result);
    } else if (Z_TYPE_P(result) == IS_OBJECT && Z_OBJCE_P(result) == vela_ce_http_response) {
        ZVAL_COPY_VALUE(return_value, result);
    } else {
        vela_php_app_to_response(result, return_value);
        zval_ptr_dtor(result);
    }
}

/* The middleware at `position` with `request`: process($request, $next), or with `args` (a
 * route's #[Middleware(X::class, limit: 10)], may be NULL) process($request, $next, $args). */
static void call_middleware(vela_php_app_t *app, vela_php_app_route_t *route, uint32_t position,
                            vela_php_app_service_t *service, HashTable *args, zval *request,
                            zval *return_value)
{
    static zend_string *process;
    zval held, params[3], result;
    if (process == NULL) {
        process = zend_string_init_interned("process", 7, 1);
    }
    zend_object *middleware = service_object(app, service, &held);
    zend_function *fn = middleware ? service_method(service, middleware, process) : NULL;
    if (fn != NULL && vela_php_psr_is_middleware(app, middleware->ce)) {
        zval psr15;
        ZVAL_OBJ(&psr15, middleware); /* borrowed, as below */
        vela_php_psr_process(app, route, position + 1, &psr15, fn, request, return_value);
    } else if (fn != NULL) {
        ZVAL_COPY_VALUE(&params[0], request);
        ZVAL_OBJ(&params[1], next_at(app, route, position + 1));
        if (args != NULL) {
            ZVAL_ARR(&params[2], args); /* borrowed: the route table holds it */
        }
        call_method(fn, middleware, args ? 3 : 2, params, &result);
        take_result(&result, return_value);
    }
    if (Z_TYPE(held) == IS_OBJECT) {
        zval_ptr_dtor(&held);
    }
}

/* The action's named arguments from the generated binder; false with an exception pending. */
static bool bind_arguments(vela_php_app_t *app, vela_php_app_route_t *route, zval *request,
                           zval *args)
{
    zval params[3];
    if (route->binder == NULL) {
        ZVAL_EMPTY_ARRAY(args);
        return true;
    }
    if (route->binder->common.num_args == 3) { /* bind($action, $request, $container) */
        zend_long index = (zend_long)(route - app->resolved) - 1;
        zval *route_entry = zend_hash_index_find(Z_ARRVAL(app->routes), index);
        zval *key = zend_hash_str_find(Z_ARRVAL_P(route_entry), "binder", 6);
        ZVAL_COPY_VALUE(&params[0], key);
        ZVAL_COPY_VALUE(&params[1], request);
        ZVAL_COPY_VALUE(&params[2], &app->container);
    } else {
        ZVAL_COPY_VALUE(&params[0], request);
        ZVAL_COPY_VALUE(&params[1], &app->container);
    }
    zend_call_known_function(route->binder, NULL, app->binders, args,
                             route->binder->common.num_args, params, NULL);
    return !EG(exception) && Z_TYPE_P(args) == IS_ARRAY;
}

/* The action with the binder's named arguments (none asked of it when the action takes none). */
static void call_bound(vela_php_app_t *app, vela_php_app_route_t *route, zend_function *fn,
                       zend_object *controller, zval *request, zval *result)
{
    zval args;
    ZVAL_UNDEF(result);
    if (fn->common.num_args == 0 && !(fn->common.fn_flags & ZEND_ACC_VARIADIC)) {
        call_method(fn, controller, 0, NULL, result);
        return;
    }
    ZVAL_UNDEF(&args);
    if (bind_arguments(app, route, request, &args) && route->psr_request >= 0) {
        SEPARATE_ARRAY(&args); /* a ServerRequestInterface parameter: the PSR-7 request */
        if (!vela_php_psr_request_args(app, route, fn, request, Z_ARRVAL(args))) {
            zval_ptr_dtor(&args);
            return;
        }
    }
    if (Z_TYPE(args) == IS_ARRAY && !EG(exception)) {
        HashTable *named = zend_hash_num_elements(Z_ARRVAL(args)) ? Z_ARRVAL(args) : NULL;
        zend_call_known_function(fn, controller, controller->ce, result, 0, NULL, named);
    }
    zval_ptr_dtor(&args);
}

static bool is_utf8(const zend_string *text)
{
    const unsigned char *bytes = (const unsigned char *)ZSTR_VAL(text);
    size_t cursor = 0;
    zend_result status = SUCCESS;
    while (cursor < ZSTR_LEN(text) && status == SUCCESS) {
        php_next_utf8_char(bytes, ZSTR_LEN(text), &cursor, &status);
    }
    return status == SUCCESS;
}

/*
 * A path parameter whose decoded bytes are not UTF-8 (`/hello/%ff`) is the
 * client's error, answered 400 like any binding failure ({"name": "must be
 * valid UTF-8"}) before the action runs: an action treats its parameters as
 * text, and one that echoed such a value could not even be encoded as JSON.
 */
static bool refuse_undecodable_params(vela_php_app_t *app, zval *request, zval *return_value)
{
    vela_php_request_t *req = vela_php_request_from_obj(Z_OBJ_P(request));
    zend_string *name;
    zval *value, errors;
    if (Z_TYPE(req->params) != IS_ARRAY) {
        return false;
    }
    ZEND_HASH_FOREACH_STR_KEY_VAL(Z_ARRVAL(req->params), name, value)
    {
        if (name != NULL && Z_TYPE_P(value) == IS_STRING && !is_utf8(Z_STR_P(value))) {
            array_init(&errors);
            add_assoc_string(&errors, ZSTR_VAL(name), "must be valid UTF-8");
            if (app->json_api) { /* through the ExceptionHandler, as a binder's failure */
                vela_php_app_bind_failure_throw(400, &errors);
            } else {
                vela_php_app_error_answer(app, request, 400, NULL, Z_ARRVAL(errors), return_value);
            }
            zval_ptr_dtor(&errors);
            return true;
        }
    }
    ZEND_HASH_FOREACH_END();
    return false;
}

static void call_action(vela_php_app_t *app, vela_php_app_route_t *route, zval *request,
                        zval *return_value)
{
    zval held, result;
    if (refuse_undecodable_params(app, request, return_value)) {
        return;
    }
    zend_object *controller = service_object(app, &route->controller, &held);
    zend_function *fn =
        controller ? service_method(&route->controller, controller, route->action) : NULL;
    if (fn != NULL) {
        call_bound(app, route, fn, controller, request, &result);
        take_result(&result, return_value);
    }
    if (Z_TYPE(held) == IS_OBJECT) {
        zval_ptr_dtor(&held);
    }
}

/* " GET, HEAD, …, OPTIONS" for the Allow header of methods `allowed`. */
static zend_string *allow_header(unsigned allowed)
{
    smart_str allow = {0};
    allowed |= (allowed & VELA_METHOD_GET) ? VELA_METHOD_HEAD : 0;
    allowed |= VELA_METHOD_OPTIONS;
    for (unsigned i = 0; vela_route_method_name(i) != NULL; i++) {
        if (allowed & (1u << i)) {
            smart_str_appends(&allow, allow.s ? ", " : "");
            smart_str_appends(&allow, vela_route_method_name(i));
        }
    }
    smart_str_0(&allow);
    return allow.s;
}

/*
 * A JSON API's 404 or 405: thrown as a NotFoundException or an HttpException(405) with Allow,
 * so the app's ExceptionHandler sees the router's errors as it sees the actions' own.
 */
static void throw_no_route(vela_php_request_t *req)
{
    if (req->route_allowed == 0) {
        vela_php_app_http_exception_throw_headers(404, NULL);
        return;
    }
    zval headers;
    array_init(&headers);
    add_assoc_str(&headers, "Allow", allow_header(req->route_allowed));
    vela_php_app_http_exception_throw_headers(405, Z_ARRVAL(headers));
    zval_ptr_dtor(&headers);
}

/*
 * The terminal of a request no route takes: OPTIONS 204, 405 or 404, each with Allow. The
 * methods the path has are those of the match that chose this chain (vela_php_app_handle()).
 */
static void no_route(vela_php_app_t *app, zval *request, zval *return_value)
{
    vela_php_request_t *req = vela_php_request_from_obj(Z_OBJ_P(request));
    unsigned method = vela_router_method_bit(ZSTR_VAL(req->method), ZSTR_LEN(req->method));
    if (app->json_api && (req->route_allowed == 0 || method != VELA_METHOD_OPTIONS)) {
        throw_no_route(req);
        return;
    }
    if (req->route_allowed == 0) {
        vela_php_app_error_answer(app, request, 404, NULL, NULL, return_value);
        return;
    }
    if (method == VELA_METHOD_OPTIONS) {
        zval null;
        ZVAL_NULL(&null);
        vela_php_app_to_response(&null, return_value);
    } else {
        vela_php_app_error_answer(app, request, 405, NULL, NULL, return_value);
    }
    if (EG(exception)) {
        return;
    }
    zend_string *name = zend_string_init("Allow", 5, 0), *value = allow_header(req->route_allowed);
    vela_php_response_header(Z_OBJ_P(return_value), name, value);
    zend_string_release(name);
    zend_string_release(value);
}

/* The part of the chain below the global middleware: route middleware, then the terminal. */
static void run_route_part(vela_php_app_t *app, vela_php_app_route_t *route, uint32_t position,
                           zval *request, zval *return_value)
{
    uint32_t k = position - app->nglobals;
    if (k < route->nmiddleware) {
        HashTable *args = route->middleware_args ? route->middleware_args[k] : NULL;
        call_middleware(app, route, position, route->middleware[k], args, request, return_value);
    } else if (route == app->resolved) {
        no_route(app, request, return_value);
    } else {
        call_action(app, route, request, return_value);
    }
}

void vela_php_app_run_chain(vela_php_app_t *app, vela_php_app_route_t *route, uint32_t position,
                            zval *request, zval *return_value)
{
    if (position < app->nglobals) {
        call_middleware(app, route, position, app->globals[position], NULL, request, return_value);
        return;
    }
    run_route_part(app, route, position, request, return_value);
    if (position == app->nglobals && EG(exception)) {
        zval_ptr_dtor(return_value);
        ZVAL_UNDEF(return_value);
        vela_php_app_answer_exception(app, request, return_value);
    }
}

/* ---- resolving at construction --------------------------------------------------------- */

/* The generated binder method of action `key`, from Binders::ACTIONS; else bind() itself. */
static zend_function *binder_of(vela_php_app_t *app, zval *key)
{
    zend_function *bind = zend_hash_str_find_ptr(&app->binders->function_table, "bind", 4);
    zend_class_constant *actions =
        zend_hash_str_find_ptr(CE_CONSTANTS_TABLE(app->binders), "ACTIONS", 7);
    if (actions == NULL || Z_TYPE(actions->value) != IS_ARRAY || Z_TYPE_P(key) != IS_STRING) {
        return bind;
    }
    zval *method = zend_hash_find(Z_ARRVAL(actions->value), Z_STR_P(key));
    if (method == NULL || Z_TYPE_P(method) != IS_STRING) {
        return bind;
    }
    zend_string *lower = zend_string_tolower(Z_STR_P(method));
    zend_function *fn = zend_hash_find_ptr(&app->binders->function_table, lower);
    zend_string_release(lower);
    return fn ? fn : bind;
}

/* A route's label: its name, else its path (routes.php always has one). */
static zend_string *route_label(zval *entry)
{
    zval *label = zend_hash_str_find(Z_ARRVAL_P(entry), "name", 4);
    if (label == NULL || Z_TYPE_P(label) != IS_STRING) {
        label = zend_hash_str_find(Z_ARRVAL_P(entry), "path", 4);
    }
    return label && Z_TYPE_P(label) == IS_STRING ? zend_string_copy(Z_STR_P(label)) : NULL;
}

/* The route's 'middleware_args' (index in 'middleware' => the arguments array), borrowed from
 * routes.php, which the app holds; false with an exception on a malformed entry. */
static bool resolve_middleware_args(zval *entry, vela_php_app_route_t *route)
{
    zval *list = zend_hash_str_find(Z_ARRVAL_P(entry), "middleware_args", 15), *args;
    zend_ulong index;
    if (list == NULL) {
        return true;
    }
    route->middleware_args = ecalloc(route->nmiddleware + 1, sizeof(HashTable *));
    ZEND_HASH_FOREACH_NUM_KEY_VAL(
        Z_TYPE_P(list) == IS_ARRAY ? Z_ARRVAL_P(list) : (HashTable *)&zend_empty_array, index, args)
    {
        if (index >= route->nmiddleware || Z_TYPE_P(args) != IS_ARRAY) {
            zend_throw_exception(vela_ce_core_exception,
                                 "routes.php: 'middleware_args' maps a middleware's index to an "
                                 "array",
                                 0);
            return false;
        }
        route->middleware_args[index] = Z_ARRVAL_P(args);
    }
    ZEND_HASH_FOREACH_END();
    return true;
}

static bool resolve_route(vela_php_app_t *app, zval *entry, vela_php_app_route_t *route)
{
    zval *controller = zend_hash_str_find(Z_ARRVAL_P(entry), "controller", 10);
    zval *method = zend_hash_str_find(Z_ARRVAL_P(entry), "method", 6);
    zval *binder = zend_hash_str_find(Z_ARRVAL_P(entry), "binder", 6);
    zval *list = zend_hash_str_find(Z_ARRVAL_P(entry), "middleware", 10), *id;
    if (controller == NULL || Z_TYPE_P(controller) != IS_STRING || method == NULL ||
        Z_TYPE_P(method) != IS_STRING) {
        zend_throw_exception(vela_ce_core_exception,
                             "routes.php: a route needs 'controller' and 'method'", 0);
        return false;
    }
    route->controller.id = zend_string_copy(Z_STR_P(controller));
    route->action = zend_string_copy(Z_STR_P(method));
    route->label = route_label(entry);
    route->binder = binder && app->binders ? binder_of(app, binder) : NULL;
    uint32_t n = list && Z_TYPE_P(list) == IS_ARRAY ? zend_hash_num_elements(Z_ARRVAL_P(list)) : 0;
    route->middleware = n ? ecalloc(n, sizeof(*route->middleware)) : NULL;
    ZEND_HASH_FOREACH_VAL(n ? Z_ARRVAL_P(list) : (HashTable *)&zend_empty_array, id)
    {
        if (Z_TYPE_P(id) != IS_STRING) {
            zend_throw_exception(vela_ce_core_exception, "routes.php: a middleware id is a string",
                                 0);
            return false;
        }
        route->middleware[route->nmiddleware++] = vela_php_app_service_named(app, Z_STR_P(id));
    }
    ZEND_HASH_FOREACH_END();
    route->nexts = ecalloc(app->nglobals + route->nmiddleware + 2, sizeof(zend_object *));
    return resolve_middleware_args(entry, route);
}

bool vela_php_app_resolve_routes(vela_php_app_t *app)
{
    zval *entry;
    app->nresolved = 1 + zend_hash_num_elements(Z_ARRVAL(app->routes));
    app->resolved = ecalloc(app->nresolved, sizeof(vela_php_app_route_t));
    app->resolved[0].nexts = ecalloc(app->nglobals + 2, sizeof(zend_object *));
    vela_php_app_route_t *route = app->resolved + 1;
    ZEND_HASH_FOREACH_VAL(Z_ARRVAL(app->routes), entry)
    {
        if (!resolve_route(app, entry, route++)) {
            return false;
        }
    }
    ZEND_HASH_FOREACH_END();
    return true;
}

static void release_service(vela_php_app_service_t *service)
{
    if (service->object) {
        OBJ_RELEASE(service->object);
    }
    if (service->id) {
        zend_string_release(service->id);
    }
}

static void release_route(vela_php_app_t *app, vela_php_app_route_t *route)
{
    for (uint32_t i = 0; route->nexts && i < app->nglobals + route->nmiddleware + 2; i++) {
        if (route->nexts[i]) {
            next_from_obj(route->nexts[i])->app = NULL;
            OBJ_RELEASE(route->nexts[i]);
        }
    }
    release_service(&route->controller);
    if (route->action) {
        zend_string_release(route->action);
    }
    if (route->label) {
        zend_string_release(route->label);
    }
    efree(route->middleware);
    if (route->middleware_args) {
        efree(route->middleware_args);
    }
    efree(route->nexts);
}

void vela_php_app_release(vela_php_app_t *app)
{
    vela_php_app_service_t *service;
    for (size_t i = 0; i < app->nresolved; i++) {
        release_route(app, &app->resolved[i]);
    }
    efree(app->resolved);
    app->resolved = NULL;
    app->nresolved = 0;
    ZEND_HASH_FOREACH_PTR(&app->services, service)
    {
        release_service(service);
        efree(service);
    }
    ZEND_HASH_FOREACH_END();
    zend_hash_clean(&app->services);
    efree(app->globals);
    app->globals = NULL;
    app->nglobals = 0;
}

/* ---- Vela\Http\Next ---------------------------------------------------------------------- */

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
        zend_throw_exception(vela_ce_core_exception, "this Next belongs to no request", 0);
        RETURN_THROWS();
    }
    vela_php_app_run_chain(next->app, next->route, next->position, request, return_value);
}

/* `$next($request)`: Next is final, so its __invoke is known; the default handler would look it
 * up by name on every call. */
static zend_result next_get_closure(zend_object *obj, zend_class_entry **ce_ptr,
                                    zend_function **fptr_ptr, zend_object **obj_ptr,
                                    bool check_only)
{
    (void)check_only;
    *ce_ptr = obj->ce;
    *fptr_ptr = next_invoke;
    *obj_ptr = obj;
    return SUCCESS;
}

static zend_object *next_create(zend_class_entry *ce)
{
    vela_php_next_t *next = zend_object_alloc(sizeof(vela_php_next_t), ce);
    zend_object_std_init(&next->std, ce);
    object_properties_init(&next->std, ce);
    next->std.handlers = &next_handlers;
    return &next->std;
}

void vela_php_app_next_register(zend_class_entry *next)
{
    vela_ce_http_next = next;
    next->ce_flags |= ZEND_ACC_NOT_SERIALIZABLE;
    next->create_object = next_create;
    memcpy(&next_handlers, zend_get_std_object_handlers(), sizeof(zend_object_handlers));
    next_handlers.offset = XtOffsetOf(vela_php_next_t, std);
    next_handlers.clone_obj = NULL;
    next_handlers.get_closure = next_get_closure;
    next_invoke = zend_hash_str_find_ptr(&next->function_table, "__invoke", 8);
}
