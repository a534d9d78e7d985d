/*
 * Vela\Http\HttpException, its subclasses for the common statuses, and
 * Vela\Http\ValidationException: exceptions an action or a middleware
 * raises to answer with an HTTP error. Vela\App turns them into their
 * answer (errors.c); they carry everything it needs: the status (also the
 * exception's code), the headers to add, the message (the reason phrase
 * when empty), and for ValidationException the field errors. Each subclass
 * knows its status, so `throw new NotFoundException('no note 7')` is all an
 * action writes.
 */
#include <php.h>
#include <Zend/zend_exceptions.h>

#include "php/app/app.h"
#include "src/http/response_head.h"

zend_class_entry *vela_ce_http_http_exception;
zend_class_entry *vela_ce_http_validation_exception;

/* Sets what every HttpException holds; the message defaults to the reason phrase. */
static void init_exception(zend_object *self, zend_long status, zend_string *message,
                           HashTable *headers, zend_object *previous)
{
    zend_class_entry *ce = vela_ce_http_http_exception;
    zval value;
    zend_update_property_long(ce, self, "status", 6, status);
    ZVAL_ARR(&value, headers ? zend_array_dup(headers) : zend_new_array(0));
    zend_update_property(ce, self, "headers", 7, &value);
    zval_ptr_dtor(&value);
    if (message != NULL && ZSTR_LEN(message) > 0) {
        zend_update_property_str(zend_ce_exception, self, "message", 7, message);
    } else {
        zend_update_property_string(zend_ce_exception, self, "message", 7,
                                    vela_http_reason_phrase((int)status));
    }
    zend_update_property_long(zend_ce_exception, self, "code", 4, status);
    if (previous != NULL) {
        ZVAL_OBJ(&value, previous);
        zend_update_property(zend_ce_exception, self, "previous", 8, &value);
    }
}

PHP_METHOD(Vela_Http_HttpException, __construct)
{
    zend_long status;
    zend_string *message = NULL;
    HashTable *headers = NULL;
    zend_object *previous = NULL;

    ZEND_PARSE_PARAMETERS_START(1, 4)
    Z_PARAM_LONG(status)
    Z_PARAM_OPTIONAL
    Z_PARAM_STR(message)
    Z_PARAM_ARRAY_HT(headers)
    Z_PARAM_OBJ_OF_CLASS_OR_NULL(previous, zend_ce_throwable)
    ZEND_PARSE_PARAMETERS_END();
    if (status < 400 || status > 599) {
        zend_argument_value_error(1, "must be an error status (400 to 599), %ld given",
                                  (long)status);
        RETURN_THROWS();
    }
    init_exception(Z_OBJ_P(ZEND_THIS), status, message, headers, previous);
}

/* The constructor of a subclass: its status, then (message, headers, previous). */
static void construct_with_status(INTERNAL_FUNCTION_PARAMETERS, zend_long status)
{
    zend_string *message = NULL;
    HashTable *headers = NULL;
    zend_object *previous = NULL;

    ZEND_PARSE_PARAMETERS_START(0, 3)
    Z_PARAM_OPTIONAL
    Z_PARAM_STR(message)
    Z_PARAM_ARRAY_HT(headers)
    Z_PARAM_OBJ_OF_CLASS_OR_NULL(previous, zend_ce_throwable)
    ZEND_PARSE_PARAMETERS_END();
    init_exception(Z_OBJ_P(ZEND_THIS), status, message, headers, previous);
}

#define VELA_HTTP_EXCEPTION(name, status)                                                          \
    PHP_METHOD(Vela_Http_##name, __construct)                                                      \
    {                                                                                              \
        construct_with_status(INTERNAL_FUNCTION_PARAM_PASSTHRU, status);                           \
    }
VELA_HTTP_EXCEPTION(BadRequestException, 400)
VELA_HTTP_EXCEPTION(UnauthorizedException, 401)
VELA_HTTP_EXCEPTION(ForbiddenException, 403)
VELA_HTTP_EXCEPTION(NotFoundException, 404)
VELA_HTTP_EXCEPTION(ConflictException, 409)
VELA_HTTP_EXCEPTION(GoneException, 410)
VELA_HTTP_EXCEPTION(TooManyRequestsException, 429)
VELA_HTTP_EXCEPTION(ServiceUnavailableException, 503)

PHP_METHOD(Vela_Http_ValidationException, __construct)
{
    HashTable *errors;
    zend_string *message = NULL;
    zval value;

    ZEND_PARSE_PARAMETERS_START(1, 2)
    Z_PARAM_ARRAY_HT(errors)
    Z_PARAM_OPTIONAL
    Z_PARAM_STR(message)
    ZEND_PARSE_PARAMETERS_END();
    init_exception(Z_OBJ_P(ZEND_THIS), 422, message, NULL, NULL);
    ZVAL_ARR(&value, zend_array_dup(errors));
    zend_update_property(vela_ce_http_validation_exception, Z_OBJ_P(ZEND_THIS), "errors", 6,
                         &value);
    zval_ptr_dtor(&value);
}

void vela_php_app_http_exception_throw(int status, const char *format, ...)
{
    va_list args;
    va_start(args, format);
    zend_string *message = zend_vstrpprintf(0, format, args);
    va_end(args);
    zend_class_entry *ce = NULL;
    if (status == 400) {
        ce = zend_hash_str_find_ptr(CG(class_table), "vela\\http\\badrequestexception", 29);
    }
    zval ex;
    object_init_ex(&ex, ce ? ce : vela_ce_http_http_exception);
    init_exception(Z_OBJ(ex), status, message, NULL, NULL);
    zend_string_release(message);
    zend_throw_exception_object(&ex);
}

void vela_php_app_http_exception_throw_headers(int status, HashTable *headers)
{
    zend_class_entry *ce = NULL;
    if (status == 404) {
        ce = zend_hash_str_find_ptr(CG(class_table), "vela\\http\\notfoundexception", 27);
    }
    zval ex;
    object_init_ex(&ex, ce ? ce : vela_ce_http_http_exception);
    init_exception(Z_OBJ(ex), status, NULL, headers, NULL);
    zend_throw_exception_object(&ex);
}

void vela_php_app_http_exceptions_register(zend_class_entry *http_exception,
                                           zend_class_entry *validation)
{
    vela_ce_http_http_exception = http_exception;
    vela_ce_http_validation_exception = validation;
}
