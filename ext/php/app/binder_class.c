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

#include "php/app/app.h"

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
 * -1 otherwise (case-insensitive, trimmed). */
static int parse_bool(const char *s, size_t len)
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

PHP_METHOD(Vela_Binder, toInt)
{
    zval *value;
    zend_long result;

    ZEND_PARSE_PARAMETERS_START(1, 1)
    Z_PARAM_ZVAL(value)
    ZEND_PARSE_PARAMETERS_END();
    if (Z_TYPE_P(value) == IS_LONG) {
        RETURN_LONG(Z_LVAL_P(value));
    }
    if (Z_TYPE_P(value) == IS_STRING && parse_int(Z_STRVAL_P(value), Z_STRLEN_P(value), &result)) {
        RETURN_LONG(result);
    }
    RETURN_NULL();
}

PHP_METHOD(Vela_Binder, toFloat)
{
    zval *value;
    double result;

    ZEND_PARSE_PARAMETERS_START(1, 1)
    Z_PARAM_ZVAL(value)
    ZEND_PARSE_PARAMETERS_END();
    if (Z_TYPE_P(value) == IS_DOUBLE || Z_TYPE_P(value) == IS_LONG) {
        RETURN_DOUBLE(zval_get_double(value));
    }
    if (Z_TYPE_P(value) == IS_STRING &&
        parse_float(Z_STRVAL_P(value), Z_STRLEN_P(value), &result)) {
        RETURN_DOUBLE(result);
    }
    RETURN_NULL();
}

PHP_METHOD(Vela_Binder, toBool)
{
    zval *value;
    char digits[MAX_LENGTH_OF_LONG + 1];

    ZEND_PARSE_PARAMETERS_START(1, 1)
    Z_PARAM_ZVAL(value)
    ZEND_PARSE_PARAMETERS_END();
    int result = -1;
    if (Z_TYPE_P(value) == IS_TRUE || Z_TYPE_P(value) == IS_FALSE) {
        result = Z_TYPE_P(value) == IS_TRUE;
    } else if (Z_TYPE_P(value) == IS_STRING) {
        result = parse_bool(Z_STRVAL_P(value), Z_STRLEN_P(value));
    } else if (Z_TYPE_P(value) == IS_LONG) {
        int n = snprintf(digits, sizeof(digits), ZEND_LONG_FMT, Z_LVAL_P(value));
        result = parse_bool(digits, (size_t)n);
    }
    if (result < 0) {
        RETURN_NULL();
    }
    RETURN_BOOL(result);
}

PHP_METHOD(Vela_Binder, toString)
{
    zval *value;

    ZEND_PARSE_PARAMETERS_START(1, 1)
    Z_PARAM_ZVAL(value)
    ZEND_PARSE_PARAMETERS_END();
    if (Z_TYPE_P(value) == IS_STRING || Z_TYPE_P(value) == IS_LONG ||
        Z_TYPE_P(value) == IS_DOUBLE) {
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

/* $request->header('content-type', '') names JSON (case-insensitively)? */
static bool is_json(zend_object *request, bool *failed)
{
    zval name, fallback, type;
    ZVAL_STRINGL(&name, "content-type", 12);
    ZVAL_EMPTY_STRING(&fallback);
    zend_call_method(request, request->ce, NULL, "header", 6, &type, 2, &name, &fallback);
    zval_ptr_dtor(&name);
    zend_string *text = EG(exception) ? NULL : zval_get_string(&type);
    zval_ptr_dtor(&type);
    *failed = text == NULL;
    bool json = text && zend_memnistr(ZSTR_VAL(text), "json", 4, ZSTR_VAL(text) + ZSTR_LEN(text));
    if (text) {
        zend_string_release(text);
    }
    return json;
}

PHP_METHOD(Vela_Binder, body)
{
    zend_object *request;
    bool failed;

    ZEND_PARSE_PARAMETERS_START(1, 1)
    Z_PARAM_OBJ(request)
    ZEND_PARSE_PARAMETERS_END();
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
            RETURN_THROWS();
        }
        if (fn->common.fn_flags & ZEND_ACC_CALL_VIA_TRAMPOLINE) {
            zend_free_trampoline(fn);
        }
    }
    if (!is_json(request, &failed)) {
        if (!failed) {
            zend_call_method(request, request->ce, NULL, "form", 4, return_value, 0, NULL, NULL);
        }
        return;
    }
    zend_call_method(request, request->ce, NULL, "json", 4, return_value, 0, NULL, NULL);
    zend_object *ex = EG(exception);
    if (ex && !zend_is_unwind_exit(ex) && !zend_is_graceful_exit(ex)) {
        zend_clear_exception(); /* a body that is not JSON binds as null */
        zval_ptr_dtor(return_value);
        RETURN_NULL();
    }
}
