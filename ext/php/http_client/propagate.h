/*
 * Propagation of the incoming request's id and trace context to outbound
 * requests (propagate.c). Apart from http_client.h: propagate.c reads the
 * server's Request (php/http/http.h), whose header types clash with the
 * client engine's.
 */
#ifndef VELA_PHP_HTTP_CLIENT_PROPAGATE_H
#define VELA_PHP_HTTP_CLIENT_PROPAGATE_H

#include <stddef.h>

/*
 * Calls add(arg, lower-cased name, name, value, len) for each
 * header an outbound request carries from the incoming request the running
 * coroutine serves (X-Request-Id, traceparent, tracestate); nothing outside
 * a handler's coroutine. `value` is valid during the call only.
 */
typedef void (*vela_php_http_client_header_fn)(void *arg, const char *lower, const char *name,
                                               const char *value, size_t len);
void vela_php_http_client_propagation(vela_php_http_client_header_fn add, void *arg);

#endif
