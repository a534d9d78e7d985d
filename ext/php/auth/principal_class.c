/*
 * Vela\Auth\Principal: who made the request (an id, scopes, a token's
 * claims), a plain object with readonly properties. Authenticate stores the
 * one it found as the request's attribute "Vela\Auth\Principal"; of() is
 * what the binders vgen generates call for a Principal parameter, so an
 * action that does not ask for one costs nothing.
 */
#include <php.h>
#include <Zend/zend_exceptions.h>

#include "php/auth/auth.h"
#include "php/core/binding.h"
#include "php/http/http.h"

zend_class_entry *vela_ce_auth_principal;

static void set_props(zend_object *obj, zend_string *id, zval *scopes, zval *claims)
{
    zend_update_property_str(vela_ce_auth_principal, obj, "id", 2, id);
    zend_update_property(vela_ce_auth_principal, obj, "scopes", 6, scopes);
    zend_update_property(vela_ce_auth_principal, obj, "claims", 6, claims);
}

void vela_php_auth_principal_new(zend_string *id, zval *scopes, zval *claims, zval *out)
{
    object_init_ex(out, vela_ce_auth_principal);
    set_props(Z_OBJ_P(out), id, scopes, claims);
}

/* Whether every item of `scopes` is a string. */
static bool all_strings(HashTable *scopes)
{
    zval *scope;
    ZEND_HASH_FOREACH_VAL(scopes, scope)
    {
        if (Z_TYPE_P(scope) != IS_STRING) {
            return false;
        }
    }
    ZEND_HASH_FOREACH_END();
    return true;
}

PHP_METHOD(Vela_Auth_Principal, __construct)
{
    zend_string *id;
    zval *scopes = NULL, *claims = NULL, empty;
    ZEND_PARSE_PARAMETERS_START(1, 3)
    Z_PARAM_STR(id)
    Z_PARAM_OPTIONAL
    Z_PARAM_ARRAY(scopes)
    Z_PARAM_ARRAY(claims)
    ZEND_PARSE_PARAMETERS_END();
    if (scopes && !all_strings(Z_ARRVAL_P(scopes))) {
        zend_argument_type_error(2, "must be a list of strings");
        RETURN_THROWS();
    }
    ZVAL_EMPTY_ARRAY(&empty);
    set_props(Z_OBJ_P(ZEND_THIS), id, scopes ? scopes : &empty, claims ? claims : &empty);
}

PHP_METHOD(Vela_Auth_Principal, can)
{
    zend_string *scope;
    zval rv, *scopes, *item;
    ZEND_PARSE_PARAMETERS_START(1, 1)
    Z_PARAM_STR(scope)
    ZEND_PARSE_PARAMETERS_END();
    scopes = zend_read_property(vela_ce_auth_principal, Z_OBJ_P(ZEND_THIS), "scopes", 6, 1, &rv);
    if (Z_TYPE_P(scopes) == IS_ARRAY) {
        ZEND_HASH_FOREACH_VAL(Z_ARRVAL_P(scopes), item)
        {
            if (Z_TYPE_P(item) == IS_STRING && zend_string_equals(Z_STR_P(item), scope)) {
                RETURN_TRUE;
            }
        }
        ZEND_HASH_FOREACH_END();
    }
    RETURN_FALSE;
}

PHP_METHOD(Vela_Auth_Principal, of)
{
    zval *request;
    bool optional = false;
    ZEND_PARSE_PARAMETERS_START(1, 2)
    Z_PARAM_OBJECT_OF_CLASS(request, vela_ce_http_request)
    Z_PARAM_OPTIONAL
    Z_PARAM_BOOL(optional)
    ZEND_PARSE_PARAMETERS_END();
    vela_php_request_t *req = vela_php_request_from_obj(Z_OBJ_P(request));
    zval *found = Z_TYPE(req->attributes) == IS_ARRAY
                      ? zend_hash_str_find(Z_ARRVAL(req->attributes), "Vela\\Auth\\Principal", 19)
                      : NULL;
    if (found && Z_TYPE_P(found) == IS_OBJECT &&
        instanceof_function(Z_OBJCE_P(found), vela_ce_auth_principal)) {
        RETURN_COPY(found);
    }
    if (optional) {
        RETURN_NULL();
    }
    zend_string *challenge = zend_string_init("Bearer", 6, 0);
    vela_php_auth_throw(401, "authentication required", challenge);
    zend_string_release(challenge);
    RETURN_THROWS();
}

/* The Vela\Http exception class of `status`, looked up by name (app/ registers it). */
static zend_class_entry *exception_class(int status)
{
    const char *name =
        status == 403 ? "vela\\http\\forbiddenexception" : "vela\\http\\unauthorizedexception";
    zend_class_entry *ce = zend_hash_str_find_ptr(CG(class_table), name, strlen(name));
    return ce ? ce : vela_ce_core_exception;
}

void vela_php_auth_throw(int status, const char *message, zend_string *challenge)
{
    zend_class_entry *ce = exception_class(status);
    zval exception, args[2];
    ZVAL_STRING(&args[0], message);
    array_init(&args[1]);
    if (challenge) {
        add_assoc_str(&args[1], "WWW-Authenticate", zend_string_copy(challenge));
    }
    object_init_ex(&exception, ce);
    zend_call_known_instance_method(ce->constructor, Z_OBJ(exception), NULL, 2, args);
    zval_ptr_dtor(&args[0]);
    zval_ptr_dtor(&args[1]);
    if (EG(exception)) {
        zval_ptr_dtor(&exception);
        return;
    }
    zend_throw_exception_object(&exception);
}
