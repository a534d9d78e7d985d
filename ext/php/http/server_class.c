/*
 * Vela\Http\Server: options, hooks, and serving on the engine
 * (ext/src/http/server.h) with one coroutine per request.
 *
 * Options are checked against one table: an unknown key, a wrong type or a
 * value out of range throws Vela\Http\Exception naming the option; nothing
 * is clamped. The normalized options (defaults filled in) are kept for the
 * process model, which reads them through options().
 *
 * Per request an "exchange" ties the engine's request to the PHP Request
 * object and to the coroutine running the handler. The engine's callbacks
 * (loop context) build the Request from the head, collect the body, and
 * spawn the coroutine; the coroutine calls the handler and answers: a body
 * response in one piece, a stream chunk by chunk (suspending while the
 * connection is backed up), a file with sendfile (suspending until sent).
 * A handler that throws or returns something else than a Response gets a
 * logged 500 and the server goes on. More than max_coroutines requests in
 * flight are answered 503 without running the handler.
 */
#include "php/http/http.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <syslog.h>
#include <time.h>
#include <unistd.h>

#include <Zend/zend_exceptions.h>
#include <Zend/zend_interfaces.h>
#include <ext/standard/php_var.h>
#include <main/php_network.h>
#include <zend_smart_str.h>
#include <ext/json/php_json.h>

#include "src/core/coro.h"
#include "src/core/error.h"
#include "php/http/workers.h"
#include "src/core/loop.h"
#include "src/process/master.h"

zend_class_entry *vela_ce_http_exception;
zend_class_entry *vela_ce_http_server;
static zend_object_handlers server_handlers;

typedef struct vela_php_server {
    zval options; /* normalized */
    char host[64];
    vela_http_server_config_t config;
    size_t max_coroutines;
    size_t max_form_fields;
    uint64_t drain_timeout_ms;
    zend_long workers;
    bool debug;
    bool log_json;
    zval handler;
    zend_fcall_info_cache handler_fcc;
    zval hooks_start, hooks_worker_start, hooks_worker_stop;
    vela_http_server_t *engine;
    int log_fd;                               /* -1: off */
    const vela_php_http_serve_hooks_t *hooks; /* the process model's, while serving */
    size_t in_flight;
    bool running, stopped, engine_freed;
    zend_object std;
} vela_php_server_t;

typedef struct vela_php_exchange {
    vela_http_request_t *req;
    vela_php_server_t *server;
    zval request;
    smart_str body;
    vela_coro_t *co;
    bool waiting; /* suspended until on_writable / file completion */
    bool file_done;
    bool orphan; /* cancelled mid-file: the engine's completion frees it */
    int file_fd;
    int file_status;
    int status; /* for the access log */
    uint64_t bytes;
    uint64_t started; /* uv_hrtime() at dispatch */
} vela_php_exchange_t;

static inline vela_php_server_t *server_from_obj(zend_object *obj)
{
    return (vela_php_server_t *)((char *)obj - XtOffsetOf(vela_php_server_t, std));
}

#define THIS_SERVER() server_from_obj(Z_OBJ_P(ZEND_THIS))

/* ---- options ------------------------------------------------------------ */

enum option_type {
    OPT_HOST,
    OPT_INT,
    OPT_SECONDS,
    OPT_BYTES,
    OPT_STRING,
    OPT_LOG,
    OPT_LOG_FORMAT,
    OPT_PATH,
    OPT_BOOL
};

struct option {
    const char *name;
    enum option_type type;
    double min, max;
};

static const struct option options[] = {
    {"host", OPT_HOST, 0, 0},
    {"port", OPT_INT, 0, 65535},
    {"workers", OPT_INT, 0, 1024},
    {"backlog", OPT_INT, 1, 65535},
    {"max_connections", OPT_INT, 1, 1000000},
    {"max_coroutines", OPT_INT, 1, 1000000},
    {"header_timeout", OPT_SECONDS, 0.001, 86400},
    {"body_timeout", OPT_SECONDS, 0.001, 86400},
    {"keepalive_timeout", OPT_SECONDS, 0.001, 86400},
    {"max_header_size", OPT_BYTES, 256, 1048576},
    {"max_body_size", OPT_BYTES, 0, 1099511627776.0},
    {"max_requests", OPT_INT, 0, 1e15},
    {"max_memory", OPT_BYTES, 0, 1099511627776.0},
    {"drain_timeout", OPT_SECONDS, 0, 86400},
    {"server_name", OPT_STRING, 0, 0},
    {"access_log", OPT_LOG, 0, 0},
    {"access_log_format", OPT_LOG_FORMAT, 0, 0},
    {"pid_file", OPT_PATH, 0, 0},
    {"debug", OPT_BOOL, 0, 0},
    {"max_form_fields", OPT_INT, 1, 1000000},
};

static bool option_error(const char *name, const char *what)
{
    zend_throw_exception_ex(vela_ce_http_exception, 0, "Invalid option \"%s\": %s", name, what);
    return false;
}

/* "16K", "8M", "1G" or an int, in bytes. */
static bool parse_bytes(const struct option *opt, zval *value, double *out)
{
    if (Z_TYPE_P(value) == IS_LONG) {
        *out = (double)Z_LVAL_P(value);
        return true;
    }
    if (Z_TYPE_P(value) == IS_STRING && Z_STRLEN_P(value) > 0) {
        char *end;
        double n = zend_strtod(Z_STRVAL_P(value), (const char **)&end);
        double unit = *end == 'K' || *end == 'k'   ? 1024
                      : *end == 'M' || *end == 'm' ? 1048576
                      : *end == 'G' || *end == 'g' ? 1073741824.0
                                                   : 1;

        if (end != Z_STRVAL_P(value) && (unit == 1 ? *end == '\0' : end[1] == '\0')) {
            *out = n * unit;
            return true;
        }
    }
    return option_error(opt->name,
                        "expected a size in bytes (int, or a string like \"16K\", \"8M\")");
}

static bool parse_number(const struct option *opt, zval *value, double *out)
{
    if (opt->type == OPT_BYTES) {
        if (!parse_bytes(opt, value, out)) {
            return false;
        }
    } else if (Z_TYPE_P(value) == IS_LONG) {
        *out = (double)Z_LVAL_P(value);
    } else if (opt->type == OPT_SECONDS && Z_TYPE_P(value) == IS_DOUBLE) {
        *out = Z_DVAL_P(value);
    } else {
        return option_error(opt->name, opt->type == OPT_SECONDS ? "expected seconds (int or float)"
                                                                : "expected an int");
    }
    if (*out < opt->min || *out > opt->max) {
        char range[96];

        snprintf(range, sizeof(range), "%.15g is out of range %.15g..%.15g", *out, opt->min,
                 opt->max);
        return option_error(opt->name, range);
    }
    return true;
}

static bool check_host(const struct option *opt, zval *value)
{
    struct sockaddr_in a4;
    struct sockaddr_in6 a6;

    if (Z_TYPE_P(value) != IS_STRING || Z_STRLEN_P(value) >= 64) {
        return option_error(opt->name, "expected an IP address string");
    }
    if (strcmp(Z_STRVAL_P(value), "localhost") == 0 ||
        uv_ip4_addr(Z_STRVAL_P(value), 0, &a4) == 0 ||
        uv_ip6_addr(Z_STRVAL_P(value), 0, &a6) == 0) {
        return true;
    }
    return option_error(opt->name, "expected a numeric IPv4 or IPv6 address (or \"localhost\")");
}

static bool check_string(const struct option *opt, zval *value)
{
    switch (opt->type) {
    case OPT_HOST:
        return check_host(opt, value);
    case OPT_BOOL:
        return Z_TYPE_P(value) == IS_TRUE || Z_TYPE_P(value) == IS_FALSE
                   ? true
                   : option_error(opt->name, "expected a bool");
    case OPT_LOG_FORMAT:
        if (Z_TYPE_P(value) != IS_STRING ||
            (!zend_string_equals_literal(Z_STR_P(value), "common") &&
             !zend_string_equals_literal(Z_STR_P(value), "json"))) {
            return option_error(opt->name, "expected \"common\" or \"json\"");
        }
        return true;
    case OPT_PATH:
        if (Z_TYPE_P(value) == IS_NULL) {
            return true;
        }
        ZEND_FALLTHROUGH;
    default:
        if (Z_TYPE_P(value) != IS_STRING || (opt->type != OPT_STRING && Z_STRLEN_P(value) == 0) ||
            Z_STRLEN_P(value) != strlen(Z_STRVAL_P(value))) {
            return option_error(opt->name, "expected a non-empty string");
        }
        if (opt->type == OPT_STRING &&
            !vela_http_field_is_valid("s", 1, Z_STRVAL_P(value), Z_STRLEN_P(value))) {
            return option_error(opt->name, "CR, LF and NUL are not allowed");
        }
        return true;
    }
}

static const struct option *find_option(zend_string *name)
{
    for (size_t i = 0; i < sizeof(options) / sizeof(options[0]); i++) {
        if (zend_string_equals_cstr(name, options[i].name, strlen(options[i].name))) {
            return &options[i];
        }
    }
    return NULL;
}

/* Validates one option and stores its normalized value. */
static bool take_option(HashTable *normalized, zend_string *name, zval *value)
{
    const struct option *opt = name ? find_option(name) : NULL;
    double number = 0;
    zval copy;

    if (opt == NULL) {
        zend_throw_exception_ex(vela_ce_http_exception, 0, "Unknown option \"%s\"",
                                name ? ZSTR_VAL(name) : "(integer key)");
        return false;
    }
    if (opt->type == OPT_INT || opt->type == OPT_SECONDS || opt->type == OPT_BYTES) {
        if (!parse_number(opt, value, &number)) {
            return false;
        }
        if (opt->type == OPT_SECONDS) {
            ZVAL_DOUBLE(&copy, number);
        } else {
            ZVAL_LONG(&copy, (zend_long)number);
        }
    } else if (!check_string(opt, value)) {
        return false;
    } else {
        ZVAL_COPY(&copy, value);
    }
    zend_hash_update(normalized, name, &copy);
    return true;
}

static void add_default_options(zval *out)
{
    long cpus = sysconf(_SC_NPROCESSORS_ONLN);

    array_init(out);
    add_assoc_string(out, "host", "0.0.0.0");
    add_assoc_long(out, "port", 8080);
    add_assoc_long(out, "workers", cpus > 0 ? cpus : 1);
    add_assoc_long(out, "backlog", 511);
    add_assoc_long(out, "max_connections", 10000);
    add_assoc_long(out, "max_coroutines", 10000);
    add_assoc_double(out, "header_timeout", 10.0);
    add_assoc_double(out, "body_timeout", 30.0);
    add_assoc_double(out, "keepalive_timeout", 60.0);
    add_assoc_long(out, "max_header_size", 8192);
    add_assoc_long(out, "max_body_size", 8 * 1024 * 1024);
    add_assoc_long(out, "max_requests", 0);
    add_assoc_long(out, "max_memory", 0);
    add_assoc_double(out, "drain_timeout", 30.0);
    add_assoc_string(out, "server_name", "Vela");
    add_assoc_string(out, "access_log", "off");
    add_assoc_string(out, "access_log_format", "common");
    add_assoc_null(out, "pid_file");
    add_assoc_bool(out, "debug", 0);
    add_assoc_long(out, "max_form_fields", 1000);
}

static zval *opt(vela_php_server_t *server, const char *name)
{
    return zend_hash_str_find(Z_ARRVAL(server->options), name, strlen(name));
}

static uint64_t opt_ms(vela_php_server_t *server, const char *name)
{
    return (uint64_t)(Z_DVAL_P(opt(server, name)) * 1000.0 + 0.5);
}

/* Engine configuration from the normalized options. */
static void apply_options(vela_php_server_t *server)
{
    vela_http_server_config_t *config = &server->config;
    const char *host = Z_STRVAL_P(opt(server, "host"));

    snprintf(server->host, sizeof(server->host), "%s",
             strcmp(host, "localhost") == 0 ? "127.0.0.1" : host);
    config->port = (int)Z_LVAL_P(opt(server, "port"));
    config->backlog = (int)Z_LVAL_P(opt(server, "backlog"));
    config->max_connections = (size_t)Z_LVAL_P(opt(server, "max_connections"));
    config->max_pipeline = 64;
    config->header_timeout_ms = opt_ms(server, "header_timeout");
    config->body_timeout_ms = opt_ms(server, "body_timeout");
    config->keepalive_timeout_ms = opt_ms(server, "keepalive_timeout");
    config->max_header_size = (size_t)Z_LVAL_P(opt(server, "max_header_size"));
    config->max_body_size = (uint64_t)Z_LVAL_P(opt(server, "max_body_size"));
    config->server_name = Z_STRVAL_P(opt(server, "server_name"));
    server->max_coroutines = (size_t)Z_LVAL_P(opt(server, "max_coroutines"));
    server->max_form_fields = (size_t)Z_LVAL_P(opt(server, "max_form_fields"));
    server->drain_timeout_ms = opt_ms(server, "drain_timeout");
    server->workers = Z_LVAL_P(opt(server, "workers"));
    server->debug = Z_TYPE_P(opt(server, "debug")) == IS_TRUE;
    server->log_json =
        zend_string_equals_literal(Z_STR_P(opt(server, "access_log_format")), "json");
}

/* ---- object ------------------------------------------------------------- */

static zend_object *server_create_object(zend_class_entry *ce)
{
    vela_php_server_t *server = zend_object_alloc(sizeof(vela_php_server_t), ce);

    zend_object_std_init(&server->std, ce);
    object_properties_init(&server->std, ce);
    server->std.handlers = &server_handlers;
    add_default_options(&server->options);
    array_init(&server->hooks_start);
    array_init(&server->hooks_worker_start);
    array_init(&server->hooks_worker_stop);
    server->log_fd = -1;
    return &server->std;
}

static void server_free_obj(zend_object *obj)
{
    vela_php_server_t *server = server_from_obj(obj);

    zval_ptr_dtor(&server->options);
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
    zend_string *name;
    zval *value;
    vela_php_server_t *server = THIS_SERVER();

    ZEND_PARSE_PARAMETERS_START(0, 1)
    Z_PARAM_OPTIONAL
    Z_PARAM_ARRAY_HT(given)
    ZEND_PARSE_PARAMETERS_END();
    if (given) {
        ZEND_HASH_FOREACH_STR_KEY_VAL(given, name, value)
        {
            if (!take_option(Z_ARRVAL(server->options), name, value)) {
                RETURN_THROWS();
            }
        }
        ZEND_HASH_FOREACH_END();
    }
    apply_options(server);
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
    server->handler_fcc = fcc;
    RETURN_OBJ_COPY(Z_OBJ_P(ZEND_THIS));
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
    RETURN_COPY(&THIS_SERVER()->options);
}

/* ---- logging ------------------------------------------------------------ */

/* Logs the pending exception (with its stack) and clears it. */
static void log_exception(vela_php_server_t *server, zend_string **detail)
{
    zend_object *ex = EG(exception);
    zval text;
    smart_str line = {0};

    GC_ADDREF(ex);
    zend_clear_exception();
    zend_call_known_instance_method_with_0_params(ex->ce->__tostring, ex, &text);
    OBJ_RELEASE(ex);
    smart_str_appends(&line, "Vela\\Http\\Server: the handler threw ");
    if (Z_TYPE(text) == IS_STRING) {
        smart_str_append(&line, Z_STR(text));
    }
    smart_str_0(&line);
    php_log_err_with_severity(ZSTR_VAL(line.s), LOG_ERR);
    if (server->debug && Z_TYPE(text) == IS_STRING) {
        *detail = zend_string_copy(Z_STR(text));
    }
    smart_str_free(&line);
    zval_ptr_dtor(&text);
}

static void write_log(vela_php_server_t *server, const char *line, size_t len)
{
    if (write(server->log_fd, line, len) < 0) {
        /* A log that cannot be written must not fail the request. */
    }
}

/* One line in common log format. */
static void log_common(vela_php_exchange_t *ex, vela_php_request_t *request, const struct tm *tm)
{
    char when[64], line[2048];
    int len;

    strftime(when, sizeof(when), "%d/%b/%Y:%H:%M:%S %z", tm);
    len = snprintf(line, sizeof(line), "%s - - [%s] \"%s %.1500s HTTP/%d.%d\" %d %llu\n",
                   ZSTR_VAL(vela_php_request_client_address(request)), when,
                   ZSTR_VAL(request->method), ZSTR_VAL(request->target), request->version_major,
                   request->version_minor, ex->status, (unsigned long long)ex->bytes);
    if (len > 0) {
        write_log(ex->server, line, (size_t)len < sizeof(line) ? (size_t)len : sizeof(line) - 1);
    }
}

static void json_field(smart_str *out, const char *name, zend_string *value)
{
    zend_string *encoded =
        php_json_encode_string(ZSTR_VAL(value), ZSTR_LEN(value), PHP_JSON_UNESCAPED_SLASHES);

    smart_str_appendc(out, '"');
    smart_str_appends(out, name);
    smart_str_appends(out, "\":");
    smart_str_append(out, encoded);
    zend_string_release(encoded);
    smart_str_appendc(out, ',');
}

/* One JSON object per line. */
static void log_json(vela_php_exchange_t *ex, vela_php_request_t *request, const struct tm *tm)
{
    char when[64], tail[160];
    smart_str out = {0};
    zend_string *time_str;

    strftime(when, sizeof(when), "%Y-%m-%dT%H:%M:%S%z", tm);
    time_str = zend_string_init(when, strlen(when), 0);
    smart_str_appendc(&out, '{');
    json_field(&out, "time", time_str);
    json_field(&out, "client", vela_php_request_client_address(request));
    json_field(&out, "method", request->method);
    json_field(&out, "uri", request->target);
    snprintf(tail, sizeof(tail),
             "\"protocol\":\"HTTP/%d.%d\",\"status\":%d,\"bytes\":%llu,\"duration_ms\":%.3f}\n",
             request->version_major, request->version_minor, ex->status,
             (unsigned long long)ex->bytes, (double)(uv_hrtime() - ex->started) / 1e6);
    smart_str_appends(&out, tail);
    write_log(ex->server, ZSTR_VAL(out.s), ZSTR_LEN(out.s));
    smart_str_free(&out);
    zend_string_release(time_str);
}

static void access_log(vela_php_exchange_t *ex)
{
    vela_php_request_t *request = vela_php_request_from_obj(Z_OBJ(ex->request));
    time_t now = time(NULL);
    struct tm tm;

    localtime_r(&now, &tm);
    if (ex->server->log_json) {
        log_json(ex, request, &tm);
    } else {
        log_common(ex, request, &tm);
    }
}

/* ---- answering ---------------------------------------------------------- */

static void release_string(void *owner)
{
    zend_string_release((zend_string *)owner);
}

static vela_http_piece_t piece_of(zend_string *s)
{
    return (vela_http_piece_t){ZSTR_VAL(s), ZSTR_LEN(s), release_string, zend_string_copy(s)};
}

static void answer_status(vela_php_exchange_t *ex, int status, zend_string *detail)
{
    vela_http_field_t type = {"Content-Type", 12, "text/plain; charset=utf-8", 25};
    vela_http_response_head_t head = {.status = status, .fields = &type, .field_count = 1};
    zend_string *body = detail ? detail
                               : zend_string_init(vela_http_reason_phrase(status),
                                                  strlen(vela_http_reason_phrase(status)), 0);
    vela_http_piece_t piece = piece_of(body);

    ex->status = status;
    ex->bytes = ZSTR_LEN(body);
    if (vela_http_request_respond(ex->req, &head, &piece, false) != 0 && piece.release) {
        /* VELA_ECLOSED released it; VELA_EINVAL cannot happen for this head. */
    }
    zend_string_release(body);
}

/* The response's head: status, reason and fields (into `fields` or an emalloc'd array). */
static vela_http_field_t *response_head(vela_php_response_t *response,
                                        vela_http_response_head_t *head, vela_http_field_t *stack,
                                        size_t cap)
{
    size_t total, n = vela_php_response_fields(response, stack, cap, &total);
    vela_http_field_t *fields = stack;

    if (total > cap) {
        fields = safe_emalloc(total, sizeof(*fields), 0);
        n = vela_php_response_fields(response, fields, total, &total);
    }
    memset(head, 0, sizeof(*head));
    head->status = response->status;
    if (response->reason) {
        head->reason = ZSTR_VAL(response->reason);
        head->reason_len = ZSTR_LEN(response->reason);
    }
    head->fields = fields;
    head->field_count = n;
    return fields;
}

static void answer_body(vela_php_exchange_t *ex, vela_php_response_t *response)
{
    vela_http_field_t stack[32], *fields;
    vela_http_response_head_t head;
    vela_http_piece_t piece = piece_of(response->body);
    int rc;

    fields = response_head(response, &head, stack, 32);
    ex->status = response->status;
    ex->bytes = ZSTR_LEN(response->body);
    rc = vela_http_request_respond(ex->req, &head, &piece, false);
    if (fields != stack) {
        efree(fields);
    }
    if (rc == VELA_EINVAL || rc == VELA_ENOMEM) {
        php_log_err_with_severity(rc == VELA_EINVAL
                                      ? "Vela\\Http\\Server: the response cannot be sent as is "
                                        "(a 1xx status is not a final answer): 500 instead"
                                      : "Vela\\Http\\Server: out of memory building a response",
                                  LOG_ERR);
        release_string(piece.owner);
        answer_status(ex, 500, NULL);
    }
}

/* Suspends until on_writable or a file completion wakes the exchange. */
static int wait_for_engine(vela_php_exchange_t *ex)
{
    int rc;

    ex->co = vela_coro_current();
    ex->waiting = true;
    rc = vela_coro_suspend();
    ex->waiting = false;
    return rc;
}

static int wait_writable(vela_php_exchange_t *ex)
{
    while (!vela_http_request_can_write(ex->req)) {
        int rc;

        if (vela_http_request_is_closed(ex->req)) {
            return VELA_ECLOSED;
        }
        rc = wait_for_engine(ex);
        if (rc != 0) {
            return rc;
        }
    }
    return 0;
}

int vela_php_exchange_write(vela_php_exchange_t *ex, zend_string *chunk)
{
    vela_http_piece_t piece;
    int rc;

    do {
        rc = wait_writable(ex);
        if (rc != 0) {
            return rc;
        }
        piece = piece_of(chunk);
        rc = vela_http_request_stream_write(ex->req, &piece);
        if (rc == VELA_ESTATE) {
            release_string(piece.owner);
        }
    } while (rc == VELA_ESTATE && !vela_http_request_is_closed(ex->req));
    if (rc == 0) {
        ex->bytes += ZSTR_LEN(chunk);
    }
    return rc;
}

static void answer_stream(vela_php_exchange_t *ex, vela_php_response_t *response)
{
    vela_http_field_t stack[32], *fields;
    vela_http_response_head_t head;
    zval retval, self;
    int rc = wait_writable(ex);

    ex->status = response->status;
    fields = response_head(response, &head, stack, 32);
    if (rc == 0) {
        rc = vela_http_request_stream_begin(ex->req, &head);
    }
    if (fields != stack) {
        efree(fields);
    }
    if (rc == 0) {
        ZVAL_OBJ(&self, &response->std);
        response->exchange = ex;
        call_user_function(NULL, NULL, &response->producer, &retval, 1, &self);
        response->exchange = NULL;
        zval_ptr_dtor(&retval);
        if (EG(exception)) {
            zend_string *ignored = NULL;

            if (!zend_is_unwind_exit(EG(exception)) && !zend_is_graceful_exit(EG(exception))) {
                log_exception(ex->server, &ignored);
            }
            if (ignored) {
                zend_string_release(ignored);
            }
            vela_http_request_stream_abort(ex->req); /* truncated, never looking complete */
            return;
        }
        rc = wait_writable(ex);
    }
    if (rc != 0 || vela_http_request_stream_end(ex->req) == VELA_ESTATE) {
        /* never started, or cancelled while waiting: the answer cannot be completed */
        vela_http_request_stream_abort(ex->req);
    }
}

static void exchange_free(vela_php_exchange_t *ex);

static void on_file_done(vela_http_request_t *req, int status, void *arg)
{
    vela_php_exchange_t *ex = arg;

    (void)req;
    ex->file_done = true;
    ex->file_status = status;
    if (ex->orphan) {
        /* its coroutine was cancelled while the file was being sent */
        close(ex->file_fd);
        exchange_free(ex);
        return;
    }
    if (ex->waiting) {
        vela_coro_resume(ex->co, status);
    }
}

/* Parses "bytes=a-b", "bytes=a-", "bytes=-n"; false when unsatisfiable. */
static bool parse_range(zend_string *range, uint64_t size, uint64_t *from, uint64_t *len)
{
    const char *p = ZSTR_VAL(range) + 6;
    char *end;
    unsigned long long a, b;

    if (p[0] == '-') {
        b = strtoull(p + 1, &end, 10);
        if (end == p + 1 || *end || b == 0 || size == 0) {
            return false;
        }
        *from = b >= size ? 0 : size - b;
        *len = size - *from;
        return true;
    }
    a = strtoull(p, &end, 10);
    if (end == p || *end != '-' || a >= size) {
        return false;
    }
    b = end[1] ? strtoull(end + 1, &end, 10) : size - 1;
    if (*end != '\0' && *end != '-') {
        return false;
    }
    b = b >= size ? size - 1 : b;
    if (b < a) {
        return false;
    }
    *from = a;
    *len = b - a + 1;
    return true;
}

static void range_header(vela_php_response_t *response, const char *value)
{
    zval name_zv, value_zv, retval, self;

    ZVAL_STRING(&name_zv, "Content-Range");
    ZVAL_STRING(&value_zv, value);
    ZVAL_OBJ(&self, &response->std);
    zend_call_method_with_2_params(Z_OBJ(self), vela_ce_http_response, NULL, "header", &retval,
                                   &name_zv, &value_zv);
    zval_ptr_dtor(&retval);
    zval_ptr_dtor(&name_zv);
    zval_ptr_dtor(&value_zv);
}

/* Status, offset and length of a file answer, honouring a single Range. */
static int file_range(vela_php_exchange_t *ex, vela_php_response_t *response, uint64_t size,
                      uint64_t *from, uint64_t *len)
{
    zend_string *range =
        vela_php_request_header(vela_php_request_from_obj(Z_OBJ(ex->request)), "range");
    char value[96];

    *from = 0;
    *len = size;
    if (range == NULL || strncmp(ZSTR_VAL(range), "bytes=", 6) != 0 ||
        strchr(ZSTR_VAL(range), ',')) {
        return response->status;
    }
    if (!parse_range(range, size, from, len)) {
        snprintf(value, sizeof(value), "bytes */%llu", (unsigned long long)size);
        range_header(response, value);
        return 416;
    }
    snprintf(value, sizeof(value), "bytes %llu-%llu/%llu", (unsigned long long)*from,
             (unsigned long long)(*from + *len - 1), (unsigned long long)size);
    range_header(response, value);
    return 206;
}

/* Sends [from, from + len) of fd after the head and waits until it was sent. */
static void send_file(vela_php_exchange_t *ex, vela_php_response_t *response, int fd, uint64_t from,
                      uint64_t len)
{
    vela_http_field_t stack[32], *fields;
    vela_http_response_head_t head;
    int rc;

    fields = response_head(response, &head, stack, 32);
    rc = wait_writable(ex);
    if (rc == 0) {
        rc = vela_http_request_send_file(ex->req, &head, fd, from, len, on_file_done, ex);
    }
    if (fields != stack) {
        efree(fields);
    }
    if (rc != 0) {
        answer_status(ex, 500, NULL);
        return;
    }
    ex->file_fd = fd;
    while (!ex->file_done) {
        if (wait_for_engine(ex) != 0 && !ex->file_done) {
            ex->orphan = true; /* cancelled: on_file_done frees the exchange and closes fd */
            return;
        }
    }
}

static void answer_file(vela_php_exchange_t *ex, vela_php_response_t *response)
{
    uint64_t from, len;
    struct stat st;
    int fd = open(ZSTR_VAL(response->file), O_RDONLY | O_CLOEXEC);

    if (fd < 0 || fstat(fd, &st) != 0) {
        if (fd >= 0) {
            close(fd);
        }
        php_log_err_with_severity("Vela\\Http\\Server: cannot open the file of a file response",
                                  LOG_ERR);
        answer_status(ex, errno == ENOENT ? 404 : 500, NULL);
        return;
    }
    ex->status = file_range(ex, response, (uint64_t)st.st_size, &from, &len);
    if (ex->status == 416) {
        close(fd);
        response->status = 416;
        response->kind = VELA_PHP_RESPONSE_BODY;
        answer_body(ex, response);
        return;
    }
    response->status = ex->status;
    ex->bytes = len;
    send_file(ex, response, fd, from, len);
    if (!ex->orphan) {
        close(fd);
    }
}

static void answer(vela_php_exchange_t *ex, zval *retval)
{
    vela_php_response_t *response;

    if (Z_TYPE_P(retval) != IS_OBJECT || Z_OBJCE_P(retval) != vela_ce_http_response) {
        char line[160];

        snprintf(line, sizeof(line),
                 "Vela\\Http\\Server: the handler returned %s, not a Vela\\Http\\Response",
                 zend_zval_type_name(retval));
        php_log_err_with_severity(line, LOG_ERR);
        answer_status(ex, 500, NULL);
        return;
    }
    response = vela_php_response_from_obj(Z_OBJ_P(retval));
    if (response->kind == VELA_PHP_RESPONSE_STREAM) {
        answer_stream(ex, response);
    } else if (response->kind == VELA_PHP_RESPONSE_FILE) {
        answer_file(ex, response);
    } else {
        answer_body(ex, response);
    }
}

static void exchange_free(vela_php_exchange_t *ex)
{
    zval_ptr_dtor(&ex->request);
    smart_str_free(&ex->body);
    efree(ex);
}

/* The coroutine of one request. */
static void run_exchange(void *arg)
{
    vela_php_exchange_t *ex = arg;
    vela_php_server_t *server = ex->server;
    zval retval;
    zend_string *detail = NULL;
    int refused;

    server->in_flight++;
    ex->started = server->log_fd >= 0 ? uv_hrtime() : 0;
    ZVAL_UNDEF(&retval);
    zend_call_known_function(server->handler_fcc.function_handler, server->handler_fcc.object,
                             server->handler_fcc.called_scope, &retval, 1, &ex->request, NULL);
    if (EG(exception)) {
        if (zend_is_unwind_exit(EG(exception)) || zend_is_graceful_exit(EG(exception))) {
            answer_status(ex, 503, NULL); /* exit(): the exception goes on to the main context */
        } else if ((refused = vela_php_request_refusal(Z_OBJ(ex->request), EG(exception),
                                                       &detail)) != 0) {
            zend_clear_exception(); /* a refused form is the client's error, not logged */
            answer_status(ex, refused, detail);
        } else {
            log_exception(server, &detail);
            answer_status(ex, 500, detail);
        }
    } else {
        answer(ex, &retval);
    }
    zval_ptr_dtor(&retval);
    if (server->log_fd >= 0) {
        access_log(ex);
    }
    server->in_flight--;
    if (!ex->orphan) {
        exchange_free(ex);
    }
    if (server->hooks && server->hooks->request_done) {
        server->hooks->request_done(server->hooks->arg);
    }
}

/* ---- engine callbacks (loop context) ------------------------------------ */

static int on_head(void *data, vela_http_request_t *req, const vela_http_head_t *head)
{
    vela_php_exchange_t *ex = ecalloc(1, sizeof(*ex));

    ex->req = req;
    ex->server = data;
    vela_php_request_create(&ex->request, head, req, ex->server->max_form_fields);
    *vela_http_request_data(req) = ex;
    return 0;
}

static int on_body(void *data, vela_http_request_t *req, const char *bytes, size_t len)
{
    vela_php_exchange_t *ex = *vela_http_request_data(req);

    (void)data;
    smart_str_appendl(&ex->body, bytes, len);
    return 0;
}

static void on_request(void *data, vela_http_request_t *req)
{
    vela_php_server_t *server = data;
    vela_php_exchange_t *ex = *vela_http_request_data(req);
    int rc = VELA_ELIMIT;

    vela_php_request_set_body(Z_OBJ(ex->request),
                              ex->body.s ? smart_str_extract(&ex->body) : ZSTR_EMPTY_ALLOC());
    if (server->in_flight < server->max_coroutines) {
        rc = vela_coro_spawn(run_exchange, ex, NULL);
    }
    if (rc != 0) {
        answer_status(ex, 503, NULL);
        exchange_free(ex);
    }
}

static void on_abort(void *data, vela_http_request_t *req)
{
    (void)data;
    exchange_free(*vela_http_request_data(req));
}

static void on_writable(void *data, vela_http_request_t *req)
{
    vela_php_exchange_t *ex = *vela_http_request_data(req);

    (void)data;
    if (ex->waiting) {
        vela_coro_resume(ex->co, 0);
    }
}

static const vela_http_handler_t engine_handler = {on_head, on_body, on_request, on_abort,
                                                   on_writable};

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

static bool open_access_log(vela_php_server_t *server)
{
    const char *where = Z_STRVAL_P(opt(server, "access_log"));

    if (strcmp(where, "off") == 0) {
        return true;
    }
    server->log_fd = strcmp(where, "stdout") == 0
                         ? dup(STDOUT_FILENO)
                         : open(where, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0644);
    if (server->log_fd < 0) {
        zend_throw_exception_ex(vela_ce_http_exception, 0, "Cannot open the access log %s: %s",
                                where, strerror(errno));
        return false;
    }
    return true;
}

static bool write_pid_file(vela_php_server_t *server)
{
    zval *path = opt(server, "pid_file");
    FILE *f;

    if (Z_TYPE_P(path) != IS_STRING || vela_master_in_worker()) {
        return true; /* with workers, the master owns the pid file */
    }
    f = fopen(Z_STRVAL_P(path), "w");
    if (f == NULL) {
        zend_throw_exception_ex(vela_ce_http_exception, 0, "Cannot write the pid file %s: %s",
                                Z_STRVAL_P(path), strerror(errno));
        return false;
    }
    fprintf(f, "%ld\n", (long)getpid());
    fclose(f);
    return true;
}

/* Creates the engine and binds (fd < 0) or adopts `fd`. Throws on failure. */
static bool open_engine(vela_php_server_t *server, int fd)
{
    uv_loop_t *loop = vela_loop_get();
    int rc;

    if (loop == NULL) {
        zend_throw_exception(vela_ce_http_exception, "Cannot create the event loop", VELA_ENOMEM);
        return false;
    }
    rc = vela_http_server_new(loop, &server->config, &engine_handler, server, &server->engine);
    if (rc == 0) {
        rc = fd >= 0 ? vela_http_server_listen_fd(server->engine, fd)
                     : vela_http_server_listen(server->engine, server->host);
    }
    if (rc != 0) {
        zend_throw_exception_ex(vela_ce_http_exception, rc, "Cannot listen on %s:%d: %s",
                                server->host, server->config.port, vela_strerror(rc));
        return false;
    }
    if (server->hooks && !server->hooks->own_signals) {
        return true;
    }
    return vela_http_server_watch_signals(server->engine, server->drain_timeout_ms, on_stopped,
                                          server) == 0;
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
    vela_http_server_free(server->engine, on_engine_freed, server);
    vela_loop_run_until(is_engine_freed, server);
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
    if (open_engine(server, fd) && open_access_log(server) && write_pid_file(server)) {
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
    if (server->log_fd >= 0) {
        close(server->log_fd);
        server->log_fd = -1;
    }
    if (Z_TYPE_P(opt(server, "pid_file")) == IS_STRING && server->running &&
        !vela_master_in_worker()) {
        VCWD_UNLINK(Z_STRVAL_P(opt(server, "pid_file")));
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
    if (server->workers != 0) {
        vela_php_http_workers_start(&server->std);
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
        vela_http_server_stop(server->engine, server->drain_timeout_ms, on_stopped, server);
    }
}

uint64_t vela_php_http_server_request_count(zend_object *obj)
{
    vela_php_server_t *server = server_from_obj(obj);

    return server->engine ? vela_http_server_request_count(server->engine) : 0;
}

void vela_php_http_server_reopen_log(zend_object *obj)
{
    vela_php_server_t *server = server_from_obj(obj);
    const char *where = Z_STRVAL_P(opt(server, "access_log"));
    int fd;

    if (server->log_fd < 0 || strcmp(where, "stdout") == 0) {
        return;
    }
    fd = open(where, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0644);
    if (fd >= 0) {
        dup3(fd, server->log_fd, O_CLOEXEC);
        close(fd);
    }
}

HashTable *vela_php_http_server_options(zend_object *obj)
{
    return Z_ARRVAL(server_from_obj(obj)->options);
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
