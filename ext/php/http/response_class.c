/*
 * Vela\Http\Response: what a handler returns.
 *
 * Three kinds: a body in memory (Content-Length always), a stream (a
 * producer callable writes chunks while the server sends them), and a file
 * (sent with sendfile(2) by the server, with Range). Headers keep the case
 * they were first set with, looked up case-insensitively: lower-case name =>
 * [name, [values...]]. Every name and value is validated when it is set, so
 * a CR or LF throws here and can never reach the wire (the engine checks
 * again). Framing headers (Content-Length, Transfer-Encoding, Connection,
 * Date) are the server's: set here, they are ignored on the wire.
 *
 * Copy on write. A fresh response's header store is PHP's immutable empty
 * array, and a factory's (text(), html(), json()) is one of a few immutable
 * arrays built at startup, ["content-type" => ["Content-Type", [type]]]:
 * shared by every such response, so a handler that returns one allocates
 * nothing for its headers. Every change separates the level it writes
 * (SEPARATE_ARRAY, as the engine does for literal arrays), so a shared
 * array is never written.
 */
#include "php/http/http.h"

#include <Zend/zend_exceptions.h>
#include <ext/date/php_date.h>
#include <ext/json/php_json.h>
#include <ext/standard/php_smart_string.h>
#include <ext/standard/url.h>
#include <zend_smart_str.h>

#include "php/core/binding.h"
#include "php/http/exchange.h"
#include "php/ws/ws.h"
#include "src/core/assert.h"
#include "src/core/error.h"

zend_class_entry *vela_ce_http_response;
static zend_object_handlers response_handlers;

/* The Content-Type the factories set, interned once at startup (known valid). */
enum known_type { TYPE_TEXT, TYPE_HTML, TYPE_JSON, TYPE_COUNT };
static const char *const known_type_text[TYPE_COUNT] = {
    "text/plain; charset=utf-8", "text/html; charset=utf-8", "application/json"};
static zend_string *known_types[TYPE_COUNT];
static zend_string *content_type_name, *content_type_lower;
/* Immutable, for each known type: a whole header store holding only that Content-Type. */
static zval known_stores[TYPE_COUNT];

static zend_object *response_create_object(zend_class_entry *ce)
{
    vela_php_response_t *response = zend_object_alloc(sizeof(vela_php_response_t), ce);

    zend_object_std_init(&response->std, ce);
    object_properties_init(&response->std, ce);
    response->std.handlers = &response_handlers;
    response->status = 200;
    response->body = ZSTR_EMPTY_ALLOC();
    response->events_heartbeat_ms = -1;
    ZVAL_EMPTY_ARRAY(&response->headers);
    return &response->std;
}

static void response_free_obj(zend_object *obj)
{
    vela_php_response_t *response = vela_php_response_from_obj(obj);

    if (response->reason) {
        zend_string_release(response->reason);
    }
    zend_string_release(response->body);
    if (response->file) {
        zend_string_release(response->file);
    }
    i_zval_ptr_dtor(&response->headers); /* inline: usually a shared immutable store */
    i_zval_ptr_dtor(&response->producer);
    vela_php_ws_options_free(response->ws_options);
    zend_object_std_dtor(obj);
}

static bool check_status(zend_long status)
{
    if (status < 100 || status > 999) {
        zend_throw_exception_ex(vela_ce_http_exception, 0,
                                "Invalid HTTP status %ld: must be 100..999", (long)status);
        return false;
    }
    return true;
}

static bool check_field(zend_string *name, zend_string *value)
{
    if (!vela_http_field_is_valid(ZSTR_VAL(name), ZSTR_LEN(name), ZSTR_VAL(value),
                                  ZSTR_LEN(value))) {
        zend_throw_exception_ex(
            vela_ce_http_exception, 0,
            "Invalid header \"%s\": names are tokens; CR, LF and NUL are not allowed",
            ZSTR_VAL(name));
        return false;
    }
    return true;
}

/* Sets (replace) or adds a value; validates first. */
static bool put_header(vela_php_response_t *response, zend_string *name, zend_string *value,
                       bool replace)
{
    zend_string *lower;
    zval *entry, fresh, *values;

    if (!check_field(name, value)) {
        return false;
    }
    lower = zend_string_tolower(name);
    SEPARATE_ARRAY(&response->headers);
    entry = zend_hash_find(Z_ARRVAL(response->headers), lower);
    if (entry == NULL || replace) {
        array_init(&fresh);
        add_next_index_str(&fresh, zend_string_copy(name));
        values = zend_hash_next_index_insert(Z_ARRVAL(fresh), &EG(uninitialized_zval));
        array_init(values);
        entry = zend_hash_update(Z_ARRVAL(response->headers), lower, &fresh);
    }
    SEPARATE_ARRAY(entry);
    values = zend_hash_index_find(Z_ARRVAL_P(entry), 1);
    SEPARATE_ARRAY(values);
    add_next_index_str(values, zend_string_copy(value));
    zend_string_release(lower);
    return true;
}

static bool put_header_str(vela_php_response_t *response, const char *name, const char *value)
{
    zend_string *n = zend_string_init(name, strlen(name), 0),
                *v = zend_string_init(value, strlen(value), 0);
    bool ok = put_header(response, n, v, true);

    zend_string_release(n);
    zend_string_release(v);
    return ok;
}

/*
 * Sets Content-Type to one of the known types on a fresh response (the
 * factories): its header store becomes the shared immutable one.
 */
static void put_known_type(vela_php_response_t *response, enum known_type type)
{
    VELA_ASSERT(zend_hash_num_elements(Z_ARRVAL(response->headers)) == 0);
    zval_ptr_dtor(&response->headers);
    ZVAL_COPY_VALUE(&response->headers, &known_stores[type]);
}

/* Headers from a PHP array: name => string or list of strings. */
static bool put_headers(vela_php_response_t *response, HashTable *headers)
{
    zend_string *name;
    zval *value, *item;

    ZEND_HASH_FOREACH_STR_KEY_VAL(headers, name, value)
    {
        if (name == NULL) {
            zend_throw_exception(vela_ce_http_exception, "Header names must be strings", 0);
            return false;
        }
        if (Z_TYPE_P(value) != IS_ARRAY) {
            zend_string *s = zval_try_get_string(value);
            bool ok = s && put_header(response, name, s, false);

            zend_string_release(s ? s : ZSTR_EMPTY_ALLOC());
            if (!ok) {
                return false;
            }
            continue;
        }
        ZEND_HASH_FOREACH_VAL(Z_ARRVAL_P(value), item)
        {
            zend_string *s = zval_try_get_string(item);
            bool ok = s && put_header(response, name, s, false);

            zend_string_release(s ? s : ZSTR_EMPTY_ALLOC());
            if (!ok) {
                return false;
            }
        }
        ZEND_HASH_FOREACH_END();
    }
    ZEND_HASH_FOREACH_END();
    return true;
}

/* A factory's shared store holds one known field: read it without walking the arrays. */
static bool known_store_field(const vela_php_response_t *response, vela_http_field_t *field)
{
    for (int i = 0; i < TYPE_COUNT; i++) {
        if (Z_ARR(response->headers) == Z_ARR(known_stores[i])) {
            *field = (vela_http_field_t){ZSTR_VAL(content_type_name),
                                         ZSTR_LEN(content_type_name),
                                         ZSTR_VAL(known_types[i]),
                                         ZSTR_LEN(known_types[i]),
                                         true,
                                         true}; /* interned at startup, never freed */
            return true;
        }
    }
    return false;
}

size_t vela_php_response_fields(vela_php_response_t *response, vela_http_field_t *fields,
                                size_t cap, size_t *total)
{
    zval *entry, *value;
    size_t n = 0;

    if (cap > 0 && known_store_field(response, &fields[0])) {
        *total = 1;
        return 1;
    }

    ZEND_HASH_FOREACH_VAL(Z_ARRVAL(response->headers), entry)
    {
        zend_string *name = Z_STR_P(zend_hash_index_find(Z_ARRVAL_P(entry), 0));

        ZEND_HASH_FOREACH_VAL(Z_ARRVAL_P(zend_hash_index_find(Z_ARRVAL_P(entry), 1)), value)
        {
            if (n < cap) {
                fields[n] = (vela_http_field_t){
                    ZSTR_VAL(name),    ZSTR_LEN(name), Z_STRVAL_P(value),
                    Z_STRLEN_P(value), true,           false}; /* put_header() checked */
            }
            n++;
        }
        ZEND_HASH_FOREACH_END();
    }
    ZEND_HASH_FOREACH_END();
    *total = n;
    return n < cap ? n : cap;
}

#define THIS_RESPONSE() vela_php_response_from_obj(Z_OBJ_P(ZEND_THIS))

static vela_php_response_t *new_response(zval *out, zend_long status)
{
    object_init_ex(out, vela_ce_http_response);
    vela_php_response_from_obj(Z_OBJ_P(out))->status = (int)status;
    return vela_php_response_from_obj(Z_OBJ_P(out));
}

static void set_body(vela_php_response_t *response, zend_string *body)
{
    zend_string_release(response->body);
    response->body = zend_string_copy(body);
}

PHP_METHOD(Vela_Http_Response, __construct)
{
    zend_string *body = ZSTR_EMPTY_ALLOC();
    zend_long status = 200;
    HashTable *headers = NULL;
    vela_php_response_t *response = THIS_RESPONSE();

    ZEND_PARSE_PARAMETERS_START(0, 3)
    Z_PARAM_OPTIONAL
    Z_PARAM_STR(body)
    Z_PARAM_LONG(status)
    Z_PARAM_ARRAY_HT(headers)
    ZEND_PARSE_PARAMETERS_END();
    if (!check_status(status)) {
        RETURN_THROWS();
    }
    response->status = (int)status;
    set_body(response, body);
    if (headers && !put_headers(response, headers)) {
        RETURN_THROWS();
    }
}

/* A new Response of `status` with `body` and the Content-Type of `type`, in `out`. */
static void typed_response(zval *out, zend_string *body, zend_long status, enum known_type type)
{
    vela_php_response_t *response = new_response(out, status);
    set_body(response, body);
    put_known_type(response, type);
}

static void typed(INTERNAL_FUNCTION_PARAMETERS, enum known_type type)
{
    zend_string *body;
    zend_long status = 200;

    ZEND_PARSE_PARAMETERS_START(1, 2)
    Z_PARAM_STR(body)
    Z_PARAM_OPTIONAL
    Z_PARAM_LONG(status)
    ZEND_PARSE_PARAMETERS_END();
    if (!check_status(status)) {
        RETURN_THROWS();
    }
    typed_response(return_value, body, status, type);
}

void vela_php_response_empty(zval *out, int status)
{
    VELA_ASSERT(status >= 100 && status <= 999);
    new_response(out, status);
}

bool vela_php_response_typed(zval *out, zend_string *body, zend_long status, bool json)
{
    if (!check_status(status)) {
        object_init_ex(out, vela_ce_http_response);
        return false;
    }
    typed_response(out, body, status, json ? TYPE_JSON : TYPE_TEXT);
    return true;
}

PHP_METHOD(Vela_Http_Response, text)
{
    typed(INTERNAL_FUNCTION_PARAM_PASSTHRU, TYPE_TEXT);
}

PHP_METHOD(Vela_Http_Response, html)
{
    typed(INTERNAL_FUNCTION_PARAM_PASSTHRU, TYPE_HTML);
}

/* Bytes of spare room a JSON body may keep rather than be trimmed to size. */
#define JSON_SLACK 256

/*
 * Takes the encoded JSON out of `buf` as a string. A small body keeps
 * smart_str's first block (a few hundred bytes): trimming it to size, as
 * smart_str_extract() does, would reallocate and copy on every response.
 */
static zend_string *take_encoded(smart_str *buf)
{
    zend_string *encoded;

    if (buf->s == NULL) {
        return ZSTR_EMPTY_ALLOC();
    }
    smart_str_0(buf);
    if (buf->a - ZSTR_LEN(buf->s) > JSON_SLACK) {
        smart_str_trim_to_size(buf);
    }
    encoded = buf->s;
    buf->s = NULL;
    return encoded;
}

bool vela_php_response_json(zval *return_value, zval *data, zend_long status, zend_long flags)
{
    smart_str buf = {0};
    vela_php_response_t *response;

    if (!check_status(status)) {
        return false;
    }
    if (php_json_encode(&buf, data, (int)(flags & ~PHP_JSON_THROW_ON_ERROR)) == FAILURE ||
        (JSON_G(error_code) != PHP_JSON_ERROR_NONE &&
         !(flags & PHP_JSON_PARTIAL_OUTPUT_ON_ERROR))) {
        smart_str_free(&buf);
        zend_throw_exception(vela_ce_http_exception, "Cannot encode the response data as JSON", 0);
        return false;
    }
    response = new_response(return_value, status);
    zend_string_release(response->body);
    response->body = take_encoded(&buf);
    put_known_type(response, TYPE_JSON);
    return true;
}

void vela_php_response_html(zval *return_value, zend_string *body)
{
    typed_response(return_value, body, 200, TYPE_HTML);
}

PHP_METHOD(Vela_Http_Response, json)
{
    zval *data;
    zend_long status = 200, flags = 0;

    ZEND_PARSE_PARAMETERS_START(1, 3)
    Z_PARAM_ZVAL(data)
    Z_PARAM_OPTIONAL
    Z_PARAM_LONG(status)
    Z_PARAM_LONG(flags)
    ZEND_PARSE_PARAMETERS_END();
    if (!vela_php_response_json(return_value, data, status, flags)) {
        RETURN_THROWS();
    }
}

PHP_METHOD(Vela_Http_Response, redirect)
{
    zend_string *location;
    zend_long status = 302;
    vela_php_response_t *response;
    zval rv;

    ZEND_PARSE_PARAMETERS_START(1, 2)
    Z_PARAM_STR(location)
    Z_PARAM_OPTIONAL
    Z_PARAM_LONG(status)
    ZEND_PARSE_PARAMETERS_END();
    if (status < 300 || status > 399) {
        zend_throw_exception_ex(vela_ce_http_exception, 0,
                                "Invalid redirect status %ld: must be 3xx", (long)status);
        RETURN_THROWS();
    }
    response = new_response(&rv, status);
    if (!put_header_str(response, "Location", ZSTR_VAL(location)) ||
        ZSTR_LEN(location) != strlen(ZSTR_VAL(location))) {
        zval_ptr_dtor(&rv);
        if (!EG(exception)) {
            zend_throw_exception(vela_ce_http_exception, "Invalid redirect location", 0);
        }
        RETURN_THROWS();
    }
    RETURN_COPY_VALUE(&rv);
}

struct mime {
    const char *ext, *type;
};

static const struct mime mimes[] = {
    {"html", "text/html; charset=utf-8"},
    {"htm", "text/html; charset=utf-8"},
    {"css", "text/css; charset=utf-8"},
    {"js", "text/javascript; charset=utf-8"},
    {"mjs", "text/javascript; charset=utf-8"},
    {"json", "application/json"},
    {"txt", "text/plain; charset=utf-8"},
    {"csv", "text/csv; charset=utf-8"},
    {"md", "text/markdown; charset=utf-8"},
    {"xml", "application/xml"},
    {"svg", "image/svg+xml"},
    {"png", "image/png"},
    {"jpg", "image/jpeg"},
    {"jpeg", "image/jpeg"},
    {"gif", "image/gif"},
    {"webp", "image/webp"},
    {"ico", "image/x-icon"},
    {"avif", "image/avif"},
    {"pdf", "application/pdf"},
    {"zip", "application/zip"},
    {"gz", "application/gzip"},
    {"wasm", "application/wasm"},
    {"mp4", "video/mp4"},
    {"webm", "video/webm"},
    {"mp3", "audio/mpeg"},
    {"ogg", "audio/ogg"},
    {"wav", "audio/wav"},
    {"woff", "font/woff"},
    {"woff2", "font/woff2"},
    {"ttf", "font/ttf"},
    {"otf", "font/otf"},
};

static const char *type_by_extension(const char *path)
{
    const char *dot = strrchr(path, '.'), *slash = strrchr(path, '/');

    if (dot && (!slash || dot > slash)) {
        for (size_t i = 0; i < sizeof(mimes) / sizeof(mimes[0]); i++) {
            if (strcasecmp(dot + 1, mimes[i].ext) == 0) {
                return mimes[i].type;
            }
        }
    }
    return "application/octet-stream";
}

PHP_METHOD(Vela_Http_Response, file)
{
    zend_string *path, *type = NULL;
    zend_stat_t st;
    vela_php_response_t *response;

    ZEND_PARSE_PARAMETERS_START(1, 2)
    Z_PARAM_PATH_STR(path)
    Z_PARAM_OPTIONAL
    Z_PARAM_STR_OR_NULL(type)
    ZEND_PARSE_PARAMETERS_END();
    if (VCWD_STAT(ZSTR_VAL(path), &st) != 0 || !S_ISREG(st.st_mode)) {
        zend_throw_exception_ex(vela_ce_http_exception, 0, "Not a readable file: %s",
                                ZSTR_VAL(path));
        RETURN_THROWS();
    }
    response = new_response(return_value, 200);
    response->kind = VELA_PHP_RESPONSE_FILE;
    response->file = zend_string_copy(path);
    if (!put_header_str(response, "Content-Type",
                        type ? ZSTR_VAL(type) : type_by_extension(ZSTR_VAL(path)))) {
        RETURN_THROWS();
    }
    put_header_str(response, "Accept-Ranges", "bytes");
}

PHP_METHOD(Vela_Http_Response, stream)
{
    zend_fcall_info fci;
    zend_fcall_info_cache fcc;
    zend_long status = 200;
    HashTable *headers = NULL;
    vela_php_response_t *response;

    ZEND_PARSE_PARAMETERS_START(1, 3)
    Z_PARAM_FUNC(fci, fcc)
    Z_PARAM_OPTIONAL
    Z_PARAM_LONG(status)
    Z_PARAM_ARRAY_HT(headers)
    ZEND_PARSE_PARAMETERS_END();
    if (!check_status(status)) {
        RETURN_THROWS();
    }
    response = new_response(return_value, status);
    response->kind = VELA_PHP_RESPONSE_STREAM;
    ZVAL_COPY(&response->producer, &fci.function_name);
    if (headers && !put_headers(response, headers)) {
        RETURN_THROWS();
    }
}

vela_php_response_t *vela_php_response_new_events(zval *out, HashTable *headers,
                                                  int64_t heartbeat_ms, zval *source)
{
    vela_php_response_t *response = new_response(out, 200);

    response->kind = VELA_PHP_RESPONSE_STREAM;
    response->events_heartbeat_ms = heartbeat_ms;
    ZVAL_COPY(&response->producer, source);
    put_header_str(response, "Content-Type", "text/event-stream");
    put_header_str(response, "Cache-Control", "no-cache");
    put_header_str(response, "X-Accel-Buffering", "no"); /* nginx: pass events on at once */
    if (headers && !put_headers(response, headers)) {
        zval_ptr_dtor(out);
        ZVAL_NULL(out);
        return NULL;
    }
    return response;
}

PHP_METHOD(Vela_Http_Response, webSocket)
{
    zval *handler;
    HashTable *options = NULL;
    vela_php_ws_options_t *checked;
    vela_php_response_t *response;

    ZEND_PARSE_PARAMETERS_START(1, 2)
    Z_PARAM_ZVAL(handler)
    Z_PARAM_OPTIONAL
    Z_PARAM_ARRAY_HT(options)
    ZEND_PARSE_PARAMETERS_END();
    /* A Handler object is the event style; anything else must be callable (the loop style). */
    if (!(Z_TYPE_P(handler) == IS_OBJECT &&
          instanceof_function(Z_OBJCE_P(handler), vela_ce_ws_handler)) &&
        !zend_is_callable(handler, 0, NULL)) {
        zend_argument_type_error(1, "must be of type Vela\\WebSocket\\Handler|callable, %s given",
                                 zend_zval_type_name(handler));
        RETURN_THROWS();
    }
    if ((checked = vela_php_ws_options_new(options)) == NULL) {
        RETURN_THROWS();
    }
    response = new_response(return_value, 101);
    response->kind = VELA_PHP_RESPONSE_WEBSOCKET;
    response->ws_options = checked;
    ZVAL_COPY(&response->producer, handler);
}

PHP_METHOD(Vela_Http_Response, status)
{
    ZEND_PARSE_PARAMETERS_NONE();
    RETURN_LONG(THIS_RESPONSE()->status);
}

PHP_METHOD(Vela_Http_Response, reason)
{
    vela_php_response_t *response = THIS_RESPONSE();

    ZEND_PARSE_PARAMETERS_NONE();
    if (response->reason) {
        RETURN_STR_COPY(response->reason);
    }
    RETURN_STRING(vela_http_reason_phrase(response->status));
}

PHP_METHOD(Vela_Http_Response, setStatus)
{
    zend_long status;
    zend_string *reason = NULL;
    vela_php_response_t *response = THIS_RESPONSE();

    ZEND_PARSE_PARAMETERS_START(1, 2)
    Z_PARAM_LONG(status)
    Z_PARAM_OPTIONAL
    Z_PARAM_STR_OR_NULL(reason)
    ZEND_PARSE_PARAMETERS_END();
    if (!check_status(status)) {
        RETURN_THROWS();
    }
    if (reason && !vela_http_field_is_valid("r", 1, ZSTR_VAL(reason), ZSTR_LEN(reason))) {
        zend_throw_exception(vela_ce_http_exception,
                             "Invalid reason phrase: CR, LF and NUL are not allowed", 0);
        RETURN_THROWS();
    }
    response->status = (int)status;
    if (response->reason) {
        zend_string_release(response->reason);
    }
    response->reason = reason ? zend_string_copy(reason) : NULL;
    RETURN_OBJ_COPY(Z_OBJ_P(ZEND_THIS));
}

static void header_method(INTERNAL_FUNCTION_PARAMETERS, bool replace)
{
    zend_string *name, *value;

    ZEND_PARSE_PARAMETERS_START(2, 2)
    Z_PARAM_STR(name)
    Z_PARAM_STR(value)
    ZEND_PARSE_PARAMETERS_END();
    if (!put_header(THIS_RESPONSE(), name, value, replace)) {
        RETURN_THROWS();
    }
    RETURN_OBJ_COPY(Z_OBJ_P(ZEND_THIS));
}

bool vela_php_response_header(zend_object *response, zend_string *name, zend_string *value)
{
    return put_header(vela_php_response_from_obj(response), name, value, true);
}

PHP_METHOD(Vela_Http_Response, header)
{
    header_method(INTERNAL_FUNCTION_PARAM_PASSTHRU, true);
}

PHP_METHOD(Vela_Http_Response, addHeader)
{
    header_method(INTERNAL_FUNCTION_PARAM_PASSTHRU, false);
}

PHP_METHOD(Vela_Http_Response, getHeader)
{
    zend_string *name, *lower;
    zval *entry;

    ZEND_PARSE_PARAMETERS_START(1, 1)
    Z_PARAM_STR(name)
    ZEND_PARSE_PARAMETERS_END();
    lower = zend_string_tolower(name);
    entry = zend_hash_find(Z_ARRVAL(THIS_RESPONSE()->headers), lower);
    zend_string_release(lower);
    if (entry == NULL) {
        RETURN_NULL();
    }
    RETURN_STR(zend_string_copy(
        Z_STR_P(zend_hash_index_find(Z_ARRVAL_P(zend_hash_index_find(Z_ARRVAL_P(entry), 1)), 0))));
}

PHP_METHOD(Vela_Http_Response, removeHeader)
{
    zend_string *name, *lower;

    ZEND_PARSE_PARAMETERS_START(1, 1)
    Z_PARAM_STR(name)
    ZEND_PARSE_PARAMETERS_END();
    lower = zend_string_tolower(name);
    SEPARATE_ARRAY(&THIS_RESPONSE()->headers);
    zend_hash_del(Z_ARRVAL(THIS_RESPONSE()->headers), lower);
    zend_string_release(lower);
    RETURN_OBJ_COPY(Z_OBJ_P(ZEND_THIS));
}

PHP_METHOD(Vela_Http_Response, headers)
{
    zval *entry;

    ZEND_PARSE_PARAMETERS_NONE();
    array_init(return_value);
    ZEND_HASH_FOREACH_VAL(Z_ARRVAL(THIS_RESPONSE()->headers), entry)
    {
        zval *values = zend_hash_index_find(Z_ARRVAL_P(entry), 1);

        Z_TRY_ADDREF_P(values);
        zend_hash_update(Z_ARRVAL_P(return_value),
                         Z_STR_P(zend_hash_index_find(Z_ARRVAL_P(entry), 0)), values);
    }
    ZEND_HASH_FOREACH_END();
}

/* The attribute name written for a string-valued cookie option, or NULL. */
static const char *string_attribute(zend_string *key)
{
    static const char *const names[][2] = {
        {"path", "; Path="}, {"domain", "; Domain="}, {"samesite", "; SameSite="}};

    for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); i++) {
        if (zend_string_equals_cstr(key, names[i][0], strlen(names[i][0]))) {
            return names[i][1];
        }
    }
    return NULL;
}

/* True when an attribute value may be written as is: like PHP's setcookie(), no ",", ";",
 * blank or control character, any of which would end the attribute and start another
 * ("/; Domain=evil.example"). */
static bool attribute_value_is_safe(const zend_string *s)
{
    for (size_t i = 0; i < ZSTR_LEN(s); i++) {
        unsigned char c = (unsigned char)ZSTR_VAL(s)[i];
        if (c < 0x21 || c == 0x7f || c == ',' || c == ';') {
            return false;
        }
    }
    return true;
}

/* Appends "; Attr=value" for one cookie option; false (thrown) on an unknown option or a value
 * that would forge another attribute. */
static bool cookie_attribute(smart_str *out, zend_string *key, zval *value)
{
    const char *attribute = string_attribute(key);

    if (attribute) {
        zend_string *s = zval_get_string(value);

        if (!attribute_value_is_safe(s)) {
            zend_throw_exception_ex(vela_ce_http_exception, 0,
                                    "Cookie option \"%s\" cannot contain \",\", \";\", a blank "
                                    "or a control character",
                                    ZSTR_VAL(key));
            zend_string_release(s);
            return false;
        }
        smart_str_appends(out, attribute);
        smart_str_append(out, s);
        zend_string_release(s);
    } else if (zend_string_equals_literal(key, "expires")) {
        static const char format[] = "D, d M Y H:i:s \\G\\M\\T";
        zend_string *date = php_format_date(format, sizeof(format) - 1, zval_get_long(value), 0);

        smart_str_appends(out, "; Expires=");
        smart_str_append(out, date);
        zend_string_release(date);
    } else if (zend_string_equals_literal(key, "max_age")) {
        smart_str_appends(out, "; Max-Age=");
        smart_str_append_long(out, zval_get_long(value));
    } else if (zend_string_equals_literal(key, "secure") ||
               zend_string_equals_literal(key, "httponly")) {
        if (zend_is_true(value)) {
            smart_str_appends(out, zend_string_equals_literal(key, "secure") ? "; Secure"
                                                                             : "; HttpOnly");
        }
    } else {
        zend_throw_exception_ex(vela_ce_http_exception, 0, "Unknown cookie option \"%s\"",
                                ZSTR_VAL(key));
        return false;
    }
    return true;
}

PHP_METHOD(Vela_Http_Response, cookie)
{
    zend_string *name, *value, *encoded, *key, *line;
    HashTable *options = NULL;
    zval *option;
    smart_str out = {0};

    ZEND_PARSE_PARAMETERS_START(2, 3)
    Z_PARAM_STR(name)
    Z_PARAM_STR(value)
    Z_PARAM_OPTIONAL
    Z_PARAM_ARRAY_HT(options)
    ZEND_PARSE_PARAMETERS_END();
    if (!vela_http_field_is_valid(ZSTR_VAL(name), ZSTR_LEN(name), "", 0) ||
        strchr(ZSTR_VAL(name), '=')) {
        zend_throw_exception_ex(vela_ce_http_exception, 0, "Invalid cookie name \"%s\"",
                                ZSTR_VAL(name));
        RETURN_THROWS();
    }
    encoded = php_raw_url_encode(ZSTR_VAL(value), ZSTR_LEN(value));
    smart_str_append(&out, name);
    smart_str_appendc(&out, '=');
    smart_str_append(&out, encoded);
    zend_string_release(encoded);
    if (options) {
        ZEND_HASH_FOREACH_STR_KEY_VAL(options, key, option)
        {
            if (key == NULL || !cookie_attribute(&out, key, option)) {
                smart_str_free(&out);
                if (!EG(exception)) {
                    zend_throw_exception(vela_ce_http_exception,
                                         "Cookie options must have string keys", 0);
                }
                RETURN_THROWS();
            }
        }
        ZEND_HASH_FOREACH_END();
    }
    line = smart_str_extract(&out);
    key = zend_string_init("Set-Cookie", 10, 0);
    put_header(THIS_RESPONSE(), key, line, false);
    zend_string_release(key);
    zend_string_release(line);
    if (EG(exception)) {
        RETURN_THROWS();
    }
    RETURN_OBJ_COPY(Z_OBJ_P(ZEND_THIS));
}

PHP_METHOD(Vela_Http_Response, body)
{
    ZEND_PARSE_PARAMETERS_NONE();
    RETURN_STR_COPY(THIS_RESPONSE()->body);
}

PHP_METHOD(Vela_Http_Response, setBody)
{
    zend_string *body;

    ZEND_PARSE_PARAMETERS_START(1, 1)
    Z_PARAM_STR(body)
    ZEND_PARSE_PARAMETERS_END();
    set_body(THIS_RESPONSE(), body);
    RETURN_OBJ_COPY(Z_OBJ_P(ZEND_THIS));
}

PHP_METHOD(Vela_Http_Response, write)
{
    zend_string *chunk;
    vela_php_response_t *response = THIS_RESPONSE();
    int rc;

    ZEND_PARSE_PARAMETERS_START(1, 1)
    Z_PARAM_STR(chunk)
    ZEND_PARSE_PARAMETERS_END();
    if (response->kind != VELA_PHP_RESPONSE_STREAM || response->exchange == NULL) {
        zend_throw_exception(
            vela_ce_http_exception,
            "write() works only inside the producer of Response::stream() while it is sent", 0);
        RETURN_THROWS();
    }
    rc = vela_php_exchange_write(response->exchange, chunk);
    if (rc != 0) {
        vela_php_core_throw_in(vela_ce_http_exception, rc, "Cannot write the response");
        RETURN_THROWS();
    }
}

/*
 * A small immutable array kept wholly in static storage, like PHP's own
 * zend_empty_array: built with the hash API at MINIT, then its data moved
 * into `room`, so nothing is allocated for it and nothing must be freed at
 * shutdown (the module has no shutdown hook of its own).
 */
typedef struct static_array {
    HashTable ht;
    zval room[24]; /* 384 bytes: the data of a table of HT_MIN_SIZE buckets */
} static_array_t;

static static_array_t known_arrays[TYPE_COUNT][3];

static HashTable *static_array_init(static_array_t *array)
{
    zend_hash_init(&array->ht, 1, NULL, ZVAL_PTR_DTOR, 1);
    return &array->ht;
}

/* Moves the data into the array's room and makes it immutable; `out` shares it. */
static void static_array_freeze(static_array_t *array, zval *out)
{
    HashTable *ht = &array->ht;
    void *data = HT_GET_DATA_ADDR(ht);
    size_t size = HT_IS_PACKED(ht) ? HT_PACKED_SIZE(ht) : HT_SIZE(ht);

    if (size > sizeof(array->room)) {
        /* A PHP whose HT_MIN_SIZE grew: fail loudly rather than overflow. */
        zend_error_noreturn(E_CORE_ERROR, "Vela: a %zu-byte array does not fit its room", size);
    }
    memcpy(array->room, data, size);
    pefree(data, 1);
    HT_SET_DATA_ADDR(ht, array->room);
    GC_SET_REFCOUNT(ht, 2);
    GC_ADD_FLAGS(ht, IS_ARRAY_IMMUTABLE);
    ZVAL_ARR(out, ht);
    Z_TYPE_FLAGS_P(out) = 0;
}

/* Builds known_stores[type]: ["content-type" => ["Content-Type", [type]]] (MINIT). */
static void build_known_store(enum known_type type)
{
    static_array_t *arrays = known_arrays[type];
    HashTable *values = static_array_init(&arrays[0]), *entry = static_array_init(&arrays[1]),
              *store = static_array_init(&arrays[2]);
    zval item, values_zv, entry_zv;

    ZVAL_INTERNED_STR(&item, known_types[type]);
    zend_hash_next_index_insert(values, &item);
    static_array_freeze(&arrays[0], &values_zv);
    ZVAL_INTERNED_STR(&item, content_type_name);
    zend_hash_next_index_insert(entry, &item);
    zend_hash_next_index_insert(entry, &values_zv);
    static_array_freeze(&arrays[1], &entry_zv);
    zend_hash_update(store, content_type_lower, &entry_zv);
    static_array_freeze(&arrays[2], &known_stores[type]);
}

void vela_php_http_response_register(zend_class_entry *ce)
{
    vela_ce_http_response = ce;
    ce->create_object = response_create_object;
    ce->ce_flags |= ZEND_ACC_NOT_SERIALIZABLE;
    memcpy(&response_handlers, zend_get_std_object_handlers(), sizeof(response_handlers));
    response_handlers.offset = XtOffsetOf(vela_php_response_t, std);
    response_handlers.free_obj = response_free_obj;
    response_handlers.clone_obj = NULL;
    content_type_name = zend_string_init_interned("Content-Type", 12, 1);
    content_type_lower = zend_string_init_interned("content-type", 12, 1);
    for (int i = 0; i < TYPE_COUNT; i++) {
        known_types[i] =
            zend_string_init_interned(known_type_text[i], strlen(known_type_text[i]), 1);
        build_known_store(i);
    }
}
