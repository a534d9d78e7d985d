/*
 * Vela\Binder: the runtime half of vgen's generated binders. Every app's
 * binders.php used to carry these helpers as PHP; they live here once, so
 * the generated file holds only what is particular to the app.
 *
 * The conversions take a request value (a string from the path, query or a
 * header, or anything JSON decodes to) and return it converted, or null when
 * it is not acceptable, so generated code reads `Binder::toInt($v) ?? throw
 * …`. A string converts exactly as filter_var() with FILTER_NULL_ON_FAILURE
 * and FILTER_VALIDATE_INT / _FLOAT / _BOOL converts it (its trimming, its
 * refusal of leading zeros and overflow, its numeric syntax): the same rules
 * the generated code applied before and that skeleton/bootstrap/
 * vela-polyfill.php still applies without the extension; a phpt compares the
 * two over thousands of inputs.
 */
#include <php.h>
#include <Zend/zend_exceptions.h>
#include <Zend/zend_interfaces.h>

#include <ext/json/php_json.h>
#include <ext/json/php_json_parser.h>

#include "php/app/app.h"
#include "php/http/http.h"

static bool is_space(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\n';
}

/* filter_var's trim: ' ', \t, \r, \v and \n at both ends. */
static void trim(const char **s, size_t *len)
{
    while (*len > 0 && is_space((*s)[0])) {
        (*s)++, (*len)--;
    }
    while (*len > 0 && is_space((*s)[*len - 1])) {
        (*len)--;
    }
}

static bool is_digit(char c)
{
    return c >= '0' && c <= '9';
}

static size_t skip_digits(const char *s, size_t i, size_t len)
{
    while (i < len && is_digit(s[i])) {
        i++;
    }
    return i;
}

/* FILTER_VALIDATE_INT: [+-] then 0, or 1-9 and digits, within zend_long. */
static bool parse_int(const char *s, size_t len, zend_long *out)
{
    trim(&s, &len);
    *out = 0;
    if (len == 0 || s[0] == '0') {
        return len == 1;
    }
    bool negative = s[0] == '-';
    size_t i = s[0] == '-' || s[0] == '+';
    if (i + 1 == len && s[i] == '0') {
        return true; /* "+0", "-0" */
    }
    if (i == len || s[i] < '1' || s[i] > '9') {
        return false;
    }
    zend_ulong limit = negative ? (zend_ulong)ZEND_LONG_MAX + 1 : (zend_ulong)ZEND_LONG_MAX, v = 0;
    for (; i < len; i++) {
        zend_ulong digit = (zend_ulong)(s[i] - '0');
        if (!is_digit(s[i]) || v > (limit - digit) / 10) {
            return false;
        }
        v = v * 10 + digit;
    }
    *out = !negative ? (zend_long)v : v == limit ? ZEND_LONG_MIN : -(zend_long)v;
    return true;
}

/* FILTER_VALIDATE_FLOAT: [+-] digits [. digits] [e [+-] digits] that PHP reads as a number,
 * finite, and not a number with a non-zero digit that underflowed to 0. */
static bool parse_float(const char *s, size_t len, double *out)
{
    trim(&s, &len);
    size_t i = skip_digits(s, len > 0 && (s[0] == '+' || s[0] == '-'), len);
    if (i < len && s[i] == '.') {
        i = skip_digits(s, i + 1, len);
    }
    if (i < len && (s[i] == 'e' || s[i] == 'E')) {
        i++;
        i = skip_digits(s, i + (i < len && (s[i] == '+' || s[i] == '-')), len);
    }
    zend_long lval;
    switch (i == len ? is_numeric_string(s, len, &lval, out, false) : 0) {
    case IS_LONG:
        *out = (double)lval;
        return true;
    case IS_DOUBLE:
        for (i = 0; *out == 0 && len > 1 && i < len; i++) {
            if (s[i] >= '1' && s[i] <= '9') {
                return false;
            }
        }
        return zend_finite(*out);
    default:
        return false;
    }
}

/* FILTER_VALIDATE_BOOL: 1 for "1", "true", "on", "yes"; 0 for "0", "false", "off", "no", "";
 * -1 otherwise (case-insensitive, trimmed). Vela\Env::bool() reads the environment with it. */
int vela_app_parse_bool(const char *s, size_t len)
{
    static const char *const words[] = {"1", "true", "on", "yes", "0", "false", "off", "no"};
    trim(&s, &len);
    if (len == 0) {
        return 0;
    }
    for (size_t i = 0; i < sizeof(words) / sizeof(words[0]); i++) {
        if (strlen(words[i]) == len && strncasecmp(words[i], s, len) == 0) {
            return i < 4;
        }
    }
    return -1;
}

PHP_METHOD(Vela_Binder, __construct)
{
    ZEND_PARSE_PARAMETERS_NONE();
    zend_throw_error(NULL, "Vela\\Binder has only static methods");
}

/* The conversions' arguments: the value, and whether only its own type is accepted. */
#define PARSE_VALUE_AND_STRICT(value, strict)                                                      \
    ZEND_PARSE_PARAMETERS_START(1, 2)                                                              \
    Z_PARAM_ZVAL(value)                                                                            \
    Z_PARAM_OPTIONAL                                                                               \
    Z_PARAM_BOOL(strict)                                                                           \
    ZEND_PARSE_PARAMETERS_END()

PHP_METHOD(Vela_Binder, toInt)
{
    zval *value;
    bool strict = false;
    zend_long result;

    PARSE_VALUE_AND_STRICT(value, strict);
    if (Z_TYPE_P(value) == IS_LONG) {
        RETURN_LONG(Z_LVAL_P(value));
    }
    if (!strict && Z_TYPE_P(value) == IS_STRING &&
        parse_int(Z_STRVAL_P(value), Z_STRLEN_P(value), &result)) {
        RETURN_LONG(result);
    }
    RETURN_NULL();
}

PHP_METHOD(Vela_Binder, toFloat)
{
    zval *value;
    bool strict = false;
    double result;

    PARSE_VALUE_AND_STRICT(value, strict);
    if (Z_TYPE_P(value) == IS_DOUBLE || Z_TYPE_P(value) == IS_LONG) {
        RETURN_DOUBLE(zval_get_double(value));
    }
    if (!strict && Z_TYPE_P(value) == IS_STRING &&
        parse_float(Z_STRVAL_P(value), Z_STRLEN_P(value), &result)) {
        RETURN_DOUBLE(result);
    }
    RETURN_NULL();
}

PHP_METHOD(Vela_Binder, toBool)
{
    zval *value;
    bool strict = false;
    char digits[MAX_LENGTH_OF_LONG + 1];

    PARSE_VALUE_AND_STRICT(value, strict);
    int result = -1;
    if (Z_TYPE_P(value) == IS_TRUE || Z_TYPE_P(value) == IS_FALSE) {
        result = Z_TYPE_P(value) == IS_TRUE;
    } else if (strict) {
        result = -1;
    } else if (Z_TYPE_P(value) == IS_STRING) {
        result = vela_app_parse_bool(Z_STRVAL_P(value), Z_STRLEN_P(value));
    } else if (Z_TYPE_P(value) == IS_LONG) {
        int n = snprintf(digits, sizeof(digits), ZEND_LONG_FMT, Z_LVAL_P(value));
        result = vela_app_parse_bool(digits, (size_t)n);
    }
    if (result < 0) {
        RETURN_NULL();
    }
    RETURN_BOOL(result);
}

PHP_METHOD(Vela_Binder, toString)
{
    zval *value;
    bool strict = false;

    PARSE_VALUE_AND_STRICT(value, strict);
    if (Z_TYPE_P(value) == IS_STRING ||
        (!strict && (Z_TYPE_P(value) == IS_LONG || Z_TYPE_P(value) == IS_DOUBLE))) {
        RETURN_STR(zval_get_string(value));
    }
    RETURN_NULL();
}

PHP_METHOD(Vela_Binder, toArray)
{
    zval *value;

    ZEND_PARSE_PARAMETERS_START(1, 1)
    Z_PARAM_ZVAL(value)
    ZEND_PARSE_PARAMETERS_END();
    if (Z_TYPE_P(value) == IS_ARRAY) {
        RETURN_COPY(value);
    }
    RETURN_NULL();
}

PHP_METHOD(Vela_Binder, toScalarList)
{
    zval *value, *item;

    ZEND_PARSE_PARAMETERS_START(1, 1)
    Z_PARAM_ZVAL(value)
    ZEND_PARSE_PARAMETERS_END();
    if (Z_TYPE_P(value) != IS_ARRAY) {
        RETURN_NULL();
    }
    ZEND_HASH_FOREACH_VAL(Z_ARRVAL_P(value), item)
    {
        ZVAL_DEREF(item);
        if (Z_TYPE_P(item) < IS_FALSE || Z_TYPE_P(item) > IS_STRING) {
            RETURN_NULL();
        }
    }
    ZEND_HASH_FOREACH_END();
    RETURN_COPY(value);
}

PHP_METHOD(Vela_Binder, toList)
{
    zval *value;

    ZEND_PARSE_PARAMETERS_START(1, 1)
    Z_PARAM_ZVAL(value)
    ZEND_PARSE_PARAMETERS_END();
    if (Z_TYPE_P(value) == IS_ARRAY && zend_array_is_list(Z_ARRVAL_P(value))) {
        RETURN_COPY(value);
    }
    RETURN_NULL();
}

/* UTF-8 code points: the bytes that do not continue a sequence (10xxxxxx). */
PHP_METHOD(Vela_Binder, length)
{
    zend_string *value;

    ZEND_PARSE_PARAMETERS_START(1, 1)
    Z_PARAM_STR(value)
    ZEND_PARSE_PARAMETERS_END();
    zend_long count = 0;
    for (size_t i = 0; i < ZSTR_LEN(value); i++) {
        count += ((unsigned char)ZSTR_VAL(value)[i] & 0xC0) != 0x80;
    }
    RETURN_LONG(count);
}

PHP_METHOD(Vela_Binder, invalid)
{
    zval *errors, message;
    zend_string *field, *text;

    ZEND_PARSE_PARAMETERS_START(3, 3)
    Z_PARAM_ARRAY_EX(errors, 0, 1)
    Z_PARAM_STR(field)
    Z_PARAM_STR(text)
    ZEND_PARSE_PARAMETERS_END();
    ZVAL_STR_COPY(&message, text);
    zend_symtable_update(Z_ARRVAL_P(errors), field, &message);
    RETURN_NULL();
}

/* ---- the body ------------------------------------------------------------------------- */

typedef enum body_format { BODY_JSON, BODY_FORM, BODY_UNSUPPORTED } body_format_t;

/* What a Content-Type announces: JSON when there is none or its media type names json, form
 * fields for application/x-www-form-urlencoded and multipart/form-data, else unsupported. */
static body_format_t body_format(const char *type, size_t len)
{
    size_t media = 0;
    while (media < len && type[media] != ';') {
        media++;
    }
    trim(&type, &media);
    if (media == 0 || zend_memnistr(type, "json", 4, type + media)) {
        return BODY_JSON;
    }
    static const char *const forms[] = {"application/x-www-form-urlencoded", "multipart/form-data"};
    for (size_t i = 0; i < 2; i++) {
        if (strlen(forms[i]) == media && strncasecmp(forms[i], type, media) == 0) {
            return BODY_FORM;
        }
    }
    return BODY_UNSUPPORTED;
}

static void throw_unsupported(const char *type, size_t len)
{
    vela_http_exception_throw(415,
                              "unsupported Content-Type '%.*s': send application/json, "
                              "application/x-www-form-urlencoded or multipart/form-data",
                              (int)(len > 100 ? 100 : len), type);
}

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

/* Decodes text[0..len) into *return_value (null when empty); throws 400 when it is not JSON. */
static void decode_json(const char *text, size_t len, zval *return_value)
{
    php_json_parser parser;
    size_t start = 0;
    while (start < len && is_space(text[start])) {
        start++;
    }
    if (start == len) {
        RETURN_NULL();
    }
    php_json_parser_init(&parser, return_value, text, len, PHP_JSON_OBJECT_AS_ARRAY,
                         PHP_JSON_PARSER_DEFAULT_DEPTH);
    if (php_json_parse(&parser) == 0) {
        return;
    }
    size_t at = (size_t)((const char *)parser.scanner.token - text);
    ZVAL_NULL(return_value);
    vela_http_exception_throw(400, "invalid JSON: %s at byte %zu",
                              json_reason(php_json_parser_error_code(&parser)),
                              at > len ? len : at);
}

/* body() of a Vela\Http\Request: its bytes are at hand, so JSON errors say where. */
static void request_body(zend_object *request, zval *json, zval *return_value)
{
    vela_php_request_t *req = vela_php_request_from_obj(request);
    zend_string *type = vela_php_request_header(req, "content-type");
    body_format_t format = type ? body_format(ZSTR_VAL(type), ZSTR_LEN(type)) : BODY_JSON;
    if (json) {
        ZEND_TRY_ASSIGN_REF_BOOL(json, format == BODY_JSON);
    }
    if (format == BODY_UNSUPPORTED) {
        throw_unsupported(ZSTR_VAL(type), ZSTR_LEN(type));
    } else if (format == BODY_FORM) {
        zend_call_method(request, request->ce, NULL, "form", 4, return_value, 0, NULL, NULL);
    } else if (req->body != NULL) {
        decode_json(ZSTR_VAL(req->body), ZSTR_LEN(req->body), return_value);
    } else {
        RETURN_NULL();
    }
}

/* An object that only has the methods binders use: throws unless it has them all. */
static bool has_request_methods(zend_object *request)
{
    static const char *const needed[] = {"header", "json", "form"};
    for (size_t i = 0; i < 3; i++) {
        zend_string *name = zend_string_init(needed[i], strlen(needed[i]), 0);
        zend_function *fn = request->handlers->get_method(&request, name, NULL);
        zend_string_release(name);
        if (fn == NULL) {
            zend_clear_exception();
            zend_argument_type_error(1,
                                     "must have the methods header(), json() and form(), %s "
                                     "has no %s()",
                                     ZSTR_VAL(request->ce->name), needed[i]);
            return false;
        }
        if (fn->common.fn_flags & ZEND_ACC_CALL_VIA_TRAMPOLINE) {
            zend_free_trampoline(fn);
        }
    }
    return true;
}

/* $request->header('content-type', ''), or NULL with an exception pending. */
static zend_string *content_type(zend_object *request)
{
    zval name, fallback, type;
    ZVAL_STRINGL(&name, "content-type", 12);
    ZVAL_EMPTY_STRING(&fallback);
    zend_call_method(request, request->ce, NULL, "header", 6, &type, 2, &name, &fallback);
    zval_ptr_dtor(&name);
    zend_string *text = EG(exception) ? NULL : zval_get_string(&type);
    zval_ptr_dtor(&type);
    return text;
}

/* Turns the pending Exception that json() threw (not an Error, not an HttpException) into
 * the 400 "invalid JSON: <its message>". */
static void rethrow_as_invalid_json(void)
{
    zend_object *ex = EG(exception);
    if (!instanceof_function(ex->ce, zend_ce_exception) ||
        instanceof_function(ex->ce, vela_ce_http_http_exception)) {
        return;
    }
    zval rv;
    GC_ADDREF(ex);
    zend_clear_exception();
    zend_string *why =
        zval_get_string(zend_read_property(zend_ce_exception, ex, "message", 7, 1, &rv));
    vela_http_exception_throw(400, "invalid JSON: %s", ZSTR_VAL(why));
    zend_string_release(why);
    OBJ_RELEASE(ex);
}

/* body() of any other object with header(), json() and form(): a test double. */
static void duck_typed_body(zend_object *request, zval *json, zval *return_value)
{
    zend_string *type = content_type(request);
    if (type == NULL) {
        return;
    }
    body_format_t format = body_format(ZSTR_VAL(type), ZSTR_LEN(type));
    if (json) {
        ZEND_TRY_ASSIGN_REF_BOOL(json, format == BODY_JSON);
    }
    if (format == BODY_UNSUPPORTED) {
        throw_unsupported(ZSTR_VAL(type), ZSTR_LEN(type));
    } else {
        const char *method = format == BODY_FORM ? "form" : "json";
        zend_call_method(request, request->ce, NULL, method, 4, return_value, 0, NULL, NULL);
    }
    zend_string_release(type);
    if (format == BODY_JSON && EG(exception)) {
        rethrow_as_invalid_json();
    }
}

PHP_METHOD(Vela_Binder, body)
{
    zend_object *request;
    zval *json = NULL;

    ZEND_PARSE_PARAMETERS_START(1, 2)
    Z_PARAM_OBJ(request)
    Z_PARAM_OPTIONAL
    Z_PARAM_ZVAL(json)
    ZEND_PARSE_PARAMETERS_END();
    if (instanceof_function(request->ce, vela_ce_http_request)) {
        request_body(request, json, return_value);
    } else if (has_request_methods(request)) {
        duck_typed_body(request, json, return_value);
    } else {
        RETURN_THROWS();
    }
}
