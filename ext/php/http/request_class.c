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
 * The parsing itself is the engine's (src/http/urlencoded.h, multipart.h,
 * cookie.h); this file only gives those parsers builders that make zvals.
 * A form past its limits or malformed is refused: form()/files() (or
 * query()) throw Vela\Http\Exception, every time they are called, and the
 * server answers that exception with the refusal's status (413, 414 or 400)
 * through vela_php_request_refusal(). Every temporary file an upload
 * created is recorded in `form_state` and deleted when the request is freed
 * (whatever happened to the handler) unless it was moved away; a refused
 * form deletes its files at once.
 *
 * Until the headers array is first needed, `headers` holds the fields as
 * received, copied into one block (IS_PTR to a raw_fields_t): most handlers
 * read few headers or none, and one block costs less than the array.
 */
#include "php/http/http.h"

#include <Zend/zend_exceptions.h>
#include <Zend/zend_interfaces.h>
#include <SAPI.h>
#include <ext/json/php_json.h>
#include <ext/json/php_json_parser.h>
#include <ext/standard/url.h>
#include <main/php_open_temporary_file.h>
#include <sys/stat.h>
#include <zend_smart_str.h>

#include "src/core/error.h"
#include "src/http/cookie.h"
#include "src/http/json_limits.h"
#include "src/http/multipart.h"
#include "src/http/urlencoded.h"

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

/* A temporary file written for an upload; deleted with the request unless moved away. */
typedef struct upload {
    zend_string *path;
    dev_t device; /* what the path named when it was made: a file put there */
    ino_t inode;  /* later (after the handler moved ours) is not deleted */
} upload_t;

/* A parse that was refused: the status it is answered with and what was thrown. */
typedef struct refusal {
    int status; /* 0: not refused */
    int code;   /* the engine code, the exception's getCode() */
    zend_string *message;
} refusal_t;

/* Allocated on first need: most requests have no uploads and no refusal. */
struct vela_php_form_state {
    refusal_t query, form, json;
    upload_t *uploads;
    size_t upload_count, upload_cap;
};

static vela_php_form_state_t *form_state(vela_php_request_t *request)
{
    if (request->form_state == NULL) {
        request->form_state = ecalloc(1, sizeof(*request->form_state));
    }
    return request->form_state;
}

/* Deletes the temporary files that are still where the upload put them. */
static void delete_uploads(vela_php_form_state_t *state)
{
    for (size_t i = 0; i < state->upload_count; i++) {
        upload_t *upload = &state->uploads[i];
        struct stat st;

        if (lstat(ZSTR_VAL(upload->path), &st) == 0 && st.st_dev == upload->device &&
            st.st_ino == upload->inode) {
            unlink(ZSTR_VAL(upload->path));
        }
        zend_string_release(upload->path);
    }
    state->upload_count = 0;
}

static void form_state_free(vela_php_form_state_t *state)
{
    if (state == NULL) {
        return;
    }
    delete_uploads(state);
    if (state->uploads) {
        efree(state->uploads);
    }
    if (state->query.message) {
        zend_string_release(state->query.message);
    }
    if (state->form.message) {
        zend_string_release(state->form.message);
    }
    if (state->json.message) {
        zend_string_release(state->json.message);
    }
    efree(state);
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
    form_state_free(request->form_state);
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
    request->target = zend_string_init(head->target, head->target_len, 0);
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
    RETURN_STRINGL(ZSTR_VAL(request->target), request->path_len);
}

static const char *query_string(vela_php_request_t *request, size_t *len)
{
    size_t skip =
        request->path_len < ZSTR_LEN(request->target) ? request->path_len + 1 : request->path_len;

    *len = ZSTR_LEN(request->target) - skip;
    return ZSTR_VAL(request->target) + skip;
}

PHP_METHOD(Vela_Http_Request, queryString)
{
    size_t len;
    const char *query;

    ZEND_PARSE_PARAMETERS_NONE();
    query = query_string(THIS_REQUEST(), &len);
    RETURN_STRINGL(query, len);
}

/* ---- refusals ------------------------------------------------------------ */

/* Records why a parse is refused; the caller throws with throw_refusal(). */
static void refuse(refusal_t *refusal, int status, int code, zend_string *message)
{
    refusal->status = status;
    refusal->code = code;
    refusal->message = message;
}

static void throw_refusal(const refusal_t *refusal)
{
    zend_throw_exception(vela_ce_http_exception, ZSTR_VAL(refusal->message), refusal->code);
}

static bool is_refusal(const refusal_t *refusal, zend_long code, zval *message)
{
    return refusal->status != 0 && refusal->code == code && Z_TYPE_P(message) == IS_STRING &&
           zend_string_equals(refusal->message, Z_STR_P(message));
}

int vela_php_request_refusal(zend_object *request_obj, zend_object *exception,
                             zend_string **message)
{
    vela_php_form_state_t *state = vela_php_request_from_obj(request_obj)->form_state;
    const refusal_t *refusal = NULL;
    zval code_rv, message_rv, *code, *text;

    if (state == NULL || !instanceof_function(exception->ce, vela_ce_http_exception)) {
        return 0;
    }
    code =
        zend_read_property_ex(zend_ce_exception, exception, ZSTR_KNOWN(ZEND_STR_CODE), 1, &code_rv);
    text = zend_read_property_ex(zend_ce_exception, exception, ZSTR_KNOWN(ZEND_STR_MESSAGE), 1,
                                 &message_rv);
    if (Z_TYPE_P(code) == IS_LONG && is_refusal(&state->query, Z_LVAL_P(code), text)) {
        refusal = &state->query;
    } else if (Z_TYPE_P(code) == IS_LONG && is_refusal(&state->form, Z_LVAL_P(code), text)) {
        refusal = &state->form;
    } else if (Z_TYPE_P(code) == IS_LONG && is_refusal(&state->json, Z_LVAL_P(code), text)) {
        refusal = &state->json;
    }
    if (refusal == NULL) {
        return 0;
    }
    *message = zend_string_copy(refusal->message);
    return refusal->status;
}

/* ---- urlencoded: the query and form bodies -------------------------------- */

/*
 * The builder of string values, with PHP's array semantics: a pending key
 * that holds a string becomes an array, numeric keys are integers, and an
 * append that cannot be done (the next index would overflow) drops the
 * value, all as php_register_variable_ex() does.
 */
/*
 * The entry under `key` in `ht` (key NULL: a new one appended), made an
 * empty array when absent (*made tells). NULL when an append is impossible.
 */
static zval *entry_or_new_array(HashTable *ht, const char *key, size_t key_len, bool *made)
{
    zval *found = key ? zend_symtable_str_find(ht, key, key_len) : NULL, fresh;

    *made = found == NULL;
    if (found == NULL) {
        array_init(&fresh);
        found = key ? zend_symtable_str_update(ht, key, key_len, &fresh)
                    : zend_hash_next_index_insert(ht, &fresh);
        if (found == NULL) {
            zval_ptr_dtor(&fresh);
        }
    }
    return found;
}

static int form_enter(void *data, void *array, const char *key, size_t key_len, void **inner)
{
    bool made;
    zval *found = entry_or_new_array(Z_ARRVAL_P((zval *)array), key, key_len, &made);

    (void)data;
    if (found != NULL && !made && Z_TYPE_P(found) != IS_ARRAY) {
        zval_ptr_dtor(found);
        array_init(found);
    } else if (found != NULL && !made) {
        SEPARATE_ARRAY(found);
    }
    *inner = found; /* NULL: the append failed and PHP drops the value */
    return 0;
}

static int form_set(void *data, void *array, const char *key, size_t key_len, const void *value,
                    size_t value_len)
{
    HashTable *ht = Z_ARRVAL_P((zval *)array);
    zval string;

    (void)data;
    ZVAL_STRINGL_FAST(&string, (const char *)value, value_len);
    if (key != NULL) {
        zend_symtable_str_update(ht, key, key_len, &string);
    } else if (zend_hash_next_index_insert(ht, &string) == NULL) {
        zval_ptr_dtor(&string);
    }
    return 0;
}

static int form_remove(void *data, void *root, const char *key, size_t key_len)
{
    (void)data;
    zend_symtable_str_del(Z_ARRVAL_P((zval *)root), key, key_len);
    return 0;
}

static const vela_urlencoded_builder_t form_builder = {form_enter, form_set, form_remove};

/* PHP's settings for names (arg_separator.input, max_input_nesting_level) and our field cap. */
static vela_urlencoded_options_t name_rules(const vela_php_request_t *request)
{
    vela_urlencoded_options_t options;

    options.separators = PG(arg_separator).input ? PG(arg_separator).input : "&";
    options.max_fields = request->max_form_fields;
    options.max_depth = PG(max_input_nesting_level) > 0 ? (size_t)PG(max_input_nesting_level) : 0;
    return options;
}

/* Parses into `out` (an array even on failure). Returns 0 or VELA_ELIMIT. */
static int parse_urlencoded(vela_php_request_t *request, const char *data, size_t len, zval *out)
{
    vela_urlencoded_options_t options = name_rules(request);
    char stack[256], *scratch = len < sizeof(stack) ? stack : emalloc(len + 1);
    int rc;

    array_init(out);
    rc = vela_urlencoded_parse(&options, &form_builder, NULL, out, data, len, scratch);
    if (scratch != stack) {
        efree(scratch);
    }
    if (rc != 0) {
        zval_ptr_dtor(out);
        array_init(out);
    }
    return rc;
}

/* "The query has more than max_form_fields (1000) fields" */
static zend_string *too_many_fields(const char *what, size_t max)
{
    return zend_strpprintf(0, "The %s has more than max_form_fields (%zu) fields", what, max);
}

/* The parsed query (a refusal throws: false). */
static bool ensure_query(vela_php_request_t *request)
{
    size_t len;
    const char *query;

    if (Z_TYPE(request->query) == IS_UNDEF) {
        query = query_string(request, &len);
        if (parse_urlencoded(request, query, len, &request->query) != 0) {
            refuse(&form_state(request)->query, 414, VELA_ELIMIT,
                   too_many_fields("query", request->max_form_fields));
        }
    }
    if (request->form_state && request->form_state->query.status) {
        throw_refusal(&request->form_state->query);
        return false;
    }
    return true;
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
    if (!ensure_query(request)) {
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

static zend_string *body(vela_php_request_t *request)
{
    return request->body ? request->body : ZSTR_EMPTY_ALLOC();
}

PHP_METHOD(Vela_Http_Request, body)
{
    ZEND_PARSE_PARAMETERS_NONE();
    RETURN_STR_COPY(body(THIS_REQUEST()));
}

/* ---- multipart/form-data ------------------------------------------------- */

/* PHP's UPLOAD_ERR_* values for a file's "error". */
enum upload_error { UPLOAD_OK = 0, UPLOAD_NO_FILE = 4, UPLOAD_CANT_WRITE = 7 };

/* A file leaf of files(): an array whose tmp_name is a string (containers hold arrays). */
static bool is_file(zval *node)
{
    zval *tmp_name;

    return Z_TYPE_P(node) == IS_ARRAY &&
           (tmp_name = zend_hash_str_find(Z_ARRVAL_P(node), "tmp_name", 8)) != NULL &&
           Z_TYPE_P(tmp_name) == IS_STRING;
}

/* Replaces a file leaf by a list holding it. */
static void file_to_list(zval *node)
{
    zval list;

    array_init(&list);
    zend_hash_next_index_insert_new(Z_ARRVAL(list), node);
    ZVAL_COPY_VALUE(node, &list);
}

/*
 * The builder of files(): the field names' tree, where no upload is ever
 * lost. A name that already holds a file becomes a list of both ("f" sent
 * twice), a file arriving at a name that holds a list or map is appended to
 * it, and a level entered at a file turns it into a list first. A file
 * that cannot be placed (PHP's arrays cannot append past the largest index,
 * or the name rules drop its name: empty, nested too deep, a tossed
 * __Host- prefix) is VELA_EINVAL: the body is refused rather than a file
 * dropped.
 */
static int files_enter(void *data, void *array, const char *key, size_t key_len, void **inner)
{
    bool made;
    zval *found = entry_or_new_array(Z_ARRVAL_P((zval *)array), key, key_len, &made);

    (void)data;
    if (found == NULL) {
        return VELA_EINVAL;
    }
    if (!made && is_file(found)) {
        file_to_list(found);
    }
    *inner = found;
    return 0;
}

/* The part being parsed and what the multipart callbacks share. */
typedef struct form_parse {
    vela_php_request_t *request;
    vela_urlencoded_options_t names;
    char *name; /* the part's field name (emalloc'd), NULL between parts */
    size_t name_len;
    bool is_file;
    smart_str value; /* a field's bytes */
    zval file;       /* a file's entry, IS_UNDEF when none is pending */
    int fd;          /* its temporary file, -1 when none */
    zend_string *tmp_name;
    zend_long size, error; /* error: an enum upload_error */
    bool placed;           /* files_set() took the entry */
} form_parse_t;

static int files_set(void *data, void *array, const char *key, size_t key_len, const void *value,
                     size_t value_len)
{
    HashTable *ht = Z_ARRVAL_P((zval *)array);
    zval *file = (zval *)value, *found = key ? zend_symtable_str_find(ht, key, key_len) : NULL;

    (void)value_len;
    if (found != NULL && is_file(found)) {
        file_to_list(found);
    }
    if (found == NULL && key != NULL) {
        zend_symtable_str_update(ht, key, key_len, file);
    } else if (zend_hash_next_index_insert(found ? Z_ARRVAL_P(found) : ht, file) == NULL) {
        return VELA_EINVAL;
    }
    ((form_parse_t *)data)->placed = true;
    return 0;
}

static int files_remove(void *data, void *root, const char *key, size_t key_len)
{
    (void)data, (void)root, (void)key, (void)key_len;
    return 0; /* a name nested too deep: the files already placed stay */
}

static const vela_urlencoded_builder_t files_builder = {files_enter, files_set, files_remove};

/* Records a temporary file for deletion with the request. */
static void remember_upload(vela_php_request_t *request, int fd, zend_string *path)
{
    vela_php_form_state_t *state = form_state(request);
    struct stat st;
    upload_t *upload;

    if (state->upload_count == state->upload_cap) {
        state->upload_cap = state->upload_cap ? 2 * state->upload_cap : 4;
        state->uploads = safe_erealloc(state->uploads, state->upload_cap, sizeof(upload_t), 0);
    }
    upload = &state->uploads[state->upload_count++];
    if (fstat(fd, &st) != 0) {
        memset(&st, 0, sizeof(st));
    }
    upload->path = zend_string_copy(path);
    upload->device = st.st_dev;
    upload->inode = st.st_ino;
}

/* A file part begins: its entry, and a temporary file unless it has no name. */
static void start_file(form_parse_t *parse, const vela_multipart_part_t *part)
{
    size_t base = vela_multipart_basename(part->filename, part->filename_len);

    array_init(&parse->file); /* PHP's keys: the client's path is only full_path, never name */
    add_assoc_stringl(&parse->file, "name", part->filename + base, part->filename_len - base);
    add_assoc_stringl(&parse->file, "full_path", part->filename, part->filename_len);
    add_assoc_stringl(&parse->file, "type", part->type ? part->type : "",
                      part->type ? part->type_len : 0);
    parse->size = 0;
    parse->error = UPLOAD_OK;
    parse->tmp_name = NULL;
    parse->fd = -1;
    if (part->filename_len == 0) {
        parse->error = UPLOAD_NO_FILE; /* a file input left empty */
        return;
    }
    parse->fd = php_open_temporary_fd_ex(PG(upload_tmp_dir), "vela_upload_", &parse->tmp_name,
                                         PHP_TMP_FILE_DEFAULT);
    if (parse->fd < 0) {
        parse->error = UPLOAD_CANT_WRITE;
        return;
    }
    remember_upload(parse->request, parse->fd, parse->tmp_name);
}

static int on_part(vela_multipart_parser_t *parser, const vela_multipart_part_t *part)
{
    form_parse_t *parse = parser->data;

    parse->name = estrndup(part->name, part->name_len);
    parse->name_len = part->name_len;
    parse->is_file = part->filename != NULL;
    if (parse->is_file) {
        start_file(parse, part);
    } else if (parse->value.s != NULL) {
        ZSTR_LEN(parse->value.s) = 0; /* the buffer is reused from part to part */
    }
    return 0;
}

static void write_file(form_parse_t *parse, const char *bytes, size_t len)
{
    while (len > 0 && parse->error == UPLOAD_OK) {
        ssize_t n = write(parse->fd, bytes, len);

        if (n < 0 && errno == EINTR) {
            continue;
        }
        if (n <= 0) {
            parse->error = UPLOAD_CANT_WRITE;
            return;
        }
        bytes += n;
        len -= (size_t)n;
    }
}

static int on_data(vela_multipart_parser_t *parser, const char *bytes, size_t len)
{
    form_parse_t *parse = parser->data;

    if (!parse->is_file) {
        smart_str_appendl(&parse->value, bytes, len);
    } else if (parse->error != UPLOAD_NO_FILE) {
        parse->size += (zend_long)len;
        write_file(parse, bytes, len);
    }
    return 0;
}

/* Closes the part's temporary file, if it has one. */
static void close_file(form_parse_t *parse)
{
    if (parse->fd >= 0) {
        close(parse->fd);
        parse->fd = -1;
    }
}

/* A file part ends: its entry goes into files() under its field name. */
static int end_file(form_parse_t *parse)
{
    int rc;

    close_file(parse);
    add_assoc_long(&parse->file, "size", parse->size);
    add_assoc_str(&parse->file, "tmp_name", parse->tmp_name ? parse->tmp_name : ZSTR_EMPTY_ALLOC());
    add_assoc_long(&parse->file, "error", parse->error);
    parse->tmp_name = NULL;
    parse->placed = false;
    rc = vela_urlencoded_assign(&parse->names, &files_builder, parse, &parse->request->files,
                                parse->name, parse->name_len, &parse->file, 0);
    if (!parse->placed) {
        rc = rc != 0 ? rc : VELA_EINVAL; /* the name rules drop it: refused, not lost */
        zval_ptr_dtor(&parse->file);
    }
    ZVAL_UNDEF(&parse->file);
    return rc;
}

static int on_part_end(vela_multipart_parser_t *parser)
{
    form_parse_t *parse = parser->data;
    int rc;

    if (parse->is_file) {
        rc = end_file(parse);
    } else {
        zend_string *value = parse->value.s ? parse->value.s : ZSTR_EMPTY_ALLOC();

        rc = vela_urlencoded_assign(&parse->names, &form_builder, parse, &parse->request->form,
                                    parse->name, parse->name_len, ZSTR_VAL(value), ZSTR_LEN(value));
    }
    efree(parse->name);
    parse->name = NULL;
    return rc;
}

static const vela_multipart_callbacks_t multipart_callbacks = {on_part, on_data, on_part_end};

/* Releases what a parse that stopped mid-part still holds. */
static void end_parse(form_parse_t *parse)
{
    close_file(parse);
    if (parse->tmp_name) {
        zend_string_release(parse->tmp_name);
    }
    zval_ptr_dtor(&parse->file);
    if (parse->name) {
        efree(parse->name);
    }
    smart_str_free(&parse->value);
}

/* max_file_uploads, PHP's own setting (20 by default). */
static size_t max_file_uploads(void)
{
    zend_long max = zend_ini_long("max_file_uploads", sizeof("max_file_uploads") - 1, 0);

    return max > 0 ? (size_t)max : 0;
}

/* Why a multipart parse failed, as a refusal. */
static void refuse_multipart(vela_php_request_t *request, const vela_multipart_parser_t *parser,
                             int rc)
{
    refusal_t *refusal = &form_state(request)->form;

    if (parser->limit == VELA_MULTIPART_LIMIT_FIELDS) {
        refuse(refusal, 413, rc, too_many_fields("form", request->max_form_fields));
    } else if (parser->limit == VELA_MULTIPART_LIMIT_FILES) {
        refuse(refusal, 413, rc,
               zend_strpprintf(0, "The form has more than max_file_uploads (%zu) files",
                               max_file_uploads()));
    } else if (parser->limit == VELA_MULTIPART_LIMIT_HEAD) {
        refuse(refusal, 413, rc,
               zend_strpprintf(0, "The multipart body is refused: %s", parser->error_message));
    } else {
        refuse(refusal, 400, rc,
               zend_strpprintf(0, "The multipart body is malformed: %s",
                               rc == VELA_EINVAL ? "a file cannot be stored under its field name"
                                                 : parser->error_message));
    }
}

#define NO_BOUNDARY "The multipart/form-data Content-Type has no valid boundary"

static void parse_multipart(vela_php_request_t *request, zend_string *type, zend_string *body)
{
    form_parse_t parse = {.request = request, .names = name_rules(request), .fd = -1};
    vela_multipart_parser_t *parser = emalloc(sizeof(*parser));
    char boundary[VELA_MULTIPART_BOUNDARY_MAX];
    size_t len;
    int rc = vela_multipart_param(ZSTR_VAL(type), ZSTR_LEN(type), "boundary", boundary,
                                  sizeof(boundary), &len);

    ZVAL_UNDEF(&parse.file);
    if (rc != 1 || vela_multipart_init(parser, &multipart_callbacks, &parse, boundary, len,
                                       request->max_form_fields, max_file_uploads()) != 0) {
        refuse(&form_state(request)->form, 400, VELA_EINVAL,
               zend_string_init(NO_BOUNDARY, sizeof(NO_BOUNDARY) - 1, 0));
    } else if ((rc = vela_multipart_execute(parser, ZSTR_VAL(body), ZSTR_LEN(body))) != 0 ||
               (rc = vela_multipart_finish(parser)) != 0) {
        refuse_multipart(request, parser, rc);
    }
    end_parse(&parse);
    efree(parser);
}

/* Whether a Content-Type value is `media_type` (any case, parameters allowed). */
static bool media_type_is(zend_string *type, const char *media_type)
{
    size_t len = strlen(media_type);

    return ZSTR_LEN(type) >= len && strncasecmp(ZSTR_VAL(type), media_type, len) == 0 &&
           (ZSTR_LEN(type) == len || memchr("; \t", ZSTR_VAL(type)[len], 3) != NULL);
}

/* Parses the body into form and files; a refusal empties both and deletes the uploads. */
static void parse_form(vela_php_request_t *request)
{
    zend_string *type = vela_php_request_header(request, "content-type");

    array_init(&request->form);
    array_init(&request->files);
    if (type != NULL && media_type_is(type, "application/x-www-form-urlencoded")) {
        zval_ptr_dtor(&request->form);
        if (parse_urlencoded(request, ZSTR_VAL(body(request)), ZSTR_LEN(body(request)),
                             &request->form) != 0) {
            refuse(&form_state(request)->form, 413, VELA_ELIMIT,
                   too_many_fields("form", request->max_form_fields));
        }
    } else if (type != NULL && media_type_is(type, "multipart/form-data")) {
        parse_multipart(request, type, body(request));
    }
    if (request->form_state && request->form_state->form.status) {
        zend_hash_clean(Z_ARRVAL(request->form));
        zend_hash_clean(Z_ARRVAL(request->files));
        delete_uploads(request->form_state);
    }
}

/* The parsed form (a refusal throws: false). */
static bool ensure_form(vela_php_request_t *request)
{
    if (Z_TYPE(request->form) == IS_UNDEF) {
        parse_form(request);
    }
    if (request->form_state && request->form_state->form.status) {
        throw_refusal(&request->form_state->form);
        return false;
    }
    return true;
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
    if (!ensure_form(request)) {
        RETURN_THROWS();
    }
    ZVAL_NULL(&null_value);
    return_entry(&request->form, name, def ? def : &null_value, return_value);
}

PHP_METHOD(Vela_Http_Request, files)
{
    vela_php_request_t *request = THIS_REQUEST();

    ZEND_PARSE_PARAMETERS_NONE();
    if (!ensure_form(request)) {
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
    zend_string *data = body(request);
    vela_json_limit_t passed;
    php_json_parser parser;
    size_t at;

    if (vela_json_check_limits(&request->json_limits, ZSTR_VAL(data), ZSTR_LEN(data), &passed,
                               &at) != 0) {
        refuse(&form_state(request)->json, 413, VELA_ELIMIT,
               json_limit_message(&request->json_limits, passed));
        return;
    }
    php_json_parser_init(&parser, &request->json, ZSTR_VAL(data), ZSTR_LEN(data),
                         PHP_JSON_OBJECT_AS_ARRAY, json_decoder_depth(request));
    if (php_json_parse(&parser) != 0) {
        at = (size_t)((const char *)parser.scanner.token - ZSTR_VAL(data));
        zval_ptr_dtor(&request->json);
        ZVAL_UNDEF(&request->json);
        refuse(&form_state(request)->json, 400, VELA_EINVAL,
               zend_strpprintf(0, "invalid JSON: %s at byte %zu",
                               json_reason(php_json_parser_error_code(&parser)),
                               at > ZSTR_LEN(data) ? ZSTR_LEN(data) : at));
    }
}

/* The JSON body's refusal, or NULL. */
static const refusal_t *json_refusal(const vela_php_request_t *request)
{
    return request->form_state && request->form_state->json.status ? &request->form_state->json
                                                                   : NULL;
}

zval *vela_php_request_json(vela_php_request_t *request, int *status, zend_string **message)
{
    const refusal_t *refusal;

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
    refusal_t *refusal = request->form_state ? &request->form_state->json : NULL;

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
        throw_refusal(json_refusal(request));
        RETURN_THROWS();
    }
    if (assoc) {
        RETURN_COPY(decoded);
    }
    /* Objects are mutable: each call gets its own, decoded from a body already within limits. */
    php_json_decode_ex(return_value, ZSTR_VAL(body(request)), ZSTR_LEN(body(request)), 0,
                       json_decoder_depth(request));
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
