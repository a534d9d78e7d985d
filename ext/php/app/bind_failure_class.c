/*
 * Vela\BindFailure: the exception a generated binder throws when a request
 * cannot become an action's arguments. It carries the HTTP status (404, 400
 * or 422, also its code) and the field => message map that Vela\App sends
 * as {"errors": …}; its message joins them ("id must be an integer; page is
 * required"), so a log line says what was wrong. A plain RuntimeException
 * otherwise: constructible, serializable, not clonable.
 */
#include <php.h>
#include <Zend/zend_exceptions.h>
#include <zend_smart_str.h>

#include "php/app/app.h"

zend_class_entry *vela_ce_app_bind_failure;

/* "field message; field message" */
static zend_string *join_errors(HashTable *errors)
{
    smart_str out = {0};
    zend_string *field;
    zend_ulong index;
    zval *message;
    ZEND_HASH_FOREACH_KEY_VAL(errors, index, field, message)
    {
        zend_string *text = zval_try_get_string(message);
        if (text == NULL) {
            smart_str_free(&out);
            return NULL;
        }
        smart_str_appends(&out, out.s ? "; " : "");
        if (field != NULL) {
            smart_str_append(&out, field);
        } else {
            smart_str_append_long(&out, (zend_long)index);
        }
        smart_str_appendc(&out, ' ');
        smart_str_append(&out, text);
        zend_string_release(text);
    }
    ZEND_HASH_FOREACH_END();
    smart_str_0(&out);
    return out.s ? out.s : ZSTR_EMPTY_ALLOC();
}

PHP_METHOD(Vela_BindFailure, __construct)
{
    zend_long status;
    zval *errors;
    zend_object *self = Z_OBJ_P(ZEND_THIS);

    ZEND_PARSE_PARAMETERS_START(2, 2)
    Z_PARAM_LONG(status)
    Z_PARAM_ARRAY(errors)
    ZEND_PARSE_PARAMETERS_END();
    zend_string *message = join_errors(Z_ARRVAL_P(errors));
    if (message == NULL) {
        RETURN_THROWS();
    }
    zend_update_property_long(vela_ce_app_bind_failure, self, "status", 6, status);
    zend_update_property(vela_ce_app_bind_failure, self, "errors", 6, errors);
    zend_update_property_str(zend_ce_exception, self, "message", 7, message);
    zend_update_property_long(zend_ce_exception, self, "code", 4, status);
    zend_string_release(message);
}

void vela_php_app_bind_failure_throw(int status, zval *errors)
{
    zval ex, args[2];
    object_init_ex(&ex, vela_ce_app_bind_failure);
    ZVAL_LONG(&args[0], status);
    ZVAL_COPY_VALUE(&args[1], errors);
    zend_call_known_instance_method(vela_ce_app_bind_failure->constructor, Z_OBJ(ex), NULL, 2,
                                    args);
    if (EG(exception)) {
        zval_ptr_dtor(&ex);
        return;
    }
    zend_throw_exception_object(&ex);
}

void vela_php_app_bind_failure_register(zend_class_entry *ce)
{
    vela_ce_app_bind_failure = ce;
}
