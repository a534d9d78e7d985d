/*
 * Error answers of a JSON API (config('app.json_api') true): RFC 9457
 * problem details, whatever the client's Accept says.
 *
 * Shape. Content-Type application/problem+json; the body is
 * {"type": "about:blank", "title": <the status's reason phrase>, "status": 404}
 * plus "detail" when the error has a message of its own (not the reason
 * phrase), "errors" with the field errors ({"field.path": "message", …},
 * the map the plain JSON shape has, so clients keep one parser for them)
 * and, in debug mode, "exception" ({"class", "message", "text"}).
 * "type" is always "about:blank": the status says what happened, as RFC
 * 9457 section 4.2.1 allows; an app that wants its own types answers from
 * its ExceptionHandler, which sees every error first (errors.c).
 *
 * Invariant: the body is always valid UTF-8 JSON (bytes that are not UTF-8
 * become U+FFFD), so a message echoing a client's bytes never costs the
 * answer.
 */
#include <php.h>
#include <ext/json/php_json.h>
#include <zend_smart_str.h>

#include "php/app/app.h"
#include "php/http/http.h"
#include "src/http/response_head.h"

#define PROBLEM_JSON_FLAGS                                                                         \
    (PHP_JSON_UNESCAPED_SLASHES | PHP_JSON_UNESCAPED_UNICODE | PHP_JSON_INVALID_UTF8_SUBSTITUTE |  \
     PHP_JSON_PARTIAL_OUTPUT_ON_ERROR)

/* The problem object of an error, as an array in *out (the caller owns it). */
static void problem_array(int status, const char *message, HashTable *errors, zval *detail,
                          zval *out)
{
    const char *title = vela_http_reason_phrase(status);
    array_init(out);
    add_assoc_string(out, "type", "about:blank");
    add_assoc_string(out, "title", (char *)title);
    add_assoc_long(out, "status", status);
    if (message != NULL && *message != '\0' && strcmp(message, title) != 0) {
        add_assoc_string(out, "detail", (char *)message);
    }
    if (errors != NULL) {
        zval copy;
        ZVAL_ARR(&copy, zend_array_dup(errors));
        add_assoc_zval(out, "errors", &copy);
    }
    if (detail != NULL && Z_TYPE_P(detail) != IS_UNDEF) {
        Z_TRY_ADDREF_P(detail);
        add_assoc_zval(out, "exception", detail);
    }
}

void vela_php_app_problem_answer(int status, const char *message, HashTable *errors, zval *detail,
                                 zval *return_value)
{
    zval problem;
    smart_str body = {0};
    problem_array(status, message, errors, detail, &problem);
    php_json_encode(&body, &problem, PROBLEM_JSON_FLAGS);
    zval_ptr_dtor(&problem);
    smart_str_0(&body);
    vela_php_response_typed(return_value, body.s, status, true);
    zend_string_release(body.s);
    if (EG(exception)) {
        return;
    }
    zend_string *name = zend_string_init("Content-Type", 12, 0);
    zend_string *type = zend_string_init("application/problem+json", 24, 0);
    vela_php_response_header(Z_OBJ_P(return_value), name, type);
    zend_string_release(type);
    zend_string_release(name);
}
