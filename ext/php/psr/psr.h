/*
 * The PSR-15/PSR-7 bridge (ext/php/psr/), shared with the framework area
 * (pipeline.c, app_class.c) and inside this area. Not public.
 *
 * Interop is optional at run time. Vela\App asks for the bridge once, at
 * construction (vela_php_psr_bridge_new()): when Psr\Http\Server\Middleware-
 * Interface cannot be found (neither the psr extension nor an autoloader
 * declares it), the app has no bridge (NULL) and the request path pays one
 * NULL test per middleware call. When it exists, the bridge declares
 * Vela\Psr\RequestHandler (Vela\Psr\Handler implementing Psr\Http\Server\
 * RequestHandlerInterface, compiled from one line of PHP: an internal class
 * cannot implement an interface that is not there at MINIT, and PSR-15's
 * may come from an autoloader), and a PSR-15 middleware in the chain then
 * runs through vela_php_psr_process(). The PSR-17 factory is found on first
 * use, so an app that lists no PSR-15 middleware loads no PSR-7 code.
 *
 * Conversions (messages.c): a Vela\Http\Request becomes a PSR-7 server
 * request made by the factory (method, URI with the Host, protocol version,
 * headers, cookies, query, body, parsed body of a form or JSON body, server
 * params, and Vela's route parameters and attributes as attributes); a
 * PSR-7 request handed back to the chain is written into the same Vela
 * request (the request is mutable in Vela, so middleware above sees the
 * change as it sees setAttribute()); responses go both ways, a Vela
 * response's streamed or file body kept when the PSR-7 one still carries
 * the body stream it was given.
 */
#ifndef VELA_PHP_PSR_H
#define VELA_PHP_PSR_H

#include <php.h>

#include "php/app/app.h"

/*
 * The PSR-17 factory messages are made with. When it is Nyholm's own
 * Psr17Factory (the default), messages.c makes a request and a response
 * with one Nyholm constructor call each instead of create…() and one
 * with…() (one clone) per header.
 */
typedef struct vela_php_psr_factory {
    zval object;                      /* IS_UNDEF until first use */
    zend_class_entry *nyholm_request; /* Nyholm\Psr7\ServerRequest with Nyholm's factory, or NULL */
    zend_class_entry *nyholm_response; /* Nyholm\Psr7\Response, likewise */
} vela_php_psr_factory_t;

typedef struct vela_php_psr_bridge {
    zend_class_entry *middleware; /* Psr\Http\Server\MiddlewareInterface */
    zend_class_entry *handler;    /* Vela\Psr\RequestHandler */
    vela_php_psr_factory_t factory;
} vela_php_psr_bridge_t;

extern zend_class_entry *vela_ce_psr_handler;

/* MINIT of the area: creates Vela\Psr\Handler (register.c). */
void vela_php_psr_minit(void);
void vela_php_psr_handler_register(zend_class_entry *ce);

/*
 * bridge.c. The bridge of a Vela\App, or NULL when PSR-15 is absent (no
 * exception then) or when declaring the handler class failed (exception
 * pending). Owned by the app: freed with vela_php_psr_bridge_free()
 * (NULL-safe). PHP context.
 */
vela_php_psr_bridge_t *vela_php_psr_bridge_new(void);
void vela_php_psr_bridge_free(vela_php_psr_bridge_t *bridge);

/* True when `ce` (a middleware's class) is a PSR-15 middleware for `app`'s bridge. */
static inline bool vela_php_psr_is_middleware(vela_php_app_t *app, zend_class_entry *ce)
{
    return app->psr != NULL && instanceof_function(ce, app->psr->middleware);
}

/*
 * bridge.c. Runs PSR-15 `middleware` (its process() is `process`) as chain
 * position `position` - 1 of `route`: converts `request`, hands it a
 * handler that runs position `position` of the chain, and writes the Vela
 * Response for what it returned into *return_value (UNDEF with an
 * exception pending on failure). Coroutine or PHP context.
 */
void vela_php_psr_process(vela_php_app_t *app, vela_php_app_route_t *route, uint32_t position,
                          zval *middleware, zend_function *process, zval *request,
                          zval *return_value);

/*
 * handler_class.c. handler_start() makes `handler` (a new object of the
 * bridge's handler class) run position `position` of `route` for Vela
 * `request`, which the middleware sees as PSR-7 `psr_request`; responses
 * are made with `factory` (the bridge's: it outlives the handler's
 * request). handler_answer() turns the middleware's `result` into a Vela
 * Response in *return_value, keeping the Vela response the chain gave when
 * the middleware returned it (or kept its body).
 * handler_end() detaches the handler from the request (a middleware that
 * keeps it cannot run a finished request) and releases what it holds.
 */
void vela_php_psr_handler_start(zval *handler, vela_php_app_t *app, vela_php_app_route_t *route,
                                uint32_t position, zval *request, zval *psr_request,
                                const vela_php_psr_factory_t *factory);
bool vela_php_psr_handler_answer(zval *handler, zval *result, zval *return_value);
void vela_php_psr_handler_end(zval *handler);

/*
 * messages.c. Calls `$object->name(...argv)` into *ret (`name` in lower
 * case); false with an exception pending (also when there is no such
 * method).
 */
bool vela_php_psr_call(zval *object, const char *name, uint32_t argc, zval *argv, zval *ret);

/* messages.c: the PSR-7 server request for Vela `request`, made by `factory`, into *out. */
bool vela_php_psr_request_from_vela(const vela_php_psr_factory_t *factory, zval *request,
                                    zval *out);

/* messages.c: writes PSR-7 server request `psr` into Vela `request` (see the file's note). */
bool vela_php_psr_request_to_vela(zval *psr, zval *request);

/* messages.c: the PSR-7 response for Vela `response` into *out, its body stream in *stream. */
bool vela_php_psr_response_from_vela(const vela_php_psr_factory_t *factory, zval *response,
                                     zval *out, zval *stream);

/*
 * messages.c: the Vela Response for PSR-7 `psr` into *return_value. When
 * `origin` (may be NULL) is the Vela response `psr` was made from and `psr`
 * still has `stream`, its body (text, stream or file) is kept and only the
 * status and headers are taken from `psr`.
 */
bool vela_php_psr_response_to_vela(zval *psr, zval *origin, zval *stream, zval *return_value);

/* messages.c: true when `value` is a PSR-7 response (Psr\Http\Message\ResponseInterface). */
bool vela_php_psr_is_response(zval *value);

/*
 * True when `result` (an action's or a middleware's return value) is a
 * PSR-7 response: its Vela Response is then in *return_value, or an
 * exception is pending. False, with nothing done, for anything else.
 */
bool vela_php_psr_to_response(zval *result, zval *return_value);

/*
 * An action's parameters typed Psr\Http\Message\ServerRequestInterface:
 * the binder passes the Vela request under their names in `args` (a named
 * arguments array), and this replaces each with its PSR-7 server request
 * (made by the app's PSR-17 factory, as for a PSR-15 middleware). Looks at
 * `fn`'s parameter types once per route (route->psr_request). False with
 * an exception pending (no PSR-17 factory to be had). bridge.c.
 */
bool vela_php_psr_request_args(vela_php_app_t *app, vela_php_app_route_t *route, zend_function *fn,
                               zval *request, HashTable *args);

/* Frees app->psr7 (NULL-safe). */
void vela_php_psr_factory_free(struct vela_php_psr_factory *factory);

#endif
