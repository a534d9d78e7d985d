/*
 * Vela\Attribute\*: the attributes vgen reads, declared as real attribute
 * classes so IDEs, static analysers and ReflectionAttribute::newInstance()
 * know them. vgen reads them from source; nothing at run time needs them.
 *
 * Every constructor is the same function: each passed argument is stored in
 * the property named like its parameter (ext/vela.stub.php keeps the two in
 * step); a variadic parameter collects the rest, extra named arguments
 * included (#[Intercept(X::class, ttl: 5)]). #[Middleware] flattens arrays,
 * so #[Middleware([A::class, B::class])] and #[Middleware(A::class, B::class)]
 * mean the same.
 */
#include <php.h>
#include <Zend/zend_attributes.h>

#include "php/core/binding.h"

static void collect_variadic(zend_execute_data *execute_data, uint32_t from, bool flatten,
                             zval *out)
{
    array_init(out);
    for (uint32_t i = from; i < ZEND_CALL_NUM_ARGS(execute_data); i++) {
        zval *arg = ZEND_CALL_ARG(execute_data, i + 1);
        if (flatten && Z_TYPE_P(arg) == IS_ARRAY) {
            zval *item;
            ZEND_HASH_FOREACH_VAL(Z_ARRVAL_P(arg), item)
            {
                Z_TRY_ADDREF_P(item);
                add_next_index_zval(out, item);
            }
            ZEND_HASH_FOREACH_END();
        } else {
            Z_TRY_ADDREF_P(arg);
            add_next_index_zval(out, arg);
        }
    }
    if (ZEND_CALL_INFO(execute_data) & ZEND_CALL_HAS_EXTRA_NAMED_PARAMS) {
        zend_string *name;
        zval *value;
        ZEND_HASH_FOREACH_STR_KEY_VAL(execute_data->extra_named_params, name, value)
        {
            Z_TRY_ADDREF_P(value);
            zend_hash_update(Z_ARRVAL_P(out), name, value);
        }
        ZEND_HASH_FOREACH_END();
    }
}

static PHP_METHOD(Vela_Attribute, __construct)
{
    zend_function *fn = EX(func);
    zend_object *obj = Z_OBJ_P(ZEND_THIS);
    uint32_t declared = fn->common.num_args;
    uint32_t passed = ZEND_CALL_NUM_ARGS(execute_data);

    for (uint32_t i = 0; i < declared && i < passed; i++) {
        zval *arg = ZEND_CALL_ARG(execute_data, i + 1);
        const char *param = fn->internal_function.arg_info[i].name;
        zend_string *name = zend_string_init(param, strlen(param), 0);
        zend_update_property_ex(obj->ce, obj, name, arg);
        zend_string_release(name);
        if (EG(exception)) {
            RETURN_THROWS();
        }
    }
    if (fn->common.fn_flags & ZEND_ACC_VARIADIC) {
        const char *variadic = fn->internal_function.arg_info[declared].name;
        zval rest;
        collect_variadic(execute_data, declared, strcmp(variadic, "middleware") == 0, &rest);
        zend_update_property(obj->ce, obj, variadic, strlen(variadic), &rest);
        zval_ptr_dtor(&rest);
    }
}

/* The arginfo's method tables name one constructor per class; all are this one. */
#define VELA_ATTRIBUTE_CONSTRUCTOR(cls)                                                            \
    ZEND_METHOD(Vela_Attribute_##cls, __construct)                                                 \
    {                                                                                              \
        ZEND_MN(Vela_Attribute___construct)(INTERNAL_FUNCTION_PARAM_PASSTHRU);                     \
    }
VELA_ATTRIBUTE_CONSTRUCTOR(Controller)
VELA_ATTRIBUTE_CONSTRUCTOR(Command)
VELA_ATTRIBUTE_CONSTRUCTOR(HttpRoute)
VELA_ATTRIBUTE_CONSTRUCTOR(Route)
VELA_ATTRIBUTE_CONSTRUCTOR(Middleware)
VELA_ATTRIBUTE_CONSTRUCTOR(WebSocket)
VELA_ATTRIBUTE_CONSTRUCTOR(Inject)
VELA_ATTRIBUTE_CONSTRUCTOR(Value)
VELA_ATTRIBUTE_CONSTRUCTOR(Bind)
VELA_ATTRIBUTE_CONSTRUCTOR(Intercept)
VELA_ATTRIBUTE_CONSTRUCTOR(Transactional)
VELA_ATTRIBUTE_CONSTRUCTOR(Cacheable)
VELA_ATTRIBUTE_CONSTRUCTOR(CacheEvict)
VELA_ATTRIBUTE_CONSTRUCTOR(Query)
VELA_ATTRIBUTE_CONSTRUCTOR(Header)
VELA_ATTRIBUTE_CONSTRUCTOR(Cookie)
VELA_ATTRIBUTE_CONSTRUCTOR(Body)
VELA_ATTRIBUTE_CONSTRUCTOR(RequireScope) /* declared by php/auth/auth.stub.php */

#define VELA_CONSTRAINT_CONSTRUCTOR(cls)                                                           \
    ZEND_METHOD(Vela_Validation_##cls, __construct)                                                \
    {                                                                                              \
        ZEND_MN(Vela_Attribute___construct)(INTERNAL_FUNCTION_PARAM_PASSTHRU);                     \
    }
VELA_CONSTRAINT_CONSTRUCTOR(NotBlank)
VELA_CONSTRAINT_CONSTRUCTOR(Length)
VELA_CONSTRAINT_CONSTRUCTOR(Range)
VELA_CONSTRAINT_CONSTRUCTOR(Regex)
VELA_CONSTRAINT_CONSTRUCTOR(Email)
VELA_CONSTRAINT_CONSTRUCTOR(Url)
VELA_CONSTRAINT_CONSTRUCTOR(Choice)
VELA_CONSTRAINT_CONSTRUCTOR(Count)
VELA_CONSTRAINT_CONSTRUCTOR(ListOf)

void vela_php_app_attribute_register(zend_class_entry *ce, uint32_t targets)
{
    zend_internal_attribute_register(ce, targets);
}
