/*
 * Error answers of Vela\App: what an exception raised by a request
 * becomes, and the format of every error body.
 *
 * Order. The app's Vela\Http\ExceptionHandler service (when it has one) is
 * asked first and answers with anything an action may return; null leaves
 * the exception to the defaults: a form, query or JSON body the server
 * refused (past max_form_fields, max_file_uploads or a max_json_* limit,
 * malformed multipart, not JSON) answers 413, 414 or 400 with its message,
 * unlogged, as the bare server does; a binder's
 * Vela\BindFailure and a
 * Vela\Http\ValidationException answer with their status and field errors,
 * a Vela\Http\HttpException with its status, headers and message, a
 * database or cache that cannot serve (a Vela\BackendUnavailable: the
 * classes of pg and redis that implement it say so in their stubs) is
 * logged and answered 503 with Retry-After: 1, anything
 * else is logged with its stack and answered 500 (the exception's text in
 * the body only when config('app.debug') is true). An exit or a
 * cancellation is never answered: it unwinds the coroutine.
 *
 * Format: problem+json for a JSON API (config('app.json_api'), problem.c);
 * otherwise following the client: JSON when its Accept header names a JSON
 * type (application/json, application/problem+json, …+json) or, with no
 * Accept or a bare "any type" (star slash star), when it sent JSON itself;
 * text/plain otherwise.
 * JSON bodies are {"error": {"status": 404, "message": "Not Found"}}, or
 * {"errors": {"field.path": "message", …}} for field errors; text bodies are
 * the message, then one "field: message" line per field error (a message
 * that is not a string is written as JSON).
 *
 * Logging: through the app's PSR-3 logger (the container's
 * Psr\Log\LoggerInterface) when it has one, with the request id, method and
 * path in the context; else PHP's error log, as the server logs.
 */
#include <php.h>
#include <Zend/zend_exceptions.h>
#include <Zend/zend_interfaces.h>
#include <ext/json/php_json.h>
#include <ext/standard/html.h>
#include <main/php_syslog.h>
#include <zend_smart_str.h>

#include "php/app/app.h"
#include "php/core/binding.h"
#include "php/http/http.h"
#include "src/http/response_head.h"

zend_class_entry *vela_ce_http_exception_handler;

/* ---- the client's format ------------------------------------------------------------- */

static bool mentions_json(zend_string *value)
{
    return value && zend_memnistr(ZSTR_VAL(value), "json", 4, ZSTR_VAL(value) + ZSTR_LEN(value));
}

static bool wants_json(zval *request)
{
    vela_php_request_t *req = vela_php_request_from_obj(Z_OBJ_P(request));
    zend_string *accept = vela_php_request_header(req, "accept");
    if (mentions_json(accept)) {
        return true;
    }
    bool any = accept == NULL || zend_string_equals_literal(accept, "*/*");
    return any && mentions_json(vela_php_request_header(req, "content-type"));
}

/* The error Response, made and given its headers in C: no call through the VM. */
static void new_response(zend_string *body, int status, bool json, zval *return_value)
{
    vela_php_response_typed(return_value, body, status, json);
    zend_string_release(body);
}

/* $response->header($name, $value) for a value from user code: a string is set in C; anything
 * else goes through header() itself, which converts it (or refuses it) as PHP would. */
static void set_header(zval *response, zend_string *name, zval *value)
{
    if (Z_TYPE_P(value) == IS_STRING) {
        vela_php_response_header(Z_OBJ_P(response), name, Z_STR_P(value));
        return;
    }
    zval header_name, ignored;
    ZVAL_STR(&header_name, name);
    zend_call_method(Z_OBJ_P(response), vela_ce_http_response, NULL, "header", 6, &ignored, 2,
                     &header_name, value);
    zval_ptr_dtor(&ignored);
}

/* How error bodies are written as JSON: bytes that are not UTF-8 (a message may echo what the
 * client sent) become U+FFFD instead of costing the whole string. */
#define ERROR_JSON_FLAGS                                                                           \
    (PHP_JSON_UNESCAPED_SLASHES | PHP_JSON_UNESCAPED_UNICODE | PHP_JSON_INVALID_UTF8_SUBSTITUTE |  \
     PHP_JSON_PARTIAL_OUTPUT_ON_ERROR)

static zend_string *json_body(int status, const char *message, HashTable *errors, zval *detail)
{
    zval root, inner;
    smart_str out = {0};
    array_init(&root);
    if (errors != NULL) {
        ZVAL_ARR(&inner, zend_array_dup(errors));
        add_assoc_zval(&root, "errors", &inner);
    } else {
        array_init(&inner);
        add_assoc_long(&inner, "status", status);
        add_assoc_string(&inner, "message", (char *)message);
        if (detail && Z_TYPE_P(detail) != IS_UNDEF) {
            Z_TRY_ADDREF_P(detail);
            add_assoc_zval(&inner, "exception", detail);
        }
        add_assoc_zval(&root, "error", &inner);
    }
    php_json_encode(&out, &root, ERROR_JSON_FLAGS);
    zval_ptr_dtor(&root);
    smart_str_0(&out);
    return out.s;
}

/* One field error's message as text: a string as it is, any other value as JSON writes it. */
static void append_field_message(smart_str *out, zval *message)
{
    ZVAL_DEREF(message);
    if (Z_TYPE_P(message) == IS_STRING) {
        smart_str_append(out, Z_STR_P(message));
    } else {
        php_json_encode(out, message, ERROR_JSON_FLAGS);
    }
}

/* `text` with every byte sequence that is not UTF-8 replaced by U+FFFD, as ERROR_JSON_FLAGS
 * does: the text body says charset=utf-8. Returns `text` itself when it is valid. */
static zend_string *scrub_utf8(zend_string *text)
{
    const unsigned char *bytes = (const unsigned char *)ZSTR_VAL(text);
    size_t pos = 0, len = ZSTR_LEN(text), start = 0;
    zend_result status = SUCCESS;
    while (pos < len && bytes[pos] < 0x80) { /* ASCII, the usual case, byte by byte */
        pos++;
    }
    while (pos < len && status == SUCCESS) {
        start = pos;
        php_next_utf8_char(bytes, len, &pos, &status);
    }
    if (status == SUCCESS) {
        return text;
    }
    smart_str out = {0};
    smart_str_appendl(&out, ZSTR_VAL(text), start);
    for (smart_str_appendl(&out, "\xEF\xBF\xBD", 3); pos < len;) {
        start = pos;
        php_next_utf8_char(bytes, len, &pos, &status);
        if (status == SUCCESS) {
            smart_str_appendl(&out, ZSTR_VAL(text) + start, pos - start);
        } else {
            smart_str_appendl(&out, "\xEF\xBF\xBD", 3);
        }
    }
    zend_string_release(text);
    smart_str_0(&out);
    return out.s;
}

static zend_string *text_body(const char *message, HashTable *errors, zval *detail)
{
    smart_str out = {0};
    zend_string *field;
    zend_ulong index;
    zval *text;
    smart_str_appends(&out, message);
    if (errors == NULL) {
        errors = (HashTable *)&zend_empty_array;
    }
    ZEND_HASH_FOREACH_KEY_VAL(errors, index, field, text)
    {
        smart_str_appendc(&out, '\n');
        if (field) {
            smart_str_append(&out, field);
        } else {
            smart_str_append_long(&out, (zend_long)index);
        }
        smart_str_appends(&out, ": ");
        append_field_message(&out, text);
    }
    ZEND_HASH_FOREACH_END();
    if (detail && Z_TYPE_P(detail) == IS_ARRAY) {
        zval *trace = zend_hash_str_find(Z_ARRVAL_P(detail), "text", 4);
        if (trace && Z_TYPE_P(trace) == IS_STRING) {
            smart_str_appendc(&out, '\n');
            smart_str_append(&out, Z_STR_P(trace));
        }
    }
    smart_str_0(&out);
    return scrub_utf8(out.s);
}

/* The answer in the client's format (a JSON API's: problem+json, problem.c); `detail` (may be
 * NULL) is the debug view of an exception. */
static void answer(vela_php_app_t *app, zval *request, int status, const char *message,
                   HashTable *errors, zval *detail, zval *return_value)
{
    const char *text = message && *message ? message : vela_http_reason_phrase(status);
    if (app->json_api) {
        vela_php_app_problem_answer(status, text, errors, detail, return_value);
    } else if (wants_json(request)) {
        new_response(json_body(status, text, errors, detail), status, true, return_value);
    } else {
        new_response(text_body(text, errors, detail), status, false, return_value);
    }
}

void vela_php_app_error_answer(vela_php_app_t *app, zval *request, int status, const char *message,
                               HashTable *errors, zval *return_value)
{
    answer(app, request, status, message, errors, NULL, return_value);
}

/* ---- logging ---------------------------------------------------------------------------- */

/* The request's id: Request::id() (the server's request_id option), else its request_id
 * attribute, else its X-Request-Id header, else null. */
static void request_id(zval *request, zval *out)
{
    vela_php_request_t *req = vela_php_request_from_obj(Z_OBJ_P(request));
    zval *id = Z_TYPE(req->attributes) == IS_ARRAY
                   ? zend_hash_str_find(Z_ARRVAL(req->attributes), "request_id", 10)
                   : NULL;
    zend_string *header = vela_php_request_header(req, "x-request-id");
    if (req->request_id != NULL) {
        ZVAL_STR_COPY(out, req->request_id);
    } else if (id != NULL) {
        ZVAL_COPY(out, id);
    } else if (header != NULL) {
        ZVAL_STR_COPY(out, header);
    } else {
        ZVAL_NULL(out);
    }
}

static bool log_through_logger(vela_php_app_t *app, zend_object *ex, zval *request)
{
    zval logger, context, message, id, ignored;
    if (app->logger == NULL || !vela_php_app_service(app, app->logger, &logger)) {
        zend_clear_exception();
        return false;
    }
    vela_php_request_t *req = vela_php_request_from_obj(Z_OBJ_P(request));
    array_init(&context);
    GC_ADDREF(ex);
    add_assoc_object(&context, "exception", ex);
    request_id(request, &id);
    add_assoc_zval(&context, "request_id", &id);
    add_assoc_str(&context, "method", zend_string_copy(req->method));
    add_assoc_stringl(&context, "path", ZSTR_VAL(req->target), req->path_len);
    zend_string *text =
        zval_get_string(zend_read_property(zend_ce_exception, ex, "message", 7, 1, &ignored));
    ZVAL_STR(&message,
             zend_strpprintf(0, "Vela\\App: %s: %s", ZSTR_VAL(ex->ce->name), ZSTR_VAL(text)));
    zend_string_release(text);
    zend_call_method(Z_OBJ(logger), Z_OBJCE(logger), NULL, "error", 5, &ignored, 2, &message,
                     &context);
    bool ok = !EG(exception);
    zend_clear_exception();
    zval_ptr_dtor(&ignored);
    zval_ptr_dtor(&message);
    zval_ptr_dtor(&context);
    zval_ptr_dtor(&logger);
    return ok;
}

/* Logs `ex` with its stack; returns the debug view when the app is in debug mode. */
static void log_exception(vela_php_app_t *app, zend_object *ex, zval *request, zval *detail)
{
    zval text;
    ZVAL_UNDEF(detail);
    zend_call_known_instance_method_with_0_params(ex->ce->__tostring, ex, &text);
    zend_clear_exception();
    if (!log_through_logger(app, ex, request)) {
        zend_string *line = zend_strpprintf(0, "Vela\\App: the request raised %s",
                                            Z_TYPE(text) == IS_STRING ? Z_STRVAL(text) : "?");
        php_log_err_with_severity(ZSTR_VAL(line), LOG_ERR);
        zend_string_release(line);
    }
    if (app->debug && Z_TYPE(text) == IS_STRING) {
        zval rv;
        array_init(detail);
        add_assoc_str(detail, "class", zend_string_copy(ex->ce->name));
        add_assoc_zval(detail, "message",
                       zend_read_property(zend_ce_exception, ex, "message", 7, 1, &rv));
        Z_TRY_ADDREF_P(zend_hash_str_find(Z_ARRVAL_P(detail), "message", 7));
        add_assoc_str(detail, "text", zend_string_copy(Z_STR(text)));
    }
    zval_ptr_dtor(&text);
}

/* ---- exceptions -------------------------------------------------------------------------- */

static zval *property(zend_object *ex, zend_class_entry *scope, const char *name, zval *rv)
{
    return zend_read_property(scope, ex, name, strlen(name), 1, rv);
}

/* The app's ExceptionHandler's answer for `ex`; false when it has none or it returned null. */
static bool handler_answer(vela_php_app_t *app, zend_object *ex, zval *request, zval *return_value)
{
    zval handler, args[2], result;
    if (app->error_handler == NULL || !vela_php_app_service(app, app->error_handler, &handler)) {
        return false;
    }
    ZVAL_OBJ(&args[0], ex);
    ZVAL_COPY_VALUE(&args[1], request);
    ZVAL_UNDEF(&result);
    zend_call_method(Z_OBJ(handler), Z_OBJCE(handler), NULL, "handle", 6, &result, 2, &args[0],
                     &args[1]);
    bool answered = !EG(exception) && Z_TYPE(result) != IS_NULL && Z_TYPE(result) != IS_UNDEF;
    if (answered) {
        vela_php_app_to_response(&result, return_value);
        answered = !EG(exception);
    }
    zval_ptr_dtor(&result);
    zval_ptr_dtor(&handler);
    return answered;
}

/* The default answer of an HttpException (and of BindFailure, which is not one). */
static bool http_answer(vela_php_app_t *app, zend_object *ex, zval *request, zval *return_value)
{
    zval rv1, rv2, rv3;
    if (instanceof_function(ex->ce, vela_ce_app_bind_failure)) {
        zval *status = property(ex, vela_ce_app_bind_failure, "status", &rv1);
        zval *errors = property(ex, vela_ce_app_bind_failure, "errors", &rv2);
        answer(app, request, (int)zval_get_long(status), NULL,
               Z_TYPE_P(errors) == IS_ARRAY ? Z_ARRVAL_P(errors) : NULL, NULL, return_value);
        return true;
    }
    if (!instanceof_function(ex->ce, vela_ce_http_http_exception)) {
        return false;
    }
    int status = (int)zval_get_long(property(ex, vela_ce_http_http_exception, "status", &rv1));
    zval *headers = property(ex, vela_ce_http_http_exception, "headers", &rv2);
    zend_string *message = zval_get_string(property(ex, zend_ce_exception, "message", &rv3));
    zval rv4, *errors = instanceof_function(ex->ce, vela_ce_http_validation_exception)
                            ? property(ex, vela_ce_http_validation_exception, "errors", &rv4)
                            : NULL;
    answer(app, request, status, ZSTR_VAL(message),
           errors && Z_TYPE_P(errors) == IS_ARRAY ? Z_ARRVAL_P(errors) : NULL, NULL, return_value);
    zend_string_release(message);
    zend_string *name;
    zval *value;
    HashTable *list =
        Z_TYPE_P(headers) == IS_ARRAY ? Z_ARRVAL_P(headers) : (HashTable *)&zend_empty_array;
    ZEND_HASH_FOREACH_STR_KEY_VAL(list, name, value)
    {
        if (name != NULL && !EG(exception)) {
            set_header(return_value, name, value);
        }
    }
    ZEND_HASH_FOREACH_END();
    return true;
}

/* A form, query or JSON body the server refused (too many fields or members, malformed): the
 * status the bare server gives it, with its message; the client's error, so not logged. */
static bool refusal_answer(vela_php_app_t *app, zend_object *ex, zval *request, zval *return_value)
{
    zend_string *message = NULL;
    int status = vela_php_request_refusal(Z_OBJ_P(request), ex, &message);
    if (status == 0) {
        return false;
    }
    answer(app, request, status, ZSTR_VAL(message), NULL, NULL, return_value);
    zend_string_release(message);
    return true;
}

/*
 * A database or cache that cannot serve right now (connection refused or
 * lost, pool exhausted, query timed out): 503 with Retry-After, so a load
 * balancer or client retries instead of treating it as a bug. Still logged.
 */
static bool backend_unavailable(zend_object *ex)
{
    return instanceof_function(ex->ce, vela_ce_core_backend_unavailable);
}

static void unavailable_answer(vela_php_app_t *app, zend_object *ex, zval *request,
                               zval *return_value)
{
    zval detail;
    log_exception(app, ex, request, &detail);
    answer(app, request, 503, NULL, NULL, &detail, return_value);
    zval_ptr_dtor(&detail);
    if (!EG(exception)) {
        zend_string *name = zend_string_init("Retry-After", 11, 0);
        vela_php_response_header(Z_OBJ_P(return_value), name, ZSTR_CHAR('1'));
        zend_string_release(name);
    }
}

bool vela_php_app_answer_exception(vela_php_app_t *app, zval *request, zval *return_value)
{
    zend_object *ex = EG(exception);
    if (ex == NULL || zend_is_unwind_exit(ex) || zend_is_graceful_exit(ex)) {
        return false;
    }
    GC_ADDREF(ex);
    zend_clear_exception();
    bool answered = handler_answer(app, ex, request, return_value);
    if (!answered && EG(exception)) {
        zend_object *second = EG(exception);
        GC_ADDREF(second);
        zend_clear_exception();
        zval ignored;
        log_exception(app, second, request, &ignored); /* the handler's own failure */
        zval_ptr_dtor(&ignored);
        OBJ_RELEASE(second);
    }
    if (!answered) {
        zval_ptr_dtor(return_value);
        ZVAL_UNDEF(return_value);
        answered = refusal_answer(app, ex, request, return_value) ||
                   http_answer(app, ex, request, return_value);
    }
    if (!answered && backend_unavailable(ex)) {
        unavailable_answer(app, ex, request, return_value);
        answered = true;
    }
    if (!answered) {
        zval detail;
        log_exception(app, ex, request, &detail);
        answer(app, request, 500, NULL, NULL, &detail, return_value);
        zval_ptr_dtor(&detail);
    }
    OBJ_RELEASE(ex);
    return true;
}
