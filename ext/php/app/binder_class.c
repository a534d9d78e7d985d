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
 *
 * checkConfig() is the container's half: vgen emits, in each container whose
 * services take #[Value] parameters, the list of [key, declared type, where]
 * (CONFIG_TYPES), and the container's constructor hands it here with the
 * config, so a value of the wrong type fails the boot, naming its key and the
 * parameter's file:line. The check is the one a call under strict_types
 * makes, the polyfill's Binder::checkConfig() the same in PHP.
 */
#include <php.h>
#include <Zend/zend_exceptions.h>
#include <Zend/zend_interfaces.h>
#include <ext/spl/spl_exceptions.h>
#include <zend_smart_str.h>

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
int vela_php_app_parse_bool(const char *s, size_t len)
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
        result = vela_php_app_parse_bool(Z_STRVAL_P(value), Z_STRLEN_P(value));
    } else if (Z_TYPE_P(value) == IS_LONG) {
        int n = snprintf(digits, sizeof(digits), ZEND_LONG_FMT, Z_LVAL_P(value));
        result = vela_php_app_parse_bool(digits, (size_t)n);
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
    vela_php_app_http_exception_throw(415,
                                      "unsupported Content-Type '%.*s': send application/json, "
                                      "application/x-www-form-urlencoded or multipart/form-data",
                                      (int)(len > 100 ? 100 : len), type);
}

/* The body of a Vela\Http\Request as JSON: null when blank, else the request's decoded value
 * (shared with its json() and the PSR-15 bridge; 413 past a JSON limit, 400 when not JSON). */
static void decode_json(vela_php_request_t *req, zval *return_value)
{
    const char *text = ZSTR_VAL(req->body);
    size_t start = 0, len = ZSTR_LEN(req->body);
    zend_string *message;
    int status;

    while (start < len && is_space(text[start])) {
        start++;
    }
    if (start == len) {
        RETURN_NULL();
    }
    zval *decoded = vela_php_request_json(req, &status, &message);
    if (decoded == NULL) {
        vela_php_app_http_exception_throw(status, "%s", ZSTR_VAL(message));
        return;
    }
    ZVAL_COPY(return_value, decoded);
}

/*
 * A JSON body sent as a urlencoded form (`curl -d '{"url": …}'` without a Content-Type): its
 * first byte that is not a blank opens a JSON object or array, which no form field name does in
 * practice. Such a form would bind as one field named by the whole body, and the DTO would say
 * "url: is required"; saying which type was expected is the answer the client can act on.
 */
static bool json_as_form(zend_string *type, zend_string *body)
{
    static const char urlencoded[] = "application/x-www-form-urlencoded";
    size_t start = 0, len = body ? ZSTR_LEN(body) : 0;
    if (type == NULL || ZSTR_LEN(type) < sizeof(urlencoded) - 1 ||
        strncasecmp(ZSTR_VAL(type), urlencoded, sizeof(urlencoded) - 1) != 0) {
        return false;
    }
    while (start < len && is_space(ZSTR_VAL(body)[start])) {
        start++;
    }
    return start < len && (ZSTR_VAL(body)[start] == '{' || ZSTR_VAL(body)[start] == '[');
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
    } else if (format == BODY_FORM && json_as_form(type, req->body)) {
        vela_php_app_http_exception_throw(415,
                                          "expected application/json, got "
                                          "application/x-www-form-urlencoded: the body is JSON");
    } else if (format == BODY_FORM) {
        zend_call_method(request, request->ce, NULL, "form", 4, return_value, 0, NULL, NULL);
    } else if (req->body != NULL) {
        decode_json(req, return_value);
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
    vela_php_app_http_exception_throw(400, "invalid JSON: %s", ZSTR_VAL(why));
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

/* ---- the container's config check ---------------------------------------------------- */

/* The value at a dotted config key ("app.cache.ttl"), dereferenced, or NULL when a part is
 * missing or what it should be found in is not an array: the container's hasConfig() rule. */
static zval *config_find(zval *config, const char *key, size_t len)
{
    const char *part = key, *end = key + len, *dot;
    zval *value = config;
    do {
        dot = memchr(part, '.', (size_t)(end - part));
        ZVAL_DEREF(value);
        if (Z_TYPE_P(value) != IS_ARRAY) {
            return NULL;
        }
        value = zend_symtable_str_find(Z_ARRVAL_P(value), part, (size_t)((dot ? dot : end) - part));
        if (value == NULL) {
            return NULL;
        }
        part = dot ? dot + 1 : end;
    } while (dot != NULL);
    ZVAL_DEREF(value);
    return value;
}

/* Whether `value` is an instance of the class or interface `name`, which is not loaded for
 * the question (as PHP's instanceof: an object's own classes are loaded already). */
static bool is_instance_of(zval *value, const char *name, size_t len)
{
    if (Z_TYPE_P(value) != IS_OBJECT) {
        return false;
    }
    zend_string *class_name = zend_string_init(name, len, 0);
    zend_class_entry *ce = zend_lookup_class_ex(class_name, NULL, ZEND_FETCH_CLASS_NO_AUTOLOAD);
    zend_string_release(class_name);
    return ce != NULL && instanceof_function(Z_OBJCE_P(value), ce);
}

/* Whether a parameter of the one type `name` (vgen writes the built-in ones in lower case)
 * takes `value` under strict_types. */
static bool accepts_type(const char *name, size_t len, zval *value)
{
#define NAMED(literal) (len == sizeof(literal) - 1 && memcmp(name, literal, len) == 0)
    int type = Z_TYPE_P(value);
    bool traversable =
        type == IS_OBJECT && instanceof_function(Z_OBJCE_P(value), zend_ce_traversable);
    return NAMED("null")       ? type == IS_NULL
           : NAMED("int")      ? type == IS_LONG
           : NAMED("float")    ? type == IS_DOUBLE || type == IS_LONG
           : NAMED("string")   ? type == IS_STRING
           : NAMED("bool")     ? type == IS_TRUE || type == IS_FALSE
           : NAMED("true")     ? type == IS_TRUE
           : NAMED("false")    ? type == IS_FALSE
           : NAMED("array")    ? type == IS_ARRAY
           : NAMED("iterable") ? type == IS_ARRAY || traversable
           : NAMED("callable") ? zend_is_callable(value, 0, NULL)
           : NAMED("object")   ? type == IS_OBJECT
                               : is_instance_of(value, name, len);
#undef NAMED
}

/* Whether a parameter of the union `type` ("int|string|null") takes `value`. */
static bool accepts(const zend_string *type, zval *value)
{
    const char *name = ZSTR_VAL(type), *end = name + ZSTR_LEN(type);
    for (;;) {
        const char *bar = memchr(name, '|', (size_t)(end - name));
        if (accepts_type(name, (size_t)((bar ? bar : end) - name), value)) {
            return true;
        }
        if (bar == NULL || EG(exception)) {
            return false;
        }
        name = bar + 1;
    }
}

/* get_debug_type($value), called rather than written again: it runs once per wrong value,
 * at boot. A new string. */
static zend_string *debug_type(zval *value)
{
    zend_function *fn = zend_hash_str_find_ptr(EG(function_table), ZEND_STRL("get_debug_type"));
    zval result;
    if (fn == NULL) { /* disable_functions took it: PHP's own type name will do */
        const char *name = zend_zval_type_name(value);
        return zend_string_init(name, strlen(name), 0);
    }
    zend_call_known_function(fn, NULL, NULL, &result, 1, value, NULL);
    return Z_TYPE(result) == IS_STRING ? Z_STR(result) : ZSTR_EMPTY_ALLOC();
}

/* One CONFIG_TYPES entry as its strings [key, type, where]; false when it is not that. */
static bool entry_parts(zval *entry, zend_string *parts[3])
{
    ZVAL_DEREF(entry);
    for (zend_ulong i = 0; i < 3; i++) {
        zval *part =
            Z_TYPE_P(entry) == IS_ARRAY ? zend_hash_index_find(Z_ARRVAL_P(entry), i) : NULL;
        if (part == NULL || Z_TYPE_P(part) != IS_STRING) {
            return false;
        }
        parts[i] = Z_STR_P(part);
    }
    return true;
}

/* Appends "'KEY' is TYPE, #[Value] at WHERE takes DECLARED" to `wrong` ("; " between) when
 * the config holds the key with a value of the wrong type. */
static void check_entry(zval *config, zend_string *parts[3], smart_str *wrong)
{
    zval *value = config_find(config, ZSTR_VAL(parts[0]), ZSTR_LEN(parts[0]));
    if (value == NULL || accepts(parts[1], value) || EG(exception)) {
        return;
    }
    zend_string *actual = debug_type(value);
    smart_str_appends(wrong, wrong->s ? "; '" : "'");
    smart_str_append(wrong, parts[0]);
    smart_str_appends(wrong, "' is ");
    smart_str_append(wrong, actual);
    smart_str_appends(wrong, ", #[Value] at ");
    smart_str_append(wrong, parts[2]);
    smart_str_appends(wrong, " takes ");
    smart_str_append(wrong, parts[1]);
    zend_string_release(actual);
}

PHP_METHOD(Vela_Binder, checkConfig)
{
    zval *config, *entry;
    HashTable *types;
    zend_string *parts[3];
    smart_str wrong = {0};

    ZEND_PARSE_PARAMETERS_START(2, 2)
    Z_PARAM_ARRAY(config)
    Z_PARAM_ARRAY_HT(types)
    ZEND_PARSE_PARAMETERS_END();
    ZEND_HASH_FOREACH_VAL(types, entry)
    {
        if (!entry_parts(entry, parts)) {
            zend_argument_value_error(2, "must be a list of [key, type, where] strings");
            break;
        }
        check_entry(config, parts, &wrong);
        if (EG(exception)) {
            break;
        }
    }
    ZEND_HASH_FOREACH_END();
    if (wrong.s && !EG(exception)) {
        smart_str_0(&wrong);
        zend_throw_exception_ex(spl_ce_UnexpectedValueException, 0,
                                "vgen: config/ has the wrong type: %s; the container passes "
                                "config values under strict_types: convert them in the config "
                                "file",
                                ZSTR_VAL(wrong.s));
    }
    smart_str_free(&wrong);
}
