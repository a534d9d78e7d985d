/*
 * Vela\Http\Request: one request as the handler sees it.
 *
 * The object is built once per request from the parsed head (method, target,
 * header fields) and gets its body when the body is complete. Everything
 * else is derived on first use and cached: the headers array (lower-case
 * names; repeated fields joined with ", ", or "; " for Cookie), the query
 * and urlencoded forms (PHP's parse_str rules), cookies, multipart forms
 * (uploaded files written to temporary files), JSON (see json() below). Route params and
 * attributes are free-form arrays filled by the router and middleware.
 *
 * The forms (query, urlencoded and multipart bodies, uploads and their
 * temporary files, refusals) are form.c's; the parsing itself is the
 * engine's (src/http/urlencoded.h, multipart.h, cookie.h). A form past its
 * limits or malformed is refused: form()/files() (or query()) throw
 * Vela\Http\Exception, every time they are called, and the server answers
 * that exception with the refusal's status (413, 414 or 400) through
 * vela_php_request_refusal().
 *
 * Until the headers array is first needed, `headers` holds the fields as
 * received, copied into one block (IS_PTR to a raw_fields_t): most handlers
 * read few headers or none, and one block costs less than the array.
 */
#include "php/http/form.h"

#include <Zend/zend_exceptions.h>
#include <Zend/zend_interfaces.h>
#include <SAPI.h>
#include <ext/json/php_json.h>
#include <ext/json/php_json_parser.h>
#include <ext/standard/url.h>
#include <zend_smart_str.h>

#include "src/core/error.h"
#include "src/http/cookie.h"
#include "src/http/json_limits.h"

zend_class_entry *vela_ce_http_request;
static zend_object_handlers request_handlers;

/* The common methods, interned once at startup: no allocation per request. */
static const char *const known_method_text[] = {"GET",    "HEAD",  "POST",   "PUT",
                                                "DELETE", "PATCH", "OPTIONS"};
#define KNOWN_METHODS (sizeof(known_method_text) / sizeof(known_method_text[0]))
static zend_string *known_methods[KNOWN_METHODS];

static zend_string *method_string(const char *method, size_t len)
{
    for (size_t i = 0; i < KNOWN_METHODS; i++) {
        if (ZSTR_LEN(known_methods[i]) == len &&
            memcmp(ZSTR_VAL(known_methods[i]), method, len) == 0) {
            return known_methods[i];
        }
    }
    return zend_string_init(method, len, 0);
}

/*
 * A request head's fields as received, in one emalloc'd block: the table,
 * then the bytes its names and values point to. Owned by the request
 * (in `headers`, as IS_PTR) until headers() turns it into the array.
 */
typedef struct raw_fields {
    size_t count;
    vela_http_header_t fields[];
} raw_fields_t;

static zend_object *request_create_object(zend_class_entry *ce)
{
    vela_php_request_t *request = zend_object_alloc(sizeof(vela_php_request_t), ce);

    zend_object_std_init(&request->std, ce);
    object_properties_init(&request->std, ce);
    request->std.handlers = &request_handlers;
    ZVAL_EMPTY_ARRAY(&request->headers);
    return &request->std;
}

static void request_free_obj(zend_object *obj)
{
    vela_php_request_t *request = vela_php_request_from_obj(obj);

    if (request->method) { /* NULL when never built from a request (new Request() fails) */
        zend_string_release(request->method);
        zend_string_release(request->target);
    }
    if (request->body) {
        zend_string_release(request->body);
    }
    if (request->client_address) {
        zend_string_release(request->client_address);
    }
    if (request->route) {
        zend_string_release(request->route);
    }
    if (request->request_id) {
        zend_string_release(request->request_id);
    }
    if (Z_TYPE(request->headers) == IS_PTR) {
        efree(Z_PTR(request->headers));
    } else {
        i_zval_ptr_dtor(&request->headers);
    }
    /* Inline: most of these were never used (IS_UNDEF), so no call for them. */
    i_zval_ptr_dtor(&request->query);
    i_zval_ptr_dtor(&request->cookies);
    i_zval_ptr_dtor(&request->form);
    i_zval_ptr_dtor(&request->files);
    i_zval_ptr_dtor(&request->params);
    i_zval_ptr_dtor(&request->attributes);
    i_zval_ptr_dtor(&request->json);
    vela_php_form_state_free(request->form_state);
    zend_object_std_dtor(obj);
}

static void add_header(HashTable *headers, const vela_http_header_t *header)
{
    zend_string *name = zend_string_init(header->name, header->name_len, 0);
    zval *old, value;

    zend_str_tolower(ZSTR_VAL(name), ZSTR_LEN(name));
    old = zend_hash_find(headers, name);
    if (old == NULL) {
        ZVAL_STRINGL(&value, header->value, header->value_len);
        zend_hash_add_new(headers, name, &value);
    } else {
        const char *sep = zend_string_equals_literal(name, "cookie") ? "; " : ", ";
        zend_string *joined = zend_string_concat3(Z_STRVAL_P(old), Z_STRLEN_P(old), sep, 2,
                                                  header->value, header->value_len);
        zval_ptr_dtor(old);
        ZVAL_STR(old, joined);
    }
    zend_string_release(name);
}

/* Copies the head's fields into one block, kept in `out` (IS_PTR) until headers() needs them. */
static void keep_fields(zval *out, const vela_http_head_t *head)
{
    size_t bytes = 0;
    raw_fields_t *raw;
    char *p;

    if (head->header_count == 0) {
        ZVAL_EMPTY_ARRAY(out);
        return;
    }
    for (size_t i = 0; i < head->header_count; i++) {
        bytes += head->headers[i].name_len + head->headers[i].value_len;
    }
    raw = emalloc(sizeof(*raw) + head->header_count * sizeof(raw->fields[0]) + bytes);
    raw->count = head->header_count;
    p = (char *)&raw->fields[head->header_count];
    for (size_t i = 0; i < head->header_count; i++) {
        const vela_http_header_t *from = &head->headers[i];
        vela_http_header_t *to = &raw->fields[i];

        to->name = memcpy(p, from->name, from->name_len);
        to->name_len = from->name_len;
        p += from->name_len;
        to->value = memcpy(p, from->value, from->value_len);
        to->value_len = from->value_len;
        p += from->value_len;
    }
    ZVAL_PTR(out, raw);
}

/* The headers array, built from the kept fields on first use. */
static zval *headers(vela_php_request_t *request)
{
    raw_fields_t *raw;

    if (Z_TYPE(request->headers) != IS_PTR) {
        return &request->headers;
    }
    raw = Z_PTR(request->headers);
    array_init_size(&request->headers, (uint32_t)raw->count);
    for (size_t i = 0; i < raw->count; i++) {
        add_header(Z_ARRVAL(request->headers), &raw->fields[i]);
    }
    efree(raw);
    return &request->headers;
}

/* Formats the peer address once, on first use. */
static zend_string *client_address(vela_php_request_t *request)
{
    char text[64] = "";

    if (request->client_address == NULL) {
        if (request->has_peer && request->peer.ss_family == AF_INET6) {
            uv_ip6_name((struct sockaddr_in6 *)&request->peer, text, sizeof(text));
        } else if (request->has_peer) {
            uv_ip4_name((struct sockaddr_in *)&request->peer, text, sizeof(text));
        }
        request->client_address = zend_string_init(text, strlen(text), 0);
    }
    return request->client_address;
}

static int client_port(vela_php_request_t *request)
{
    if (!request->has_peer) {
        return 0;
    }
    return ntohs(request->peer.ss_family == AF_INET6
                     ? ((struct sockaddr_in6 *)&request->peer)->sin6_port
                     : ((struct sockaddr_in *)&request->peer)->sin_port);
}

zend_string *vela_php_request_client_address(vela_php_request_t *request)
{
    return client_address(request);
}

/*
 * The target of the last request built, which the next request with the same
 * bytes shares (a shared string is never changed in place): a keep-alive
 * client repeats its target, and a hit costs a comparison instead of an
 * allocation, a copy and a free.
 */
static zend_string *last_target;
/* The path of last_target, made by the first path() of a request that shares it (or NULL). */
static zend_string *last_path;

static void forget_last_target(void)
{
    if (last_target != NULL) {
        zend_string_release(last_target);
        last_target = NULL;
    }
    if (last_path != NULL) {
        zend_string_release(last_path);
        last_path = NULL;
    }
}

static zend_string *target_string(const char *target, size_t len)
{
    if (last_target == NULL || ZSTR_LEN(last_target) != len ||
        memcmp(ZSTR_VAL(last_target), target, len) != 0) {
        forget_last_target();
        last_target = zend_string_init(target, len, 0);
    }
    return zend_string_copy(last_target);
}

void vela_php_request_deactivate(void)
{
    forget_last_target();
    vela_php_form_deactivate();
}

/* The server options' defaults (options.h), for a request made without a server. */
static const vela_json_limits_t default_json_limits = {64, 1000, 10000};

void vela_php_request_create(zval *out, const vela_http_head_t *head, vela_http_request_t *req,
                             size_t max_form_fields)
{
    vela_php_request_t *request;
    const char *query;

    object_init_ex(out, vela_ce_http_request);
    request = vela_php_request_from_obj(Z_OBJ_P(out));
    request->method = method_string(head->method, head->method_len);
    request->target = target_string(head->target, head->target_len);
    query = memchr(head->target, '?', head->target_len);
    request->path_len = query ? (size_t)(query - head->target) : head->target_len;
    request->version_major = head->version_major;
    request->version_minor = head->version_minor;
    keep_fields(&request->headers, head);
    request->has_peer = req != NULL && vela_http_request_peer(req, &request->peer) == 0;
    request->max_form_fields = max_form_fields;
    request->json_limits = default_json_limits;
}

void vela_php_request_set_json_limits(zend_object *obj, const vela_json_limits_t *limits)
{
    vela_php_request_from_obj(obj)->json_limits = *limits;
}

void vela_php_request_set_body(zend_object *obj, zend_string *body)
{
    vela_php_request_from_obj(obj)->body = body;
}

zend_string *vela_php_request_header(vela_php_request_t *request, const char *lower_name)
{
    zval *value = zend_hash_str_find(Z_ARRVAL_P(headers(request)), lower_name, strlen(lower_name));

    return value ? Z_STR_P(value) : NULL;
}

bool vela_php_request_header_bytes(vela_php_request_t *request, const char *lower_name,
                                   const char **value, size_t *len)
{
    size_t name_len = strlen(lower_name), matches = 0;
    const vela_http_header_t *found = NULL;
    zend_string *joined;

    if (Z_TYPE(request->headers) == IS_PTR) { /* not built: look in the fields as received */
        raw_fields_t *raw = Z_PTR(request->headers);

        for (size_t i = 0; i < raw->count; i++) {
            const vela_http_header_t *field = &raw->fields[i];

            if (field->name_len == name_len &&
                zend_binary_strcasecmp(field->name, name_len, lower_name, name_len) == 0) {
                found = field;
                matches++;
            }
        }
        if (matches <= 1) { /* a repeated field's values are joined by headers() */
            *value = found ? found->value : NULL;
            *len = found ? found->value_len : 0;
            return found != NULL;
        }
    }
    joined = vela_php_request_header(request, lower_name);
    *value = joined ? ZSTR_VAL(joined) : NULL;
    *len = joined ? ZSTR_LEN(joined) : 0;
    return joined != NULL;
}

#define THIS_REQUEST() vela_php_request_from_obj(Z_OBJ_P(ZEND_THIS))

PHP_METHOD(Vela_Http_Request, __construct)
{
    ZEND_PARSE_PARAMETERS_NONE();
}

PHP_METHOD(Vela_Http_Request, method)
{
    ZEND_PARSE_PARAMETERS_NONE();
    RETURN_STR_COPY(THIS_REQUEST()->method);
}

PHP_METHOD(Vela_Http_Request, uri)
{
    ZEND_PARSE_PARAMETERS_NONE();
    RETURN_STR_COPY(THIS_REQUEST()->target);
}

PHP_METHOD(Vela_Http_Request, path)
{
    vela_php_request_t *request = THIS_REQUEST();

    ZEND_PARSE_PARAMETERS_NONE();
    if (request->path_len == ZSTR_LEN(request->target)) {
        RETURN_STR_COPY(request->target); /* no query: the target is the path, shared */
    }
    if (request->target != last_target) {
        RETURN_STRINGL(ZSTR_VAL(request->target), request->path_len);
    }
    if (last_path == NULL) { /* the requests repeating this target share its path too */
        last_path = zend_string_init(ZSTR_VAL(request->target), request->path_len, 0);
    }
    RETURN_STR_COPY(last_path);
}

PHP_METHOD(Vela_Http_Request, queryString)
{
    size_t len;
    const char *query;

    ZEND_PARSE_PARAMETERS_NONE();
    query = vela_php_request_query(THIS_REQUEST(), &len);
    RETURN_STRINGL(query, len);
}

/* Returns the whole array, or one key of it, or the default. */
static void return_entry(zval *array, zend_string *name, zval *def, zval *return_value)
{
    zval *found;

    if (name == NULL) {
        RETURN_COPY(array);
    }
    found = zend_symtable_find(Z_ARRVAL_P(array), name);
    RETURN_COPY(found ? found : def);
}

PHP_METHOD(Vela_Http_Request, query)
{
    vela_php_request_t *request = THIS_REQUEST();
    zend_string *name = NULL;
    zval *def = NULL, null_value;

    ZEND_PARSE_PARAMETERS_START(0, 2)
    Z_PARAM_OPTIONAL
    Z_PARAM_STR_OR_NULL(name)
    Z_PARAM_ZVAL(def)
    ZEND_PARSE_PARAMETERS_END();
    if (!vela_php_form_query(request)) {
        RETURN_THROWS();
    }
    ZVAL_NULL(&null_value);
    return_entry(&request->query, name, def ? def : &null_value, return_value);
}

PHP_METHOD(Vela_Http_Request, header)
{
    zend_string *name, *def = NULL, *lower, *value;

    ZEND_PARSE_PARAMETERS_START(1, 2)
    Z_PARAM_STR(name)
    Z_PARAM_OPTIONAL
    Z_PARAM_STR_OR_NULL(def)
    ZEND_PARSE_PARAMETERS_END();
    lower = zend_string_tolower(name);
    value = vela_php_request_header(THIS_REQUEST(), ZSTR_VAL(lower));
    zend_string_release(lower);
    if (value) {
        RETURN_STR_COPY(value);
    }
    if (def) {
        RETURN_STR_COPY(def);
    }
    RETURN_NULL();
}

PHP_METHOD(Vela_Http_Request, hasHeader)
{
    zend_string *name, *lower;
    bool found;

    ZEND_PARSE_PARAMETERS_START(1, 1)
    Z_PARAM_STR(name)
    ZEND_PARSE_PARAMETERS_END();
    lower = zend_string_tolower(name);
    found = vela_php_request_header(THIS_REQUEST(), ZSTR_VAL(lower)) != NULL;
    zend_string_release(lower);
    RETURN_BOOL(found);
}

PHP_METHOD(Vela_Http_Request, headers)
{
    ZEND_PARSE_PARAMETERS_NONE();
    RETURN_COPY(headers(THIS_REQUEST()));
}

/* The first value of each name wins. */
static int add_cookie(void *data, const char *name, size_t name_len, const char *value,
                      size_t value_len)
{
    zval string;

    if (!zend_symtable_str_exists(data, name, name_len)) {
        ZVAL_STRINGL_FAST(&string, value, value_len);
        zend_symtable_str_update(data, name, name_len, &string);
    }
    return 0;
}

static zval *cookies(vela_php_request_t *request)
{
    zend_string *header;
    char stack[256], *scratch;

    if (Z_TYPE(request->cookies) != IS_UNDEF) {
        return &request->cookies;
    }
    array_init(&request->cookies);
    header = vela_php_request_header(request, "cookie");
    if (header != NULL) {
        scratch = ZSTR_LEN(header) <= sizeof(stack) ? stack : emalloc(ZSTR_LEN(header));
        vela_cookie_parse(ZSTR_VAL(header), ZSTR_LEN(header), scratch, add_cookie,
                          Z_ARRVAL(request->cookies));
        if (scratch != stack) {
            efree(scratch);
        }
    }
    return &request->cookies;
}

PHP_METHOD(Vela_Http_Request, cookie)
{
    zend_string *name, *def = NULL;
    zval *value;

    ZEND_PARSE_PARAMETERS_START(1, 2)
    Z_PARAM_STR(name)
    Z_PARAM_OPTIONAL
    Z_PARAM_STR_OR_NULL(def)
    ZEND_PARSE_PARAMETERS_END();
    value = zend_symtable_find(Z_ARRVAL_P(cookies(THIS_REQUEST())), name);
    if (value) {
        RETURN_COPY(value);
    }
    if (def) {
        RETURN_STR_COPY(def);
    }
    RETURN_NULL();
}

PHP_METHOD(Vela_Http_Request, cookies)
{
    ZEND_PARSE_PARAMETERS_NONE();
    RETURN_COPY(cookies(THIS_REQUEST()));
}

PHP_METHOD(Vela_Http_Request, body)
{
    ZEND_PARSE_PARAMETERS_NONE();
    RETURN_STR_COPY(vela_php_request_body(THIS_REQUEST()));
}

PHP_METHOD(Vela_Http_Request, form)
{
    vela_php_request_t *request = THIS_REQUEST();
    zend_string *name = NULL;
    zval *def = NULL, null_value;

    ZEND_PARSE_PARAMETERS_START(0, 2)
    Z_PARAM_OPTIONAL
    Z_PARAM_STR_OR_NULL(name)
    Z_PARAM_ZVAL(def)
    ZEND_PARSE_PARAMETERS_END();
    if (!vela_php_form_body(request)) {
        RETURN_THROWS();
    }
    ZVAL_NULL(&null_value);
    return_entry(&request->form, name, def ? def : &null_value, return_value);
}

PHP_METHOD(Vela_Http_Request, files)
{
    vela_php_request_t *request = THIS_REQUEST();

    ZEND_PARSE_PARAMETERS_NONE();
    if (!vela_php_form_body(request)) {
        RETURN_THROWS();
    }
    RETURN_COPY(&request->files);
}

/* ---- JSON ------------------------------------------------------------------ */

/*
 * The body is decoded once, objects as arrays, and kept: json(), Vela\App's
 * body binding and the PSR-15 bridge share the value. Before the decoder
 * runs, the engine's scan (src/http/json_limits.h) holds the body to the
 * server's max_json_depth, max_json_object_members and max_json_members: a
 * body past them is refused with 413 before a hash table is built, so keys
 * chosen to collide cost a bounded time. A body that is not JSON is
 * refused with 400. Either refusal is kept like a form's: thrown every time.
 */

/* The reason a JSON text was refused, as its parser's error code says. */
static const char *json_reason(php_json_error_code code)
{
    switch (code) {
    case PHP_JSON_ERROR_DEPTH:
        return "nested too deeply";
    case PHP_JSON_ERROR_CTRL_CHAR:
        return "a control character in a string";
    case PHP_JSON_ERROR_UTF8:
        return "malformed UTF-8";
    case PHP_JSON_ERROR_UTF16:
        return "a \\u escape that is no UTF-16 character";
    case PHP_JSON_ERROR_INVALID_PROPERTY_NAME:
        return "an invalid property name";
    default:
        return "syntax error";
    }
}

/* "The JSON body has more than max_json_members (10000) members" and its kin. */
static zend_string *json_limit_message(const vela_json_limits_t *limits, vela_json_limit_t passed)
{
    if (passed == VELA_JSON_TOO_DEEP) {
        return zend_strpprintf(0, "The JSON body is nested deeper than max_json_depth (%zu)",
                               limits->max_depth);
    }
    if (passed == VELA_JSON_OBJECT_TOO_LARGE) {
        return zend_strpprintf(0,
                               "The JSON body has an object of more than "
                               "max_json_object_members (%zu) members",
                               limits->max_object_members);
    }
    return zend_strpprintf(0, "The JSON body has more than max_json_members (%zu) members",
                           limits->max_members);
}

/* PHP's depth counts the values inside the deepest container too: one more than ours. */
static int json_decoder_depth(const vela_php_request_t *request)
{
    return (int)request->json_limits.max_depth + 1;
}

/* Scans, then decodes the body into request->json, or records the refusal. */
static void decode_json(vela_php_request_t *request)
{
    zend_string *data = vela_php_request_body(request);
    vela_json_limit_t passed;
    php_json_parser parser;
    size_t at;

    if (vela_json_check_limits(&request->json_limits, ZSTR_VAL(data), ZSTR_LEN(data), &passed,
                               &at) != 0) {
        vela_php_form_refuse(&vela_php_form_state(request)->json, 413, VELA_ELIMIT,
                             json_limit_message(&request->json_limits, passed));
        return;
    }
    php_json_parser_init(&parser, &request->json, ZSTR_VAL(data), ZSTR_LEN(data),
                         PHP_JSON_OBJECT_AS_ARRAY, json_decoder_depth(request));
    if (php_json_parse(&parser) != 0) {
        at = (size_t)((const char *)parser.scanner.token - ZSTR_VAL(data));
        zval_ptr_dtor(&request->json);
        ZVAL_UNDEF(&request->json);
        vela_php_form_refuse(&vela_php_form_state(request)->json, 400, VELA_EINVAL,
                             zend_strpprintf(0, "invalid JSON: %s at byte %zu",
                                             json_reason(php_json_parser_error_code(&parser)),
                                             at > ZSTR_LEN(data) ? ZSTR_LEN(data) : at));
    }
}

/* The JSON body's refusal, or NULL. */
static const vela_php_refusal_t *json_refusal(const vela_php_request_t *request)
{
    return request->form_state && request->form_state->json.status ? &request->form_state->json
                                                                   : NULL;
}

zval *vela_php_request_json(vela_php_request_t *request, int *status, zend_string **message)
{
    const vela_php_refusal_t *refusal;

    if (Z_TYPE(request->json) == IS_UNDEF && json_refusal(request) == NULL) {
        decode_json(request);
    }
    if ((refusal = json_refusal(request)) != NULL) {
        *status = refusal->status;
        *message = refusal->message;
        return NULL;
    }
    return &request->json;
}

void vela_php_request_forget_json(vela_php_request_t *request)
{
    vela_php_refusal_t *refusal = request->form_state ? &request->form_state->json : NULL;

    zval_ptr_dtor(&request->json);
    ZVAL_UNDEF(&request->json);
    if (refusal != NULL && refusal->message) {
        zend_string_release(refusal->message);
    }
    if (refusal != NULL) {
        memset(refusal, 0, sizeof(*refusal));
    }
}

PHP_METHOD(Vela_Http_Request, json)
{
    vela_php_request_t *request = THIS_REQUEST();
    bool assoc = true;
    zend_string *message;
    zval *decoded;
    int status;

    ZEND_PARSE_PARAMETERS_START(0, 1)
    Z_PARAM_OPTIONAL
    Z_PARAM_BOOL(assoc)
    ZEND_PARSE_PARAMETERS_END();
    if ((decoded = vela_php_request_json(request, &status, &message)) == NULL) {
        vela_php_form_throw(json_refusal(request));
        RETURN_THROWS();
    }
    if (assoc) {
        RETURN_COPY(decoded);
    }
    /* Objects are mutable: each call gets its own, decoded from a body already within limits. */
    php_json_decode_ex(return_value, ZSTR_VAL(vela_php_request_body(request)),
                       ZSTR_LEN(vela_php_request_body(request)), 0, json_decoder_depth(request));
}

PHP_METHOD(Vela_Http_Request, clientAddress)
{
    ZEND_PARSE_PARAMETERS_NONE();
    RETURN_STR_COPY(client_address(THIS_REQUEST()));
}

PHP_METHOD(Vela_Http_Request, id)
{
    vela_php_request_t *request = THIS_REQUEST();

    ZEND_PARSE_PARAMETERS_NONE();
    if (request->request_id) {
        RETURN_STR_COPY(request->request_id);
    }
    RETURN_NULL();
}

PHP_METHOD(Vela_Http_Request, route)
{
    vela_php_request_t *request = THIS_REQUEST();

    ZEND_PARSE_PARAMETERS_NONE();
    if (request->route) {
        RETURN_STR_COPY(request->route);
    }
    RETURN_NULL();
}

PHP_METHOD(Vela_Http_Request, clientPort)
{
    ZEND_PARSE_PARAMETERS_NONE();
    RETURN_LONG(client_port(THIS_REQUEST()));
}

PHP_METHOD(Vela_Http_Request, protocolVersion)
{
    vela_php_request_t *request = THIS_REQUEST();

    ZEND_PARSE_PARAMETERS_NONE();
    RETURN_STR(zend_strpprintf(0, "%d.%d", request->version_major, request->version_minor));
}

static zval *bag(zval *slot)
{
    if (Z_TYPE_P(slot) == IS_UNDEF) {
        array_init(slot);
    }
    return slot;
}

PHP_METHOD(Vela_Http_Request, param)
{
    zend_string *name;
    zval *def = NULL, null_value;

    ZEND_PARSE_PARAMETERS_START(1, 2)
    Z_PARAM_STR(name)
    Z_PARAM_OPTIONAL
    Z_PARAM_ZVAL(def)
    ZEND_PARSE_PARAMETERS_END();
    ZVAL_NULL(&null_value);
    return_entry(bag(&THIS_REQUEST()->params), name, def ? def : &null_value, return_value);
}

PHP_METHOD(Vela_Http_Request, params)
{
    ZEND_PARSE_PARAMETERS_NONE();
    RETURN_COPY(bag(&THIS_REQUEST()->params));
}

PHP_METHOD(Vela_Http_Request, setParams)
{
    zval *params;
    vela_php_request_t *request = THIS_REQUEST();

    ZEND_PARSE_PARAMETERS_START(1, 1)
    Z_PARAM_ARRAY(params)
    ZEND_PARSE_PARAMETERS_END();
    zval_ptr_dtor(&request->params);
    ZVAL_COPY(&request->params, params);
    RETURN_OBJ_COPY(Z_OBJ_P(ZEND_THIS));
}

PHP_METHOD(Vela_Http_Request, attribute)
{
    zend_string *name;
    zval *def = NULL, null_value;

    ZEND_PARSE_PARAMETERS_START(1, 2)
    Z_PARAM_STR(name)
    Z_PARAM_OPTIONAL
    Z_PARAM_ZVAL(def)
    ZEND_PARSE_PARAMETERS_END();
    ZVAL_NULL(&null_value);
    return_entry(bag(&THIS_REQUEST()->attributes), name, def ? def : &null_value, return_value);
}

PHP_METHOD(Vela_Http_Request, setAttribute)
{
    zend_string *name;
    zval *value;

    ZEND_PARSE_PARAMETERS_START(2, 2)
    Z_PARAM_STR(name)
    Z_PARAM_ZVAL(value)
    ZEND_PARSE_PARAMETERS_END();
    Z_TRY_ADDREF_P(value);
    zend_symtable_update(Z_ARRVAL_P(bag(&THIS_REQUEST()->attributes)), name, value);
    RETURN_OBJ_COPY(Z_OBJ_P(ZEND_THIS));
}

PHP_METHOD(Vela_Http_Request, attributes)
{
    ZEND_PARSE_PARAMETERS_NONE();
    RETURN_COPY(bag(&THIS_REQUEST()->attributes));
}

void vela_php_http_request_register(zend_class_entry *ce)
{
    vela_ce_http_request = ce;
    ce->create_object = request_create_object;
    ce->ce_flags |= ZEND_ACC_NOT_SERIALIZABLE;
    memcpy(&request_handlers, zend_get_std_object_handlers(), sizeof(request_handlers));
    request_handlers.offset = XtOffsetOf(vela_php_request_t, std);
    request_handlers.free_obj = request_free_obj;
    request_handlers.clone_obj = NULL;
    for (size_t i = 0; i < KNOWN_METHODS; i++) {
        known_methods[i] =
            zend_string_init_interned(known_method_text[i], strlen(known_method_text[i]), 1);
    }
}
