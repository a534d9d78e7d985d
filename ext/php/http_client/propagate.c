/*
 * Propagation: an outbound request made while serving an incoming one
 * carries the incoming request's id and continues its trace, so the
 * services it calls log the same id and a tracer links their spans.
 *
 * The incoming request is the one the running coroutine serves
 * (vela_php_http_current_request(): the handler's own coroutine; one it
 * spawned has none, and passes Client::propagationHeaders() along instead).
 * X-Request-Id is its id (the server's request_id option), else its
 * X-Request-Id header. traceparent is sent only when a valid one came in:
 * the same trace id and flags, a new random span id (src/http_client/
 * trace.h), with its tracestate unchanged. The client's "propagate" option
 * turns it off; a header the caller set (any case) is never replaced.
 */
#include "php/http/http.h"
#include "php/http_client/propagate.h"
#include "src/http_client/trace.h"

#include <ext/random/php_random.h>

/* A new span id: 8 random bytes, not all zero. False when the system gave none. */
static bool new_span(uint8_t span[8])
{
    for (int attempt = 0; attempt < 4; attempt++) {
        if (php_random_bytes_silent(span, 8) != SUCCESS) {
            return false;
        }
        for (int i = 0; i < 8; i++) {
            if (span[i] != 0) {
                return true;
            }
        }
    }
    return false;
}

/* traceparent (a child of the incoming one) and tracestate, when a valid traceparent came in. */
static void trace_context(vela_php_request_t *req, vela_php_http_client_header_fn add, void *arg)
{
    const char *value;
    size_t len;
    uint8_t span[8];
    char child[VELA_HTTP_TRACEPARENT_LEN + 1];
    if (!vela_php_request_header_bytes(req, "traceparent", &value, &len) || !new_span(span) ||
        vela_http_traceparent_child(value, len, span, child) < 0) {
        return;
    }
    add(arg, "traceparent", "traceparent", child, VELA_HTTP_TRACEPARENT_LEN);
    if (vela_php_request_header_bytes(req, "tracestate", &value, &len) && len > 0) {
        add(arg, "tracestate", "tracestate", value, len);
    }
}

void vela_php_http_client_propagation(vela_php_http_client_header_fn add, void *arg)
{
    zend_object *obj = vela_php_http_current_request();
    if (obj == NULL) {
        return;
    }
    vela_php_request_t *req = vela_php_request_from_obj(obj);
    const char *value;
    size_t len;
    if (req->request_id != NULL) {
        add(arg, "x-request-id", "X-Request-Id", ZSTR_VAL(req->request_id),
            ZSTR_LEN(req->request_id));
    } else if (vela_php_request_header_bytes(req, "x-request-id", &value, &len) && len > 0) {
        add(arg, "x-request-id", "X-Request-Id", value, len);
    }
    trace_context(req, add, arg);
}
