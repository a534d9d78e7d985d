/*
 * Vela's HTTP objects to PSR-7 messages and back.
 *
 * Everything on the PSR-7 side goes through the messages' own methods
 * (any PSR-7 implementation works, Nyholm's by default), and PSR-7 objects
 * are immutable, so a request costs one clone per with*() call: the bridge
 * makes only the calls a request needs (no query, cookies, body or
 * attributes: none of their calls), and with Nyholm's own factory it makes
 * the request and the response with one Nyholm constructor each (headers,
 * body, version and server params at once) instead of create…() and a
 * with…() per header.
 *
 * Request, Vela to PSR-7: `createServerRequest(method, uri, serverParams)`
 * where the URI is "http://" + Host + target (the target alone without a
 * Host) and the server params are REQUEST_METHOD, REQUEST_URI, QUERY_STRING,
 * SERVER_PROTOCOL and REMOTE_ADDR; then the protocol version, each header
 * (Vela holds a repeated header as one value joined with ", "), the
 * cookies, the query, the body, the parsed body (form fields for a form
 * body, the decoded object as arrays for a JSON one), and the route
 * parameters then Vela's attributes as attributes (an attribute wins over a
 * parameter of its name); a multipart body's files() become the uploaded
 * files (the same field tree, each leaf made by the factory's
 * createUploadedFile() over createStreamFromFile() of its temporary file).
 *
 * Request, PSR-7 back to Vela (written into the same object): method,
 * target (path and query of the URI), headers, cookies, query, body, the
 * parsed body as form fields when the Content-Type is a form's, and the
 * attributes not named like a route parameter (route parameters are the
 * router's: a PSR-15 middleware cannot change them).
 *
 * Response, Vela to PSR-7: `createResponse(status, reason)`, each header
 * with all its values, and a body stream of the text (empty for a streamed
 * or file response). PSR-7 to Vela: status, reason, every value of every
 * header, and the body as text, or the Vela response's own body when the
 * PSR-7 one still carries the stream it was made with.
 */
#include <php.h>
#include <Zend/zend_exceptions.h>
#include <ext/json/php_json.h>
#include <zend_smart_str.h>

#include "php/core/binding.h"
#include "php/http/http.h"
#include "php/psr/psr.h"
#include "src/http/response_head.h"

bool vela_php_psr_call(zval *object, const char *name, uint32_t argc, zval *argv, zval *ret)
{
    zend_object *obj = Z_OBJ_P(object);
    size_t len = strlen(name);
    zend_function *fn = zend_hash_str_find_ptr(&obj->ce->function_table, name, len);
    ZVAL_UNDEF(ret);
    if (fn != NULL) {
        zend_call_known_instance_method(fn, obj, ret, argc, argv);
        return !EG(exception);
    }
    zend_string *method = zend_string_init(name, len, 0);
    zend_result called = zend_call_method_if_exists(obj, method, ret, argc, argv);
    zend_string_release(method);
    if (called == FAILURE && !EG(exception)) {
        zend_throw_exception_ex(vela_ce_core_exception, 0, "%s has no method %s()",
                                ZSTR_VAL(obj->ce->name), name);
    }
    return called == SUCCESS && !EG(exception);
}

/* $message = $message->name(...argv): the next immutable message; false with an exception. */
static bool with(zval *message, const char *name, uint32_t argc, zval *argv)
{
    zval next;
    if (!vela_php_psr_call(message, name, argc, argv, &next) || Z_TYPE(next) != IS_OBJECT) {
        if (!EG(exception)) {
            zend_throw_exception_ex(
                vela_ce_core_exception, 0, "%s::%s() returned %s, not a message",
                ZSTR_VAL(Z_OBJCE_P(message)->name), name, zend_zval_type_name(&next));
        }
        zval_ptr_dtor(&next);
        return false;
    }
    zval_ptr_dtor(message);
    ZVAL_COPY_VALUE(message, &next);
    return true;
}

/* with() with two arguments, the first a C string. */
static bool with_named(zval *message, const char *method, zend_string *name, zval *value)
{
    zval args[2];
    ZVAL_STR(&args[0], name);
    ZVAL_COPY_VALUE(&args[1], value);
    return with(message, method, 2, args);
}

/* ---- requests: Vela to PSR-7 -------------------------------------------------------------- */

static size_t query_offset(const vela_php_request_t *req)
{
    const char *q = memchr(ZSTR_VAL(req->target), '?', ZSTR_LEN(req->target));
    return q ? (size_t)(q - ZSTR_VAL(req->target)) : ZSTR_LEN(req->target);
}

static zend_string *uri_of(vela_php_request_t *req)
{
    zend_string *host = vela_php_request_header(req, "host");
    if (host == NULL || ZSTR_LEN(host) == 0 || ZSTR_VAL(req->target)[0] != '/') {
        return zend_string_copy(req->target);
    }
    return zend_string_concat3("http://", 7, ZSTR_VAL(host), ZSTR_LEN(host), ZSTR_VAL(req->target),
                               ZSTR_LEN(req->target));
}

/* "1.1" (HTTP/1.x, or "HTTP/1.1" with `prefix`) for the request's version; a new string. */
static zend_string *version_of(vela_php_request_t *req, bool prefix)
{
    char text[16];
    int len = snprintf(text, sizeof(text), "%s%d.%d", prefix ? "HTTP/" : "", req->version_major,
                       req->version_minor);
    return zend_string_init(text, (size_t)len, 0);
}

static void server_params(vela_php_request_t *req, zval *out)
{
    size_t q = query_offset(req);
    array_init_size(out, 5);
    add_assoc_str(out, "REQUEST_METHOD", zend_string_copy(req->method));
    add_assoc_str(out, "REQUEST_URI", zend_string_copy(req->target));
    add_assoc_stringl(out, "QUERY_STRING", ZSTR_VAL(req->target) + q + (q < ZSTR_LEN(req->target)),
                      ZSTR_LEN(req->target) - q - (q < ZSTR_LEN(req->target)));
    add_assoc_str(out, "SERVER_PROTOCOL", version_of(req, true));
    add_assoc_str(out, "REMOTE_ADDR", zend_string_copy(vela_php_request_client_address(req)));
}

/* The first request of the conversion: method, URI, server params, protocol version. */
static bool create_request(zval *factory, vela_php_request_t *req, zval *out)
{
    zval args[3];
    ZVAL_STR(&args[0], req->method);
    ZVAL_STR(&args[1], uri_of(req));
    server_params(req, &args[2]);
    bool ok = vela_php_psr_call(factory, "createserverrequest", 3, args, out);
    zval_ptr_dtor(&args[1]);
    zval_ptr_dtor(&args[2]);
    if (!ok || Z_TYPE_P(out) != IS_OBJECT) {
        if (!EG(exception)) {
            zend_throw_exception(vela_ce_core_exception,
                                 "the PSR-17 factory made no server request", 0);
        }
        return false;
    }
    if (req->version_major == 1 && req->version_minor == 1) {
        return true;
    }
    zval version;
    ZVAL_STR(&version, version_of(req, false));
    ok = with(out, "withprotocolversion", 1, &version);
    zval_ptr_dtor(&version);
    return ok;
}

/* $out = $out->method($request->getter()) when the getter's array is not empty. */
static bool with_array_of(zval *out, const char *method, zval *request, const char *getter)
{
    zval value;
    bool ok = vela_php_psr_call(request, getter, 0, NULL, &value);
    if (ok && Z_TYPE(value) == IS_ARRAY && zend_hash_num_elements(Z_ARRVAL(value))) {
        ok = with(out, method, 1, &value);
    }
    zval_ptr_dtor(&value);
    return ok;
}

static bool starts_with_ci(zend_string *s, const char *prefix, size_t len)
{
    return ZSTR_LEN(s) >= len && zend_binary_strncasecmp(ZSTR_VAL(s), len, prefix, len, len) == 0;
}

static bool is_form_type(zend_string *type)
{
    return type && (starts_with_ci(type, "application/x-www-form-urlencoded", 33) ||
                    starts_with_ci(type, "multipart/form-data", 19));
}

/* $out = $out->withBody($factory->createStream($body)) for a body that is not empty. */
static bool with_body(zval *factory, vela_php_request_t *req, zval *out)
{
    zval body, stream;
    if (req->body == NULL || ZSTR_LEN(req->body) == 0) {
        return true;
    }
    ZVAL_STR(&body, req->body);
    bool ok = vela_php_psr_call(factory, "createstream", 1, &body, &stream) &&
              with(out, "withbody", 1, &stream);
    zval_ptr_dtor(&stream);
    return ok;
}

/*
 * The parsed body of a form (form fields) or of a JSON body: the request's decoded value, shared
 * with json() and decoded once however many PSR-15 middleware see the request; none (null) when
 * the body is refused (past a JSON limit, not JSON), which the handler's json() then reports.
 */
static bool with_parsed_body(zval *request, vela_php_request_t *req, zval *out)
{
    zend_string *type = vela_php_request_header(req, "content-type"), *message;
    zval *parsed;
    int status;
    if (req->body == NULL || ZSTR_LEN(req->body) == 0 || type == NULL) {
        return true;
    }
    if (is_form_type(type)) {
        return with_array_of(out, "withparsedbody", request, "form");
    }
    if (zend_memnistr(ZSTR_VAL(type), "json", 4, ZSTR_VAL(type) + ZSTR_LEN(type)) &&
        (parsed = vela_php_request_json(req, &status, &message)) != NULL &&
        Z_TYPE_P(parsed) == IS_ARRAY) {
        return with(out, "withparsedbody", 1, parsed);
    }
    return true;
}

/* A leaf of Vela's files() tree: an array whose tmp_name is a string. */
static bool is_upload(zval *node)
{
    zval *tmp =
        Z_TYPE_P(node) == IS_ARRAY ? zend_hash_str_find(Z_ARRVAL_P(node), "tmp_name", 8) : NULL;
    return tmp != NULL && Z_TYPE_P(tmp) == IS_STRING;
}

static zval *upload_field(zval *leaf, const char *name)
{
    zval *v = zend_hash_str_find(Z_ARRVAL_P(leaf), name, strlen(name));
    return v ? v : &EG(uninitialized_zval);
}

/* One upload as a PSR-7 UploadedFileInterface: createUploadedFile(createStreamFromFile(...)). */
static bool uploaded_file(zval *factory, zval *leaf, zval *out)
{
    zval stream, args[5], *error = upload_field(leaf, "error");
    ZVAL_UNDEF(out);
    if (zval_get_long(error) != 0) { /* no file on disk: an empty stream carries the error */
        ZVAL_EMPTY_STRING(&args[0]);
        if (!vela_php_psr_call(factory, "createstream", 1, &args[0], &stream)) {
            return false;
        }
    } else {
        zval mode;
        ZVAL_STRINGL(&mode, "r", 1);
        ZVAL_COPY_VALUE(&args[0], upload_field(leaf, "tmp_name"));
        args[1] = mode;
        bool ok = vela_php_psr_call(factory, "createstreamfromfile", 2, args, &stream);
        zval_ptr_dtor(&mode);
        if (!ok) {
            return false;
        }
    }
    ZVAL_COPY_VALUE(&args[0], &stream);
    ZVAL_LONG(&args[1], zval_get_long(upload_field(leaf, "size")));
    ZVAL_LONG(&args[2], zval_get_long(error));
    ZVAL_COPY_VALUE(&args[3], upload_field(leaf, "name"));
    ZVAL_COPY_VALUE(&args[4], upload_field(leaf, "type"));
    bool ok = vela_php_psr_call(factory, "createuploadedfile", 5, args, out);
    zval_ptr_dtor(&stream);
    return ok;
}

/* Vela's files() tree as PSR-7's: the same field tree, each leaf an UploadedFileInterface. */
static bool uploaded_tree(zval *factory, zval *node, zval *out)
{
    zend_string *key;
    zend_ulong index;
    zval *child;
    if (is_upload(node)) {
        return uploaded_file(factory, node, out);
    }
    array_init(out);
    if (Z_TYPE_P(node) != IS_ARRAY) {
        return true;
    }
    ZEND_HASH_FOREACH_KEY_VAL(Z_ARRVAL_P(node), index, key, child)
    {
        zval converted;
        if (!uploaded_tree(factory, child, &converted)) {
            zval_ptr_dtor(&converted);
            return false;
        }
        if (key) {
            zend_hash_update(Z_ARRVAL_P(out), key, &converted);
        } else {
            zend_hash_index_update(Z_ARRVAL_P(out), index, &converted);
        }
    }
    ZEND_HASH_FOREACH_END();
    return true;
}

/* $out = $out->withUploadedFiles(...) for a multipart body with files. */
static bool with_uploaded_files(zval *factory, zval *request, vela_php_request_t *req, zval *out)
{
    zend_string *type = vela_php_request_header(req, "content-type");
    zval files, tree;
    if (type == NULL || !starts_with_ci(type, "multipart/form-data", 19)) {
        return true;
    }
    bool ok = vela_php_psr_call(request, "files", 0, NULL, &files);
    if (ok && Z_TYPE(files) == IS_ARRAY && zend_hash_num_elements(Z_ARRVAL(files))) {
        ok = uploaded_tree(factory, &files, &tree);
        if (ok) {
            ok = with(out, "withuploadedfiles", 1, &tree);
        }
        zval_ptr_dtor(&tree);
    }
    zval_ptr_dtor(&files);
    return ok;
}

/* $out = $out->withAttribute($name, $value) for each entry of `bag` (IS_UNDEF: none). */
static bool with_attributes(zval *out, zval *bag)
{
    zend_string *name;
    zend_ulong index;
    zval *value;
    if (Z_TYPE_P(bag) != IS_ARRAY) {
        return true;
    }
    ZEND_HASH_FOREACH_KEY_VAL(Z_ARRVAL_P(bag), index, name, value)
    {
        zend_string *key = name ? zend_string_copy(name) : zend_long_to_str((zend_long)index);
        bool ok = with_named(out, "withattribute", key, value);
        zend_string_release(key);
        if (!ok) {
            return false;
        }
    }
    ZEND_HASH_FOREACH_END();
    return true;
}

/* The generic way: createServerRequest(), then a withHeader() per header and withBody(). */
static bool factory_request(zval *factory, vela_php_request_t *req, zval *out)
{
    zend_string *name;
    zval *value;
    if (!create_request(factory, req, out)) {
        return false;
    }
    ZEND_HASH_FOREACH_STR_KEY_VAL(Z_ARRVAL(req->headers), name, value)
    {
        if (name != NULL && !with_named(out, "withheader", name, value)) {
            return false;
        }
    }
    ZEND_HASH_FOREACH_END();
    return with_body(factory, req, out);
}

/* Nyholm's: new ServerRequest($method, $uri, $headers, $body, $version, $serverParams). */
static bool nyholm_request(zend_class_entry *ce, vela_php_request_t *req, zval *out)
{
    zval args[6];
    ZVAL_STR(&args[0], req->method);
    ZVAL_STR(&args[1], uri_of(req));
    ZVAL_COPY_VALUE(&args[2], &req->headers);
    if (req->body != NULL && ZSTR_LEN(req->body)) {
        ZVAL_STR(&args[3], req->body);
    } else {
        ZVAL_NULL(&args[3]);
    }
    ZVAL_STR(&args[4], version_of(req, false));
    server_params(req, &args[5]);
    object_init_ex(out, ce);
    zend_call_known_instance_method(ce->constructor, Z_OBJ_P(out), NULL, 6, args);
    zval_ptr_dtor(&args[1]);
    zval_ptr_dtor(&args[4]);
    zval_ptr_dtor(&args[5]);
    return !EG(exception);
}

bool vela_php_psr_request_from_vela(const vela_php_psr_factory_t *factory, zval *request, zval *out)
{
    vela_php_request_t *req = vela_php_request_from_obj(Z_OBJ_P(request));
    ZVAL_UNDEF(out);
    (void)vela_php_request_header(req, "host"); /* builds req->headers */
    if (!(factory->nyholm_request ? nyholm_request(factory->nyholm_request, req, out)
                                  : factory_request((zval *)&factory->object, req, out)) ||
        (vela_php_request_header(req, "cookie") &&
         !with_array_of(out, "withcookieparams", request, "cookies")) ||
        (query_offset(req) < ZSTR_LEN(req->target) &&
         !with_array_of(out, "withqueryparams", request, "query")) ||
        !with_parsed_body(request, req, out) ||
        !with_uploaded_files((zval *)&factory->object, request, req, out) ||
        !with_attributes(out, &req->params) || !with_attributes(out, &req->attributes)) {
        zval_ptr_dtor(out);
        ZVAL_UNDEF(out);
        return false;
    }
    return true;
}

/* ---- requests: PSR-7 back to Vela ---------------------------------------------------------- */

/* *slot = $psr->getter() (any type: getters typed by PSR-7). */
static bool replace_with(zval *slot, zval *psr, const char *getter)
{
    zval value;
    if (!vela_php_psr_call(psr, getter, 0, NULL, &value)) {
        zval_ptr_dtor(&value);
        return false;
    }
    zval_ptr_dtor(slot);
    ZVAL_COPY_VALUE(slot, &value);
    return true;
}

static void set_string(zend_string **slot, zend_string *value)
{
    if (*slot == NULL || !zend_string_equals(*slot, value)) {
        if (*slot) {
            zend_string_release(*slot);
        }
        *slot = zend_string_copy(value);
    }
}

/* A request target as HTTP sends it: visible ASCII only (RFC 9112; the URI is percent-encoded). */
static bool is_visible_ascii(const zend_string *text)
{
    for (size_t i = 0; i < ZSTR_LEN(text); i++) {
        if ((unsigned char)ZSTR_VAL(text)[i] <= 0x20 || (unsigned char)ZSTR_VAL(text)[i] >= 0x7f) {
            return false;
        }
    }
    return true;
}

/* The target from the URI: its path, and "?" and its query when it has one; 400 when the URI
 * holds bytes a request line cannot (a PSR-7 URI that did not percent-encode). */
static bool target_from(zval *psr, vela_php_request_t *req)
{
    zval uri, path, query;
    ZVAL_UNDEF(&path);
    ZVAL_UNDEF(&query);
    bool ok = vela_php_psr_call(psr, "geturi", 0, NULL, &uri) && Z_TYPE(uri) == IS_OBJECT &&
              vela_php_psr_call(&uri, "getpath", 0, NULL, &path) &&
              vela_php_psr_call(&uri, "getquery", 0, NULL, &query) && Z_TYPE(path) == IS_STRING &&
              Z_TYPE(query) == IS_STRING;
    if (ok) {
        zend_string *target = Z_STRLEN(query)
                                  ? zend_string_concat3(Z_STRVAL(path), Z_STRLEN(path), "?", 1,
                                                        Z_STRVAL(query), Z_STRLEN(query))
                                  : zend_string_copy(Z_STR(path));
        if (!is_visible_ascii(target)) {
            vela_php_app_http_exception_throw(400, "the URI a PSR-15 middleware set holds bytes a "
                                                   "request target cannot");
            ok = false;
        } else if (ZSTR_LEN(target) && ZSTR_VAL(target)[0] == '/') {
            set_string(&req->target, target);
            req->path_len = Z_STRLEN(path);
        }
        zend_string_release(target);
    }
    zval_ptr_dtor(&query);
    zval_ptr_dtor(&path);
    zval_ptr_dtor(&uri);
    return ok && !EG(exception);
}

/* getHeaders() as Vela holds headers: lower-case name => the values joined with ", " ("; "). */
static bool headers_from(zval *psr, vela_php_request_t *req)
{
    zval headers, joined, *values, *item;
    zend_string *name;
    if (!vela_php_psr_call(psr, "getheaders", 0, NULL, &headers) || Z_TYPE(headers) != IS_ARRAY) {
        zval_ptr_dtor(&headers);
        return !EG(exception);
    }
    array_init_size(&joined, zend_hash_num_elements(Z_ARRVAL(headers)));
    ZEND_HASH_FOREACH_STR_KEY_VAL(Z_ARRVAL(headers), name, values)
    {
        if (name == NULL || Z_TYPE_P(values) != IS_ARRAY) {
            continue;
        }
        zend_string *lower = zend_string_tolower(name);
        const char *sep = zend_string_equals_literal(lower, "cookie") ? "; " : ", ";
        smart_str line = {0};
        ZEND_HASH_FOREACH_VAL(Z_ARRVAL_P(values), item)
        {
            zend_string *text = zval_get_string(item);
            smart_str_appends(&line, line.s ? sep : "");
            smart_str_append(&line, text);
            zend_string_release(text);
        }
        ZEND_HASH_FOREACH_END();
        add_assoc_str_ex(&joined, ZSTR_VAL(lower), ZSTR_LEN(lower),
                         line.s ? smart_str_extract(&line) : ZSTR_EMPTY_ALLOC());
        zend_string_release(lower);
    }
    ZEND_HASH_FOREACH_END();
    zval_ptr_dtor(&headers);
    (void)vela_php_request_header(req, "host"); /* the kept raw fields become an array first */
    zval_ptr_dtor(&req->headers);
    ZVAL_COPY_VALUE(&req->headers, &joined);
    return true;
}

/* The body as text; a changed body drops the parsed form so form() reads the new one. */
static bool body_from(zval *psr, vela_php_request_t *req)
{
    zval stream, text;
    ZVAL_UNDEF(&text);
    bool ok = vela_php_psr_call(psr, "getbody", 0, NULL, &stream) && Z_TYPE(stream) == IS_OBJECT &&
              vela_php_psr_call(&stream, "__tostring", 0, NULL, &text) && Z_TYPE(text) == IS_STRING;
    if (ok && (req->body == NULL || !zend_string_equals(req->body, Z_STR(text)))) {
        set_string(&req->body, Z_STR(text));
        vela_php_request_forget_json(req);
        if (req->form_state == NULL) {
            zval_ptr_dtor(&req->form);
            ZVAL_UNDEF(&req->form);
        }
    }
    zval_ptr_dtor(&text);
    zval_ptr_dtor(&stream);
    return ok && !EG(exception);
}

/* getAttributes() less the route parameters' names. */
static bool attributes_from(zval *psr, vela_php_request_t *req)
{
    zend_string *name;
    if (!replace_with(&req->attributes, psr, "getattributes")) {
        return false;
    }
    if (Z_TYPE(req->attributes) != IS_ARRAY) {
        zval_ptr_dtor(&req->attributes);
        ZVAL_UNDEF(&req->attributes);
        return true;
    }
    if (Z_TYPE(req->params) == IS_ARRAY && zend_hash_num_elements(Z_ARRVAL(req->params))) {
        SEPARATE_ARRAY(&req->attributes);
        ZEND_HASH_FOREACH_STR_KEY(Z_ARRVAL(req->params), name)
        {
            if (name) {
                zend_symtable_del(Z_ARRVAL(req->attributes), name);
            }
        }
        ZEND_HASH_FOREACH_END();
    }
    return true;
}

/*
 * getMethod(), kept when it is an RFC 9110 token: a middleware that takes the method from a
 * header (X-Http-Method-Override) hands over client text, and the method reaches the access
 * log, the router and the handler. Anything else is the client's fault: 400.
 */
static bool method_from(zval *psr, vela_php_request_t *req)
{
    zval method;
    if (!vela_php_psr_call(psr, "getmethod", 0, NULL, &method)) {
        return false;
    }
    bool ok = true;
    if (Z_TYPE(method) == IS_STRING &&
        !vela_http_field_is_valid(Z_STRVAL(method), Z_STRLEN(method), "", 0)) {
        vela_php_app_http_exception_throw(400,
                                          "the request method a PSR-15 middleware set is not an "
                                          "HTTP token (RFC 9110)");
        ok = false;
    } else if (Z_TYPE(method) == IS_STRING) {
        set_string(&req->method, Z_STR(method));
    }
    zval_ptr_dtor(&method);
    return ok;
}

bool vela_php_psr_request_to_vela(zval *psr, zval *request)
{
    vela_php_request_t *req = vela_php_request_from_obj(Z_OBJ_P(request));
    zval parsed;
    if (!method_from(psr, req) || !target_from(psr, req) || !headers_from(psr, req) ||
        !replace_with(&req->cookies, psr, "getcookieparams") ||
        !replace_with(&req->query, psr, "getqueryparams") || !body_from(psr, req) ||
        !attributes_from(psr, req)) {
        return false;
    }
    if (!is_form_type(vela_php_request_header(req, "content-type"))) {
        return true;
    }
    if (!vela_php_psr_call(psr, "getparsedbody", 0, NULL, &parsed)) {
        return false;
    }
    if (Z_TYPE(parsed) == IS_ARRAY) {
        zval_ptr_dtor(&req->form);
        ZVAL_COPY(&req->form, &parsed);
    }
    zval_ptr_dtor(&parsed);
    return true;
}

/* ---- responses ----------------------------------------------------------------------------- */

/* The generic way: createResponse(), a withHeader() per header, createStream() and withBody(). */
static bool factory_response(zval *factory, vela_php_response_t *resp, zval *out, zval *stream)
{
    zval args[2], body, *entry;
    ZVAL_LONG(&args[0], resp->status);
    ZVAL_STR(&args[1], resp->reason ? resp->reason : ZSTR_EMPTY_ALLOC());
    if (!vela_php_psr_call(factory, "createresponse", 2, args, out) || Z_TYPE_P(out) != IS_OBJECT) {
        return false;
    }
    ZEND_HASH_FOREACH_VAL(Z_ARRVAL(resp->headers), entry)
    {
        zval *name = zend_hash_index_find(Z_ARRVAL_P(entry), 0);
        zval *values = zend_hash_index_find(Z_ARRVAL_P(entry), 1);
        if (name && values && !with_named(out, "withheader", Z_STR_P(name), values)) {
            return false;
        }
    }
    ZEND_HASH_FOREACH_END();
    bool text = resp->kind == VELA_PHP_RESPONSE_BODY && resp->body != NULL;
    ZVAL_STR(&body, text ? resp->body : ZSTR_EMPTY_ALLOC());
    return vela_php_psr_call(factory, "createstream", 1, &body, stream) &&
           Z_TYPE_P(stream) == IS_OBJECT && with(out, "withbody", 1, stream);
}

/* Nyholm's: new Response($status, $headers, $body, '1.1', $reason), then its getBody(). */
static bool nyholm_response(zend_class_entry *ce, vela_php_response_t *resp, zval *out,
                            zval *stream)
{
    zval args[5], *entry;
    ZVAL_LONG(&args[0], resp->status);
    array_init_size(&args[1], zend_hash_num_elements(Z_ARRVAL(resp->headers)));
    ZEND_HASH_FOREACH_VAL(Z_ARRVAL(resp->headers), entry)
    {
        zval *name = zend_hash_index_find(Z_ARRVAL_P(entry), 0);
        zval *values = zend_hash_index_find(Z_ARRVAL_P(entry), 1);
        if (name && values) {
            Z_TRY_ADDREF_P(values);
            zend_hash_update(Z_ARRVAL(args[1]), Z_STR_P(name), values);
        }
    }
    ZEND_HASH_FOREACH_END();
    bool text = resp->kind == VELA_PHP_RESPONSE_BODY && resp->body != NULL;
    ZVAL_STR(&args[2], text ? resp->body : ZSTR_EMPTY_ALLOC());
    ZVAL_STRINGL(&args[3], "1.1", 3);
    if (resp->reason) {
        ZVAL_STR(&args[4], resp->reason);
    } else {
        ZVAL_NULL(&args[4]);
    }
    object_init_ex(out, ce);
    zend_call_known_instance_method(ce->constructor, Z_OBJ_P(out), NULL, 5, args);
    zval_ptr_dtor(&args[1]);
    zval_ptr_dtor(&args[3]);
    return !EG(exception) && vela_php_psr_call(out, "getbody", 0, NULL, stream) &&
           Z_TYPE_P(stream) == IS_OBJECT;
}

bool vela_php_psr_response_from_vela(const vela_php_psr_factory_t *factory, zval *response,
                                     zval *out, zval *stream)
{
    vela_php_response_t *resp = vela_php_response_from_obj(Z_OBJ_P(response));
    ZVAL_UNDEF(out);
    ZVAL_UNDEF(stream);
    if (factory->nyholm_response ? nyholm_response(factory->nyholm_response, resp, out, stream)
                                 : factory_response((zval *)&factory->object, resp, out, stream)) {
        return true;
    }
    if (!EG(exception)) {
        zend_throw_exception(vela_ce_core_exception, "the PSR-17 factory made no response", 0);
    }
    zval_ptr_dtor(out);
    zval_ptr_dtor(stream);
    ZVAL_UNDEF(out);
    ZVAL_UNDEF(stream);
    return false;
}

/* $response->name($a, $b) on a Vela\Http\Response (setStatus, addHeader). */
static bool vela_response_call(zval *response, const char *name, zval *a, zval *b)
{
    zval ignored, args[2];
    ZVAL_COPY_VALUE(&args[0], a);
    ZVAL_COPY_VALUE(&args[1], b);
    bool ok = vela_php_psr_call(response, name, 2, args, &ignored);
    zval_ptr_dtor(&ignored);
    return ok;
}

/* Every value of every header of getHeaders() added to Vela `response`. */
static bool add_headers(zval *response, zval *headers)
{
    zend_string *name;
    zval *values, *value, key;
    ZEND_HASH_FOREACH_STR_KEY_VAL(Z_ARRVAL_P(headers), name, values)
    {
        if (name == NULL || Z_TYPE_P(values) != IS_ARRAY) {
            continue;
        }
        ZVAL_STR(&key, name);
        ZEND_HASH_FOREACH_VAL(Z_ARRVAL_P(values), value)
        {
            zval text;
            ZVAL_STR(&text, zval_get_string(value));
            bool ok = vela_response_call(response, "addheader", &key, &text);
            zval_ptr_dtor(&text);
            if (!ok) {
                return false;
            }
        }
        ZEND_HASH_FOREACH_END();
    }
    ZEND_HASH_FOREACH_END();
    return true;
}

/* *out = the Vela response with `body`: `origin` emptied of its headers when `psr` still carries
 * `stream`, else a new one with the body's text. */
static bool response_base(zval *psr_body, zval *origin, zval *stream, zval *out)
{
    if (origin && stream && Z_TYPE_P(stream) == IS_OBJECT && Z_TYPE_P(psr_body) == IS_OBJECT &&
        Z_OBJ_P(psr_body) == Z_OBJ_P(stream)) {
        vela_php_response_t *resp = vela_php_response_from_obj(Z_OBJ_P(origin));
        zval_ptr_dtor(&resp->headers);
        array_init(&resp->headers);
        ZVAL_COPY(out, origin);
        return true;
    }
    zval text;
    if (Z_TYPE_P(psr_body) != IS_OBJECT ||
        !vela_php_psr_call(psr_body, "__tostring", 0, NULL, &text) || Z_TYPE(text) != IS_STRING) {
        if (!EG(exception)) {
            zend_throw_exception(vela_ce_core_exception, "a PSR-7 response has no body stream", 0);
        }
        zval_ptr_dtor(&text);
        return false;
    }
    object_init_ex(out, vela_ce_http_response);
    zend_call_known_instance_method_with_1_params(vela_ce_http_response->constructor, Z_OBJ_P(out),
                                                  NULL, &text);
    zval_ptr_dtor(&text);
    return !EG(exception);
}

bool vela_php_psr_response_to_vela(zval *psr, zval *origin, zval *stream, zval *return_value)
{
    zval status, reason, headers, body;
    ZVAL_UNDEF(&reason);
    ZVAL_UNDEF(&headers);
    ZVAL_UNDEF(&body);
    ZVAL_UNDEF(return_value);
    bool ok = vela_php_psr_call(psr, "getstatuscode", 0, NULL, &status) &&
              vela_php_psr_call(psr, "getreasonphrase", 0, NULL, &reason) &&
              vela_php_psr_call(psr, "getheaders", 0, NULL, &headers) &&
              vela_php_psr_call(psr, "getbody", 0, NULL, &body) && Z_TYPE(headers) == IS_ARRAY &&
              response_base(&body, origin, stream, return_value);
    if (ok) {
        if (Z_TYPE(reason) != IS_STRING || Z_STRLEN(reason) == 0) {
            zval_ptr_dtor(&reason);
            ZVAL_NULL(&reason);
        }
        ok = vela_response_call(return_value, "setstatus", &status, &reason) &&
             add_headers(return_value, &headers);
    }
    zval_ptr_dtor(&body);
    zval_ptr_dtor(&headers);
    zval_ptr_dtor(&reason);
    zval_ptr_dtor(&status);
    if (!ok) {
        if (!EG(exception)) {
            zend_throw_exception(vela_ce_core_exception, "a PSR-7 response could not be read", 0);
        }
        zval_ptr_dtor(return_value);
        ZVAL_UNDEF(return_value);
    }
    return ok;
}

bool vela_php_psr_is_response(zval *value)
{
    static const char name[] = "psr\\http\\message\\responseinterface";
    if (Z_TYPE_P(value) != IS_OBJECT) {
        return false;
    }
    /* Loaded when `value` implements it: no autoloading, and nothing when PSR-7 is absent. */
    zend_class_entry *response = zend_hash_str_find_ptr(EG(class_table), name, sizeof(name) - 1);
    return response != NULL && instanceof_function(Z_OBJCE_P(value), response);
}

bool vela_php_psr_to_response(zval *result, zval *return_value)
{
    if (!vela_php_psr_is_response(result)) {
        return false;
    }
    vela_php_psr_response_to_vela(result, NULL, NULL, return_value);
    return true;
}
