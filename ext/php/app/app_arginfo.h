/* This is a generated file, edit the .stub.php file instead.
 * Stub hash: 9a820d71b6b8ad8d67ff7589b6ea5261341bffbc */

ZEND_BEGIN_ARG_INFO_EX(arginfo_class_Vela_App___construct, 0, 0, 2)
	ZEND_ARG_TYPE_INFO(0, root, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO(0, container, IS_OBJECT, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_OBJ_INFO_EX(arginfo_class_Vela_App_handle, 0, 1, Vela\\Http\\Response, 0)
	ZEND_ARG_OBJ_INFO(0, request, Vela\\Http\\Request, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_OBJ_INFO_EX(arginfo_class_Vela_App_server, 0, 0, Vela\\Http\\Server, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_App_run, 0, 0, IS_VOID, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_App_openPools, 0, 0, IS_VOID, 0)
	ZEND_ARG_OBJ_INFO_WITH_DEFAULT_VALUE(0, server, Vela\\Http\\Server, 1, "null")
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_App_closePools arginfo_class_Vela_App_openPools

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_App_url, 0, 1, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO(0, name, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, params, IS_ARRAY, 0, "[]")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_INFO_EX(arginfo_class_Vela_BindFailure___construct, 0, 0, 2)
	ZEND_ARG_TYPE_INFO(0, status, IS_LONG, 0)
	ZEND_ARG_TYPE_INFO(0, errors, IS_ARRAY, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_INFO_EX(arginfo_class_Vela_Binder___construct, 0, 0, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Binder_body, 0, 1, IS_MIXED, 0)
	ZEND_ARG_TYPE_INFO(0, request, IS_OBJECT, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Binder_invalid, 0, 3, IS_NULL, 1)
	ZEND_ARG_TYPE_INFO(1, errors, IS_ARRAY, 0)
	ZEND_ARG_TYPE_INFO(0, field, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO(0, message, IS_STRING, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Binder_toInt, 0, 1, IS_LONG, 1)
	ZEND_ARG_TYPE_INFO(0, value, IS_MIXED, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Binder_toFloat, 0, 1, IS_DOUBLE, 1)
	ZEND_ARG_TYPE_INFO(0, value, IS_MIXED, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Binder_toBool, 0, 1, _IS_BOOL, 1)
	ZEND_ARG_TYPE_INFO(0, value, IS_MIXED, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Binder_toString, 0, 1, IS_STRING, 1)
	ZEND_ARG_TYPE_INFO(0, value, IS_MIXED, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Binder_toArray, 0, 1, IS_ARRAY, 1)
	ZEND_ARG_TYPE_INFO(0, value, IS_MIXED, 0)
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Binder_toScalarList arginfo_class_Vela_Binder_toArray

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Http_Middleware_process, 0, 2, IS_MIXED, 0)
	ZEND_ARG_OBJ_INFO(0, request, Vela\\Http\\Request, 0)
	ZEND_ARG_OBJ_INFO(0, next, Vela\\Http\\\116ext, 0)
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Http_Next___construct arginfo_class_Vela_Binder___construct

#define arginfo_class_Vela_Http_Next___invoke arginfo_class_Vela_App_handle

ZEND_BEGIN_ARG_INFO_EX(arginfo_class_Vela_Attribute_Controller___construct, 0, 0, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, prefix, IS_STRING, 0, "\"\"")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_INFO_EX(arginfo_class_Vela_Attribute_HttpRoute___construct, 0, 0, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, path, IS_STRING, 0, "\"/\"")
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, name, IS_STRING, 1, "null")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_INFO_EX(arginfo_class_Vela_Attribute_Route___construct, 0, 0, 1)
	ZEND_ARG_TYPE_MASK(0, methods, MAY_BE_STRING|MAY_BE_ARRAY, NULL)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, path, IS_STRING, 0, "\"/\"")
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, name, IS_STRING, 1, "null")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_INFO_EX(arginfo_class_Vela_Attribute_Middleware___construct, 0, 0, 0)
	ZEND_ARG_VARIADIC_TYPE_INFO(0, middleware, IS_MIXED, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_INFO_EX(arginfo_class_Vela_Attribute_Inject___construct, 0, 0, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, id, IS_STRING, 1, "null")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_INFO_EX(arginfo_class_Vela_Attribute_Value___construct, 0, 0, 1)
	ZEND_ARG_TYPE_INFO(0, key, IS_STRING, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_INFO_EX(arginfo_class_Vela_Attribute_Bind___construct, 0, 0, 0)
	ZEND_ARG_TYPE_MASK(0, id, MAY_BE_STRING|MAY_BE_ARRAY|MAY_BE_NULL, "null")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_INFO_EX(arginfo_class_Vela_Attribute_Intercept___construct, 0, 0, 1)
	ZEND_ARG_TYPE_INFO(0, interceptor, IS_STRING, 0)
	ZEND_ARG_VARIADIC_TYPE_INFO(0, options, IS_MIXED, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_INFO_EX(arginfo_class_Vela_Attribute_Transactional___construct, 0, 0, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, pool, IS_STRING, 1, "null")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_INFO_EX(arginfo_class_Vela_Attribute_Cacheable___construct, 0, 0, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, ttl, IS_LONG, 0, "0")
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, key, IS_STRING, 1, "null")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_INFO_EX(arginfo_class_Vela_Attribute_Query___construct, 0, 0, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, name, IS_STRING, 1, "null")
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Attribute_Header___construct arginfo_class_Vela_Attribute_Query___construct

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Interceptor_MethodInterceptor_intercept, 0, 5, IS_MIXED, 0)
	ZEND_ARG_TYPE_INFO(0, target, IS_OBJECT, 0)
	ZEND_ARG_TYPE_INFO(0, method, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO(0, args, IS_ARRAY, 0)
	ZEND_ARG_OBJ_INFO(0, proceed, Closure, 0)
	ZEND_ARG_TYPE_INFO(0, options, IS_ARRAY, 0)
ZEND_END_ARG_INFO()


ZEND_METHOD(Vela_App, __construct);
ZEND_METHOD(Vela_App, handle);
ZEND_METHOD(Vela_App, server);
ZEND_METHOD(Vela_App, run);
ZEND_METHOD(Vela_App, openPools);
ZEND_METHOD(Vela_App, closePools);
ZEND_METHOD(Vela_App, url);
ZEND_METHOD(Vela_BindFailure, __construct);
ZEND_METHOD(Vela_Binder, __construct);
ZEND_METHOD(Vela_Binder, body);
ZEND_METHOD(Vela_Binder, invalid);
ZEND_METHOD(Vela_Binder, toInt);
ZEND_METHOD(Vela_Binder, toFloat);
ZEND_METHOD(Vela_Binder, toBool);
ZEND_METHOD(Vela_Binder, toString);
ZEND_METHOD(Vela_Binder, toArray);
ZEND_METHOD(Vela_Binder, toScalarList);
ZEND_METHOD(Vela_Http_Next, __construct);
ZEND_METHOD(Vela_Http_Next, __invoke);
ZEND_METHOD(Vela_Attribute_Controller, __construct);
ZEND_METHOD(Vela_Attribute_HttpRoute, __construct);
ZEND_METHOD(Vela_Attribute_Route, __construct);
ZEND_METHOD(Vela_Attribute_Middleware, __construct);
ZEND_METHOD(Vela_Attribute_Inject, __construct);
ZEND_METHOD(Vela_Attribute_Value, __construct);
ZEND_METHOD(Vela_Attribute_Bind, __construct);
ZEND_METHOD(Vela_Attribute_Intercept, __construct);
ZEND_METHOD(Vela_Attribute_Transactional, __construct);
ZEND_METHOD(Vela_Attribute_Cacheable, __construct);
ZEND_METHOD(Vela_Attribute_Query, __construct);
ZEND_METHOD(Vela_Attribute_Header, __construct);


static const zend_function_entry class_Vela_App_methods[] = {
	ZEND_ME(Vela_App, __construct, arginfo_class_Vela_App___construct, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_App, handle, arginfo_class_Vela_App_handle, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_App, server, arginfo_class_Vela_App_server, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_App, run, arginfo_class_Vela_App_run, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_App, openPools, arginfo_class_Vela_App_openPools, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_App, closePools, arginfo_class_Vela_App_closePools, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_App, url, arginfo_class_Vela_App_url, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};


static const zend_function_entry class_Vela_BindFailure_methods[] = {
	ZEND_ME(Vela_BindFailure, __construct, arginfo_class_Vela_BindFailure___construct, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Binder_methods[] = {
	ZEND_ME(Vela_Binder, __construct, arginfo_class_Vela_Binder___construct, ZEND_ACC_PRIVATE)
	ZEND_ME(Vela_Binder, body, arginfo_class_Vela_Binder_body, ZEND_ACC_PUBLIC|ZEND_ACC_STATIC)
	ZEND_ME(Vela_Binder, invalid, arginfo_class_Vela_Binder_invalid, ZEND_ACC_PUBLIC|ZEND_ACC_STATIC)
	ZEND_ME(Vela_Binder, toInt, arginfo_class_Vela_Binder_toInt, ZEND_ACC_PUBLIC|ZEND_ACC_STATIC)
	ZEND_ME(Vela_Binder, toFloat, arginfo_class_Vela_Binder_toFloat, ZEND_ACC_PUBLIC|ZEND_ACC_STATIC)
	ZEND_ME(Vela_Binder, toBool, arginfo_class_Vela_Binder_toBool, ZEND_ACC_PUBLIC|ZEND_ACC_STATIC)
	ZEND_ME(Vela_Binder, toString, arginfo_class_Vela_Binder_toString, ZEND_ACC_PUBLIC|ZEND_ACC_STATIC)
	ZEND_ME(Vela_Binder, toArray, arginfo_class_Vela_Binder_toArray, ZEND_ACC_PUBLIC|ZEND_ACC_STATIC)
	ZEND_ME(Vela_Binder, toScalarList, arginfo_class_Vela_Binder_toScalarList, ZEND_ACC_PUBLIC|ZEND_ACC_STATIC)
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Http_Middleware_methods[] = {
	ZEND_ABSTRACT_ME_WITH_FLAGS(Vela_Http_Middleware, process, arginfo_class_Vela_Http_Middleware_process, ZEND_ACC_PUBLIC|ZEND_ACC_ABSTRACT)
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Http_Next_methods[] = {
	ZEND_ME(Vela_Http_Next, __construct, arginfo_class_Vela_Http_Next___construct, ZEND_ACC_PRIVATE)
	ZEND_ME(Vela_Http_Next, __invoke, arginfo_class_Vela_Http_Next___invoke, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Attribute_Controller_methods[] = {
	ZEND_ME(Vela_Attribute_Controller, __construct, arginfo_class_Vela_Attribute_Controller___construct, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Attribute_HttpRoute_methods[] = {
	ZEND_ME(Vela_Attribute_HttpRoute, __construct, arginfo_class_Vela_Attribute_HttpRoute___construct, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Attribute_Get_methods[] = {
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Attribute_Post_methods[] = {
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Attribute_Put_methods[] = {
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Attribute_Patch_methods[] = {
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Attribute_Delete_methods[] = {
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Attribute_Route_methods[] = {
	ZEND_ME(Vela_Attribute_Route, __construct, arginfo_class_Vela_Attribute_Route___construct, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Attribute_Middleware_methods[] = {
	ZEND_ME(Vela_Attribute_Middleware, __construct, arginfo_class_Vela_Attribute_Middleware___construct, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Attribute_Inject_methods[] = {
	ZEND_ME(Vela_Attribute_Inject, __construct, arginfo_class_Vela_Attribute_Inject___construct, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Attribute_Value_methods[] = {
	ZEND_ME(Vela_Attribute_Value, __construct, arginfo_class_Vela_Attribute_Value___construct, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Attribute_Bind_methods[] = {
	ZEND_ME(Vela_Attribute_Bind, __construct, arginfo_class_Vela_Attribute_Bind___construct, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Attribute_Transient_methods[] = {
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Attribute_Lazy_methods[] = {
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Attribute_Intercept_methods[] = {
	ZEND_ME(Vela_Attribute_Intercept, __construct, arginfo_class_Vela_Attribute_Intercept___construct, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Attribute_Transactional_methods[] = {
	ZEND_ME(Vela_Attribute_Transactional, __construct, arginfo_class_Vela_Attribute_Transactional___construct, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Attribute_Cacheable_methods[] = {
	ZEND_ME(Vela_Attribute_Cacheable, __construct, arginfo_class_Vela_Attribute_Cacheable___construct, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Attribute_Query_methods[] = {
	ZEND_ME(Vela_Attribute_Query, __construct, arginfo_class_Vela_Attribute_Query___construct, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Attribute_Header_methods[] = {
	ZEND_ME(Vela_Attribute_Header, __construct, arginfo_class_Vela_Attribute_Header___construct, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Attribute_Body_methods[] = {
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Interceptor_MethodInterceptor_methods[] = {
	ZEND_ABSTRACT_ME_WITH_FLAGS(Vela_Interceptor_MethodInterceptor, intercept, arginfo_class_Vela_Interceptor_MethodInterceptor_intercept, ZEND_ACC_PUBLIC|ZEND_ACC_ABSTRACT)
	ZEND_FE_END
};

static zend_class_entry *register_class_Vela_App(void)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela", "App", class_Vela_App_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);
	class_entry->ce_flags |= ZEND_ACC_FINAL;

	return class_entry;
}

static zend_class_entry *register_class_Vela_BindFailure(zend_class_entry *class_entry_Vela_Exception)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela", "BindFailure", class_Vela_BindFailure_methods);
	class_entry = zend_register_internal_class_ex(&ce, class_entry_Vela_Exception);
	class_entry->ce_flags |= ZEND_ACC_FINAL;

	zval property_status_default_value;
	ZVAL_UNDEF(&property_status_default_value);
	zend_string *property_status_name = zend_string_init("status", sizeof("status") - 1, 1);
	zend_declare_typed_property(class_entry, property_status_name, &property_status_default_value, ZEND_ACC_PUBLIC|ZEND_ACC_READONLY, NULL, (zend_type) ZEND_TYPE_INIT_MASK(MAY_BE_LONG));
	zend_string_release(property_status_name);

	zval property_errors_default_value;
	ZVAL_UNDEF(&property_errors_default_value);
	zend_string *property_errors_name = zend_string_init("errors", sizeof("errors") - 1, 1);
	zend_declare_typed_property(class_entry, property_errors_name, &property_errors_default_value, ZEND_ACC_PUBLIC|ZEND_ACC_READONLY, NULL, (zend_type) ZEND_TYPE_INIT_MASK(MAY_BE_ARRAY));
	zend_string_release(property_errors_name);

	return class_entry;
}

static zend_class_entry *register_class_Vela_Binder(void)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela", "Binder", class_Vela_Binder_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);
	class_entry->ce_flags |= ZEND_ACC_FINAL;

	return class_entry;
}

static zend_class_entry *register_class_Vela_Http_Middleware(void)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Http", "Middleware", class_Vela_Http_Middleware_methods);
	class_entry = zend_register_internal_interface(&ce);

	return class_entry;
}

static zend_class_entry *register_class_Vela_Http_Next(void)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Http", "Next", class_Vela_Http_Next_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);
	class_entry->ce_flags |= ZEND_ACC_FINAL;

	return class_entry;
}

static zend_class_entry *register_class_Vela_Attribute_Controller(void)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Attribute", "Controller", class_Vela_Attribute_Controller_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);
	class_entry->ce_flags |= ZEND_ACC_FINAL;

	zval property_prefix_default_value;
	ZVAL_EMPTY_STRING(&property_prefix_default_value);
	zend_string *property_prefix_name = zend_string_init("prefix", sizeof("prefix") - 1, 1);
	zend_declare_typed_property(class_entry, property_prefix_name, &property_prefix_default_value, ZEND_ACC_PUBLIC, NULL, (zend_type) ZEND_TYPE_INIT_MASK(MAY_BE_STRING));
	zend_string_release(property_prefix_name);

	return class_entry;
}

static zend_class_entry *register_class_Vela_Attribute_HttpRoute(void)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Attribute", "HttpRoute", class_Vela_Attribute_HttpRoute_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);
	class_entry->ce_flags |= ZEND_ACC_ABSTRACT;

	zval property_path_default_value;
	zend_string *property_path_default_value_str = zend_string_init("/", strlen("/"), 1);
	ZVAL_STR(&property_path_default_value, property_path_default_value_str);
	zend_string *property_path_name = zend_string_init("path", sizeof("path") - 1, 1);
	zend_declare_typed_property(class_entry, property_path_name, &property_path_default_value, ZEND_ACC_PUBLIC, NULL, (zend_type) ZEND_TYPE_INIT_MASK(MAY_BE_STRING));
	zend_string_release(property_path_name);

	zval property_name_default_value;
	ZVAL_NULL(&property_name_default_value);
	zend_string *property_name_name = zend_string_init("name", sizeof("name") - 1, 1);
	zend_declare_typed_property(class_entry, property_name_name, &property_name_default_value, ZEND_ACC_PUBLIC, NULL, (zend_type) ZEND_TYPE_INIT_MASK(MAY_BE_STRING|MAY_BE_NULL));
	zend_string_release(property_name_name);

	return class_entry;
}

static zend_class_entry *register_class_Vela_Attribute_Get(zend_class_entry *class_entry_Vela_Attribute_HttpRoute)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Attribute", "Get", class_Vela_Attribute_Get_methods);
	class_entry = zend_register_internal_class_ex(&ce, class_entry_Vela_Attribute_HttpRoute);
	class_entry->ce_flags |= ZEND_ACC_FINAL;

	return class_entry;
}

static zend_class_entry *register_class_Vela_Attribute_Post(zend_class_entry *class_entry_Vela_Attribute_HttpRoute)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Attribute", "Post", class_Vela_Attribute_Post_methods);
	class_entry = zend_register_internal_class_ex(&ce, class_entry_Vela_Attribute_HttpRoute);
	class_entry->ce_flags |= ZEND_ACC_FINAL;

	return class_entry;
}

static zend_class_entry *register_class_Vela_Attribute_Put(zend_class_entry *class_entry_Vela_Attribute_HttpRoute)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Attribute", "Put", class_Vela_Attribute_Put_methods);
	class_entry = zend_register_internal_class_ex(&ce, class_entry_Vela_Attribute_HttpRoute);
	class_entry->ce_flags |= ZEND_ACC_FINAL;

	return class_entry;
}

static zend_class_entry *register_class_Vela_Attribute_Patch(zend_class_entry *class_entry_Vela_Attribute_HttpRoute)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Attribute", "Patch", class_Vela_Attribute_Patch_methods);
	class_entry = zend_register_internal_class_ex(&ce, class_entry_Vela_Attribute_HttpRoute);
	class_entry->ce_flags |= ZEND_ACC_FINAL;

	return class_entry;
}

static zend_class_entry *register_class_Vela_Attribute_Delete(zend_class_entry *class_entry_Vela_Attribute_HttpRoute)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Attribute", "Delete", class_Vela_Attribute_Delete_methods);
	class_entry = zend_register_internal_class_ex(&ce, class_entry_Vela_Attribute_HttpRoute);
	class_entry->ce_flags |= ZEND_ACC_FINAL;

	return class_entry;
}

static zend_class_entry *register_class_Vela_Attribute_Route(void)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Attribute", "Route", class_Vela_Attribute_Route_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);
	class_entry->ce_flags |= ZEND_ACC_FINAL;

	zval property_methods_default_value;
	ZVAL_UNDEF(&property_methods_default_value);
	zend_string *property_methods_name = zend_string_init("methods", sizeof("methods") - 1, 1);
	zend_declare_typed_property(class_entry, property_methods_name, &property_methods_default_value, ZEND_ACC_PUBLIC, NULL, (zend_type) ZEND_TYPE_INIT_MASK(MAY_BE_STRING|MAY_BE_ARRAY));
	zend_string_release(property_methods_name);

	zval property_path_default_value;
	zend_string *property_path_default_value_str = zend_string_init("/", strlen("/"), 1);
	ZVAL_STR(&property_path_default_value, property_path_default_value_str);
	zend_string *property_path_name = zend_string_init("path", sizeof("path") - 1, 1);
	zend_declare_typed_property(class_entry, property_path_name, &property_path_default_value, ZEND_ACC_PUBLIC, NULL, (zend_type) ZEND_TYPE_INIT_MASK(MAY_BE_STRING));
	zend_string_release(property_path_name);

	zval property_name_default_value;
	ZVAL_NULL(&property_name_default_value);
	zend_string *property_name_name = zend_string_init("name", sizeof("name") - 1, 1);
	zend_declare_typed_property(class_entry, property_name_name, &property_name_default_value, ZEND_ACC_PUBLIC, NULL, (zend_type) ZEND_TYPE_INIT_MASK(MAY_BE_STRING|MAY_BE_NULL));
	zend_string_release(property_name_name);

	return class_entry;
}

static zend_class_entry *register_class_Vela_Attribute_Middleware(void)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Attribute", "Middleware", class_Vela_Attribute_Middleware_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);
	class_entry->ce_flags |= ZEND_ACC_FINAL;

	zval property_middleware_default_value;
	ZVAL_EMPTY_ARRAY(&property_middleware_default_value);
	zend_string *property_middleware_name = zend_string_init("middleware", sizeof("middleware") - 1, 1);
	zend_declare_typed_property(class_entry, property_middleware_name, &property_middleware_default_value, ZEND_ACC_PUBLIC, NULL, (zend_type) ZEND_TYPE_INIT_MASK(MAY_BE_ARRAY));
	zend_string_release(property_middleware_name);

	return class_entry;
}

static zend_class_entry *register_class_Vela_Attribute_Inject(void)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Attribute", "Inject", class_Vela_Attribute_Inject_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);
	class_entry->ce_flags |= ZEND_ACC_FINAL;

	zval property_id_default_value;
	ZVAL_NULL(&property_id_default_value);
	zend_string *property_id_name = zend_string_init("id", sizeof("id") - 1, 1);
	zend_declare_typed_property(class_entry, property_id_name, &property_id_default_value, ZEND_ACC_PUBLIC, NULL, (zend_type) ZEND_TYPE_INIT_MASK(MAY_BE_STRING|MAY_BE_NULL));
	zend_string_release(property_id_name);

	return class_entry;
}

static zend_class_entry *register_class_Vela_Attribute_Value(void)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Attribute", "Value", class_Vela_Attribute_Value_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);
	class_entry->ce_flags |= ZEND_ACC_FINAL;

	zval property_key_default_value;
	ZVAL_UNDEF(&property_key_default_value);
	zend_string *property_key_name = zend_string_init("key", sizeof("key") - 1, 1);
	zend_declare_typed_property(class_entry, property_key_name, &property_key_default_value, ZEND_ACC_PUBLIC, NULL, (zend_type) ZEND_TYPE_INIT_MASK(MAY_BE_STRING));
	zend_string_release(property_key_name);

	return class_entry;
}

static zend_class_entry *register_class_Vela_Attribute_Bind(void)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Attribute", "Bind", class_Vela_Attribute_Bind_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);
	class_entry->ce_flags |= ZEND_ACC_FINAL;

	zval property_id_default_value;
	ZVAL_NULL(&property_id_default_value);
	zend_string *property_id_name = zend_string_init("id", sizeof("id") - 1, 1);
	zend_declare_typed_property(class_entry, property_id_name, &property_id_default_value, ZEND_ACC_PUBLIC, NULL, (zend_type) ZEND_TYPE_INIT_MASK(MAY_BE_STRING|MAY_BE_ARRAY|MAY_BE_NULL));
	zend_string_release(property_id_name);

	return class_entry;
}

static zend_class_entry *register_class_Vela_Attribute_Transient(void)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Attribute", "Transient", class_Vela_Attribute_Transient_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);
	class_entry->ce_flags |= ZEND_ACC_FINAL;

	return class_entry;
}

static zend_class_entry *register_class_Vela_Attribute_Lazy(void)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Attribute", "Lazy", class_Vela_Attribute_Lazy_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);
	class_entry->ce_flags |= ZEND_ACC_FINAL;

	return class_entry;
}

static zend_class_entry *register_class_Vela_Attribute_Intercept(void)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Attribute", "Intercept", class_Vela_Attribute_Intercept_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);
	class_entry->ce_flags |= ZEND_ACC_FINAL;

	zval property_interceptor_default_value;
	ZVAL_UNDEF(&property_interceptor_default_value);
	zend_string *property_interceptor_name = zend_string_init("interceptor", sizeof("interceptor") - 1, 1);
	zend_declare_typed_property(class_entry, property_interceptor_name, &property_interceptor_default_value, ZEND_ACC_PUBLIC, NULL, (zend_type) ZEND_TYPE_INIT_MASK(MAY_BE_STRING));
	zend_string_release(property_interceptor_name);

	zval property_options_default_value;
	ZVAL_EMPTY_ARRAY(&property_options_default_value);
	zend_string *property_options_name = zend_string_init("options", sizeof("options") - 1, 1);
	zend_declare_typed_property(class_entry, property_options_name, &property_options_default_value, ZEND_ACC_PUBLIC, NULL, (zend_type) ZEND_TYPE_INIT_MASK(MAY_BE_ARRAY));
	zend_string_release(property_options_name);

	return class_entry;
}

static zend_class_entry *register_class_Vela_Attribute_Transactional(void)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Attribute", "Transactional", class_Vela_Attribute_Transactional_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);
	class_entry->ce_flags |= ZEND_ACC_FINAL;

	zval property_pool_default_value;
	ZVAL_NULL(&property_pool_default_value);
	zend_string *property_pool_name = zend_string_init("pool", sizeof("pool") - 1, 1);
	zend_declare_typed_property(class_entry, property_pool_name, &property_pool_default_value, ZEND_ACC_PUBLIC, NULL, (zend_type) ZEND_TYPE_INIT_MASK(MAY_BE_STRING|MAY_BE_NULL));
	zend_string_release(property_pool_name);

	return class_entry;
}

static zend_class_entry *register_class_Vela_Attribute_Cacheable(void)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Attribute", "Cacheable", class_Vela_Attribute_Cacheable_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);
	class_entry->ce_flags |= ZEND_ACC_FINAL;

	zval property_ttl_default_value;
	ZVAL_LONG(&property_ttl_default_value, 0);
	zend_string *property_ttl_name = zend_string_init("ttl", sizeof("ttl") - 1, 1);
	zend_declare_typed_property(class_entry, property_ttl_name, &property_ttl_default_value, ZEND_ACC_PUBLIC, NULL, (zend_type) ZEND_TYPE_INIT_MASK(MAY_BE_LONG));
	zend_string_release(property_ttl_name);

	zval property_key_default_value;
	ZVAL_NULL(&property_key_default_value);
	zend_string *property_key_name = zend_string_init("key", sizeof("key") - 1, 1);
	zend_declare_typed_property(class_entry, property_key_name, &property_key_default_value, ZEND_ACC_PUBLIC, NULL, (zend_type) ZEND_TYPE_INIT_MASK(MAY_BE_STRING|MAY_BE_NULL));
	zend_string_release(property_key_name);

	return class_entry;
}

static zend_class_entry *register_class_Vela_Attribute_Query(void)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Attribute", "Query", class_Vela_Attribute_Query_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);
	class_entry->ce_flags |= ZEND_ACC_FINAL;

	zval property_name_default_value;
	ZVAL_NULL(&property_name_default_value);
	zend_string *property_name_name = zend_string_init("name", sizeof("name") - 1, 1);
	zend_declare_typed_property(class_entry, property_name_name, &property_name_default_value, ZEND_ACC_PUBLIC, NULL, (zend_type) ZEND_TYPE_INIT_MASK(MAY_BE_STRING|MAY_BE_NULL));
	zend_string_release(property_name_name);

	return class_entry;
}

static zend_class_entry *register_class_Vela_Attribute_Header(void)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Attribute", "Header", class_Vela_Attribute_Header_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);
	class_entry->ce_flags |= ZEND_ACC_FINAL;

	zval property_name_default_value;
	ZVAL_NULL(&property_name_default_value);
	zend_string *property_name_name = zend_string_init("name", sizeof("name") - 1, 1);
	zend_declare_typed_property(class_entry, property_name_name, &property_name_default_value, ZEND_ACC_PUBLIC, NULL, (zend_type) ZEND_TYPE_INIT_MASK(MAY_BE_STRING|MAY_BE_NULL));
	zend_string_release(property_name_name);

	return class_entry;
}

static zend_class_entry *register_class_Vela_Attribute_Body(void)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Attribute", "Body", class_Vela_Attribute_Body_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);
	class_entry->ce_flags |= ZEND_ACC_FINAL;

	return class_entry;
}

static zend_class_entry *register_class_Vela_Interceptor_MethodInterceptor(void)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Interceptor", "MethodInterceptor", class_Vela_Interceptor_MethodInterceptor_methods);
	class_entry = zend_register_internal_interface(&ce);

	return class_entry;
}
