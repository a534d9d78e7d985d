/*
 * Vela\Psr\Handler: the rest of Vela's chain as a PSR-15 request handler.
 *
 * One handler is made per PSR-15 middleware call (it holds that request:
 * the Vela request, the PSR-7 request the middleware was given, and the
 * last response handle() made) and detached when the middleware returns,
 * so a handler a middleware keeps cannot run a finished request. Its
 * concrete class is Vela\Psr\RequestHandler, which bridge.c declares as
 * this class implementing Psr\Http\Server\RequestHandlerInterface; the
 * subclass inherits create_object, so every handler has this layout.
 *
 * handle($request): when $request is not the one the middleware was given
 * (a withHeader(), withAttribute() …), it is written into the Vela request
 * first (messages.c), so the rest of the chain and the middleware above see
 * the change; then the chain runs and its Vela Response becomes a PSR-7
 * response. The Vela response and that PSR-7 response are kept: when the
 * middleware returns the same PSR-7 object, the Vela response is the
 * answer as it was; when it returns one that still has its body stream
 * (withHeader() on it), the Vela response keeps its body (a stream or a
 * file too) and takes the status and headers.
 */
#include <php.h>
#include <Zend/zend_exceptions.h>

#include "php/core/binding.h"
#include "php/psr/psr.h"

zend_class_entry *vela_ce_psr_handler;
static zend_object_handlers handler_handlers;

typedef struct vela_php_psr_handler {
    vela_php_app_t *app; /* NULL once the middleware returned: the request is over */
    vela_php_app_route_t *route;
    uint32_t position;                     /* the chain position handle() runs */
    zval request;                          /* the Vela\Http\Request */
    zval psr_request;                      /* the PSR-7 request the middleware was given */
    const vela_php_psr_factory_t *factory; /* the bridge's */
    zval response;                         /* the Vela response handle() got last, UNDEF before */
    zval psr_response;                     /* its PSR-7 conversion */
    zval stream;                           /* and that conversion's body */
    zend_object std;
} vela_php_psr_handler_t;

static inline vela_php_psr_handler_t *handler_from_obj(zend_object *obj)
{
    return (vela_php_psr_handler_t *)((char *)obj - XtOffsetOf(vela_php_psr_handler_t, std));
}

static void forget_response(vela_php_psr_handler_t *handler)
{
    zval_ptr_dtor(&handler->response);
    zval_ptr_dtor(&handler->psr_response);
    zval_ptr_dtor(&handler->stream);
    ZVAL_UNDEF(&handler->response);
    ZVAL_UNDEF(&handler->psr_response);
    ZVAL_UNDEF(&handler->stream);
}

void vela_php_psr_handler_start(zval *object, vela_php_app_t *app, vela_php_app_route_t *route,
                                uint32_t position, zval *request, zval *psr_request,
                                const vela_php_psr_factory_t *factory)
{
    vela_php_psr_handler_t *handler = handler_from_obj(Z_OBJ_P(object));
    handler->app = app;
    handler->route = route;
    handler->position = position;
    ZVAL_COPY(&handler->request, request);
    ZVAL_COPY(&handler->psr_request, psr_request);
    handler->factory = factory;
}

bool vela_php_psr_handler_answer(zval *object, zval *result, zval *return_value)
{
    vela_php_psr_handler_t *handler = handler_from_obj(Z_OBJ_P(object));
    bool made = Z_TYPE(handler->response) == IS_OBJECT;
    if (made && Z_TYPE_P(result) == IS_OBJECT && Z_OBJ_P(result) == Z_OBJ(handler->psr_response)) {
        ZVAL_COPY(return_value, &handler->response);
        return true;
    }
    if (!vela_php_psr_is_response(result)) {
        zend_throw_exception_ex(vela_ce_core_exception, 0,
                                "a PSR-15 middleware returned %s, not a PSR-7 response",
                                zend_zval_type_name(result));
        return false;
    }
    return vela_php_psr_response_to_vela(result, made ? &handler->response : NULL,
                                         made ? &handler->stream : NULL, return_value);
}

static void release(vela_php_psr_handler_t *handler)
{
    handler->app = NULL;
    forget_response(handler);
    zval_ptr_dtor(&handler->request);
    zval_ptr_dtor(&handler->psr_request);
    ZVAL_UNDEF(&handler->request);
    ZVAL_UNDEF(&handler->psr_request);
    handler->factory = NULL;
}

void vela_php_psr_handler_end(zval *object)
{
    release(handler_from_obj(Z_OBJ_P(object)));
}

PHP_METHOD(Vela_Psr_Handler, handle)
{
    zval *psr_request, response;
    vela_php_psr_handler_t *handler = handler_from_obj(Z_OBJ_P(ZEND_THIS));

    ZEND_PARSE_PARAMETERS_START(1, 1)
    Z_PARAM_OBJECT(psr_request)
    ZEND_PARSE_PARAMETERS_END();
    if (handler->app == NULL) {
        zend_throw_exception(vela_ce_core_exception, "this handler belongs to no request", 0);
        RETURN_THROWS();
    }
    if (Z_OBJ_P(psr_request) != Z_OBJ(handler->psr_request) &&
        !vela_php_psr_request_to_vela(psr_request, &handler->request)) {
        RETURN_THROWS();
    }
    ZVAL_UNDEF(&response);
    vela_php_app_run_chain(handler->app, handler->route, handler->position, &handler->request,
                           &response);
    if (EG(exception)) {
        zval_ptr_dtor(&response);
        RETURN_THROWS();
    }
    forget_response(handler);
    if (!vela_php_psr_response_from_vela(handler->factory, &response, &handler->psr_response,
                                         &handler->stream)) {
        zval_ptr_dtor(&response);
        RETURN_THROWS();
    }
    ZVAL_COPY_VALUE(&handler->response, &response);
    RETURN_COPY(&handler->psr_response);
}

static zend_object *handler_create(zend_class_entry *ce)
{
    vela_php_psr_handler_t *handler = zend_object_alloc(sizeof(vela_php_psr_handler_t), ce);
    zend_object_std_init(&handler->std, ce);
    object_properties_init(&handler->std, ce);
    handler->std.handlers = &handler_handlers;
    ZVAL_UNDEF(&handler->request);
    ZVAL_UNDEF(&handler->psr_request);
    ZVAL_UNDEF(&handler->response);
    ZVAL_UNDEF(&handler->psr_response);
    ZVAL_UNDEF(&handler->stream);
    return &handler->std;
}

static void handler_free(zend_object *obj)
{
    release(handler_from_obj(obj));
    zend_object_std_dtor(obj);
}

void vela_php_psr_handler_register(zend_class_entry *ce)
{
    vela_ce_psr_handler = ce;
    ce->ce_flags |= ZEND_ACC_NOT_SERIALIZABLE;
    ce->create_object = handler_create;
    memcpy(&handler_handlers, zend_get_std_object_handlers(), sizeof(zend_object_handlers));
    handler_handlers.offset = XtOffsetOf(vela_php_psr_handler_t, std);
    handler_handlers.free_obj = handler_free;
    handler_handlers.clone_obj = NULL;
}
