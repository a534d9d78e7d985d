/*
 * Shared inside the framework area (ext/php/app/), not with other areas:
 * the class entries its files create, each file's MINIT hook, and the
 * per-worker state of a Vela\App that the request path (pipeline.c), the
 * error answers (errors.c) and the classes built on the app (URL generator,
 * test client) share.
 *
 * What is resolved once, at construction (so a request does no lookup by
 * name): every route's middleware ids, binder method and controller id; the
 * container's get(); Response::json()/html(); the global middleware list;
 * the regexes, compiled. What is resolved on a route's first request and
 * kept: its controller and middleware objects when the container shares
 * them (singletons: every id the generated container does not list as
 * TRANSIENT), the action's zend_function, and one Vela\Http\Next per chain
 * position (a Next holds no request state, so concurrent requests share it).
 */
#ifndef VELA_PHP_APP_H
#define VELA_PHP_APP_H

#include <php.h>
#include <ext/pcre/php_pcre.h>

#include "src/router/router.h"

/* Vela\BindFailure: what Vela\App turns into a 404/400/422 response. */
extern zend_class_entry *vela_ce_app_bind_failure;
extern zend_class_entry *vela_ce_app;
extern zend_class_entry *vela_ce_http_next;
extern zend_class_entry *vela_ce_http_exception_handler;
extern zend_class_entry *vela_ce_http_http_exception;
extern zend_class_entry *vela_ce_http_validation_exception;
extern zend_class_entry *vela_ce_http_url_generator;
/* The built-in interceptors (cacheable_interceptor_class.c, transactional_interceptor_class.c). */
extern zend_class_entry *vela_ce_app_cacheable_interceptor;
extern zend_class_entry *vela_ce_app_transactional_interceptor;

/* Parses MethodInterceptor::intercept()'s arguments, for the built-in interceptors (their files
 * include Zend/zend_closures.h). */
#define VELA_PARSE_INTERCEPT_ARGS(target, method, args, proceed, options)                          \
    ZEND_PARSE_PARAMETERS_START(5, 5)                                                              \
    Z_PARAM_OBJ(target)                                                                            \
    Z_PARAM_STR(method)                                                                            \
    Z_PARAM_ARRAY(args)                                                                            \
    Z_PARAM_OBJECT_OF_CLASS(proceed, zend_ce_closure)                                              \
    Z_PARAM_ARRAY_HT(options)                                                                      \
    ZEND_PARSE_PARAMETERS_END()

/* A service the app keeps: the object when shared, and the method it calls on it. */
typedef struct vela_php_app_service {
    zend_string *id;
    zend_object *object; /* NULL: transient, asked from the container every time */
    zend_function *method;
    zend_class_entry *method_ce; /* the class `method` was looked up in */
} vela_php_app_service_t;

/* One route of routes.php, resolved. Index -1 of the app's routes is the "no route" chain. */
typedef struct vela_php_app_route {
    vela_php_app_service_t controller; /* method: the action */
    zend_string *action;               /* the action's method name */
    zend_string *label;    /* the route's name, else its path: metrics, logs, Request::route() */
    zend_function *binder; /* Binders::bind_…, or NULL for none (skipped for an action without
                            * parameters) */
    vela_php_app_service_t **middleware;
    HashTable **middleware_args; /* [i]: middleware[i]'s #[Middleware] arguments, passed to its
                                  * process() third; NULL (the array or an entry) for none */
    uint32_t nmiddleware;
    zend_object **nexts;     /* [position] for positions 1 .. globals + nmiddleware, made on use */
    signed char psr_request; /* 1: the action takes a PSR-7 ServerRequestInterface; -1: not;
                              * 0: not looked at yet (ext/php/psr/bridge.c) */
} vela_php_app_route_t;

/* config('app.trailing_slash'): what a path with a trailing slash that no route takes gets when
 * the path without it has a route. */
typedef enum vela_php_app_slash {
    VELA_PHP_APP_SLASH_STRICT,   /* "strict" (the default): nothing, it is another path (404) */
    VELA_PHP_APP_SLASH_REDIRECT, /* "redirect": 308 to the path without it, query kept */
    VELA_PHP_APP_SLASH_MATCH,    /* "match": served by the route of the path without it */
} vela_php_app_slash_t;

typedef struct vela_php_app {
    vela_router_t *router;
    zval routes;               /* routes.php: a list of route arrays, indexed like the router */
    zval container;            /* get(string $id): object */
    zend_function *get;        /* the container's get() */
    HashTable *transient;      /* the generated container's TRANSIENT ids, or NULL: share nothing */
    zend_class_entry *binders; /* Vela\Generated\Binders */
    vela_php_app_route_t *resolved; /* [1 + route]: [0] is the chain of requests no route takes */
    size_t nresolved;
    HashTable services;               /* id => vela_php_app_service_t* (middleware, handlers) */
    vela_php_app_service_t **globals; /* config/middleware.php, outermost first */
    uint32_t nglobals;
    vela_php_app_service_t *error_handler; /* Vela\Http\ExceptionHandler, or NULL */
    vela_php_app_service_t *logger;        /* Psr\Log\LoggerInterface, or NULL */
    pcre_cache_entry **regexes;            /* [router regex number], referenced */
    zval pools;                            /* open connection pools, id => pool (pools.c) */
    pcre2_match_data *match_data;
    zval url_generator;
    bool debug;                          /* config app.debug: error answers show the exception */
    bool json_api;                       /* config app.json_api: every error answer is problem+json,
                                        * and the router's own 404/405 reach the handler */
    vela_php_app_slash_t trailing_slash; /* config app.trailing_slash */
    struct vela_php_psr_bridge *psr;     /* PSR-15 interop (ext/php/psr/), NULL when absent */
    struct vela_php_psr_factory *psr7;   /* without PSR-15: the PSR-17 factory of actions' PSR-7
                                    * requests, made on first use, else NULL */
    zend_string *root;
    zend_object std;
} vela_php_app_t;

static inline vela_php_app_t *vela_php_app_from_obj(zend_object *obj)
{
    return (vela_php_app_t *)((char *)obj - XtOffsetOf(vela_php_app_t, std));
}

/*
 * The pools config/database.php and config/redis.php declare (pools.c):
 * open_pools() opens each into pools (an array it owns, id => pool; UNDEF
 * or empty = none open yet) and gives it to the container as pg.<name> /
 * redis.<name>; false with Vela\Exception thrown naming the config key, and
 * nothing left open. close_pools() closes and forgets them. PHP context.
 */
bool vela_php_app_open_pools(zval *container, zval *pools);
void vela_php_app_close_pools(zval *pools);

/*
 * The console (console.c, migrations.c; the helpers both use are in
 * console_io.c). vela_php_app_require(): require
 * $path with its return value in *result; false with an exception thrown.
 * vela_php_app_console_error(): one line on stderr.
 * vela_php_app_console_report(): reports the exception in flight on stderr
 * as "command: Class: message", clears it, returns the exit code 1.
 * vela_php_app_console_pools(): opens the app's pools unless they are open
 * (*mine: this call opened them, so the caller closes them); false with an
 * exception thrown.
 * vela_php_app_migrate_command(): whether name is a built-in command
 * (migrate, migrate:status); vela_php_app_migrate() runs it with the words
 * after its name and returns the exit code. PHP context.
 */
bool vela_php_app_require(zend_string *path, zval *result);
void vela_php_app_console_error(const char *format, ...) ZEND_ATTRIBUTE_FORMAT(printf, 1, 2);
int vela_php_app_console_report(const char *command);
bool vela_php_app_console_pools(vela_php_app_t *app, bool *mine);
bool vela_php_app_migrate_command(zend_string *name);
int vela_php_app_migrate(vela_php_app_t *app, zend_string *name, const char **words, uint32_t n);

/* Per-class setup at MINIT, given the class entry register.c created. */
void vela_php_app_bind_failure_register(zend_class_entry *ce);
void vela_php_app_register(zend_class_entry *app, zend_class_entry *next);
void vela_php_app_next_register(zend_class_entry *next);
void vela_php_app_http_exceptions_register(zend_class_entry *http_exception,
                                           zend_class_entry *validation);
void vela_php_app_url_generator_register(zend_class_entry *ce);
void vela_php_app_view_register(zend_class_entry *ce);
void vela_php_app_testing_client_register(zend_class_entry *ce);
void vela_php_app_system_clock_register(zend_class_entry *clock, zend_class_entry *system);
void vela_php_app_frozen_clock_register(zend_class_entry *ce);
void vela_php_app_throttle_register(zend_class_entry *ce);
void vela_php_app_page_register(zend_class_entry *ce);

/* throttle_class.c: Vela\Http\Throttle; register.c: the 429 exception it throws. */
extern zend_class_entry *vela_ce_app_throttle;
extern zend_class_entry *vela_ce_http_too_many_requests;

/* system_clock_class.c: the interface Vela\Clock and the Vela\SystemClock the app provides. */
extern zend_class_entry *vela_ce_app_clock;
extern zend_class_entry *vela_ce_app_system_clock;

/* system_clock_class.c: the time `clock` (a Vela\Clock; NULL or a SystemClock: the system's)
 * says, in microseconds since the epoch, into *out; false with an exception thrown when its
 * now() throws or returns no DateTimeInterface. PHP context. */
bool vela_php_app_clock_micros(zval *clock, int64_t *out);

/* system_clock_class.c: a DateTimeImmutable (UTC) of `micros` since the epoch into *out. */
void vela_php_app_clock_date(int64_t micros, zval *out);

/*
 * pipeline.c. Runs chain position `position` of `route` (its global
 * middleware, then its own, then the action; for the "no route" chain the
 * terminal answers 404, 405 or OPTIONS) with `request`, the Response in
 * *return_value. An exception raised below the global middleware becomes
 * its answer there, so global middleware wraps error answers too; one
 * raised by a global middleware is left pending for the caller.
 */
void vela_php_app_run_chain(vela_php_app_t *app, vela_php_app_route_t *route, uint32_t position,
                            zval *request, zval *return_value);

/* pipeline.c: resolves what a route needs at construction; false with an exception thrown. */
bool vela_php_app_resolve_routes(vela_php_app_t *app);

/* pipeline.c: the service `id` (kept when shared); false with an exception thrown. */
bool vela_php_app_service(vela_php_app_t *app, vela_php_app_service_t *service, zval *out);

/* pipeline.c: the kept service of id `id`, made once; method `method` is looked up on use. */
vela_php_app_service_t *vela_php_app_service_named(vela_php_app_t *app, zend_string *id);

/* pipeline.c: releases what vela_php_app_resolve_routes() and the requests made. */
void vela_php_app_release(vela_php_app_t *app);

/* pipeline.c: a Response for what an action or a middleware returned (exception on a bad value). */
void vela_php_app_to_response(zval *result, zval *return_value);

/*
 * errors.c. Turns the pending exception into the answer for `request`
 * (BindFailure, ValidationException, HttpException, the app's
 * ExceptionHandler, else a logged 500) and clears it. An exit or a
 * cancellation is left pending. True when it answered.
 */
bool vela_php_app_answer_exception(vela_php_app_t *app, zval *request, zval *return_value);

/* errors.c: the counts of BackendUnavailable errors not logged one by one are due at
 * vela_php_app_outages_due (monotonic ms; 0: none): tick() writes those due, free() writes all
 * (without the app's logger) and forgets every class, when the app is freed. */
extern uint64_t vela_php_app_outages_due;
void vela_php_app_outages_tick(vela_php_app_t *app);
void vela_php_app_outages_free(vela_php_app_t *app);

/* http_exception_class.c: throws a Vela\Http\HttpException (a BadRequestException for 400)
 * with `status` and the formatted message. */
void vela_php_app_http_exception_throw(int status, const char *format, ...)
    ZEND_ATTRIBUTE_FORMAT(printf, 2, 3);

/* http_exception_class.c: throws the Vela\Http\HttpException of `status` (NotFoundException
 * for 404) with the reason phrase as message and `headers` (may be NULL). */
void vela_php_app_http_exception_throw_headers(int status, HashTable *headers);

/* bind_failure_class.c: throws a Vela\BindFailure of `status` with the field `errors` (an
 * array, copied). */
void vela_php_app_bind_failure_throw(int status, zval *errors);

/* errors.c: the answer with `status` and `message` (NULL: the reason phrase), in the format the
 * client accepts; `errors` (may be NULL) are field errors. */
void vela_php_app_error_answer(vela_php_app_t *app, zval *request, int status, const char *message,
                               HashTable *errors, zval *return_value);

/* problem.c: the RFC 9457 answer (application/problem+json) with `status`, `message` (the
 * reason phrase, or NULL, adds no "detail"), the field `errors` and the debug `detail` (each may
 * be NULL), in *return_value. */
void vela_php_app_problem_answer(int status, const char *message, HashTable *errors, zval *detail,
                                 zval *return_value);

/* app_class.c: the path of route `name` with `params` into a string, or NULL with an exception. */
zend_string *vela_php_app_url(vela_php_app_t *app, zend_string *name, HashTable *params);

/* url_generator_class.c: a Vela\Http\UrlGenerator for `app` into *out. */
void vela_php_app_url_generator_new(zend_object *app, zval *out);

/* view_class.c: a Vela\View of `directory` into *out (the app's templates/). */
extern zend_class_entry *vela_ce_app_view;
void vela_php_app_view_new(zend_string *directory, zval *out);

/* binder_class.c: FILTER_VALIDATE_BOOL's reading of `len` bytes at `text` (trimmed, any case):
 * 1 for "1", "true", "on", "yes"; 0 for "0", "false", "off", "no" and ""; -1 otherwise. */
int vela_php_app_parse_bool(const char *text, size_t len);

/* app_class.c: dispatches one request into *return_value (a Response), as App::handle(). */
void vela_php_app_handle(vela_php_app_t *app, zval *request, zval *return_value);

#endif
