/*
 * The client's failures as exceptions: one class per kind of failure the
 * engine reports (src/http_client/client.h), and StatusException for an
 * error status when the "http_errors" option asks for it.
 */
#include "php/core/binding.h"
#include "php/http_client/http_client.h"
#include "src/core/error.h"

#include <Zend/zend_smart_str.h>

static zend_class_entry *class_of(vela_http_error_kind_t kind)
{
    switch (kind) {
    case VELA_HTTP_ERR_CONNECT:
        return vela_ce_http_client_connect_exception;
    case VELA_HTTP_ERR_TLS:
        return vela_ce_http_client_tls_exception;
    case VELA_HTTP_ERR_TIMEOUT:
        return vela_ce_http_client_timeout_exception;
    case VELA_HTTP_ERR_POOL:
        return vela_ce_http_client_pool_timeout;
    case VELA_HTTP_ERR_REDIRECTS:
        return vela_ce_http_client_too_many_redirects;
    case VELA_HTTP_ERR_TOO_LARGE:
        return vela_ce_http_client_response_too_large;
    default:
        return vela_ce_http_client_exception;
    }
}

void vela_php_http_client_throw(const vela_http_response_t *res)
{
    if (EG(exception)) {
        return;
    }
    if (res->kind == VELA_HTTP_ERR_RUNTIME && res->code != VELA_ENOMEM) {
        vela_php_core_throw_in(vela_ce_http_client_exception, res->code, "%s", res->error);
        return;
    }
    if (res->kind == VELA_HTTP_ERR_POOL && res->pool) {
        const char *request_end = strrchr(res->error, ':');
        zend_string *report = vela_php_core_pool_exhausted(res->pool);
        smart_str message = {0};
        smart_str_appendl(&message, res->error,
                          request_end ? (size_t)(request_end - res->error) : strlen(res->error));
        smart_str_append_printf(&message, ": %s", ZSTR_VAL(report));
        smart_str_0(&message);
        zend_throw_exception(class_of(res->kind), ZSTR_VAL(message.s), res->code);
        smart_str_free(&message);
        zend_string_release(report);
        return;
    }
    zend_throw_exception(class_of(res->kind), res->error, res->code);
}

void vela_php_http_client_throw_status(const char *method, const char *url, zval *response)
{
    zend_long status = vela_php_http_client_response_status(response);
    zend_object *e = zend_throw_exception_ex(vela_ce_http_client_status_exception, status,
                                             "%s %s: status %ld", method, url, (long)status);
    zend_update_property(vela_ce_http_client_status_exception, e, "response",
                         sizeof("response") - 1, response);
}

ZEND_METHOD(Vela_Http_Client_StatusException, getResponse)
{
    ZEND_PARSE_PARAMETERS_NONE();
    zval rv;
    zval *response = zend_read_property(vela_ce_http_client_status_exception, Z_OBJ_P(ZEND_THIS),
                                        "response", sizeof("response") - 1, 1, &rv);
    RETURN_COPY(response);
}
