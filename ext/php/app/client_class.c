/*
 * Vela\Testing\Client: drives a Vela\App in-process, without a socket.
 *
 * A call builds the Vela\Http\Request the server would build for the same
 * request (the HTTP binding's own constructor, from a head made here: method,
 * target, HTTP/1.1, the given fields plus Host and Content-Length) and runs
 * it through the app's handle path, so the router, the global and route
 * middleware, the generated binders, the container and the error answers
 * are exactly the server's. What the client does not do is the server's
 * own work on the answer: framing headers (Date, Content-Length) and
 * dropping a HEAD body. The Response returned is the real object a test
 * asserts on: status(), headers(), body(). `json:` encodes a value as the
 * body with Content-Type: application/json (unless a Content-Type is
 * given). Every request has an id, as under a server with request_id on:
 * the X-Request-Id given, else "test" + a counter, so Request::id() and the
 * error log's request_id are there in tests too.
 *
 * override($id, $service) hands the service to the app's container (its
 * provide()): get($id) returns it, and the generated factories pass it to
 * every constructor parameter that asks for $id in services made after the
 * call (vgen writes `$this->provided[id] ?? $this->create_…()`).
 *
 * beginTransaction($pool) opens a transaction on the app's pool "pg.<pool>"
 * and makes it the pool's scope for the calling context (php/pg/pg.h:
 * vela_php_pg_ambient_enter()), as #[Transactional] does: every query the
 * app's code makes on that pool from the requests the client runs (in the
 * caller's context) goes into it, and rollBack() undoes them all, so each
 * test starts from the same database. A #[Transactional] method or a
 * Pool::transaction() inside joins it (a savepoint), never commits it.
 */
#include <php.h>
#include <Zend/zend_exceptions.h>
#include <Zend/zend_interfaces.h>
#include <ext/json/php_json.h>
#include <zend_smart_str.h>

#include "php/app/app.h"
#include "php/core/binding.h"
#include "php/http/http.h"
#include "php/http/observe.h"
#include "php/pg/pg.h"

#define CLIENT_MAX_TRANSACTIONS 8

static zend_object_handlers client_handlers;

/* A per-test transaction: the pool, its connection in BEGIN, the scope it hides. */
typedef struct client_transaction {
    zval pool;
    zval connection;
    zend_object *hidden;
} client_transaction_t;

typedef struct vela_php_client {
    zval app;
    uint64_t next_id; /* the last request id made */
    client_transaction_t transactions[CLIENT_MAX_TRANSACTIONS];
    uint32_t ntransactions;
    zend_object std;
} vela_php_client_t;

static inline vela_php_client_t *client_from_obj(zend_object *obj)
{
    return (vela_php_client_t *)((char *)obj - XtOffsetOf(vela_php_client_t, std));
}

/* The head's fields from name => value (a list value gives one field per item), plus Host and
 * Content-Length when missing. Values are converted to strings in `keep`, which owns them. */
static size_t fields_of(HashTable *headers, size_t body_len, vela_http_header_t *fields, size_t cap,
                        HashTable *keep, bool *has_type)
{
    zend_string *name;
    zval *value;
    size_t n = 0;
    bool host = false, length = false;
    ZEND_HASH_FOREACH_STR_KEY_VAL(headers, name, value)
    {
        if (name == NULL || n >= cap - 2) {
            continue;
        }
        zend_string *text = zval_get_string(value);
        zend_hash_next_index_insert_ptr(keep, text);
        fields[n++] =
            (vela_http_header_t){ZSTR_VAL(name), ZSTR_LEN(name), ZSTR_VAL(text), ZSTR_LEN(text)};
        host |= zend_string_equals_literal_ci(name, "host");
        length |= zend_string_equals_literal_ci(name, "content-length");
        *has_type |= zend_string_equals_literal_ci(name, "content-type");
    }
    ZEND_HASH_FOREACH_END();
    if (!host) {
        fields[n++] = (vela_http_header_t){"Host", 4, "localhost", 9};
    }
    if (!length && body_len > 0) {
        zend_string *text = zend_long_to_str((zend_long)body_len);
        zend_hash_next_index_insert_ptr(keep, text);
        fields[n++] = (vela_http_header_t){"Content-Length", 14, ZSTR_VAL(text), ZSTR_LEN(text)};
    }
    return n;
}

static void release_kept(zval *item)
{
    zend_string_release((zend_string *)Z_PTR_P(item));
}

/* The request the server would make for method uri, headers and body, into *out. */
static bool build_request(zend_string *method, zend_string *uri, HashTable *headers,
                          zend_string *body, bool json, uint64_t *next_id, zval *out)
{
    vela_http_header_t fields[VELA_HTTP_MAX_HEADERS];
    HashTable keep;
    bool has_type = false;
    if (ZSTR_LEN(uri) == 0 || ZSTR_VAL(uri)[0] != '/') {
        zend_value_error("Vela\\Testing\\Client: the URI must be a path starting with '/', "
                         "\"%s\" given",
                         ZSTR_VAL(uri));
        return false;
    }
    zend_hash_init(&keep, 8, NULL, release_kept, 0);
    HashTable none;
    zend_hash_init(&none, 0, NULL, NULL, 0);
    size_t n = fields_of(headers ? headers : &none, ZSTR_LEN(body), fields, VELA_HTTP_MAX_HEADERS,
                         &keep, &has_type);
    if (json && !has_type) {
        fields[n++] = (vela_http_header_t){"Content-Type", 12, "application/json", 16};
    }
    vela_http_head_t head = {ZSTR_VAL(method),
                             ZSTR_LEN(method),
                             ZSTR_VAL(uri),
                             ZSTR_LEN(uri),
                             1,
                             1,
                             fields,
                             n,
                             ZSTR_LEN(body) ? (int64_t)ZSTR_LEN(body) : -1,
                             false,
                             true,
                             false,
                             false};
    vela_php_request_create(out, &head, NULL, 1000); /* max_form_fields: the server default */
    vela_php_request_set_body(Z_OBJ_P(out), zend_string_copy(body));
    vela_php_observe_request_id(vela_php_request_from_obj(Z_OBJ_P(out)), "test", next_id);
    zend_hash_destroy(&keep);
    zend_hash_destroy(&none);
    return true;
}

/* Runs one request through the client's app into *return_value. */
static void send_request(zval *client, zend_string *method, zend_string *uri, HashTable *headers,
                         zend_string *body, zval *json, zval *return_value)
{
    vela_php_client_t *self = client_from_obj(Z_OBJ_P(client));
    smart_str encoded = {0};
    zval request;
    bool has_json = json != NULL && Z_TYPE_P(json) != IS_NULL;
    if (has_json) {
        if (php_json_encode(&encoded, json, PHP_JSON_THROW_ON_ERROR) == FAILURE || EG(exception)) {
            smart_str_free(&encoded);
            return;
        }
        smart_str_0(&encoded);
        body = encoded.s;
    }
    zend_string *upper = zend_string_toupper(method);
    if (build_request(upper, uri, headers, body ? body : ZSTR_EMPTY_ALLOC(), has_json,
                      &self->next_id, &request)) {
        vela_php_app_handle(vela_php_app_from_obj(Z_OBJ(self->app)), &request, return_value);
        zval_ptr_dtor(&request);
    }
    zend_string_release(upper);
    smart_str_free(&encoded);
}

PHP_METHOD(Vela_Testing_Client, __construct)
{
    zval *app;
    ZEND_PARSE_PARAMETERS_START(1, 1)
    Z_PARAM_OBJECT_OF_CLASS(app, vela_ce_app)
    ZEND_PARSE_PARAMETERS_END();
    if (vela_php_app_from_obj(Z_OBJ_P(app))->resolved == NULL) {
        zend_argument_value_error(1, "must be a constructed Vela\\App");
        RETURN_THROWS();
    }
    zval_ptr_dtor(&client_from_obj(Z_OBJ_P(ZEND_THIS))->app);
    ZVAL_COPY(&client_from_obj(Z_OBJ_P(ZEND_THIS))->app, app);
}

static bool constructed(zval *client)
{
    if (Z_TYPE(client_from_obj(Z_OBJ_P(client))->app) != IS_OBJECT) {
        zend_throw_exception(vela_ce_core_exception, "Vela\\Testing\\Client is not constructed", 0);
        return false;
    }
    return true;
}

PHP_METHOD(Vela_Testing_Client, request)
{
    zend_string *method, *uri, *body = NULL;
    HashTable *headers = NULL;
    zval *json = NULL;

    ZEND_PARSE_PARAMETERS_START(2, 5)
    Z_PARAM_STR(method)
    Z_PARAM_STR(uri)
    Z_PARAM_OPTIONAL
    Z_PARAM_ARRAY_HT(headers)
    Z_PARAM_STR(body)
    Z_PARAM_ZVAL(json)
    ZEND_PARSE_PARAMETERS_END();
    if (constructed(ZEND_THIS)) {
        send_request(ZEND_THIS, method, uri, headers, body, json, return_value);
    }
}

/* get/head/options/delete: (uri, headers). */
static void without_body(INTERNAL_FUNCTION_PARAMETERS, const char *method)
{
    zend_string *uri;
    HashTable *headers = NULL;

    ZEND_PARSE_PARAMETERS_START(1, 2)
    Z_PARAM_STR(uri)
    Z_PARAM_OPTIONAL
    Z_PARAM_ARRAY_HT(headers)
    ZEND_PARSE_PARAMETERS_END();
    if (constructed(ZEND_THIS)) {
        zend_string *name = zend_string_init(method, strlen(method), 0);
        send_request(ZEND_THIS, name, uri, headers, NULL, NULL, return_value);
        zend_string_release(name);
    }
}

/* post/put/patch: (uri, json, headers, body). */
static void with_body(INTERNAL_FUNCTION_PARAMETERS, const char *method)
{
    zend_string *uri, *body = NULL;
    HashTable *headers = NULL;
    zval *json = NULL;

    ZEND_PARSE_PARAMETERS_START(1, 4)
    Z_PARAM_STR(uri)
    Z_PARAM_OPTIONAL
    Z_PARAM_ZVAL(json)
    Z_PARAM_ARRAY_HT(headers)
    Z_PARAM_STR(body)
    ZEND_PARSE_PARAMETERS_END();
    if (constructed(ZEND_THIS)) {
        zend_string *name = zend_string_init(method, strlen(method), 0);
        send_request(ZEND_THIS, name, uri, headers, body, json, return_value);
        zend_string_release(name);
    }
}

PHP_METHOD(Vela_Testing_Client, get)
{
    without_body(INTERNAL_FUNCTION_PARAM_PASSTHRU, "GET");
}

PHP_METHOD(Vela_Testing_Client, head)
{
    without_body(INTERNAL_FUNCTION_PARAM_PASSTHRU, "HEAD");
}

PHP_METHOD(Vela_Testing_Client, options)
{
    without_body(INTERNAL_FUNCTION_PARAM_PASSTHRU, "OPTIONS");
}

PHP_METHOD(Vela_Testing_Client, delete)
{
    without_body(INTERNAL_FUNCTION_PARAM_PASSTHRU, "DELETE");
}

PHP_METHOD(Vela_Testing_Client, post)
{
    with_body(INTERNAL_FUNCTION_PARAM_PASSTHRU, "POST");
}

PHP_METHOD(Vela_Testing_Client, put)
{
    with_body(INTERNAL_FUNCTION_PARAM_PASSTHRU, "PUT");
}

PHP_METHOD(Vela_Testing_Client, patch)
{
    with_body(INTERNAL_FUNCTION_PARAM_PASSTHRU, "PATCH");
}

PHP_METHOD(Vela_Testing_Client, override)
{
    zend_string *id;
    zval *service, ignored, name;
    ZEND_PARSE_PARAMETERS_START(2, 2)
    Z_PARAM_STR(id)
    Z_PARAM_OBJECT(service)
    ZEND_PARSE_PARAMETERS_END();
    if (!constructed(ZEND_THIS)) {
        RETURN_THROWS();
    }
    zend_object *container =
        Z_OBJ(vela_php_app_from_obj(Z_OBJ(client_from_obj(Z_OBJ_P(ZEND_THIS))->app))->container);
    if (!zend_hash_str_exists(&container->ce->function_table, "provide", 7)) {
        zend_throw_exception_ex(vela_ce_core_exception, 0,
                                "Vela\\Testing\\Client::override(): the container (%s) has no "
                                "provide(string $id, object $service) method",
                                ZSTR_VAL(container->ce->name));
        RETURN_THROWS();
    }
    ZVAL_STR(&name, id);
    zend_call_method(container, container->ce, NULL, "provide", 7, &ignored, 2, &name, service);
    zval_ptr_dtor(&ignored);
}

/* The app's pool "pg.<name>" into *out; false with an exception thrown. */
static bool app_pg_pool(zval *client, zend_string *name, zval *out)
{
    zval *container =
        &vela_php_app_from_obj(Z_OBJ(client_from_obj(Z_OBJ_P(client))->app))->container;
    zval id;
    ZVAL_STR(&id, zend_strpprintf(0, "pg.%s", ZSTR_VAL(name)));
    zend_call_method(Z_OBJ_P(container), Z_OBJCE_P(container), NULL, "get", 3, out, 1, &id, NULL);
    zval_ptr_dtor(&id);
    if (EG(exception)) {
        return false;
    }
    if (Z_TYPE_P(out) != IS_OBJECT || !instanceof_function(Z_OBJCE_P(out), vela_ce_pg_pool)) {
        zend_throw_exception_ex(vela_ce_core_exception, 0,
                                "Vela\\Testing\\Client: pg.%s is not a Vela\\Pg\\Pool (are the "
                                "pools open? $app->openPools())",
                                ZSTR_VAL(name));
        zval_ptr_dtor(out);
        return false;
    }
    return true;
}

PHP_METHOD(Vela_Testing_Client, beginTransaction)
{
    zend_string *name = NULL;
    ZEND_PARSE_PARAMETERS_START(0, 1)
    Z_PARAM_OPTIONAL
    Z_PARAM_STR(name)
    ZEND_PARSE_PARAMETERS_END();
    vela_php_client_t *self = client_from_obj(Z_OBJ_P(ZEND_THIS));
    zend_string *fallback = zend_string_init("default", 7, 0);
    zval pool, connection;
    bool ok = constructed(ZEND_THIS) && app_pg_pool(ZEND_THIS, name ? name : fallback, &pool);
    zend_string_release(fallback);
    if (!ok) {
        RETURN_THROWS();
    }
    vela_php_pg_pool_t *pg = vela_php_pg_pool_from(Z_OBJ(pool));
    if (self->ntransactions == CLIENT_MAX_TRANSACTIONS || vela_php_pg_ambient(pg) != NULL) {
        zend_throw_exception(vela_ce_core_exception,
                             "Vela\\Testing\\Client::beginTransaction(): a transaction is open on "
                             "that pool already (rollBack() first)",
                             0);
        zval_ptr_dtor(&pool);
        RETURN_THROWS();
    }
    zend_call_method(Z_OBJ(pool), Z_OBJCE(pool), NULL, "begin", 5, &connection, 0, NULL, NULL);
    if (EG(exception)) {
        zval_ptr_dtor(&pool);
        RETURN_THROWS();
    }
    client_transaction_t *t = &self->transactions[self->ntransactions++];
    ZVAL_COPY_VALUE(&t->pool, &pool);
    ZVAL_COPY_VALUE(&t->connection, &connection);
    t->hidden = vela_php_pg_ambient_enter(pg, Z_OBJ(connection));
}

/* Ends the last transaction: its scope left, ROLLBACK (whose failure stays pending). */
static void roll_back_last(vela_php_client_t *self)
{
    client_transaction_t *t = &self->transactions[--self->ntransactions];
    zval ignored;
    vela_php_pg_ambient_leave(vela_php_pg_pool_from(Z_OBJ(t->pool)), t->hidden);
    if (!EG(exception)) {
        zend_call_method(Z_OBJ(t->connection), Z_OBJCE(t->connection), NULL, "rollback", 8,
                         &ignored, 0, NULL, NULL);
        zval_ptr_dtor(&ignored);
    }
    zval_ptr_dtor(&t->connection);
    zval_ptr_dtor(&t->pool);
}

PHP_METHOD(Vela_Testing_Client, rollBack)
{
    ZEND_PARSE_PARAMETERS_NONE();
    vela_php_client_t *self = client_from_obj(Z_OBJ_P(ZEND_THIS));
    while (self->ntransactions > 0) {
        roll_back_last(self);
    }
    if (EG(exception)) {
        RETURN_THROWS();
    }
}

static zend_object *client_create(zend_class_entry *ce)
{
    vela_php_client_t *client = zend_object_alloc(sizeof(*client), ce);
    zend_object_std_init(&client->std, ce);
    object_properties_init(&client->std, ce);
    client->std.handlers = &client_handlers;
    ZVAL_UNDEF(&client->app);
    client->next_id = 0;
    client->ntransactions = 0;
    return &client->std;
}

static void client_free(zend_object *obj)
{
    vela_php_client_t *self = client_from_obj(obj);
    while (self->ntransactions > 0) { /* a test that forgot rollBack() */
        client_transaction_t *t = &self->transactions[--self->ntransactions];
        vela_php_pg_ambient_leave(vela_php_pg_pool_from(Z_OBJ(t->pool)), t->hidden);
        zval_ptr_dtor(&t->connection); /* the pool rolls back what its holder dropped */
        zval_ptr_dtor(&t->pool);
    }
    zval_ptr_dtor(&client_from_obj(obj)->app);
    zend_object_std_dtor(obj);
}

static HashTable *client_get_gc(zend_object *obj, zval **table, int *n)
{
    *table = &client_from_obj(obj)->app;
    *n = 1;
    return zend_std_get_properties(obj);
}

void vela_php_app_testing_client_register(zend_class_entry *ce)
{
    ce->ce_flags |= ZEND_ACC_NOT_SERIALIZABLE;
    ce->create_object = client_create;
    memcpy(&client_handlers, zend_get_std_object_handlers(), sizeof(zend_object_handlers));
    client_handlers.offset = XtOffsetOf(vela_php_client_t, std);
    client_handlers.free_obj = client_free;
    client_handlers.get_gc = client_get_gc;
    client_handlers.clone_obj = NULL;
}
