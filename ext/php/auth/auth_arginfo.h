/* This is a generated file, edit the .stub.php file instead.
 * Stub hash: e939a3cc833945aed49ba236bd2c9a550691a5cd */

ZEND_BEGIN_ARG_INFO_EX(arginfo_class_Vela_Auth_Principal___construct, 0, 0, 1)
	ZEND_ARG_TYPE_INFO(0, id, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, scopes, IS_ARRAY, 0, "[]")
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, claims, IS_ARRAY, 0, "[]")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Auth_Principal_can, 0, 1, _IS_BOOL, 0)
	ZEND_ARG_TYPE_INFO(0, scope, IS_STRING, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_OBJ_INFO_EX(arginfo_class_Vela_Auth_Principal_of, 0, 1, Vela\\Auth\\Principal, 1)
	ZEND_ARG_OBJ_INFO(0, request, Vela\\Http\\Request, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, optional, _IS_BOOL, 0, "false")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Auth_KeyResolver_find, 0, 1, IS_ARRAY, 1)
	ZEND_ARG_TYPE_INFO(0, id, IS_STRING, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_INFO_EX(arginfo_class_Vela_Auth_Authenticate___construct, 0, 0, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, jwt, IS_ARRAY, 0, "[]")
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, keys, IS_MIXED, 0, "null")
	ZEND_ARG_OBJ_INFO_WITH_DEFAULT_VALUE(0, clock, Vela\\Clock, 1, "null")
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, container, IS_OBJECT, 1, "null")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Auth_Authenticate_process, 0, 2, IS_MIXED, 0)
	ZEND_ARG_OBJ_INFO(0, request, Vela\\Http\\Request, 0)
	ZEND_ARG_OBJ_INFO(0, next, Vela\\Http\\\116ext, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, args, IS_ARRAY, 0, "[]")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_INFO_EX(arginfo_class_Vela_Attribute_RequireScope___construct, 0, 0, 0)
	ZEND_ARG_VARIADIC_TYPE_INFO(0, scopes, IS_STRING, 0)
ZEND_END_ARG_INFO()


ZEND_METHOD(Vela_Auth_Principal, __construct);
ZEND_METHOD(Vela_Auth_Principal, can);
ZEND_METHOD(Vela_Auth_Principal, of);
ZEND_METHOD(Vela_Auth_Authenticate, __construct);
ZEND_METHOD(Vela_Auth_Authenticate, process);
ZEND_METHOD(Vela_Attribute_RequireScope, __construct);


static const zend_function_entry class_Vela_Auth_Principal_methods[] = {
	ZEND_ME(Vela_Auth_Principal, __construct, arginfo_class_Vela_Auth_Principal___construct, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Auth_Principal, can, arginfo_class_Vela_Auth_Principal_can, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Auth_Principal, of, arginfo_class_Vela_Auth_Principal_of, ZEND_ACC_PUBLIC|ZEND_ACC_STATIC)
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Auth_KeyResolver_methods[] = {
	ZEND_ABSTRACT_ME_WITH_FLAGS(Vela_Auth_KeyResolver, find, arginfo_class_Vela_Auth_KeyResolver_find, ZEND_ACC_PUBLIC|ZEND_ACC_ABSTRACT)
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Auth_Authenticate_methods[] = {
	ZEND_ME(Vela_Auth_Authenticate, __construct, arginfo_class_Vela_Auth_Authenticate___construct, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Auth_Authenticate, process, arginfo_class_Vela_Auth_Authenticate_process, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Attribute_RequireScope_methods[] = {
	ZEND_ME(Vela_Attribute_RequireScope, __construct, arginfo_class_Vela_Attribute_RequireScope___construct, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};

static zend_class_entry *register_class_Vela_Auth_Principal(void)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Auth", "Principal", class_Vela_Auth_Principal_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);
	class_entry->ce_flags |= ZEND_ACC_FINAL;

	zval property_id_default_value;
	ZVAL_UNDEF(&property_id_default_value);
	zend_string *property_id_name = zend_string_init("id", sizeof("id") - 1, 1);
	zend_declare_typed_property(class_entry, property_id_name, &property_id_default_value, ZEND_ACC_PUBLIC|ZEND_ACC_READONLY, NULL, (zend_type) ZEND_TYPE_INIT_MASK(MAY_BE_STRING));
	zend_string_release(property_id_name);

	zval property_scopes_default_value;
	ZVAL_UNDEF(&property_scopes_default_value);
	zend_string *property_scopes_name = zend_string_init("scopes", sizeof("scopes") - 1, 1);
	zend_declare_typed_property(class_entry, property_scopes_name, &property_scopes_default_value, ZEND_ACC_PUBLIC|ZEND_ACC_READONLY, NULL, (zend_type) ZEND_TYPE_INIT_MASK(MAY_BE_ARRAY));
	zend_string_release(property_scopes_name);

	zval property_claims_default_value;
	ZVAL_UNDEF(&property_claims_default_value);
	zend_string *property_claims_name = zend_string_init("claims", sizeof("claims") - 1, 1);
	zend_declare_typed_property(class_entry, property_claims_name, &property_claims_default_value, ZEND_ACC_PUBLIC|ZEND_ACC_READONLY, NULL, (zend_type) ZEND_TYPE_INIT_MASK(MAY_BE_ARRAY));
	zend_string_release(property_claims_name);

	return class_entry;
}

static zend_class_entry *register_class_Vela_Auth_KeyResolver(void)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Auth", "KeyResolver", class_Vela_Auth_KeyResolver_methods);
	class_entry = zend_register_internal_interface(&ce);

	return class_entry;
}

static zend_class_entry *register_class_Vela_Auth_Authenticate(zend_class_entry *class_entry_Vela_Http_Middleware)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Auth", "Authenticate", class_Vela_Auth_Authenticate_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);
	class_entry->ce_flags |= ZEND_ACC_FINAL;
	zend_class_implements(class_entry, 1, class_entry_Vela_Http_Middleware);

	return class_entry;
}

static zend_class_entry *register_class_Vela_Attribute_RequireScope(void)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Attribute", "RequireScope", class_Vela_Attribute_RequireScope_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);
	class_entry->ce_flags |= ZEND_ACC_FINAL;

	zval property_scopes_default_value;
	ZVAL_EMPTY_ARRAY(&property_scopes_default_value);
	zend_string *property_scopes_name = zend_string_init("scopes", sizeof("scopes") - 1, 1);
	zend_declare_typed_property(class_entry, property_scopes_name, &property_scopes_default_value, ZEND_ACC_PUBLIC, NULL, (zend_type) ZEND_TYPE_INIT_MASK(MAY_BE_ARRAY));
	zend_string_release(property_scopes_name);

	return class_entry;
}
