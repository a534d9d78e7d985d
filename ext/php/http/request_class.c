/*
 * Vela\Http\Request: one request as the handler sees it.
 *
 * The object is built once per request from the parsed head (method, target,
 * header fields) and gets its body when the body is complete. Everything
 * else is derived on first use and cached: the headers array (lower-case
 * names; repeated fields joined with ", ", or "; " for Cookie), the query
 * (PHP's own parse_str rules), cookies, the form (urlencoded, or multipart
 * with uploaded files written to temporary files that are deleted with the
 * object), JSON. Route params and attributes are free-form arrays filled by
 * the router and middleware.
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
#include <ext/standard/url.h>
#include <main/php_open_temporary_file.h>
#include <main/php_variables.h>

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

/* Deletes the temporary files of uploads the handler did not move away. */
static void remove_uploads(zval *files)
{
    zval *file, *tmp_name;

    if (Z_TYPE_P(files) != IS_ARRAY) {
        return;
    }
    ZEND_HASH_FOREACH_VAL(Z_ARRVAL_P(files), file)
    {
        if (Z_TYPE_P(file) == IS_ARRAY &&
            (tmp_name = zend_hash_str_find(Z_ARRVAL_P(file), "tmp_name", 8)) &&
            Z_TYPE_P(tmp_name) == IS_STRING) {
            VCWD_UNLINK(Z_STRVAL_P(tmp_name));
        }
    }
    ZEND_HASH_FOREACH_END();
}

static void request_free_obj(zend_object *obj)
{
    vela_php_request_t *request = vela_php_request_from_obj(obj);

    remove_uploads(&request->files);
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

void vela_php_request_create(zval *out, const vela_http_head_t *head, vela_http_request_t *req)
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

/* PHP's parse_str rules (arrays by brackets, max_input_vars) into `out`. */
static void parse_urlencoded(const char *data, size_t len, zval *out)
{
    array_init(out);
    if (len > 0) {
        sapi_module.treat_data(PARSE_STRING, estrndup(data, len), out);
    }
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
    size_t len;
    const char *query;

    ZEND_PARSE_PARAMETERS_START(0, 2)
    Z_PARAM_OPTIONAL
    Z_PARAM_STR_OR_NULL(name)
    Z_PARAM_ZVAL(def)
    ZEND_PARSE_PARAMETERS_END();
    if (Z_TYPE(request->query) == IS_UNDEF) {
        query = query_string(request, &len);
        parse_urlencoded(query, len, &request->query);
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

/* "a=1; b=2": the first value of each name wins, values are URL-decoded. */
static void parse_cookies(zend_string *header, zval *out)
{
    const char *p = header ? ZSTR_VAL(header) : "", *end = p + (header ? ZSTR_LEN(header) : 0);

    array_init(out);
    while (p < end) {
        const char *semi = memchr(p, ';', (size_t)(end - p)), *eq;
        const char *stop = semi ? semi : end;

        while (p < stop && (*p == ' ' || *p == '\t')) {
            p++;
        }
        eq = memchr(p, '=', (size_t)(stop - p));
        if (eq && eq > p && !zend_hash_str_exists(Z_ARRVAL_P(out), p, (size_t)(eq - p))) {
            zend_string *value = zend_string_init(eq + 1, (size_t)(stop - eq - 1), 0);

            ZSTR_LEN(value) = php_url_decode(ZSTR_VAL(value), ZSTR_LEN(value));
            add_assoc_str_ex(out, p, (size_t)(eq - p), value);
        }
        p = stop + 1;
    }
}

static zval *cookies(vela_php_request_t *request)
{
    if (Z_TYPE(request->cookies) == IS_UNDEF) {
        parse_cookies(vela_php_request_header(request, "cookie"), &request->cookies);
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
    value = zend_hash_find(Z_ARRVAL_P(cookies(THIS_REQUEST())), name);
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

/* ---- multipart/form-data ---------------------------------------------- */

/* The value of parameter `param` ("boundary", "name", ...) in a header value. */
static zend_string *header_param(const char *value, size_t len, const char *param)
{
    size_t plen = strlen(param);
    const char *p = value, *end = value + len;

    while ((p = memchr(p, ';', (size_t)(end - p))) != NULL) {
        p++;
        while (p < end && *p == ' ') {
            p++;
        }
        if ((size_t)(end - p) > plen && strncasecmp(p, param, plen) == 0 && p[plen] == '=') {
            const char *v = p + plen + 1, *stop;

            if (v < end && *v == '"') {
                v++;
                stop = memchr(v, '"', (size_t)(end - v));
            } else {
                stop = memchr(v, ';', (size_t)(end - v));
            }
            return zend_string_init(v, (size_t)((stop ? stop : end) - v), 0);
        }
    }
    return NULL;
}

/* Finds the part header `name` (lower-case, with ':') in [head, end). */
static const char *part_header(const char *head, const char *end, const char *name, size_t *len)
{
    size_t nlen = strlen(name);

    for (const char *line = head; line < end;) {
        const char *eol = zend_memnstr(line, "\r\n", 2, end);

        eol = eol ? eol : end;
        if ((size_t)(eol - line) > nlen && strncasecmp(line, name, nlen) == 0) {
            line += nlen;
            while (line < eol && *line == ' ') {
                line++;
            }
            *len = (size_t)(eol - line);
            return line;
        }
        line = eol + 2;
    }
    return NULL;
}

static void add_upload(zval *files, zend_string *field, zend_string *filename, const char *type,
                       size_t type_len, const char *data, size_t len)
{
    zend_string *path = NULL;
    int fd = php_open_temporary_fd(NULL, "vela_upload_", &path);
    zval file;
    bool ok = fd >= 0 && write(fd, data, len) == (ssize_t)len;

    if (fd >= 0) {
        close(fd);
    }
    array_init(&file);
    add_assoc_str(&file, "name", zend_string_copy(filename));
    add_assoc_stringl(&file, "type", type ? type : "", type ? type_len : 0);
    add_assoc_long(&file, "size", (zend_long)len);
    add_assoc_str(&file, "tmp_name", path ? path : ZSTR_EMPTY_ALLOC());
    add_assoc_long(&file, "error", ok ? 0 : 7 /* UPLOAD_ERR_CANT_WRITE */);
    zend_symtable_update(Z_ARRVAL_P(files), field, &file);
}

/* One part: [head, head_end) are its header lines, then its data. */
static void add_part(vela_php_request_t *request, const char *head, const char *head_end,
                     const char *data, size_t len)
{
    size_t dlen, tlen = 0;
    const char *disposition = part_header(head, head_end, "content-disposition:", &dlen);
    const char *type = part_header(head, head_end, "content-type:", &tlen);
    zend_string *name, *filename;

    if (disposition == NULL || (name = header_param(disposition, dlen, "name")) == NULL) {
        return;
    }
    filename = header_param(disposition, dlen, "filename");
    if (filename != NULL) {
        add_upload(&request->files, name, filename, type, tlen, data, len);
        zend_string_release(filename);
    } else {
        char *var = estrndup(ZSTR_VAL(name), ZSTR_LEN(name));

        php_register_variable_safe(var, data, len, &request->form);
        efree(var);
    }
    zend_string_release(name);
}

/*
 * Splits a multipart body at "\r\n--boundary" lines (the first delimiter
 * may open the body). A part without a name is skipped; a truncated body
 * keeps the parts before the damage.
 */
static void parse_multipart(vela_php_request_t *request, zend_string *boundary)
{
    zend_string *delim = zend_string_concat2("\r\n--", 4, ZSTR_VAL(boundary), ZSTR_LEN(boundary));
    zend_string *data = body(request);
    const char *start = ZSTR_VAL(data), *end = start + ZSTR_LEN(data), *pos;
    size_t dash_len = ZSTR_LEN(delim) - 2;

    if ((size_t)(end - start) >= dash_len && memcmp(start, ZSTR_VAL(delim) + 2, dash_len) == 0) {
        pos = start;
    } else {
        pos = zend_memnstr(start, ZSTR_VAL(delim), ZSTR_LEN(delim), end);
        pos = pos ? pos + 2 : NULL;
    }
    while (pos != NULL) {
        const char *head = pos + dash_len, *head_end, *part_end;

        if (end - head < 2 || memcmp(head, "\r\n", 2) != 0) {
            break; /* "--" closes the body */
        }
        head += 2;
        head_end = zend_memnstr(head, "\r\n\r\n", 4, end);
        part_end =
            head_end ? zend_memnstr(head_end + 4, ZSTR_VAL(delim), ZSTR_LEN(delim), end) : NULL;
        if (part_end == NULL) {
            break;
        }
        add_part(request, head, head_end + 2, head_end + 4, (size_t)(part_end - head_end - 4));
        pos = part_end + 2;
    }
    zend_string_release(delim);
}

static void parse_form(vela_php_request_t *request)
{
    zend_string *type = vela_php_request_header(request, "content-type"), *boundary;

    array_init(&request->form);
    array_init(&request->files);
    if (type == NULL) {
        return;
    }
    if (strncasecmp(ZSTR_VAL(type), "application/x-www-form-urlencoded", 33) == 0) {
        zval_ptr_dtor(&request->form);
        parse_urlencoded(ZSTR_VAL(body(request)), ZSTR_LEN(body(request)), &request->form);
    } else if (strncasecmp(ZSTR_VAL(type), "multipart/form-data", 19) == 0 &&
               (boundary = header_param(ZSTR_VAL(type), ZSTR_LEN(type), "boundary")) != NULL) {
        parse_multipart(request, boundary);
        zend_string_release(boundary);
    }
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
    if (Z_TYPE(request->form) == IS_UNDEF) {
        parse_form(request);
    }
    ZVAL_NULL(&null_value);
    return_entry(&request->form, name, def ? def : &null_value, return_value);
}

PHP_METHOD(Vela_Http_Request, files)
{
    vela_php_request_t *request = THIS_REQUEST();

    ZEND_PARSE_PARAMETERS_NONE();
    if (Z_TYPE(request->form) == IS_UNDEF) {
        parse_form(request);
    }
    RETURN_COPY(&request->files);
}

PHP_METHOD(Vela_Http_Request, json)
{
    bool assoc = true;
    zend_string *data = body(THIS_REQUEST());

    ZEND_PARSE_PARAMETERS_START(0, 1)
    Z_PARAM_OPTIONAL
    Z_PARAM_BOOL(assoc)
    ZEND_PARSE_PARAMETERS_END();
    if (php_json_decode_ex(return_value, ZSTR_VAL(data), ZSTR_LEN(data),
                           assoc ? PHP_JSON_OBJECT_AS_ARRAY : 0,
                           PHP_JSON_PARSER_DEFAULT_DEPTH) == FAILURE) {
        zend_throw_exception(vela_ce_http_exception, "The request body is not valid JSON", 0);
        RETURN_THROWS();
    }
}

PHP_METHOD(Vela_Http_Request, clientAddress)
{
    ZEND_PARSE_PARAMETERS_NONE();
    RETURN_STR_COPY(client_address(THIS_REQUEST()));
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
