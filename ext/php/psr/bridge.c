/*
 * The bridge of one Vela\App: finding PSR-15, declaring the handler class,
 * the PSR-17 factory, and running a PSR-15 middleware as a chain position.
 *
 * Nothing here runs for an app without PSR-15: vela_php_psr_bridge_new() looks
 * Psr\Http\Server\MiddlewareInterface up once (an autoloader may declare
 * it; the psr extension does when loaded) and answers NULL when it is not
 * there. The factory is found on the first PSR-15 middleware call, so
 * Nyholm's classes load only in an app that uses the bridge: the
 * container's Psr\Http\Message\ServerRequestFactoryInterface service when
 * it has one (vgen registers the app's one class implementing it under
 * that id; it must make server requests, responses and streams, as the
 * single factories of Nyholm, Guzzle, Laminas and Slim do), else a new
 * Nyholm\Psr7\Factory\Psr17Factory.
 */
#include <php.h>
#include <Zend/zend_exceptions.h>

#include "php/core/binding.h"
#include "php/psr/psr.h"

#define FACTORY_ID "Psr\\Http\\Message\\ServerRequestFactoryInterface"
#define SERVER_REQUEST_INTERFACE "Psr\\Http\\Message\\ServerRequestInterface"
#define NYHOLM_FACTORY "Nyholm\\Psr7\\Factory\\Psr17Factory"

/* Vela\Psr\Handler implementing PSR-15's handler interface: declared by compiling this line (an
 * internal class cannot take on an interface that did not exist at MINIT). */
static const char handler_source[] = "namespace Vela\\Psr;\n"
                                     "final class RequestHandler extends Handler implements "
                                     "\\Psr\\Http\\Server\\RequestHandlerInterface {}\n";

/* Vela\Psr\RequestHandler, declared now unless it already is; NULL with an exception. */
static zend_class_entry *handler_class(void)
{
    zend_class_entry *ce = vela_php_core_find_class("Vela\\Psr\\RequestHandler", false);
    if (ce != NULL || EG(exception)) {
        return ce;
    }
    if (vela_php_core_find_class("Psr\\Http\\Server\\RequestHandlerInterface", true) == NULL) {
        if (!EG(exception)) {
            zend_throw_exception(vela_ce_core_exception,
                                 "PSR-15: Psr\\Http\\Server\\MiddlewareInterface exists but "
                                 "RequestHandlerInterface does not",
                                 0);
        }
        return NULL;
    }
    if (zend_eval_stringl((char *)handler_source, sizeof(handler_source) - 1, NULL,
                          "Vela\\Psr bridge") == SUCCESS) {
        ce = vela_php_core_find_class("Vela\\Psr\\RequestHandler", false);
    }
    if (ce == NULL && !EG(exception)) {
        zend_throw_exception(vela_ce_core_exception,
                             "PSR-15: Vela\\Psr\\RequestHandler not declared", 0);
    }
    return ce;
}

vela_php_psr_bridge_t *vela_php_psr_bridge_new(void)
{
    zend_class_entry *middleware =
        vela_php_core_find_class("Psr\\Http\\Server\\MiddlewareInterface", true);
    if (middleware == NULL || EG(exception)) {
        return NULL;
    }
    zend_class_entry *handler = handler_class();
    if (handler == NULL) {
        return NULL;
    }
    vela_php_psr_bridge_t *bridge = ecalloc(1, sizeof(*bridge));
    bridge->middleware = middleware;
    bridge->handler = handler;
    ZVAL_UNDEF(&bridge->factory.object);
    return bridge;
}

void vela_php_psr_bridge_free(vela_php_psr_bridge_t *bridge)
{
    if (bridge != NULL) {
        zval_ptr_dtor(&bridge->factory.object);
        efree(bridge);
    }
}

/* Nyholm's message classes when `factory` is Nyholm's own Psr17Factory (not a subclass). */
static void nyholm_fast_path(vela_php_psr_factory_t *factory)
{
    zend_class_entry *nyholm = vela_php_core_find_class(NYHOLM_FACTORY, false);
    if (nyholm != NULL && Z_OBJCE(factory->object) == nyholm) {
        factory->nyholm_request = vela_php_core_find_class("Nyholm\\Psr7\\ServerRequest", true);
        factory->nyholm_response = vela_php_core_find_class("Nyholm\\Psr7\\Response", true);
        if (factory->nyholm_request == NULL || factory->nyholm_response == NULL) {
            factory->nyholm_request = factory->nyholm_response = NULL;
        }
    }
}

/* The container's factory, else a new Nyholm one, into `out`; false with an exception. */
static bool make_factory(vela_php_app_t *app, zval *out)
{
    zval id, has;
    ZVAL_STRINGL(&id, FACTORY_ID, sizeof(FACTORY_ID) - 1);
    if (vela_php_psr_call(&app->container, "has", 1, &id, &has) && zend_is_true(&has)) {
        vela_php_psr_call(&app->container, "get", 1, &id, out);
    } else if (!EG(exception)) {
        zend_class_entry *ce = vela_php_core_find_class(NYHOLM_FACTORY, true);
        if (ce != NULL && object_init_ex(out, ce) == SUCCESS && ce->constructor) {
            zend_call_known_instance_method_with_0_params(ce->constructor, Z_OBJ_P(out), NULL);
        }
    }
    zval_ptr_dtor(&has);
    zval_ptr_dtor(&id);
    return Z_TYPE_P(out) == IS_OBJECT && !EG(exception);
}

/* The PSR-17 factory, found on first use (see the file's note); NULL with an exception. */
static const vela_php_psr_factory_t *factory_in(vela_php_psr_factory_t *factory,
                                                vela_php_app_t *app)
{
    if (Z_TYPE(factory->object) == IS_OBJECT) {
        return factory;
    }
    ZVAL_UNDEF(&factory->object);
    if (!make_factory(app, &factory->object)) {
        zval_ptr_dtor(&factory->object);
        ZVAL_UNDEF(&factory->object);
        if (!EG(exception)) {
            zend_throw_exception(vela_ce_core_exception,
                                 "PSR-15 middleware needs a PSR-17 factory: install "
                                 "nyholm/psr7 (Debian: php-nyholm-psr7) or give the app a "
                                 "class implementing " FACTORY_ID,
                                 0);
        }
        return NULL;
    }
    nyholm_fast_path(factory);
    return factory;
}

/* The app's PSR-17 factory: the bridge's, else (no PSR-15) app->psr7's; NULL with an exception. */
static const vela_php_psr_factory_t *factory(vela_php_app_t *app)
{
    if (app->psr != NULL) {
        return factory_in(&app->psr->factory, app);
    }
    if (app->psr7 == NULL) {
        app->psr7 = ecalloc(1, sizeof(*app->psr7));
        ZVAL_UNDEF(&app->psr7->object);
    }
    return factory_in(app->psr7, app);
}

void vela_php_psr_factory_free(vela_php_psr_factory_t *factory)
{
    if (factory != NULL) {
        zval_ptr_dtor(&factory->object);
        efree(factory);
    }
}

/* Is parameter `i` of `fn` typed ServerRequestInterface? */
static bool is_psr_request_arg(const zend_function *fn, uint32_t i)
{
    zend_type type = fn->common.arg_info[i].type;
    return ZEND_TYPE_HAS_NAME(type) &&
           zend_string_equals_literal_ci(ZEND_TYPE_NAME(type), SERVER_REQUEST_INTERFACE);
}

static bool takes_psr_request(const zend_function *fn)
{
    for (uint32_t i = 0; i < fn->common.num_args; i++) {
        if (is_psr_request_arg(fn, i)) {
            return true;
        }
    }
    return false;
}

bool vela_php_psr_request_args(vela_php_app_t *app, vela_php_app_route_t *route, zend_function *fn,
                               zval *request, HashTable *args)
{
    if (route->psr_request == 0) {
        route->psr_request = takes_psr_request(fn) ? 1 : -1;
    }
    if (route->psr_request < 0) {
        return true;
    }
    const vela_php_psr_factory_t *psr17 = factory(app);
    if (psr17 == NULL) {
        return false;
    }
    for (uint32_t i = 0; i < fn->common.num_args; i++) {
        zval *arg, psr;
        if (!is_psr_request_arg(fn, i) ||
            (arg = zend_hash_find(args, fn->common.arg_info[i].name)) == NULL) {
            continue;
        }
        if (!vela_php_psr_request_from_vela(psr17, request, &psr)) {
            return false;
        }
        zval_ptr_dtor(arg);
        ZVAL_COPY_VALUE(arg, &psr);
    }
    return true;
}

void vela_php_psr_process(vela_php_app_t *app, vela_php_app_route_t *route, uint32_t position,
                          zval *middleware, zend_function *process, zval *request,
                          zval *return_value)
{
    const vela_php_psr_factory_t *psr17 = factory(app);
    zval args[2], result;
    ZVAL_UNDEF(&args[0]);
    ZVAL_UNDEF(&args[1]);
    ZVAL_UNDEF(&result);
    if (psr17 == NULL || !vela_php_psr_request_from_vela(psr17, request, &args[0])) {
        return;
    }
    object_init_ex(&args[1], app->psr->handler);
    vela_php_psr_handler_start(&args[1], app, route, position, request, &args[0], psr17);
    zend_call_known_function(process, Z_OBJ_P(middleware), Z_OBJCE_P(middleware), &result, 2, args,
                             NULL);
    if (!EG(exception)) {
        vela_php_psr_handler_answer(&args[1], &result, return_value);
    }
    vela_php_psr_handler_end(&args[1]);
    zval_ptr_dtor(&result);
    zval_ptr_dtor(&args[1]);
    zval_ptr_dtor(&args[0]);
}
