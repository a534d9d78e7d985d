/*
 * Vela\Http\Server: options, hooks, and serving on the engine
 * (ext/src/http/server.h) with one coroutine per request.
 *
 * The options are options.h's table: validated in the constructor, read
 * typed by the server and the process model (workers.c). Each request is an
 * exchange (exchange.h), which runs the handler and answers; this file owns
 * the server's life: binding (or adopting the process model's socket), the
 * hooks, signals, the access log and pid file, running the loop until a
 * graceful stop, and freeing the engine.
 */
#include "php/http/http.h"

#include <fcntl.h>
#include <signal.h>
#include <unistd.h>

#include <Zend/zend_exceptions.h>
#include <Zend/zend_interfaces.h>

#include "php/http/access_log.h"
#include "php/http/reload_watch.h"
#include "php/http/exchange.h"
#include "php/http/observe.h"
#include "php/http/options.h"
#include "php/http/workers.h"
#include "src/process/worker_template.h"
#include "src/core/coro.h"
#include "src/core/error.h"
#include "src/core/loop.h"
#include "src/core/safe_file.h"
#include "src/process/master.h"

zend_class_entry *vela_ce_http_exception;
zend_class_entry *vela_ce_http_server;
static zend_object_handlers server_handlers;

typedef struct vela_php_server {
    vela_php_http_options_t options;
    zval handler; /* the callable, or the owner of a handler in C (exchanges.direct) */
    zval hooks_start, hooks_worker_start, hooks_worker_stop;
    vela_http_server_t *engine;
    vela_php_exchange_context_t exchanges; /* the engine's handler data */
    vela_php_access_log_t log;
    vela_php_observe_t observe;
    const vela_php_http_serve_hooks_t *hooks; /* the process model's, while serving */
    vela_coro_release_hook_t release_hook;    /* gives back a burst's pooled objects */
    bool running, stopped, engine_freed;
    zend_object std;
} vela_php_server_t;

static inline vela_php_server_t *server_from_obj(zend_object *obj)
{
    return (vela_php_server_t *)((char *)obj - XtOffsetOf(vela_php_server_t, std));
}

#define THIS_SERVER() server_from_obj(Z_OBJ_P(ZEND_THIS))

/* ---- object ------------------------------------------------------------- */

static zend_object *server_create_object(zend_class_entry *ce)
{
    vela_php_server_t *server = zend_object_alloc(sizeof(vela_php_server_t), ce);

    zend_object_std_init(&server->std, ce);
    object_properties_init(&server->std, ce);
    server->std.handlers = &server_handlers;
    vela_php_http_options_init(&server->options);
    array_init(&server->hooks_start);
    array_init(&server->hooks_worker_start);
    array_init(&server->hooks_worker_stop);
    vela_php_access_log_init(&server->log);
    return &server->std;
}

static void server_free_obj(zend_object *obj)
{
    vela_php_server_t *server = server_from_obj(obj);

    vela_php_http_options_free(&server->options);
    zval_ptr_dtor(&server->handler);
    zval_ptr_dtor(&server->hooks_start);
    zval_ptr_dtor(&server->hooks_worker_start);
    zval_ptr_dtor(&server->hooks_worker_stop);
    zend_object_std_dtor(obj);
}

static HashTable *server_get_gc(zend_object *obj, zval **table, int *n)
{
    vela_php_server_t *server = server_from_obj(obj);

    *table = &server->handler;
    *n = 1;
    return zend_std_get_properties(obj);
}

PHP_METHOD(Vela_Http_Server, __construct)
{
    HashTable *given = NULL;

    ZEND_PARSE_PARAMETERS_START(0, 1)
    Z_PARAM_OPTIONAL
    Z_PARAM_ARRAY_HT(given)
    ZEND_PARSE_PARAMETERS_END();
    if (given && !vela_php_http_options_set(&THIS_SERVER()->options, given)) {
        RETURN_THROWS();
    }
}

PHP_METHOD(Vela_Http_Server, handle)
{
    zend_fcall_info fci;
    zend_fcall_info_cache fcc;
    vela_php_server_t *server = THIS_SERVER();

    ZEND_PARSE_PARAMETERS_START(1, 1)
    Z_PARAM_FUNC(fci, fcc)
    ZEND_PARSE_PARAMETERS_END();
    zval_ptr_dtor(&server->handler);
    ZVAL_COPY(&server->handler, &fci.function_name);
    server->exchanges.handler = fcc;
    server->exchanges.direct = NULL;
    server->exchanges.direct_owner = NULL;
    RETURN_OBJ_COPY(Z_OBJ_P(ZEND_THIS));
}

void vela_php_http_server_set_handler(zend_object *obj, vela_php_http_handler_fn handle,
                                      zend_object *owner)
{
    vela_php_server_t *server = server_from_obj(obj);

    zval_ptr_dtor(&server->handler);
    ZVAL_OBJ_COPY(&server->handler, owner); /* held, and seen by the collector, as a callable */
    memset(&server->exchanges.handler, 0, sizeof(server->exchanges.handler));
    server->exchanges.direct = handle;
    server->exchanges.direct_owner = owner;
}

static void add_hook(INTERNAL_FUNCTION_PARAMETERS, zval *hooks)
{
    zval *callable;

    ZEND_PARSE_PARAMETERS_START(1, 1)
    Z_PARAM_ZVAL(callable)
    ZEND_PARSE_PARAMETERS_END();
    if (!zend_is_callable(callable, 0, NULL)) {
        zend_argument_type_error(1, "must be a valid callback");
        RETURN_THROWS();
    }
    Z_TRY_ADDREF_P(callable);
    add_next_index_zval(hooks, callable);
    RETURN_OBJ_COPY(Z_OBJ_P(ZEND_THIS));
}

PHP_METHOD(Vela_Http_Server, onStart)
{
    add_hook(INTERNAL_FUNCTION_PARAM_PASSTHRU, &THIS_SERVER()->hooks_start);
}

PHP_METHOD(Vela_Http_Server, onWorkerStart)
{
    add_hook(INTERNAL_FUNCTION_PARAM_PASSTHRU, &THIS_SERVER()->hooks_worker_start);
}

PHP_METHOD(Vela_Http_Server, onWorkerStop)
{
    add_hook(INTERNAL_FUNCTION_PARAM_PASSTHRU, &THIS_SERVER()->hooks_worker_stop);
}

PHP_METHOD(Vela_Http_Server, port)
{
    vela_php_server_t *server = THIS_SERVER();

    ZEND_PARSE_PARAMETERS_NONE();
    RETURN_LONG(server->engine ? vela_http_server_port(server->engine) : 0);
}

PHP_METHOD(Vela_Http_Server, options)
{
    ZEND_PARSE_PARAMETERS_NONE();
    vela_php_http_options_to_array(&THIS_SERVER()->options, return_value);
}

/* ---- start / stop ------------------------------------------------------- */

static void on_stopped(vela_http_server_t *engine, void *arg)
{
    (void)engine;
    ((vela_php_server_t *)arg)->stopped = true;
}

static bool is_stopped(void *arg)
{
    return ((vela_php_server_t *)arg)->stopped;
}

static bool is_stopped_or_drain_expired(void *arg)
{
    vela_php_server_t *server = arg;

    return server->stopped || (server->engine && vela_http_server_drain_expired(server->engine));
}

/*
 * Runs the loop until the stop completed. Handlers still running when the
 * drain timeout expired are cancelled (their waits fail, they unwind), as
 * are any other coroutines of the process: serving is over.
 */
static void run_until_stopped(vela_php_server_t *server)
{
    vela_loop_run_until(is_stopped_or_drain_expired, server);
    if (!server->stopped && !EG(exception)) {
        vela_coro_cancel_all();
        vela_loop_run_until(is_stopped, server);
    }
}

static void on_engine_freed(void *arg)
{
    ((vela_php_server_t *)arg)->engine_freed = true;
}

static bool is_engine_freed(void *arg)
{
    return ((vela_php_server_t *)arg)->engine_freed;
}

static void call_hooks(vela_php_server_t *server, zval *hooks)
{
    zval *hook, retval, self;

    ZVAL_OBJ(&self, &server->std);
    ZEND_HASH_FOREACH_VAL(Z_ARRVAL_P(hooks), hook)
    {
        if (EG(exception)) {
            return;
        }
        call_user_function(NULL, NULL, hook, &retval, 1, &self);
        zval_ptr_dtor(&retval);
    }
    ZEND_HASH_FOREACH_END();
}

static bool write_pid_file(vela_php_server_t *server)
{
    zend_string *path = server->options.pid_file;
    const char *why = "";
    int rc;

    if (path == NULL || vela_master_in_worker()) {
        return true; /* with workers, the master owns the pid file */
    }
    rc = vela_safe_file_write_pid(ZSTR_VAL(path), getpid(), &why);
    if (rc != 0) {
        zend_throw_exception_ex(vela_ce_http_exception, rc, "Cannot write the pid_file %s: %s",
                                ZSTR_VAL(path), why);
        return false;
    }
    return true;
}

/* What every exchange of this server needs, set before the engine exists. */
static void prepare_exchanges(vela_php_server_t *server)
{
    vela_php_exchange_context_t *context = &server->exchanges;
    const vela_php_http_serve_hooks_t *hooks = server->hooks;

    context->max_coroutines = (size_t)server->options.max_coroutines;
    context->max_form_fields = (size_t)server->options.max_form_fields;
    context->json_limits.max_depth = (size_t)server->options.max_json_depth;
    context->json_limits.max_object_members = (size_t)server->options.max_json_object_members;
    context->json_limits.max_members = (size_t)server->options.max_json_members;
    context->body_buffer_size = (size_t)server->options.body_buffer_size;
    context->debug = server->options.debug;
    context->log = &server->log;
    context->observe = &server->observe;
    context->request_done = hooks ? hooks->request_done : NULL;
    context->request_done_arg = hooks ? hooks->arg : NULL;
    context->compression = server->options.compression;
    context->compression_min_size = (size_t)server->options.compression_min_size;
    context->in_flight = 0;
}

/* SIGTERM/SIGINT stop the server gracefully (workers = 0, or a worker that asks). */
static bool watch_signals(vela_php_server_t *server)
{
    uint64_t drain_ms = vela_php_http_options_ms(server->options.drain_timeout);
    int rc = vela_http_server_watch_signals(server->engine, drain_ms, on_stopped, server);

    if (rc != 0) {
        zend_throw_exception_ex(vela_ce_http_exception, rc,
                                "Cannot install the SIGTERM and SIGINT handlers: %s",
                                vela_strerror(rc));
        return false;
    }
    return true;
}

/* What a burst of connections left pooled goes when the coroutine layer
 * returns the burst's contexts (a second without need of them); as many are
 * kept warm as coroutine contexts are. */
#define RELEASE_KEEP 16

static void release_pools(void *arg)
{
    vela_php_server_t *server = arg;

    if (server->engine != NULL) {
        vela_http_server_release_pools(server->engine, RELEASE_KEEP);
    }
}

/* Creates the engine and binds (fd < 0) or adopts `fd`. Throws on failure. */
static bool open_engine(vela_php_server_t *server, int fd)
{
    uv_loop_t *loop = vela_loop_get();
    const char *host = vela_php_http_options_bind_host(&server->options);
    vela_http_server_config_t config;
    int rc;

    if (loop == NULL) {
        zend_throw_exception(vela_ce_http_exception, "Cannot create the event loop", VELA_ENOMEM);
        return false;
    }
    vela_php_http_options_engine_config(&server->options, &config);
    prepare_exchanges(server);
    rc = vela_http_server_new(loop, &config, &vela_php_exchange_handler, &server->exchanges,
                              &server->engine);
    if (rc == 0) {
        rc = fd >= 0 ? vela_http_server_listen_fd(server->engine, fd)
                     : vela_http_server_listen(server->engine, host);
    }
    if (rc != 0) {
        zend_throw_exception_ex(vela_ce_http_exception, rc, "Cannot listen on %s:%d: %s", host,
                                config.port, vela_strerror(rc));
        return false;
    }
    server->release_hook = (vela_coro_release_hook_t){.fn = release_pools, .arg = server};
    vela_coro_add_release_hook(&server->release_hook);
    if (server->hooks && !server->hooks->own_signals) {
        return true;
    }
    return watch_signals(server);
}

/* Frees the engine, running the loop until its handles closed. */
static void close_engine(vela_php_server_t *server)
{
    zend_object *pending = EG(exception);

    if (server->engine == NULL) {
        return;
    }
    if (!server->stopped) {
        vela_http_server_stop(server->engine, 0, on_stopped, server);
    }
    EG(exception) = NULL; /* let the loop run; what was pending is thrown after */
    run_until_stopped(server);
    vela_coro_remove_release_hook(&server->release_hook);
    vela_http_server_free(server->engine, on_engine_freed, server);
    vela_loop_run_until(is_engine_freed, server);
    vela_http_compressor_free(server->exchanges.compressor);
    server->exchanges.compressor = NULL;
    if (pending) {
        if (EG(exception)) {
            zend_exception_set_previous(EG(exception), pending);
        } else {
            EG(exception) = pending;
        }
    }
    server->engine = NULL;
}

/*
 * Serves until a graceful stop: binds (fd < 0) or serves `fd`, runs the
 * hooks, runs the loop. For workers = 0, and for a worker of the process
 * model (which passes the listening socket it was handed).
 */
static void serve(vela_php_server_t *server, int fd, bool start_hooks,
                  const vela_php_http_serve_hooks_t *hooks)
{
    server->hooks = hooks;
    server->stopped = false;
    server->engine_freed = false;
    if (open_engine(server, fd) && vela_php_access_log_open(&server->log, &server->options) &&
        vela_php_observe_start(&server->observe, &server->options, server->engine,
                               hooks ? hooks->metrics : NULL, hooks ? hooks->metrics_slot : 0) &&
        write_pid_file(server)) {
        server->running = true;
        zend_unset_timeout();
        if (start_hooks) {
            call_hooks(server, &server->hooks_start);
        }
        call_hooks(server, &server->hooks_worker_start);
        if (!EG(exception) && hooks && hooks->listening) {
            hooks->listening(hooks->arg);
        }
        if (!EG(exception)) {
            run_until_stopped(server);
        }
        call_hooks(server, &server->hooks_worker_stop);
    }
    close_engine(server);
    vela_php_observe_stop(&server->observe);
    vela_php_access_log_close(&server->log);
    if (server->options.pid_file && server->running && !vela_master_in_worker()) {
        VCWD_UNLINK(ZSTR_VAL(server->options.pid_file));
    }
    server->running = false;
    server->hooks = NULL;
}

PHP_METHOD(Vela_Http_Server, start)
{
    vela_php_server_t *server = THIS_SERVER();

    ZEND_PARSE_PARAMETERS_NONE();
    if (server->running) {
        zend_throw_exception(vela_ce_http_exception, "The server is already running", 0);
        RETURN_THROWS();
    }
    if (Z_TYPE(server->handler) == IS_UNDEF) {
        zend_throw_exception(vela_ce_http_exception, "No handler: call handle() before start()", 0);
        RETURN_THROWS();
    }
    if (server->options.workers == 0) {
        vela_worker_template_drop_early(); /* serving here: no worker will fork from it */
    }
    if (server->options.workers != 0) {
        vela_php_http_workers_start(&server->std);
    } else if (vela_php_http_reload_watch_wanted(&server->std)) {
        vela_php_http_reload_watch_serve(&server->std); /* reloads on its owner's watch */
    } else {
        serve(server, -1, true, NULL);
    }
    if (EG(exception)) {
        RETURN_THROWS();
    }
}

void vela_php_http_server_serve_fd(zend_object *obj, int fd, bool start_hooks,
                                   const vela_php_http_serve_hooks_t *hooks)
{
    vela_php_server_t *server = server_from_obj(obj);

    if (server->running || Z_TYPE(server->handler) == IS_UNDEF) {
        zend_throw_exception(vela_ce_http_exception, "The server is running or has no handler", 0);
        return;
    }
    serve(server, fd, start_hooks, hooks);
}

void vela_php_http_server_stop(zend_object *obj)
{
    vela_php_server_t *server = server_from_obj(obj);

    if (server->engine) {
        vela_http_server_stop(server->engine,
                              vela_php_http_options_ms(server->options.drain_timeout), on_stopped,
                              server);
    }
}

uint64_t vela_php_http_server_request_count(zend_object *obj)
{
    vela_php_server_t *server = server_from_obj(obj);

    return server->engine ? vela_http_server_request_count(server->engine) : 0;
}

void vela_php_http_server_reopen_log(zend_object *obj)
{
    vela_php_access_log_reopen(&server_from_obj(obj)->log);
}

const vela_php_http_options_t *vela_php_http_server_options(zend_object *obj)
{
    return &server_from_obj(obj)->options;
}

PHP_METHOD(Vela_Http_Server, stop)
{
    ZEND_PARSE_PARAMETERS_NONE();
    vela_php_http_server_stop(Z_OBJ_P(ZEND_THIS));
}

void vela_php_http_server_register(zend_class_entry *ce, zend_class_entry *exception)
{
    vela_ce_http_server = ce;
    vela_ce_http_exception = exception;
    ce->create_object = server_create_object;
    ce->ce_flags |= ZEND_ACC_NOT_SERIALIZABLE;
    memcpy(&server_handlers, zend_get_std_object_handlers(), sizeof(server_handlers));
    server_handlers.offset = XtOffsetOf(vela_php_server_t, std);
    server_handlers.free_obj = server_free_obj;
    server_handlers.get_gc = server_get_gc;
    server_handlers.clone_obj = NULL;
}
