/* This is a generated file, edit the .stub.php file instead.
 * Stub hash: 9d29eaab4bd52e1767973b3ff75d6c26bffca196 */

ZEND_BEGIN_ARG_INFO_EX(arginfo_class_Vela_Http_Server___construct, 0, 0, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, options, IS_ARRAY, 0, "[]")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Http_Server_handle, 0, 1, IS_STATIC, 0)
	ZEND_ARG_TYPE_INFO(0, handler, IS_CALLABLE, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Http_Server_onStart, 0, 1, IS_STATIC, 0)
	ZEND_ARG_TYPE_INFO(0, hook, IS_CALLABLE, 0)
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Http_Server_onWorkerStart arginfo_class_Vela_Http_Server_onStart

#define arginfo_class_Vela_Http_Server_onWorkerStop arginfo_class_Vela_Http_Server_onStart

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Http_Server_start, 0, 0, IS_VOID, 0)
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Http_Server_stop arginfo_class_Vela_Http_Server_start

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Http_Server_port, 0, 0, IS_LONG, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Http_Server_options, 0, 0, IS_ARRAY, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_INFO_EX(arginfo_class_Vela_Http_Request___construct, 0, 0, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Http_Request_method, 0, 0, IS_STRING, 0)
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Http_Request_uri arginfo_class_Vela_Http_Request_method

#define arginfo_class_Vela_Http_Request_path arginfo_class_Vela_Http_Request_method

#define arginfo_class_Vela_Http_Request_queryString arginfo_class_Vela_Http_Request_method

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Http_Request_query, 0, 0, IS_MIXED, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, name, IS_STRING, 1, "null")
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, default, IS_MIXED, 0, "null")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Http_Request_header, 0, 1, IS_STRING, 1)
	ZEND_ARG_TYPE_INFO(0, name, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, default, IS_STRING, 1, "null")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Http_Request_hasHeader, 0, 1, _IS_BOOL, 0)
	ZEND_ARG_TYPE_INFO(0, name, IS_STRING, 0)
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Http_Request_headers arginfo_class_Vela_Http_Server_options

#define arginfo_class_Vela_Http_Request_cookie arginfo_class_Vela_Http_Request_header

#define arginfo_class_Vela_Http_Request_cookies arginfo_class_Vela_Http_Server_options

#define arginfo_class_Vela_Http_Request_body arginfo_class_Vela_Http_Request_method

#define arginfo_class_Vela_Http_Request_form arginfo_class_Vela_Http_Request_query

#define arginfo_class_Vela_Http_Request_files arginfo_class_Vela_Http_Server_options

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Http_Request_json, 0, 0, IS_MIXED, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, associative, _IS_BOOL, 0, "true")
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Http_Request_clientAddress arginfo_class_Vela_Http_Request_method

#define arginfo_class_Vela_Http_Request_clientPort arginfo_class_Vela_Http_Server_port

#define arginfo_class_Vela_Http_Request_protocolVersion arginfo_class_Vela_Http_Request_method

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Http_Request_param, 0, 1, IS_MIXED, 0)
	ZEND_ARG_TYPE_INFO(0, name, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, default, IS_MIXED, 0, "null")
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Http_Request_params arginfo_class_Vela_Http_Server_options

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Http_Request_setParams, 0, 1, IS_STATIC, 0)
	ZEND_ARG_TYPE_INFO(0, params, IS_ARRAY, 0)
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Http_Request_attribute arginfo_class_Vela_Http_Request_param

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Http_Request_setAttribute, 0, 2, IS_STATIC, 0)
	ZEND_ARG_TYPE_INFO(0, name, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO(0, value, IS_MIXED, 0)
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Http_Request_attributes arginfo_class_Vela_Http_Server_options

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Http_Request_id, 0, 0, IS_STRING, 1)
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Http_Request_route arginfo_class_Vela_Http_Request_id

ZEND_BEGIN_ARG_INFO_EX(arginfo_class_Vela_Http_Response___construct, 0, 0, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, body, IS_STRING, 0, "\"\"")
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, status, IS_LONG, 0, "200")
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, headers, IS_ARRAY, 0, "[]")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_OBJ_INFO_EX(arginfo_class_Vela_Http_Response_text, 0, 1, Vela\\Http\\Response, 0)
	ZEND_ARG_TYPE_INFO(0, body, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, status, IS_LONG, 0, "200")
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Http_Response_html arginfo_class_Vela_Http_Response_text

ZEND_BEGIN_ARG_WITH_RETURN_OBJ_INFO_EX(arginfo_class_Vela_Http_Response_json, 0, 1, Vela\\Http\\Response, 0)
	ZEND_ARG_TYPE_INFO(0, data, IS_MIXED, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, status, IS_LONG, 0, "200")
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, flags, IS_LONG, 0, "0")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_OBJ_INFO_EX(arginfo_class_Vela_Http_Response_redirect, 0, 1, Vela\\Http\\Response, 0)
	ZEND_ARG_TYPE_INFO(0, location, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, status, IS_LONG, 0, "302")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_OBJ_INFO_EX(arginfo_class_Vela_Http_Response_file, 0, 1, Vela\\Http\\Response, 0)
	ZEND_ARG_TYPE_INFO(0, path, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, contentType, IS_STRING, 1, "null")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_OBJ_INFO_EX(arginfo_class_Vela_Http_Response_stream, 0, 1, Vela\\Http\\Response, 0)
	ZEND_ARG_TYPE_INFO(0, producer, IS_CALLABLE, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, status, IS_LONG, 0, "200")
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, headers, IS_ARRAY, 0, "[]")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_OBJ_INFO_EX(arginfo_class_Vela_Http_Response_events, 0, 1, Vela\\Http\\Response, 0)
	ZEND_ARG_OBJ_TYPE_MASK(0, source, Traversable, MAY_BE_ARRAY|MAY_BE_CALLABLE, NULL)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, options, IS_ARRAY, 0, "[]")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_OBJ_INFO_EX(arginfo_class_Vela_Http_Response_webSocket, 0, 1, Vela\\Http\\Response, 0)
	ZEND_ARG_OBJ_TYPE_MASK(0, handler, Vela\\WebSocket\\Handler, MAY_BE_CALLABLE, NULL)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, options, IS_ARRAY, 0, "[]")
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Http_Response_status arginfo_class_Vela_Http_Server_port

#define arginfo_class_Vela_Http_Response_reason arginfo_class_Vela_Http_Request_method

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Http_Response_setStatus, 0, 1, IS_STATIC, 0)
	ZEND_ARG_TYPE_INFO(0, status, IS_LONG, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, reason, IS_STRING, 1, "null")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Http_Response_header, 0, 2, IS_STATIC, 0)
	ZEND_ARG_TYPE_INFO(0, name, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO(0, value, IS_STRING, 0)
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Http_Response_addHeader arginfo_class_Vela_Http_Response_header

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Http_Response_getHeader, 0, 1, IS_STRING, 1)
	ZEND_ARG_TYPE_INFO(0, name, IS_STRING, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Http_Response_removeHeader, 0, 1, IS_STATIC, 0)
	ZEND_ARG_TYPE_INFO(0, name, IS_STRING, 0)
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Http_Response_headers arginfo_class_Vela_Http_Server_options

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Http_Response_cookie, 0, 2, IS_STATIC, 0)
	ZEND_ARG_TYPE_INFO(0, name, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO(0, value, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, options, IS_ARRAY, 0, "[]")
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Http_Response_body arginfo_class_Vela_Http_Request_method

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Http_Response_setBody, 0, 1, IS_STATIC, 0)
	ZEND_ARG_TYPE_INFO(0, body, IS_STRING, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Http_Response_write, 0, 1, IS_VOID, 0)
	ZEND_ARG_TYPE_INFO(0, chunk, IS_STRING, 0)
ZEND_END_ARG_INFO()


ZEND_METHOD(Vela_Http_Server, __construct);
ZEND_METHOD(Vela_Http_Server, handle);
ZEND_METHOD(Vela_Http_Server, onStart);
ZEND_METHOD(Vela_Http_Server, onWorkerStart);
ZEND_METHOD(Vela_Http_Server, onWorkerStop);
ZEND_METHOD(Vela_Http_Server, start);
ZEND_METHOD(Vela_Http_Server, stop);
ZEND_METHOD(Vela_Http_Server, port);
ZEND_METHOD(Vela_Http_Server, options);
ZEND_METHOD(Vela_Http_Request, __construct);
ZEND_METHOD(Vela_Http_Request, method);
ZEND_METHOD(Vela_Http_Request, uri);
ZEND_METHOD(Vela_Http_Request, path);
ZEND_METHOD(Vela_Http_Request, queryString);
ZEND_METHOD(Vela_Http_Request, query);
ZEND_METHOD(Vela_Http_Request, header);
ZEND_METHOD(Vela_Http_Request, hasHeader);
ZEND_METHOD(Vela_Http_Request, headers);
ZEND_METHOD(Vela_Http_Request, cookie);
ZEND_METHOD(Vela_Http_Request, cookies);
ZEND_METHOD(Vela_Http_Request, body);
ZEND_METHOD(Vela_Http_Request, form);
ZEND_METHOD(Vela_Http_Request, files);
ZEND_METHOD(Vela_Http_Request, json);
ZEND_METHOD(Vela_Http_Request, clientAddress);
ZEND_METHOD(Vela_Http_Request, clientPort);
ZEND_METHOD(Vela_Http_Request, protocolVersion);
ZEND_METHOD(Vela_Http_Request, param);
ZEND_METHOD(Vela_Http_Request, params);
ZEND_METHOD(Vela_Http_Request, setParams);
ZEND_METHOD(Vela_Http_Request, attribute);
ZEND_METHOD(Vela_Http_Request, setAttribute);
ZEND_METHOD(Vela_Http_Request, attributes);
ZEND_METHOD(Vela_Http_Request, id);
ZEND_METHOD(Vela_Http_Request, route);
ZEND_METHOD(Vela_Http_Response, __construct);
ZEND_METHOD(Vela_Http_Response, text);
ZEND_METHOD(Vela_Http_Response, html);
ZEND_METHOD(Vela_Http_Response, json);
ZEND_METHOD(Vela_Http_Response, redirect);
ZEND_METHOD(Vela_Http_Response, file);
ZEND_METHOD(Vela_Http_Response, stream);
ZEND_METHOD(Vela_Http_Response, events);
ZEND_METHOD(Vela_Http_Response, webSocket);
ZEND_METHOD(Vela_Http_Response, status);
ZEND_METHOD(Vela_Http_Response, reason);
ZEND_METHOD(Vela_Http_Response, setStatus);
ZEND_METHOD(Vela_Http_Response, header);
ZEND_METHOD(Vela_Http_Response, addHeader);
ZEND_METHOD(Vela_Http_Response, getHeader);
ZEND_METHOD(Vela_Http_Response, removeHeader);
ZEND_METHOD(Vela_Http_Response, headers);
ZEND_METHOD(Vela_Http_Response, cookie);
ZEND_METHOD(Vela_Http_Response, body);
ZEND_METHOD(Vela_Http_Response, setBody);
ZEND_METHOD(Vela_Http_Response, write);


static const zend_function_entry class_Vela_Http_Exception_methods[] = {
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Http_Server_methods[] = {
	ZEND_ME(Vela_Http_Server, __construct, arginfo_class_Vela_Http_Server___construct, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Http_Server, handle, arginfo_class_Vela_Http_Server_handle, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Http_Server, onStart, arginfo_class_Vela_Http_Server_onStart, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Http_Server, onWorkerStart, arginfo_class_Vela_Http_Server_onWorkerStart, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Http_Server, onWorkerStop, arginfo_class_Vela_Http_Server_onWorkerStop, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Http_Server, start, arginfo_class_Vela_Http_Server_start, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Http_Server, stop, arginfo_class_Vela_Http_Server_stop, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Http_Server, port, arginfo_class_Vela_Http_Server_port, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Http_Server, options, arginfo_class_Vela_Http_Server_options, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Http_Request_methods[] = {
	ZEND_ME(Vela_Http_Request, __construct, arginfo_class_Vela_Http_Request___construct, ZEND_ACC_PRIVATE)
	ZEND_ME(Vela_Http_Request, method, arginfo_class_Vela_Http_Request_method, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Http_Request, uri, arginfo_class_Vela_Http_Request_uri, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Http_Request, path, arginfo_class_Vela_Http_Request_path, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Http_Request, queryString, arginfo_class_Vela_Http_Request_queryString, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Http_Request, query, arginfo_class_Vela_Http_Request_query, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Http_Request, header, arginfo_class_Vela_Http_Request_header, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Http_Request, hasHeader, arginfo_class_Vela_Http_Request_hasHeader, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Http_Request, headers, arginfo_class_Vela_Http_Request_headers, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Http_Request, cookie, arginfo_class_Vela_Http_Request_cookie, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Http_Request, cookies, arginfo_class_Vela_Http_Request_cookies, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Http_Request, body, arginfo_class_Vela_Http_Request_body, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Http_Request, form, arginfo_class_Vela_Http_Request_form, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Http_Request, files, arginfo_class_Vela_Http_Request_files, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Http_Request, json, arginfo_class_Vela_Http_Request_json, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Http_Request, clientAddress, arginfo_class_Vela_Http_Request_clientAddress, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Http_Request, clientPort, arginfo_class_Vela_Http_Request_clientPort, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Http_Request, protocolVersion, arginfo_class_Vela_Http_Request_protocolVersion, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Http_Request, param, arginfo_class_Vela_Http_Request_param, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Http_Request, params, arginfo_class_Vela_Http_Request_params, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Http_Request, setParams, arginfo_class_Vela_Http_Request_setParams, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Http_Request, attribute, arginfo_class_Vela_Http_Request_attribute, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Http_Request, setAttribute, arginfo_class_Vela_Http_Request_setAttribute, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Http_Request, attributes, arginfo_class_Vela_Http_Request_attributes, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Http_Request, id, arginfo_class_Vela_Http_Request_id, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Http_Request, route, arginfo_class_Vela_Http_Request_route, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Http_Response_methods[] = {
	ZEND_ME(Vela_Http_Response, __construct, arginfo_class_Vela_Http_Response___construct, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Http_Response, text, arginfo_class_Vela_Http_Response_text, ZEND_ACC_PUBLIC|ZEND_ACC_STATIC)
	ZEND_ME(Vela_Http_Response, html, arginfo_class_Vela_Http_Response_html, ZEND_ACC_PUBLIC|ZEND_ACC_STATIC)
	ZEND_ME(Vela_Http_Response, json, arginfo_class_Vela_Http_Response_json, ZEND_ACC_PUBLIC|ZEND_ACC_STATIC)
	ZEND_ME(Vela_Http_Response, redirect, arginfo_class_Vela_Http_Response_redirect, ZEND_ACC_PUBLIC|ZEND_ACC_STATIC)
	ZEND_ME(Vela_Http_Response, file, arginfo_class_Vela_Http_Response_file, ZEND_ACC_PUBLIC|ZEND_ACC_STATIC)
	ZEND_ME(Vela_Http_Response, stream, arginfo_class_Vela_Http_Response_stream, ZEND_ACC_PUBLIC|ZEND_ACC_STATIC)
	ZEND_ME(Vela_Http_Response, events, arginfo_class_Vela_Http_Response_events, ZEND_ACC_PUBLIC|ZEND_ACC_STATIC)
	ZEND_ME(Vela_Http_Response, webSocket, arginfo_class_Vela_Http_Response_webSocket, ZEND_ACC_PUBLIC|ZEND_ACC_STATIC)
	ZEND_ME(Vela_Http_Response, status, arginfo_class_Vela_Http_Response_status, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Http_Response, reason, arginfo_class_Vela_Http_Response_reason, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Http_Response, setStatus, arginfo_class_Vela_Http_Response_setStatus, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Http_Response, header, arginfo_class_Vela_Http_Response_header, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Http_Response, addHeader, arginfo_class_Vela_Http_Response_addHeader, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Http_Response, getHeader, arginfo_class_Vela_Http_Response_getHeader, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Http_Response, removeHeader, arginfo_class_Vela_Http_Response_removeHeader, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Http_Response, headers, arginfo_class_Vela_Http_Response_headers, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Http_Response, cookie, arginfo_class_Vela_Http_Response_cookie, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Http_Response, body, arginfo_class_Vela_Http_Response_body, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Http_Response, setBody, arginfo_class_Vela_Http_Response_setBody, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Http_Response, write, arginfo_class_Vela_Http_Response_write, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};

static zend_class_entry *register_class_Vela_Http_Exception(zend_class_entry *class_entry_Vela_Exception)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Http", "Exception", class_Vela_Http_Exception_methods);
	class_entry = zend_register_internal_class_ex(&ce, class_entry_Vela_Exception);

	return class_entry;
}

static zend_class_entry *register_class_Vela_Http_Server(void)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Http", "Server", class_Vela_Http_Server_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);
	class_entry->ce_flags |= ZEND_ACC_FINAL;

	return class_entry;
}

static zend_class_entry *register_class_Vela_Http_Request(void)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Http", "Request", class_Vela_Http_Request_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);
	class_entry->ce_flags |= ZEND_ACC_FINAL;

	return class_entry;
}

static zend_class_entry *register_class_Vela_Http_Response(void)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Http", "Response", class_Vela_Http_Response_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);
	class_entry->ce_flags |= ZEND_ACC_FINAL;

	return class_entry;
}
