/*
 * The request scope: which Vela\Http\Request the running coroutine serves,
 * for the loggers' request fields.
 *
 * Design. Vela\App enters the scope around each dispatch and leaves it after;
 * the slot is the coroutine's tag (src/core/coro.h: a pointer field, two
 * stores per request, where a coroutine-local's allocation cost Vela\App
 * /json 2 % of its instructions). Entering hands back what it hides, so
 * nested dispatches (a test client calling an app from inside a request)
 * restore their outer request. The request is borrowed in a coroutine: the
 * dispatch that entered holds it until it leaves, and a coroutine starts
 * with an empty tag. The main context's slot holds a reference while it is
 * set: a dispatch cut short by exit() never leaves, and a shutdown function
 * that logs must not read a request already freed (it leaks that one
 * request instead).
 */
#include "php/log/log.h"

#include "php/http/http.h"
#include "src/core/coro.h"

zend_object *vela_php_log_scope_enter(zend_object *request)
{
    vela_coro_t *co = vela_coro_current();
    zend_object *hidden = vela_coro_get_tag(co);
    if (vela_coro_is_main(co)) {
        GC_ADDREF(request);
    }
    vela_coro_set_tag(co, request);
    return hidden;
}

void vela_php_log_scope_leave(zend_object *hidden)
{
    vela_coro_t *co = vela_coro_current();
    zend_object *left = vela_coro_get_tag(co);
    vela_coro_set_tag(co, hidden);
    if (vela_coro_is_main(co) && left) {
        OBJ_RELEASE(left);
    }
}

zend_object *vela_php_log_scope_request(void)
{
    return vela_coro_get_tag(vela_coro_current());
}

/* The request's id (see log.h) into *out, or false when it has none. */
static bool request_id(vela_php_request_t *req, zval *out)
{
    zval *id = Z_TYPE(req->attributes) == IS_ARRAY
                   ? zend_hash_str_find(Z_ARRVAL(req->attributes), "request_id", 10)
                   : NULL;
    zend_string *header = vela_php_request_header(req, "x-request-id");
    if (req->request_id != NULL) {
        ZVAL_STR_COPY(out, req->request_id);
    } else if (id != NULL && Z_TYPE_P(id) != IS_NULL) {
        ZVAL_COPY(out, id);
    } else if (header != NULL) {
        ZVAL_STR_COPY(out, header);
    } else {
        return false;
    }
    return true;
}

void vela_php_log_scope_fields(zval *fields)
{
    zend_object *request = vela_php_log_scope_request();
    if (request == NULL) {
        return;
    }
    vela_php_request_t *req = vela_php_request_from_obj(request);
    zval id;
    if (request_id(req, &id)) {
        add_assoc_zval(fields, "request_id", &id);
    }
    if (req->route) {
        add_assoc_str(fields, "route", zend_string_copy(req->route));
    }
    add_assoc_str(fields, "method", zend_string_copy(req->method));
    add_assoc_stringl(fields, "path", ZSTR_VAL(req->target), req->path_len);
}
