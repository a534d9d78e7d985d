/*
 * The request scope: which Vela\Http\Request the running coroutine serves,
 * for the loggers' request fields.
 *
 * Design. Vela\App enters the scope around each dispatch and leaves it after;
 * the slot is a coroutine-local (src/core/coro.h) keyed on this file's
 * `key`, and a static for the main context, which has no locals. Entering
 * hands back what it hides, so nested dispatches (a test client calling an
 * app from inside a request) restore their outer request. The request is
 * borrowed: the dispatch that entered holds it until it leaves, so the slot
 * never owns a reference and its local needs no destructor.
 */
#include "php/log/log.h"

#include "php/http/http.h"
#include "src/core/coro.h"

static const char key = 0;
static zend_object *main_request;

zend_object *vela_php_log_scope_enter(zend_object *request)
{
    vela_coro_t *co = vela_coro_current();
    zend_object *hidden;
    if (vela_coro_is_main(co)) {
        hidden = main_request;
        main_request = request;
        return hidden;
    }
    hidden = vela_coro_get_local(co, &key);
    vela_coro_set_local(co, &key, request, NULL);
    return hidden;
}

void vela_php_log_scope_leave(zend_object *hidden)
{
    vela_coro_t *co = vela_coro_current();
    if (vela_coro_is_main(co)) {
        main_request = hidden;
    } else {
        vela_coro_set_local(co, &key, hidden, NULL);
    }
}

zend_object *vela_php_log_scope_request(void)
{
    vela_coro_t *co = vela_coro_current();
    return vela_coro_is_main(co) ? main_request : vela_coro_get_local(co, &key);
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
