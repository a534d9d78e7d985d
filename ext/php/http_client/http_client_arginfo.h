/* This is a generated file, edit the .stub.php file instead.
 * Stub hash: 692aa141db966529df4fe6db49761f8abdc46501 */

ZEND_BEGIN_ARG_INFO_EX(arginfo_class_Vela_Http_Client___construct, 0, 0, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, options, IS_ARRAY, 0, "[]")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_OBJ_INFO_EX(arginfo_class_Vela_Http_Client_request, 0, 2, Vela\\Http\\Client\\Response, 0)
	ZEND_ARG_TYPE_INFO(0, method, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO(0, url, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, options, IS_ARRAY, 0, "[]")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_OBJ_INFO_EX(arginfo_class_Vela_Http_Client_get, 0, 1, Vela\\Http\\Client\\Response, 0)
	ZEND_ARG_TYPE_INFO(0, url, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, options, IS_ARRAY, 0, "[]")
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Http_Client_post arginfo_class_Vela_Http_Client_get

#define arginfo_class_Vela_Http_Client_put arginfo_class_Vela_Http_Client_get

#define arginfo_class_Vela_Http_Client_patch arginfo_class_Vela_Http_Client_get

#define arginfo_class_Vela_Http_Client_delete arginfo_class_Vela_Http_Client_get

#define arginfo_class_Vela_Http_Client_head arginfo_class_Vela_Http_Client_get

ZEND_BEGIN_ARG_WITH_RETURN_OBJ_INFO_EX(arginfo_class_Vela_Http_Client_psr18, 0, 0, Psr\\Http\\Client\\ClientInterface, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, responseFactory, IS_OBJECT, 1, "null")
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, streamFactory, IS_OBJECT, 1, "null")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Http_Client_guzzleHandler, 0, 0, IS_CALLABLE, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, options, IS_ARRAY, 0, "[]")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Http_Client_propagationHeaders, 0, 0, IS_ARRAY, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_OBJ_INFO_EX(arginfo_class_Vela_Http_Client_StatusException_getResponse, 0, 0, Vela\\Http\\Client\\Response, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_INFO_EX(arginfo_class_Vela_Http_Client_CookieJar___construct, 0, 0, 0)
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Http_Client_CookieJar_all arginfo_class_Vela_Http_Client_propagationHeaders

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Http_Client_CookieJar_count, 0, 0, IS_LONG, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Http_Client_CookieJar_clear, 0, 0, IS_VOID, 0)
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Http_Client_Response___construct arginfo_class_Vela_Http_Client_CookieJar___construct

#define arginfo_class_Vela_Http_Client_Response_status arginfo_class_Vela_Http_Client_CookieJar_count

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Http_Client_Response_header, 0, 1, IS_STRING, 1)
	ZEND_ARG_TYPE_INFO(0, name, IS_STRING, 0)
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Http_Client_Response_headers arginfo_class_Vela_Http_Client_propagationHeaders

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Http_Client_Response_body, 0, 0, IS_STRING, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Http_Client_Response_json, 0, 0, IS_MIXED, 0)
ZEND_END_ARG_INFO()


ZEND_METHOD(Vela_Http_Client, __construct);
ZEND_METHOD(Vela_Http_Client, request);
ZEND_METHOD(Vela_Http_Client, get);
ZEND_METHOD(Vela_Http_Client, post);
ZEND_METHOD(Vela_Http_Client, put);
ZEND_METHOD(Vela_Http_Client, patch);
ZEND_METHOD(Vela_Http_Client, delete);
ZEND_METHOD(Vela_Http_Client, head);
ZEND_METHOD(Vela_Http_Client, psr18);
ZEND_METHOD(Vela_Http_Client, guzzleHandler);
ZEND_METHOD(Vela_Http_Client, propagationHeaders);
ZEND_METHOD(Vela_Http_Client_StatusException, getResponse);
ZEND_METHOD(Vela_Http_Client_CookieJar, __construct);
ZEND_METHOD(Vela_Http_Client_CookieJar, all);
ZEND_METHOD(Vela_Http_Client_CookieJar, count);
ZEND_METHOD(Vela_Http_Client_CookieJar, clear);
ZEND_METHOD(Vela_Http_Client_Response, __construct);
ZEND_METHOD(Vela_Http_Client_Response, status);
ZEND_METHOD(Vela_Http_Client_Response, header);
ZEND_METHOD(Vela_Http_Client_Response, headers);
ZEND_METHOD(Vela_Http_Client_Response, body);
ZEND_METHOD(Vela_Http_Client_Response, json);


static const zend_function_entry class_Vela_Http_Client_methods[] = {
	ZEND_ME(Vela_Http_Client, __construct, arginfo_class_Vela_Http_Client___construct, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Http_Client, request, arginfo_class_Vela_Http_Client_request, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Http_Client, get, arginfo_class_Vela_Http_Client_get, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Http_Client, post, arginfo_class_Vela_Http_Client_post, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Http_Client, put, arginfo_class_Vela_Http_Client_put, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Http_Client, patch, arginfo_class_Vela_Http_Client_patch, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Http_Client, delete, arginfo_class_Vela_Http_Client_delete, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Http_Client, head, arginfo_class_Vela_Http_Client_head, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Http_Client, psr18, arginfo_class_Vela_Http_Client_psr18, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Http_Client, guzzleHandler, arginfo_class_Vela_Http_Client_guzzleHandler, ZEND_ACC_PUBLIC|ZEND_ACC_STATIC)
	ZEND_ME(Vela_Http_Client, propagationHeaders, arginfo_class_Vela_Http_Client_propagationHeaders, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Http_Client_Exception_methods[] = {
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Http_Client_ConnectException_methods[] = {
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Http_Client_TlsException_methods[] = {
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Http_Client_TimeoutException_methods[] = {
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Http_Client_PoolTimeout_methods[] = {
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Http_Client_TooManyRedirects_methods[] = {
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Http_Client_ResponseTooLarge_methods[] = {
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Http_Client_StatusException_methods[] = {
	ZEND_ME(Vela_Http_Client_StatusException, getResponse, arginfo_class_Vela_Http_Client_StatusException_getResponse, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Http_Client_CookieJar_methods[] = {
	ZEND_ME(Vela_Http_Client_CookieJar, __construct, arginfo_class_Vela_Http_Client_CookieJar___construct, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Http_Client_CookieJar, all, arginfo_class_Vela_Http_Client_CookieJar_all, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Http_Client_CookieJar, count, arginfo_class_Vela_Http_Client_CookieJar_count, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Http_Client_CookieJar, clear, arginfo_class_Vela_Http_Client_CookieJar_clear, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Http_Client_Response_methods[] = {
	ZEND_ME(Vela_Http_Client_Response, __construct, arginfo_class_Vela_Http_Client_Response___construct, ZEND_ACC_PRIVATE)
	ZEND_ME(Vela_Http_Client_Response, status, arginfo_class_Vela_Http_Client_Response_status, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Http_Client_Response, header, arginfo_class_Vela_Http_Client_Response_header, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Http_Client_Response, headers, arginfo_class_Vela_Http_Client_Response_headers, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Http_Client_Response, body, arginfo_class_Vela_Http_Client_Response_body, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Http_Client_Response, json, arginfo_class_Vela_Http_Client_Response_json, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};

static zend_class_entry *register_class_Vela_Http_Client(void)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Http", "Client", class_Vela_Http_Client_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);
	class_entry->ce_flags |= ZEND_ACC_FINAL;

	return class_entry;
}

static zend_class_entry *register_class_Vela_Http_Client_Exception(zend_class_entry *class_entry_Vela_Exception)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Http\\Client", "Exception", class_Vela_Http_Client_Exception_methods);
	class_entry = zend_register_internal_class_ex(&ce, class_entry_Vela_Exception);

	return class_entry;
}

static zend_class_entry *register_class_Vela_Http_Client_ConnectException(zend_class_entry *class_entry_Vela_Http_Client_Exception)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Http\\Client", "ConnectException", class_Vela_Http_Client_ConnectException_methods);
	class_entry = zend_register_internal_class_ex(&ce, class_entry_Vela_Http_Client_Exception);

	return class_entry;
}

static zend_class_entry *register_class_Vela_Http_Client_TlsException(zend_class_entry *class_entry_Vela_Http_Client_ConnectException)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Http\\Client", "TlsException", class_Vela_Http_Client_TlsException_methods);
	class_entry = zend_register_internal_class_ex(&ce, class_entry_Vela_Http_Client_ConnectException);

	return class_entry;
}

static zend_class_entry *register_class_Vela_Http_Client_TimeoutException(zend_class_entry *class_entry_Vela_Http_Client_Exception)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Http\\Client", "TimeoutException", class_Vela_Http_Client_TimeoutException_methods);
	class_entry = zend_register_internal_class_ex(&ce, class_entry_Vela_Http_Client_Exception);

	return class_entry;
}

static zend_class_entry *register_class_Vela_Http_Client_PoolTimeout(zend_class_entry *class_entry_Vela_Http_Client_TimeoutException)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Http\\Client", "PoolTimeout", class_Vela_Http_Client_PoolTimeout_methods);
	class_entry = zend_register_internal_class_ex(&ce, class_entry_Vela_Http_Client_TimeoutException);

	return class_entry;
}

static zend_class_entry *register_class_Vela_Http_Client_TooManyRedirects(zend_class_entry *class_entry_Vela_Http_Client_Exception)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Http\\Client", "TooManyRedirects", class_Vela_Http_Client_TooManyRedirects_methods);
	class_entry = zend_register_internal_class_ex(&ce, class_entry_Vela_Http_Client_Exception);

	return class_entry;
}

static zend_class_entry *register_class_Vela_Http_Client_ResponseTooLarge(zend_class_entry *class_entry_Vela_Http_Client_Exception)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Http\\Client", "ResponseTooLarge", class_Vela_Http_Client_ResponseTooLarge_methods);
	class_entry = zend_register_internal_class_ex(&ce, class_entry_Vela_Http_Client_Exception);

	return class_entry;
}

static zend_class_entry *register_class_Vela_Http_Client_StatusException(zend_class_entry *class_entry_Vela_Http_Client_Exception)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Http\\Client", "StatusException", class_Vela_Http_Client_StatusException_methods);
	class_entry = zend_register_internal_class_ex(&ce, class_entry_Vela_Http_Client_Exception);

	zend_string *property_response_class_Vela_Http_Client_Response = zend_string_init("Vela\\Http\\Client\\Response", sizeof("Vela\\Http\\Client\\Response")-1, 1);
	zval property_response_default_value;
	ZVAL_NULL(&property_response_default_value);
	zend_string *property_response_name = zend_string_init("response", sizeof("response") - 1, 1);
	zend_declare_typed_property(class_entry, property_response_name, &property_response_default_value, ZEND_ACC_PRIVATE, NULL, (zend_type) ZEND_TYPE_INIT_CLASS(property_response_class_Vela_Http_Client_Response, 0, MAY_BE_NULL));
	zend_string_release(property_response_name);

	return class_entry;
}

static zend_class_entry *register_class_Vela_Http_Client_CookieJar(zend_class_entry *class_entry_Countable)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Http\\Client", "CookieJar", class_Vela_Http_Client_CookieJar_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);
	class_entry->ce_flags |= ZEND_ACC_FINAL;
	zend_class_implements(class_entry, 1, class_entry_Countable);

	return class_entry;
}

static zend_class_entry *register_class_Vela_Http_Client_Response(void)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Http\\Client", "Response", class_Vela_Http_Client_Response_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);
	class_entry->ce_flags |= ZEND_ACC_FINAL;

	return class_entry;
}
