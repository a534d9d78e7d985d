/*
 * Vela\Http\Client: options in, engine requests out. The object owns one
 * engine client (src/http_client/client.h) and its default headers; each
 * call builds a vela_http_request_t from its arguments (URL, query, headers,
 * json or body), sends it (suspending only the calling coroutine) and
 * returns a Response, or throws.
 *
 * Headers are kept as lower-cased name => list of "Name: value" lines, so a
 * request's header replaces the default of the same name whatever its case.
 * CR, LF or NUL in a header name or value is an error, never sent.
 */
#include "php/core/binding.h"
#include "php/core/options.h"
#include "php/http_client/http_client.h"
#include "php/http_client/propagate.h"
#include "src/http_client/libcurl.h"
#include "src/core/error.h"

#include <errno.h>
#include <ext/json/php_json.h>
#include <ext/standard/php_http.h>
#include <ext/standard/url.h>
#include <Zend/zend_smart_str.h>

#define OWNER "Vela\\Http\\Client"

typedef struct client {
    vela_http_client_t *engine;
    zval headers; /* lower-cased name => list of "Name: value" */
    bool http_errors;
    bool propagate; /* the incoming request's id and trace context (propagate.c) */
    zval cookies;   /* the CookieJar given, kept alive while the engine uses it; UNDEF = none */
    zend_object std;
} client_t;

static zend_object_handlers handlers;

static inline client_t *from_obj(zend_object *obj)
{
    return (client_t *)((char *)obj - XtOffsetOf(client_t, std));
}

static const vela_php_option_t option_rows[] = {
    {"base_uri", VELA_PHP_OPTION_STRING, 0, 8192, true},
    {"timeout", VELA_PHP_OPTION_SECONDS, 0, 86400, false},
    {"connect_timeout", VELA_PHP_OPTION_SECONDS, 0, 86400, false},
    {"idle_timeout", VELA_PHP_OPTION_SECONDS, 0, 86400, false},
    {"pool_timeout", VELA_PHP_OPTION_SECONDS, 0, 86400, false},
    {"max_per_host", VELA_PHP_OPTION_INT, 1, 10000, false},
    {"body_limit", VELA_PHP_OPTION_INT, 0, 1e15, false},
    {"redirects", VELA_PHP_OPTION_INT, 0, 100, false},
    {"retries", VELA_PHP_OPTION_INT, 0, 100, false},
    {"retry_max_delay", VELA_PHP_OPTION_SECONDS, 0, 3600, false},
    {"retry_non_idempotent", VELA_PHP_OPTION_BOOL, 0, 0, false},
    {"http2", VELA_PHP_OPTION_BOOL, 0, 0, false},
    {"verify", VELA_PHP_OPTION_OTHER, 0, 0, false},
    {"decode_content", VELA_PHP_OPTION_BOOL, 0, 0, false},
    {"http_errors", VELA_PHP_OPTION_BOOL, 0, 0, false},
    {"proxy", VELA_PHP_OPTION_STRING, 0, 8192, true},
    {"no_proxy", VELA_PHP_OPTION_STRING, 0, 8192, true},
    {"headers", VELA_PHP_OPTION_OTHER, 0, 0, false},
    {"propagate", VELA_PHP_OPTION_BOOL, 0, 0, false},
    {"cert", VELA_PHP_OPTION_OTHER, 0, 0, true},
    {"cookies", VELA_PHP_OPTION_OTHER, 0, 0, true},
};

static const vela_php_options_table_t option_table = {OWNER, &vela_ce_http_client_exception,
                                                      option_rows,
                                                      sizeof(option_rows) / sizeof(option_rows[0])};

static const vela_php_option_t request_rows[] = {
    {"query", VELA_PHP_OPTION_OTHER, 0, 0, false}, {"headers", VELA_PHP_OPTION_OTHER, 0, 0, false},
    {"json", VELA_PHP_OPTION_OTHER, 0, 0, true},   {"body", VELA_PHP_OPTION_OTHER, 0, 0, false},
    {"sink", VELA_PHP_OPTION_OTHER, 0, 0, false},
};

static const vela_php_options_table_t request_table = {
    OWNER "::request()", &vela_ce_http_client_exception, request_rows,
    sizeof(request_rows) / sizeof(request_rows[0])};

static zend_object *create(zend_class_entry *ce)
{
    client_t *c = zend_object_alloc(sizeof(client_t), ce);
    zend_object_std_init(&c->std, ce);
    object_properties_init(&c->std, ce);
    c->std.handlers = &handlers;
    array_init(&c->headers);
    ZVAL_UNDEF(&c->cookies);
    return &c->std;
}

static void free_obj(zend_object *obj)
{
    client_t *c = from_obj(obj);
    vela_http_client_free(c->engine);
    zval_ptr_dtor(&c->headers);
    zval_ptr_dtor(&c->cookies); /* after the engine, which used the jar */
    zend_object_std_dtor(obj);
}

void vela_php_http_client_client_register(zend_class_entry *ce)
{
    ce->create_object = create;
    ce->ce_flags |= ZEND_ACC_NOT_SERIALIZABLE; /* a handle on the worker's transfers, not data */
    memcpy(&handlers, zend_get_std_object_handlers(), sizeof(handlers));
    handlers.offset = XtOffsetOf(client_t, std);
    handlers.free_obj = free_obj;
    handlers.clone_obj = NULL;
}

static bool header_text_ok(const char *s, size_t len, bool name)
{
    if (name && len == 0) {
        return false;
    }
    for (size_t i = 0; i < len; i++) {
        unsigned char ch = (unsigned char)s[i];
        if (ch == '\r' || ch == '\n' || ch == '\0' || (name && (ch == ':' || ch <= ' '))) {
            return false;
        }
    }
    return true;
}

/* Adds "name: value" for one value (a string or a number) to the list `lines`. */
static bool add_line(const vela_php_options_table_t *t, zval *lines, zend_string *name, zval *v)
{
    if (Z_TYPE_P(v) != IS_STRING && Z_TYPE_P(v) != IS_LONG && Z_TYPE_P(v) != IS_DOUBLE) {
        return vela_php_options_error(t, "headers", "an array of strings or lists of strings", v);
    }
    zend_string *value = zval_get_string(v);
    bool ok = header_text_ok(ZSTR_VAL(value), ZSTR_LEN(value), false);
    if (ok) {
        add_next_index_str(lines, zend_strpprintf(0, "%s: %s", ZSTR_VAL(name), ZSTR_VAL(value)));
    }
    zend_string_release(value);
    return ok || vela_php_options_fail(t, "a header value must not contain CR, LF or NUL");
}

/*
 * Stores the headers of `spec` (name => value or list of values) in `into`
 * (lower-cased name => list of lines), replacing those of the same name.
 */
static bool parse_headers(const vela_php_options_table_t *t, zval *spec, HashTable *into)
{
    if (Z_TYPE_P(spec) != IS_ARRAY) {
        return vela_php_options_error(t, "headers", "an array", spec);
    }
    zend_string *name;
    zval *v;
    ZEND_HASH_FOREACH_STR_KEY_VAL(Z_ARRVAL_P(spec), name, v)
    {
        if (!name || !header_text_ok(ZSTR_VAL(name), ZSTR_LEN(name), true)) {
            return vela_php_options_fail(t,
                                         "a header name must be a token (no blank, colon, CR, LF)");
        }
        zval lines, *one;
        array_init(&lines);
        zend_string *lower = zend_string_tolower(name);
        zval *list = zend_hash_update(into, lower, &lines);
        zend_string_release(lower);
        ZVAL_DEREF(v);
        if (Z_TYPE_P(v) != IS_ARRAY) {
            if (!add_line(t, list, name, v)) {
                return false;
            }
            continue;
        }
        ZEND_HASH_FOREACH_VAL(Z_ARRVAL_P(v), one)
        {
            if (!add_line(t, list, name, one)) {
                return false;
            }
        }
        ZEND_HASH_FOREACH_END();
    }
    ZEND_HASH_FOREACH_END();
    return true;
}

static int64_t ms(double seconds)
{
    return (int64_t)(seconds * 1000 + 0.5);
}

/* "verify": true, false, or the path of a CA bundle to verify against. */
static bool apply_verify(zval *v, vela_http_client_config_t *config)
{
    static bool warned;
    if (Z_TYPE_P(v) == IS_STRING && Z_STRLEN_P(v) > 0 && !memchr(Z_STRVAL_P(v), 0, Z_STRLEN_P(v))) {
        config->verify = true;
        config->cafile = Z_STRVAL_P(v); /* copied by the engine */
        return true;
    }
    if (Z_TYPE_P(v) != IS_TRUE && Z_TYPE_P(v) != IS_FALSE) {
        return vela_php_options_error(&option_table, "verify", "a bool or a CA file path", v);
    }
    config->verify = Z_TYPE_P(v) == IS_TRUE;
    if (!config->verify && !warned) {
        warned = true; /* once per process: a reminder, not a flood */
        php_error_docref(NULL, E_NOTICE,
                         "TLS certificate verification is off (\"verify\" => false): any server "
                         "can impersonate the hosts this client calls");
    }
    return true;
}

/* A path given to libcurl: a non-empty string without NUL bytes. */
static bool path_ok(zval *v)
{
    return Z_TYPE_P(v) == IS_STRING && Z_STRLEN_P(v) > 0 &&
           !memchr(Z_STRVAL_P(v), 0, Z_STRLEN_P(v));
}

/*
 * "cert": the client certificate for TLS, a PEM file holding the
 * certificate and its key, or [certificate file, key file] with the key's
 * passphrase third when it has one. Files are read by libcurl at the
 * handshake: a missing or bad one is a TlsException then.
 */
static bool apply_cert(zval *v, vela_http_client_config_t *config)
{
    if (Z_TYPE_P(v) == IS_NULL) {
        return true;
    }
    if (path_ok(v)) {
        config->cert_file = Z_STRVAL_P(v); /* copied by the engine */
        return true;
    }
    HashTable *list = Z_TYPE_P(v) == IS_ARRAY ? Z_ARRVAL_P(v) : NULL;
    zval *cert = list ? zend_hash_index_find(list, 0) : NULL;
    zval *key = list ? zend_hash_index_find(list, 1) : NULL;
    zval *password = list ? zend_hash_index_find(list, 2) : NULL;
    if (!cert || !key || !path_ok(cert) || !path_ok(key) ||
        zend_hash_num_elements(list) != (password ? 3 : 2) ||
        (password && (Z_TYPE_P(password) != IS_STRING ||
                      memchr(Z_STRVAL_P(password), 0, Z_STRLEN_P(password))))) {
        return vela_php_options_error(
            &option_table, "cert", "a PEM file path or [certificate path, key path(, passphrase)]",
            v);
    }
    config->cert_file = Z_STRVAL_P(cert);
    config->key_file = Z_STRVAL_P(key);
    config->key_password = password ? Z_STRVAL_P(password) : NULL;
    return true;
}

/* "cookies": a CookieJar (or null: none), kept by the object for as long as the engine uses it. */
static bool apply_cookies(zval *v, vela_http_client_config_t *config, client_t *c)
{
    if (Z_TYPE_P(v) == IS_NULL) {
        return true;
    }
    if (Z_TYPE_P(v) != IS_OBJECT || Z_OBJCE_P(v) != vela_ce_http_client_cookie_jar) {
        return vela_php_options_error(&option_table, "cookies", "a Vela\\Http\\Client\\CookieJar",
                                      v);
    }
    zval_ptr_dtor(&c->cookies);
    ZVAL_COPY(&c->cookies, v);
    config->cookies = vela_php_http_client_cookie_jar(Z_OBJ_P(v));
    return true;
}

/* Stores one option (already found in the table) in config or the object. */
static bool apply_option(const vela_php_option_t *opt, zval *v, vela_http_client_config_t *config,
                         client_t *c)
{
    double n = 0;
    if (opt->type != VELA_PHP_OPTION_OTHER && !vela_php_options_check(&option_table, opt, v, &n)) {
        return false;
    }
    const char *k = opt->name;
    bool is_null = Z_TYPE_P(v) == IS_NULL;
    if (!strcmp(k, "base_uri")) {
        config->base_uri = is_null ? NULL : Z_STRVAL_P(v);
    } else if (!strcmp(k, "timeout")) {
        config->timeout_ms = ms(n);
    } else if (!strcmp(k, "connect_timeout")) {
        config->connect_timeout_ms = ms(n);
    } else if (!strcmp(k, "idle_timeout")) {
        config->idle_timeout_ms = ms(n);
    } else if (!strcmp(k, "pool_timeout")) {
        config->pool_timeout_ms = ms(n);
    } else if (!strcmp(k, "max_per_host")) {
        config->max_per_host = (uint32_t)n;
    } else if (!strcmp(k, "body_limit")) {
        config->body_limit = (size_t)n;
    } else if (!strcmp(k, "redirects")) {
        config->max_redirects = (long)n;
    } else if (!strcmp(k, "retries")) {
        config->retries = (unsigned)n;
    } else if (!strcmp(k, "retry_max_delay")) {
        config->retry_max_delay_ms = ms(n);
    } else if (!strcmp(k, "retry_non_idempotent")) {
        config->retry_non_idempotent = n != 0;
    } else if (!strcmp(k, "http2")) {
        config->http2 = n != 0;
    } else if (!strcmp(k, "decode_content")) {
        config->decode = n != 0;
    } else if (!strcmp(k, "http_errors")) {
        c->http_errors = n != 0;
    } else if (!strcmp(k, "propagate")) {
        c->propagate = n != 0;
    } else if (!strcmp(k, "proxy")) {
        config->proxy = is_null ? NULL : Z_STRVAL_P(v);
    } else if (!strcmp(k, "no_proxy")) {
        config->no_proxy = is_null ? NULL : Z_STRVAL_P(v);
    } else if (!strcmp(k, "verify")) {
        return apply_verify(v, config);
    } else if (!strcmp(k, "cert")) {
        return apply_cert(v, config);
    } else if (!strcmp(k, "cookies")) {
        return apply_cookies(v, config, c);
    } else if (!strcmp(k, "headers")) {
        return parse_headers(&option_table, v, Z_ARRVAL(c->headers));
    }
    return true;
}

/* Defaults: docs/http-client.md lists them; docs/decisions.md says why. */
static void default_config(vela_http_client_config_t *config)
{
    *config = (vela_http_client_config_t){
        .timeout_ms = 30000,
        .connect_timeout_ms = 5000,
        .idle_timeout_ms = 0,
        .pool_timeout_ms = -2, /* below: the total timeout unless given */
        .max_per_host = 16,
        .body_limit = (size_t)64 << 20,
        .max_redirects = 0,
        .retries = 0,
        .retry_max_delay_ms = 5000,
        .verify = true,
        .http2 = true,
        .decode = true,
    };
}

ZEND_METHOD(Vela_Http_Client, __construct)
{
    HashTable *options = NULL;
    ZEND_PARSE_PARAMETERS_START(0, 1)
    Z_PARAM_OPTIONAL
    Z_PARAM_ARRAY_HT(options)
    ZEND_PARSE_PARAMETERS_END();
    client_t *c = from_obj(Z_OBJ_P(ZEND_THIS));
    if (c->engine) {
        zend_throw_error(NULL, OWNER " is already constructed");
        RETURN_THROWS();
    }
    vela_http_client_config_t config;
    default_config(&config);
    c->propagate = true;
    zend_string *key;
    zval *v;
    if (options) {
        ZEND_HASH_FOREACH_STR_KEY_VAL(options, key, v)
        {
            const vela_php_option_t *opt = vela_php_options_find(&option_table, NULL, key);
            ZVAL_DEREF(v);
            if (!opt || !apply_option(opt, v, &config, c)) {
                RETURN_THROWS();
            }
        }
        ZEND_HASH_FOREACH_END();
    }
    if (config.pool_timeout_ms == -2) {
        config.pool_timeout_ms = config.timeout_ms > 0 ? config.timeout_ms : -1;
    }
    int rc = vela_http_client_new(&config, &c->engine);
    if (rc < 0 && vela_libcurl_error()) {
        zend_throw_exception_ex(vela_ce_http_client_exception, 0,
                                OWNER ": libcurl could not be loaded (%s)", vela_libcurl_error());
        RETURN_THROWS();
    }
    if (rc < 0) {
        vela_php_core_throw_in(vela_ce_http_client_exception, rc, OWNER);
        RETURN_THROWS();
    }
}

/* What one call adds to the client's defaults. */
typedef struct call {
    zval headers; /* the defaults, then this call's headers over them */
    smart_str query;
    zend_string *body;
    bool json;
    php_stream *body_stream; /* the caller's; not closed here */
    php_stream *sink;        /* the caller's, or opened here when sink_opened */
    bool sink_opened;
    zval sink_fn; /* a callable sink (UNDEF: none), called with each piece */
    zend_fcall_info_cache sink_fcc;
    zend_object *sink_error; /* what it threw: the transfer stops and this is rethrown */
} call_t;

/* A streamed body: read from the caller's stream (a file, memory, ...). */
static size_t read_stream(void *arg, char *buf, size_t len)
{
    ssize_t n = php_stream_read((php_stream *)arg, buf, len);
    return n < 0 ? VELA_HTTP_READ_FAILED : (size_t)n;
}

static size_t write_sink(void *arg, const char *data, size_t len)
{
    ssize_t n = php_stream_write((php_stream *)arg, data, len);
    return n < 0 ? 0 : (size_t)n;
}

/* "body" as a stream resource: its remaining length when it is a plain file. */
static bool parse_body_stream(zval *v, call_t *call)
{
    php_stream *stream;
    php_stream_from_zval_no_verify(stream, v);
    if (!stream) {
        return vela_php_options_error(&request_table, "body", "a string or a stream", v);
    }
    call->body_stream = stream;
    return true;
}

/* "sink": a file path (created or truncated) or a writable stream. */
/*
 * A callable sink, from a loop callback (main context): it cannot suspend.
 * An exception it throws (one for trying to wait included) stops the
 * transfer and is rethrown by the request.
 */
static size_t write_callable(void *arg, const char *data, size_t len)
{
    call_t *call = arg;
    zval chunk, ret;
    ZVAL_STRINGL(&chunk, data, len);
    ZVAL_UNDEF(&ret);
    zend_call_known_function(call->sink_fcc.function_handler, call->sink_fcc.object,
                             call->sink_fcc.called_scope, &ret, 1, &chunk, NULL);
    zval_ptr_dtor(&chunk);
    zval_ptr_dtor(&ret);
    if (EG(exception)) {
        if (!call->sink_error) {
            call->sink_error = EG(exception);
            GC_ADDREF(call->sink_error);
        }
        zend_clear_exception();
        return 0;
    }
    return len;
}

static bool parse_sink(zval *v, call_t *call)
{
    if (Z_TYPE_P(v) != IS_STRING && Z_TYPE_P(v) != IS_RESOURCE &&
        zend_is_callable_ex(v, NULL, 0, NULL, &call->sink_fcc, NULL)) {
        ZVAL_COPY(&call->sink_fn, v);
        return true;
    }
    if (Z_TYPE_P(v) == IS_RESOURCE) {
        php_stream_from_zval_no_verify(call->sink, v);
    } else if (Z_TYPE_P(v) == IS_STRING && !memchr(Z_STRVAL_P(v), 0, Z_STRLEN_P(v))) {
        call->sink = php_stream_open_wrapper(Z_STRVAL_P(v), "wb", 0, NULL);
        call->sink_opened = call->sink != NULL;
        if (!call->sink) {
            zend_throw_exception_ex(vela_ce_http_client_exception, VELA_EINVAL,
                                    "%s: option \"sink\": cannot open %s for writing: %s",
                                    request_table.owner, Z_STRVAL_P(v), strerror(errno));
            return false;
        }
    }
    return call->sink ||
           vela_php_options_error(&request_table, "sink", "a file path, a stream or a callable", v);
}

static int64_t stream_size(php_stream *stream)
{
    php_stream_statbuf st;
    if (php_stream_stat(stream, &st) != 0 || !S_ISREG(st.sb.st_mode)) {
        return -1;
    }
    zend_off_t at = php_stream_tell(stream);
    return at >= 0 && at <= st.sb.st_size ? (int64_t)(st.sb.st_size - at) : -1;
}

static bool parse_query(zval *v, call_t *call)
{
    if (Z_TYPE_P(v) == IS_STRING) {
        smart_str_append(&call->query, Z_STR_P(v));
        return true;
    }
    if (Z_TYPE_P(v) != IS_ARRAY) {
        return vela_php_options_error(&request_table, "query", "an array or a string", v);
    }
    php_url_encode_hash_ex(Z_ARRVAL_P(v), &call->query, NULL, 0, NULL, 0, NULL, 0, NULL, "&",
                           PHP_QUERY_RFC3986);
    return !EG(exception);
}

static bool parse_json(zval *v, call_t *call)
{
    smart_str out = {0};
    if (php_json_encode(&out, v, PHP_JSON_UNESCAPED_SLASHES | PHP_JSON_UNESCAPED_UNICODE) ==
        FAILURE) {
        smart_str_free(&out);
        return vela_php_options_fail(&request_table, "option \"json\" cannot be encoded as JSON");
    }
    smart_str_0(&out);
    call->body = out.s ? out.s : ZSTR_EMPTY_ALLOC();
    call->json = true;
    return true;
}

static bool parse_call(HashTable *options, call_t *call)
{
    zend_string *key;
    zval *v;
    ZEND_HASH_FOREACH_STR_KEY_VAL(options, key, v)
    {
        const vela_php_option_t *opt = vela_php_options_find(&request_table, NULL, key);
        ZVAL_DEREF(v);
        if (!opt) {
            return false;
        }
        bool ok = true;
        if (!strcmp(opt->name, "query")) {
            ok = parse_query(v, call);
        } else if (!strcmp(opt->name, "headers")) {
            ok = parse_headers(&request_table, v, Z_ARRVAL(call->headers));
        } else if (!strcmp(opt->name, "sink")) {
            ok = parse_sink(v, call);
        } else if (call->body || call->body_stream) {
            ok = vela_php_options_fail(&request_table,
                                       "options \"json\" and \"body\" exclude each other");
        } else if (!strcmp(opt->name, "json")) {
            ok = parse_json(v, call);
        } else if (Z_TYPE_P(v) == IS_RESOURCE) {
            ok = parse_body_stream(v, call);
        } else if (Z_TYPE_P(v) != IS_STRING) {
            ok = vela_php_options_error(&request_table, "body", "a string or a stream", v);
        } else {
            call->body = zend_string_copy(Z_STR_P(v));
        }
        if (!ok) {
            return false;
        }
    }
    ZEND_HASH_FOREACH_END();
    if (call->json && !zend_hash_str_exists(Z_ARRVAL(call->headers), "content-type", 12)) {
        zval line;
        array_init(&line);
        add_next_index_string(&line, "Content-Type: application/json");
        zend_hash_str_update(Z_ARRVAL(call->headers), "content-type", 12, &line);
    }
    return true;
}

/* The header lines of a call, flattened for the engine (pointers into call->headers). */
static const char **flatten(call_t *call, size_t *count)
{
    zval *list, *line;
    size_t n = 0;
    ZEND_HASH_FOREACH_VAL(Z_ARRVAL(call->headers), list)
    {
        n += zend_hash_num_elements(Z_ARRVAL_P(list));
    }
    ZEND_HASH_FOREACH_END();
    const char **lines = safe_emalloc(n + 1, sizeof(*lines), 0);
    *count = 0;
    ZEND_HASH_FOREACH_VAL(Z_ARRVAL(call->headers), list)
    {
        ZEND_HASH_FOREACH_VAL(Z_ARRVAL_P(list), line)
        {
            lines[(*count)++] = Z_STRVAL_P(line);
        }
        ZEND_HASH_FOREACH_END();
    }
    ZEND_HASH_FOREACH_END();
    return lines;
}

static void call_free(call_t *call)
{
    zval_ptr_dtor(&call->headers);
    smart_str_free(&call->query);
    if (call->body) {
        zend_string_release(call->body);
    }
    if (call->sink_opened) {
        php_stream_close(call->sink);
    }
    zval_ptr_dtor(&call->sink_fn);
    if (call->sink_error) {
        OBJ_RELEASE(call->sink_error);
    }
}

/* Sends the request; *out is the Response, or UNDEF with the exception thrown. */
static void send_request(client_t *c, zend_string *method, zend_string *url, call_t *call,
                         zval *out)
{
    char site[VELA_POOL_SITE_MAX];
    vela_php_core_call_site(site, sizeof(site));
    smart_str_0(&call->query);
    vela_http_request_t req = {
        .method = ZSTR_VAL(method),
        .url = ZSTR_VAL(url),
        .query = call->query.s ? ZSTR_VAL(call->query.s) : NULL,
        .body = call->body ? ZSTR_VAL(call->body) : NULL,
        .body_len = call->body ? ZSTR_LEN(call->body) : 0,
        .site = site,
        .read_body = call->body_stream ? read_stream : NULL,
        .read_arg = call->body_stream,
        .body_size = call->body_stream ? stream_size(call->body_stream) : -1,
        .sink = call->sink                          ? write_sink
                : Z_TYPE(call->sink_fn) != IS_UNDEF ? write_callable
                                                    : NULL,
        .sink_arg = call->sink ? (void *)call->sink : (void *)call,
    };
    const char **lines = flatten(call, &req.header_count);
    req.headers = lines;
    vela_http_response_t res = {0};
    ZVAL_UNDEF(out);
    int rc = vela_http_client_send(c->engine, &req, &res);
    if (call->sink_error) {
        zval error;
        ZVAL_OBJ(&error, call->sink_error);
        call->sink_error = NULL;
        zend_throw_exception_object(&error);
    } else if (rc < 0) {
        vela_php_http_client_throw(&res);
    } else {
        vela_php_http_client_response_new(&res, out);
    }
    vela_http_response_free(&res);
    efree(lines);
}

/* A propagated header (propagate.c) joins the call's unless the caller set one of that name. */
static void add_propagated(void *arg, const char *lower, const char *name, const char *value,
                           size_t len)
{
    HashTable *headers = arg;
    if (zend_hash_str_exists(headers, lower, strlen(lower)) || !header_text_ok(value, len, false)) {
        return;
    }
    zval lines;
    array_init(&lines);
    add_next_index_str(&lines, zend_strpprintf(0, "%s: %.*s", name, (int)len, value));
    zend_hash_str_update(headers, lower, strlen(lower), &lines);
}

static bool method_ok(zend_string *method)
{
    for (size_t i = 0; i < ZSTR_LEN(method); i++) {
        char ch = ZSTR_VAL(method)[i];
        if (!((ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9') || ch == '-' || ch == '_')) {
            return false;
        }
    }
    return ZSTR_LEN(method) > 0;
}

static void request(zval *this_zv, zend_string *method, zend_string *url, HashTable *options,
                    zval *return_value)
{
    client_t *c = from_obj(Z_OBJ_P(this_zv));
    if (!c->engine) {
        zend_throw_error(NULL, OWNER " is not constructed");
        return;
    }
    zend_string *upper = zend_string_toupper(method);
    if (!method_ok(upper)) {
        zend_throw_exception_ex(vela_ce_http_client_exception, VELA_EINVAL,
                                OWNER ": invalid method \"%s\"", ZSTR_VAL(method));
        zend_string_release(upper);
        return;
    }
    call_t call = {0};
    ZVAL_ARR(&call.headers, zend_array_dup(Z_ARRVAL(c->headers)));
    if (!options || parse_call(options, &call)) {
        if (c->propagate) {
            vela_php_http_client_propagation(add_propagated, Z_ARRVAL(call.headers));
        }
        send_request(c, upper, url, &call, return_value);
    }
    if (!EG(exception) && c->http_errors &&
        vela_php_http_client_response_status(return_value) >= 400) {
        vela_php_http_client_throw_status(ZSTR_VAL(upper), ZSTR_VAL(url), return_value);
        zval_ptr_dtor(return_value);
        ZVAL_UNDEF(return_value);
    }
    call_free(&call);
    zend_string_release(upper);
}

ZEND_METHOD(Vela_Http_Client, request)
{
    zend_string *method, *url;
    HashTable *options = NULL;
    ZEND_PARSE_PARAMETERS_START(2, 3)
    Z_PARAM_STR(method)
    Z_PARAM_STR(url)
    Z_PARAM_OPTIONAL
    Z_PARAM_ARRAY_HT(options)
    ZEND_PARSE_PARAMETERS_END();
    request(ZEND_THIS, method, url, options, return_value);
}

/* get(), post(), ...: request() with the method in the name. */
#define SHORTHAND(name, verb)                                                                      \
    ZEND_METHOD(Vela_Http_Client, name)                                                            \
    {                                                                                              \
        zend_string *url;                                                                          \
        HashTable *options = NULL;                                                                 \
        ZEND_PARSE_PARAMETERS_START(1, 2)                                                          \
        Z_PARAM_STR(url)                                                                           \
        Z_PARAM_OPTIONAL                                                                           \
        Z_PARAM_ARRAY_HT(options)                                                                  \
        ZEND_PARSE_PARAMETERS_END();                                                               \
        zend_string *method = zend_string_init(verb, sizeof(verb) - 1, 0);                         \
        request(ZEND_THIS, method, url, options, return_value);                                    \
        zend_string_release(method);                                                               \
    }

SHORTHAND(get, "GET")
SHORTHAND(post, "POST")
SHORTHAND(put, "PUT")
SHORTHAND(patch, "PATCH")
SHORTHAND(delete, "DELETE")
SHORTHAND(head, "HEAD")

/* A propagated header as name => value of the returned array. */
static void add_to_array(void *arg, const char *lower, const char *name, const char *value,
                         size_t len)
{
    add_assoc_stringl((zval *)arg, name, value, len);
}

ZEND_METHOD(Vela_Http_Client, propagationHeaders)
{
    ZEND_PARSE_PARAMETERS_NONE();
    array_init(return_value);
    if (from_obj(Z_OBJ_P(ZEND_THIS))->propagate) {
        vela_php_http_client_propagation(add_to_array, return_value);
    }
}
