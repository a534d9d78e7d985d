/*
 * The app logger's binding (ext/php/log/): Vela\Log\Logger, a PSR-3 logger
 * writing JSON lines, Vela\Log\RequestProcessor, which gives Monolog records
 * the same request fields, and the request scope both read: which request the
 * running coroutine serves, set by Vela\App around each dispatch.
 */
#ifndef VELA_PHP_LOG_H
#define VELA_PHP_LOG_H

#include <php.h>

extern zend_class_entry *vela_ce_log_logger;
extern zend_class_entry *vela_ce_log_request_processor;

/*
 * scope.c: makes `request` (a Vela\Http\Request, borrowed: the caller keeps it alive until the
 * matching leave; the main context's slot holds a reference of its own) the running coroutine's
 * request and returns the one it hides (NULL when
 * none), which the caller hands back to vela_php_log_scope_leave() when the dispatch ends. The
 * main context (a test client, workers = 0 without coroutines) has one slot of its own. Any
 * context of the PHP thread.
 */
zend_object *vela_php_log_scope_enter(zend_object *request);
void vela_php_log_scope_leave(zend_object *hidden);

/* scope.c: the running coroutine's request, borrowed, or NULL outside a dispatch. */
zend_object *vela_php_log_scope_request(void);

/*
 * scope.c: adds request_id, route, method and path of the running coroutine's request to
 * `fields` (an array); nothing outside a dispatch. request_id is Request::id() (the server's
 * request_id option), else a request_id attribute, else the X-Request-Id header; route is the
 * route's name, else its path pattern, when a route took the request.
 */
void vela_php_log_scope_fields(zval *fields);

/*
 * provide.c: the app's default logger, made from the container's config/log.php (level, path,
 * channel, driver "vela" or "monolog"), into *out (the caller owns it). False with an exception
 * thrown: a bad level or driver, or Monolog asked for and not loadable. Called once per app.
 */
bool vela_php_log_default(zend_object *container, zval *out);

/* logger_class.c, processor_class.c: class set-up at MINIT. */
void vela_php_log_logger_register(zend_class_entry *ce);
void vela_php_log_processor_register(zend_class_entry *ce);

#endif
