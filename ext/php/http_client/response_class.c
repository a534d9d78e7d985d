/*
 * Vela\Http\Client\Response: a received response, immutable. Made only by
 * the client (the constructor is private): status, headers as lower-cased
 * name => list of values, and the body as one string.
 */
#include "php/http_client/http_client.h"

#include <ext/json/php_json.h>
#include <ext/standard/php_string.h>
#include <Zend/zend_smart_str.h>

typedef struct response {
    zend_long status;
    zval headers;
    zend_string *body;
    zend_object std;
} response_t;

static zend_object_handlers handlers;

static inline response_t *from_obj(zend_object *obj)
{
    return (response_t *)((char *)obj - XtOffsetOf(response_t, std));
}

static zend_object *create(zend_class_entry *ce)
{
    response_t *r = zend_object_alloc(sizeof(response_t), ce);
    zend_object_std_init(&r->std, ce);
    object_properties_init(&r->std, ce);
    r->std.handlers = &handlers;
    array_init(&r->headers);
    r->body = ZSTR_EMPTY_ALLOC();
    return &r->std;
}

static void free_obj(zend_object *obj)
{
    response_t *r = from_obj(obj);
    zval_ptr_dtor(&r->headers);
    zend_string_release(r->body);
    zend_object_std_dtor(obj);
}

/* Adds one header value under its lower-cased name. */
static void add_header(HashTable *headers, const vela_http_header_t *h)
{
    zend_string *given = zend_string_init(h->name, strlen(h->name), 0);
    zend_string *name = zend_string_tolower(given);
    zend_string_release(given);
    zval *list = zend_hash_find(headers, name);
    if (!list) {
        zval empty;
        array_init(&empty);
        list = zend_hash_add_new(headers, name, &empty);
    }
    add_next_index_string(list, h->value);
    zend_string_release(name);
}

void vela_php_http_client_response_new(const vela_http_response_t *res, zval *out)
{
    object_init_ex(out, vela_ce_http_client_response);
    response_t *r = from_obj(Z_OBJ_P(out));
    r->status = res->status;
    for (size_t i = 0; i < res->header_count; i++) {
        add_header(Z_ARRVAL(r->headers), &res->headers[i]);
    }
    if (res->body_len) {
        zend_string_release(r->body);
        r->body = zend_string_init(res->body, res->body_len, 0);
    }
}

zend_long vela_php_http_client_response_status(zval *response)
{
    return from_obj(Z_OBJ_P(response))->status;
}

void vela_php_http_client_response_register(zend_class_entry *ce)
{
    ce->create_object = create;
    ce->ce_flags |=
        ZEND_ACC_NOT_SERIALIZABLE; /* its fields live in C: serialize() would lose them */
    memcpy(&handlers, zend_get_std_object_handlers(), sizeof(handlers));
    handlers.offset = XtOffsetOf(response_t, std);
    handlers.free_obj = free_obj;
    handlers.clone_obj = NULL;
}

ZEND_METHOD(Vela_Http_Client_Response, __construct)
{
    ZEND_PARSE_PARAMETERS_NONE();
}

ZEND_METHOD(Vela_Http_Client_Response, status)
{
    ZEND_PARSE_PARAMETERS_NONE();
    RETURN_LONG(from_obj(Z_OBJ_P(ZEND_THIS))->status);
}

ZEND_METHOD(Vela_Http_Client_Response, header)
{
    zend_string *name;
    ZEND_PARSE_PARAMETERS_START(1, 1)
    Z_PARAM_STR(name)
    ZEND_PARSE_PARAMETERS_END();
    zend_string *lower = zend_string_tolower(name);
    zval *list = zend_hash_find(Z_ARRVAL(from_obj(Z_OBJ_P(ZEND_THIS))->headers), lower);
    zend_string_release(lower);
    if (!list) {
        RETURN_NULL();
    }
    zend_string *glue = zend_string_init(", ", 2, 0);
    php_implode(glue, Z_ARRVAL_P(list), return_value);
    zend_string_release(glue);
}

ZEND_METHOD(Vela_Http_Client_Response, headers)
{
    ZEND_PARSE_PARAMETERS_NONE();
    RETURN_COPY(&from_obj(Z_OBJ_P(ZEND_THIS))->headers);
}

ZEND_METHOD(Vela_Http_Client_Response, body)
{
    ZEND_PARSE_PARAMETERS_NONE();
    RETURN_STR_COPY(from_obj(Z_OBJ_P(ZEND_THIS))->body);
}

ZEND_METHOD(Vela_Http_Client_Response, json)
{
    ZEND_PARSE_PARAMETERS_NONE();
    zend_string *body = from_obj(Z_OBJ_P(ZEND_THIS))->body;
    php_json_decode_ex(return_value, ZSTR_VAL(body), ZSTR_LEN(body),
                       PHP_JSON_OBJECT_AS_ARRAY | PHP_JSON_THROW_ON_ERROR,
                       PHP_JSON_PARSER_DEFAULT_DEPTH);
}
