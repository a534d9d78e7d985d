/* This is a generated file, edit the .stub.php file instead.
 * Stub hash: 1e8fd3114536aab75654b024112d7515401bed73 */

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_Vela_version, 0, 0, IS_STRING, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_Vela_run, 0, 1, IS_MIXED, 0)
	ZEND_ARG_TYPE_INFO(0, main, IS_CALLABLE, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Coroutine_spawn, 0, 1, IS_LONG, 0)
	ZEND_ARG_TYPE_INFO(0, fn, IS_CALLABLE, 0)
	ZEND_ARG_VARIADIC_TYPE_INFO(0, args, IS_MIXED, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Coroutine_id, 0, 0, IS_LONG, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Coroutine_sleep, 0, 1, IS_VOID, 0)
	ZEND_ARG_TYPE_INFO(0, seconds, IS_DOUBLE, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Coroutine_defer, 0, 1, IS_VOID, 0)
	ZEND_ARG_TYPE_INFO(0, fn, IS_CALLABLE, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_OBJ_INFO_EX(arginfo_class_Vela_Coroutine_context, 0, 0, ArrayObject, 0)
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Coroutine_count arginfo_class_Vela_Coroutine_id

#define arginfo_class_Vela_Coroutine_waitAll arginfo_class_Vela_Coroutine_id

ZEND_BEGIN_ARG_INFO_EX(arginfo_class_Vela_Channel___construct, 0, 0, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, capacity, IS_LONG, 0, "0")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Channel_push, 0, 1, IS_VOID, 0)
	ZEND_ARG_TYPE_INFO(0, value, IS_MIXED, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, timeout, IS_DOUBLE, 1, "null")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Channel_pop, 0, 0, IS_MIXED, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, timeout, IS_DOUBLE, 1, "null")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Channel_close, 0, 0, IS_VOID, 0)
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Channel_length arginfo_class_Vela_Coroutine_id

#define arginfo_class_Vela_Channel_capacity arginfo_class_Vela_Coroutine_id

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Channel_isClosed, 0, 0, _IS_BOOL, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_WaitGroup_add, 0, 0, IS_VOID, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, delta, IS_LONG, 0, "1")
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_WaitGroup_done arginfo_class_Vela_Channel_close

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_WaitGroup_wait, 0, 0, IS_VOID, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, timeout, IS_DOUBLE, 1, "null")
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_WaitGroup_count arginfo_class_Vela_Coroutine_id

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Timer_after, 0, 2, IS_LONG, 0)
	ZEND_ARG_TYPE_INFO(0, seconds, IS_DOUBLE, 0)
	ZEND_ARG_TYPE_INFO(0, fn, IS_CALLABLE, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Timer_tick, 0, 2, IS_LONG, 0)
	ZEND_ARG_TYPE_INFO(0, interval, IS_DOUBLE, 0)
	ZEND_ARG_TYPE_INFO(0, fn, IS_CALLABLE, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Timer_cancel, 0, 1, _IS_BOOL, 0)
	ZEND_ARG_TYPE_INFO(0, id, IS_LONG, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_INFO_EX(arginfo_class_Vela_App___construct, 0, 0, 2)
	ZEND_ARG_TYPE_INFO(0, root, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO(0, container, IS_OBJECT, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_OBJ_INFO_EX(arginfo_class_Vela_App_handle, 0, 1, Vela\\Http\\Response, 0)
	ZEND_ARG_OBJ_INFO(0, request, Vela\\Http\\Request, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_OBJ_INFO_EX(arginfo_class_Vela_App_server, 0, 0, Vela\\Http\\Server, 0)
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_App_run arginfo_class_Vela_Channel_close

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_App_url, 0, 1, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO(0, name, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, params, IS_ARRAY, 0, "[]")
ZEND_END_ARG_INFO()

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

#define arginfo_class_Vela_Http_Server_start arginfo_class_Vela_Channel_close

#define arginfo_class_Vela_Http_Server_stop arginfo_class_Vela_Channel_close

#define arginfo_class_Vela_Http_Server_port arginfo_class_Vela_Coroutine_id

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Http_Server_options, 0, 0, IS_ARRAY, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_INFO_EX(arginfo_class_Vela_Http_Request___construct, 0, 0, 0)
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Http_Request_method arginfo_Vela_version

#define arginfo_class_Vela_Http_Request_uri arginfo_Vela_version

#define arginfo_class_Vela_Http_Request_path arginfo_Vela_version

#define arginfo_class_Vela_Http_Request_queryString arginfo_Vela_version

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

#define arginfo_class_Vela_Http_Request_body arginfo_Vela_version

#define arginfo_class_Vela_Http_Request_form arginfo_class_Vela_Http_Request_query

#define arginfo_class_Vela_Http_Request_files arginfo_class_Vela_Http_Server_options

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Http_Request_json, 0, 0, IS_MIXED, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, associative, _IS_BOOL, 0, "true")
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Http_Request_clientAddress arginfo_Vela_version

#define arginfo_class_Vela_Http_Request_clientPort arginfo_class_Vela_Coroutine_id

#define arginfo_class_Vela_Http_Request_protocolVersion arginfo_Vela_version

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

#define arginfo_class_Vela_Http_Response_status arginfo_class_Vela_Coroutine_id

#define arginfo_class_Vela_Http_Response_reason arginfo_Vela_version

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

#define arginfo_class_Vela_Http_Response_body arginfo_Vela_version

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Http_Response_setBody, 0, 1, IS_STATIC, 0)
	ZEND_ARG_TYPE_INFO(0, body, IS_STRING, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Http_Response_write, 0, 1, IS_VOID, 0)
	ZEND_ARG_TYPE_INFO(0, chunk, IS_STRING, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Http_Middleware_process, 0, 2, IS_MIXED, 0)
	ZEND_ARG_OBJ_INFO(0, request, Vela\\Http\\Request, 0)
	ZEND_ARG_OBJ_INFO(0, next, Vela\\Http\\\116ext, 0)
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Http_Next___construct arginfo_class_Vela_Http_Request___construct

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


ZEND_FUNCTION(Vela_version);
ZEND_FUNCTION(Vela_run);
ZEND_METHOD(Vela_Coroutine, spawn);
ZEND_METHOD(Vela_Coroutine, id);
ZEND_METHOD(Vela_Coroutine, sleep);
ZEND_METHOD(Vela_Coroutine, defer);
ZEND_METHOD(Vela_Coroutine, context);
ZEND_METHOD(Vela_Coroutine, count);
ZEND_METHOD(Vela_Coroutine, waitAll);
ZEND_METHOD(Vela_Channel, __construct);
ZEND_METHOD(Vela_Channel, push);
ZEND_METHOD(Vela_Channel, pop);
ZEND_METHOD(Vela_Channel, close);
ZEND_METHOD(Vela_Channel, length);
ZEND_METHOD(Vela_Channel, capacity);
ZEND_METHOD(Vela_Channel, isClosed);
ZEND_METHOD(Vela_WaitGroup, add);
ZEND_METHOD(Vela_WaitGroup, done);
ZEND_METHOD(Vela_WaitGroup, wait);
ZEND_METHOD(Vela_WaitGroup, count);
ZEND_METHOD(Vela_Timer, after);
ZEND_METHOD(Vela_Timer, tick);
ZEND_METHOD(Vela_Timer, cancel);
ZEND_METHOD(Vela_App, __construct);
ZEND_METHOD(Vela_App, handle);
ZEND_METHOD(Vela_App, server);
ZEND_METHOD(Vela_App, run);
ZEND_METHOD(Vela_App, url);
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
ZEND_METHOD(Vela_Http_Response, __construct);
ZEND_METHOD(Vela_Http_Response, text);
ZEND_METHOD(Vela_Http_Response, html);
ZEND_METHOD(Vela_Http_Response, json);
ZEND_METHOD(Vela_Http_Response, redirect);
ZEND_METHOD(Vela_Http_Response, file);
ZEND_METHOD(Vela_Http_Response, stream);
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


static const zend_function_entry ext_functions[] = {
	ZEND_NS_FALIAS("Vela", version, Vela_version, arginfo_Vela_version)
	ZEND_NS_FALIAS("Vela", run, Vela_run, arginfo_Vela_run)
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Exception_methods[] = {
	ZEND_FE_END
};


static const zend_function_entry class_Vela_CoroutineException_methods[] = {
	ZEND_FE_END
};


static const zend_function_entry class_Vela_TimeoutException_methods[] = {
	ZEND_FE_END
};


static const zend_function_entry class_Vela_ChannelClosedException_methods[] = {
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Coroutine_methods[] = {
	ZEND_ME(Vela_Coroutine, spawn, arginfo_class_Vela_Coroutine_spawn, ZEND_ACC_PUBLIC|ZEND_ACC_STATIC)
	ZEND_ME(Vela_Coroutine, id, arginfo_class_Vela_Coroutine_id, ZEND_ACC_PUBLIC|ZEND_ACC_STATIC)
	ZEND_ME(Vela_Coroutine, sleep, arginfo_class_Vela_Coroutine_sleep, ZEND_ACC_PUBLIC|ZEND_ACC_STATIC)
	ZEND_ME(Vela_Coroutine, defer, arginfo_class_Vela_Coroutine_defer, ZEND_ACC_PUBLIC|ZEND_ACC_STATIC)
	ZEND_ME(Vela_Coroutine, context, arginfo_class_Vela_Coroutine_context, ZEND_ACC_PUBLIC|ZEND_ACC_STATIC)
	ZEND_ME(Vela_Coroutine, count, arginfo_class_Vela_Coroutine_count, ZEND_ACC_PUBLIC|ZEND_ACC_STATIC)
	ZEND_ME(Vela_Coroutine, waitAll, arginfo_class_Vela_Coroutine_waitAll, ZEND_ACC_PUBLIC|ZEND_ACC_STATIC)
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Channel_methods[] = {
	ZEND_ME(Vela_Channel, __construct, arginfo_class_Vela_Channel___construct, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Channel, push, arginfo_class_Vela_Channel_push, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Channel, pop, arginfo_class_Vela_Channel_pop, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Channel, close, arginfo_class_Vela_Channel_close, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Channel, length, arginfo_class_Vela_Channel_length, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Channel, capacity, arginfo_class_Vela_Channel_capacity, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Channel, isClosed, arginfo_class_Vela_Channel_isClosed, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};


static const zend_function_entry class_Vela_WaitGroup_methods[] = {
	ZEND_ME(Vela_WaitGroup, add, arginfo_class_Vela_WaitGroup_add, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_WaitGroup, done, arginfo_class_Vela_WaitGroup_done, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_WaitGroup, wait, arginfo_class_Vela_WaitGroup_wait, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_WaitGroup, count, arginfo_class_Vela_WaitGroup_count, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Timer_methods[] = {
	ZEND_ME(Vela_Timer, after, arginfo_class_Vela_Timer_after, ZEND_ACC_PUBLIC|ZEND_ACC_STATIC)
	ZEND_ME(Vela_Timer, tick, arginfo_class_Vela_Timer_tick, ZEND_ACC_PUBLIC|ZEND_ACC_STATIC)
	ZEND_ME(Vela_Timer, cancel, arginfo_class_Vela_Timer_cancel, ZEND_ACC_PUBLIC|ZEND_ACC_STATIC)
	ZEND_FE_END
};


static const zend_function_entry class_Vela_App_methods[] = {
	ZEND_ME(Vela_App, __construct, arginfo_class_Vela_App___construct, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_App, handle, arginfo_class_Vela_App_handle, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_App, server, arginfo_class_Vela_App_server, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_App, run, arginfo_class_Vela_App_run, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_App, url, arginfo_class_Vela_App_url, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};


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

static zend_class_entry *register_class_Vela_Exception(zend_class_entry *class_entry_Exception)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela", "Exception", class_Vela_Exception_methods);
	class_entry = zend_register_internal_class_ex(&ce, class_entry_Exception);

	return class_entry;
}

static zend_class_entry *register_class_Vela_CoroutineException(zend_class_entry *class_entry_Vela_Exception)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela", "CoroutineException", class_Vela_CoroutineException_methods);
	class_entry = zend_register_internal_class_ex(&ce, class_entry_Vela_Exception);

	return class_entry;
}

static zend_class_entry *register_class_Vela_TimeoutException(zend_class_entry *class_entry_Vela_Exception)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela", "TimeoutException", class_Vela_TimeoutException_methods);
	class_entry = zend_register_internal_class_ex(&ce, class_entry_Vela_Exception);

	return class_entry;
}

static zend_class_entry *register_class_Vela_ChannelClosedException(zend_class_entry *class_entry_Vela_Exception)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela", "ChannelClosedException", class_Vela_ChannelClosedException_methods);
	class_entry = zend_register_internal_class_ex(&ce, class_entry_Vela_Exception);

	return class_entry;
}

static zend_class_entry *register_class_Vela_Coroutine(void)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela", "Coroutine", class_Vela_Coroutine_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);
	class_entry->ce_flags |= ZEND_ACC_FINAL;

	return class_entry;
}

static zend_class_entry *register_class_Vela_Channel(void)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela", "Channel", class_Vela_Channel_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);
	class_entry->ce_flags |= ZEND_ACC_FINAL;

	return class_entry;
}

static zend_class_entry *register_class_Vela_WaitGroup(void)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela", "WaitGroup", class_Vela_WaitGroup_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);
	class_entry->ce_flags |= ZEND_ACC_FINAL;

	return class_entry;
}

static zend_class_entry *register_class_Vela_Timer(void)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela", "Timer", class_Vela_Timer_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);
	class_entry->ce_flags |= ZEND_ACC_FINAL;

	return class_entry;
}

static zend_class_entry *register_class_Vela_App(void)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela", "App", class_Vela_App_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);
	class_entry->ce_flags |= ZEND_ACC_FINAL;

	return class_entry;
}

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
