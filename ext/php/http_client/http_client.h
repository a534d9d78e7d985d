/*
 * The binding of the outbound HTTP client (Vela\Http\Client\...): shared
 * between this area's files only. The engine is src/http_client/; these
 * files turn options into its config, PHP values into its requests, its
 * responses into Response objects and its failures into exceptions.
 */
#ifndef VELA_PHP_HTTP_CLIENT_H
#define VELA_PHP_HTTP_CLIENT_H

#include <php.h>

#include "src/http_client/client.h"

extern zend_class_entry *vela_ce_http_client_exception;
extern zend_class_entry *vela_ce_http_client_connect_exception;
extern zend_class_entry *vela_ce_http_client_tls_exception;
extern zend_class_entry *vela_ce_http_client_timeout_exception;
extern zend_class_entry *vela_ce_http_client_pool_timeout;
extern zend_class_entry *vela_ce_http_client_too_many_redirects;
extern zend_class_entry *vela_ce_http_client_response_too_large;
extern zend_class_entry *vela_ce_http_client_status_exception;
extern zend_class_entry *vela_ce_http_client_client;
extern zend_class_entry *vela_ce_http_client_response;
extern zend_class_entry *vela_ce_http_client_cookie_jar;

/* MINIT, one per class: installs object handlers on the entry register.c created. */
void vela_php_http_client_client_register(zend_class_entry *ce);
void vela_php_http_client_response_register(zend_class_entry *ce);
void vela_php_http_client_cookie_jar_register(zend_class_entry *ce);

/* The engine jar of a CookieJar object (cookie_jar_class.c). */
struct vela_http_cookie_jar *vela_php_http_client_cookie_jar(zend_object *jar);

/*
 * Makes a Response object in *out from an engine response, taking its
 * status, headers and body (res keeps its memory; free it as usual).
 */
void vela_php_http_client_response_new(const vela_http_response_t *res, zval *out);

/* The response's status, for http_errors. */
zend_long vela_php_http_client_response_status(zval *response);

/*
 * Throws the exception for a failed send(): the class by res->kind, the
 * message res->error (a pool timeout adds the pool's exhaustion report),
 * getCode() res->code. A cancelled coroutine unwinds instead (core rules).
 */
void vela_php_http_client_throw(const vela_http_response_t *res);

/* Throws StatusException for an error status, keeping `response`. */
void vela_php_http_client_throw_status(const char *method, const char *url, zval *response);

#endif
