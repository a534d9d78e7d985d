/* This is a generated file, edit the .stub.php file instead.
 * Stub hash: 4db1c05c693743782d06b979e0337ba294b3baa9 */

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

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_App_console, 0, 1, IS_LONG, 0)
	ZEND_ARG_TYPE_INFO(0, argv, IS_ARRAY, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_App_match, 0, 2, IS_ARRAY, 1)
	ZEND_ARG_TYPE_INFO(0, method, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO(0, path, IS_STRING, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_INFO_EX(arginfo_class_Vela_BindFailure___construct, 0, 0, 2)
	ZEND_ARG_TYPE_INFO(0, status, IS_LONG, 0)
	ZEND_ARG_TYPE_INFO(0, errors, IS_ARRAY, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_INFO_EX(arginfo_class_Vela_Binder___construct, 0, 0, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Binder_body, 0, 1, IS_MIXED, 0)
	ZEND_ARG_TYPE_INFO(0, request, IS_OBJECT, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(1, json, _IS_BOOL, 1, "null")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Binder_invalid, 0, 3, IS_NULL, 1)
	ZEND_ARG_TYPE_INFO(1, errors, IS_ARRAY, 0)
	ZEND_ARG_TYPE_INFO(0, field, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO(0, message, IS_STRING, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Binder_toInt, 0, 1, IS_LONG, 1)
	ZEND_ARG_TYPE_INFO(0, value, IS_MIXED, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, strict, _IS_BOOL, 0, "false")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Binder_toFloat, 0, 1, IS_DOUBLE, 1)
	ZEND_ARG_TYPE_INFO(0, value, IS_MIXED, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, strict, _IS_BOOL, 0, "false")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Binder_toBool, 0, 1, _IS_BOOL, 1)
	ZEND_ARG_TYPE_INFO(0, value, IS_MIXED, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, strict, _IS_BOOL, 0, "false")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Binder_toString, 0, 1, IS_STRING, 1)
	ZEND_ARG_TYPE_INFO(0, value, IS_MIXED, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, strict, _IS_BOOL, 0, "false")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Binder_toArray, 0, 1, IS_ARRAY, 1)
	ZEND_ARG_TYPE_INFO(0, value, IS_MIXED, 0)
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Binder_toScalarList arginfo_class_Vela_Binder_toArray

#define arginfo_class_Vela_Binder_toList arginfo_class_Vela_Binder_toArray

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Binder_length, 0, 1, IS_LONG, 0)
	ZEND_ARG_TYPE_INFO(0, value, IS_STRING, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Binder_checkConfig, 0, 2, IS_VOID, 0)
	ZEND_ARG_TYPE_INFO(0, config, IS_ARRAY, 0)
	ZEND_ARG_TYPE_INFO(0, types, IS_ARRAY, 0)
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Env___construct arginfo_class_Vela_Binder___construct

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Env_bool, 0, 1, _IS_BOOL, 0)
	ZEND_ARG_TYPE_INFO(0, name, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, default, _IS_BOOL, 0, "false")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Env_load, 0, 1, IS_LONG, 0)
	ZEND_ARG_TYPE_INFO(0, path, IS_STRING, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_OBJ_INFO_EX(arginfo_class_Vela_Clock_now, 0, 0, DateTimeImmutable, 0)
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_SystemClock_now arginfo_class_Vela_Clock_now

ZEND_BEGIN_ARG_INFO_EX(arginfo_class_Vela_View___construct, 0, 0, 1)
	ZEND_ARG_TYPE_INFO(0, directory, IS_STRING, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_View_render, 0, 1, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO(0, name, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, vars, IS_ARRAY, 0, "[]")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_View_escape, 0, 1, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO(0, value, IS_MIXED, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Http_Middleware_process, 0, 2, IS_MIXED, 0)
	ZEND_ARG_OBJ_INFO(0, request, Vela\\Http\\Request, 0)
	ZEND_ARG_OBJ_INFO(0, next, Vela\\Http\\\116ext, 0)
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Http_Next___construct arginfo_class_Vela_Binder___construct

#define arginfo_class_Vela_Http_Next___invoke arginfo_class_Vela_App_handle

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Http_ExceptionHandler_handle, 0, 2, IS_MIXED, 0)
	ZEND_ARG_OBJ_INFO(0, exception, Throwable, 0)
	ZEND_ARG_OBJ_INFO(0, request, Vela\\Http\\Request, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_INFO_EX(arginfo_class_Vela_Http_HttpException___construct, 0, 0, 1)
	ZEND_ARG_TYPE_INFO(0, status, IS_LONG, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, message, IS_STRING, 0, "\"\"")
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, headers, IS_ARRAY, 0, "[]")
	ZEND_ARG_OBJ_INFO_WITH_DEFAULT_VALUE(0, previous, Throwable, 1, "null")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_INFO_EX(arginfo_class_Vela_Http_BadRequestException___construct, 0, 0, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, message, IS_STRING, 0, "\"\"")
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, headers, IS_ARRAY, 0, "[]")
	ZEND_ARG_OBJ_INFO_WITH_DEFAULT_VALUE(0, previous, Throwable, 1, "null")
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Http_UnauthorizedException___construct arginfo_class_Vela_Http_BadRequestException___construct

#define arginfo_class_Vela_Http_ForbiddenException___construct arginfo_class_Vela_Http_BadRequestException___construct

#define arginfo_class_Vela_Http_NotFoundException___construct arginfo_class_Vela_Http_BadRequestException___construct

#define arginfo_class_Vela_Http_ConflictException___construct arginfo_class_Vela_Http_BadRequestException___construct

#define arginfo_class_Vela_Http_GoneException___construct arginfo_class_Vela_Http_BadRequestException___construct

#define arginfo_class_Vela_Http_TooManyRequestsException___construct arginfo_class_Vela_Http_BadRequestException___construct

#define arginfo_class_Vela_Http_ServiceUnavailableException___construct arginfo_class_Vela_Http_BadRequestException___construct

ZEND_BEGIN_ARG_INFO_EX(arginfo_class_Vela_Http_ValidationException___construct, 0, 0, 1)
	ZEND_ARG_TYPE_INFO(0, errors, IS_ARRAY, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, message, IS_STRING, 0, "\"\"")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_INFO_EX(arginfo_class_Vela_Http_Throttle___construct, 0, 0, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, limit, IS_LONG, 0, "60")
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, per, IS_STRING, 0, "\"1m\"")
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, by, IS_STRING, 0, "\"ip\"")
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, store, IS_MIXED, 0, "null")
	ZEND_ARG_OBJ_INFO_WITH_DEFAULT_VALUE(0, clock, Vela\\Clock, 1, "null")
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, name, IS_STRING, 0, "\"default\"")
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, prefix, IS_STRING, 0, "\"vela:throttle:\"")
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, container, IS_OBJECT, 1, "null")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Http_Throttle_process, 0, 2, IS_MIXED, 0)
	ZEND_ARG_OBJ_INFO(0, request, Vela\\Http\\Request, 0)
	ZEND_ARG_OBJ_INFO(0, next, Vela\\Http\\\116ext, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, args, IS_ARRAY, 0, "[]")
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Http_Page___construct arginfo_class_Vela_Binder___construct

ZEND_BEGIN_ARG_WITH_RETURN_OBJ_INFO_EX(arginfo_class_Vela_Http_Page_offset, 0, 4, Vela\\Http\\Page, 0)
	ZEND_ARG_OBJ_INFO(0, db, Vela\\Pg\\Pool, 0)
	ZEND_ARG_TYPE_INFO(0, sql, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO(0, params, IS_ARRAY, 0)
	ZEND_ARG_OBJ_INFO(0, request, Vela\\Http\\Request, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, perPage, IS_LONG, 0, "20")
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, maxPerPage, IS_LONG, 0, "100")
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, withTotal, _IS_BOOL, 0, "false")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_OBJ_INFO_EX(arginfo_class_Vela_Http_Page_keyset, 0, 5, Vela\\Http\\Page, 0)
	ZEND_ARG_OBJ_INFO(0, db, Vela\\Pg\\Pool, 0)
	ZEND_ARG_TYPE_INFO(0, sql, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO(0, params, IS_ARRAY, 0)
	ZEND_ARG_TYPE_INFO(0, key, IS_STRING, 0)
	ZEND_ARG_OBJ_INFO(0, request, Vela\\Http\\Request, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, perPage, IS_LONG, 0, "20")
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, maxPerPage, IS_LONG, 0, "100")
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, withTotal, _IS_BOOL, 0, "false")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Http_Page_jsonSerialize, 0, 0, IS_ARRAY, 0)
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Http_UrlGenerator___construct arginfo_class_Vela_Binder___construct

#define arginfo_class_Vela_Http_UrlGenerator_url arginfo_class_Vela_App_url

ZEND_BEGIN_ARG_INFO_EX(arginfo_class_Vela_Attribute_Controller___construct, 0, 0, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, prefix, IS_STRING, 0, "\"\"")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_INFO_EX(arginfo_class_Vela_Attribute_Command___construct, 0, 0, 1)
	ZEND_ARG_TYPE_INFO(0, name, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, description, IS_STRING, 0, "\"\"")
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

ZEND_BEGIN_ARG_INFO_EX(arginfo_class_Vela_Attribute_WebSocket___construct, 0, 0, 1)
	ZEND_ARG_TYPE_INFO(0, path, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, name, IS_STRING, 1, "null")
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, options, IS_ARRAY, 0, "[]")
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
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, classes, IS_ARRAY, 0, "[]")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_INFO_EX(arginfo_class_Vela_Attribute_CacheEvict___construct, 0, 0, 1)
	ZEND_ARG_TYPE_MASK(0, key, MAY_BE_STRING|MAY_BE_ARRAY, NULL)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_INFO_EX(arginfo_class_Vela_Attribute_Query___construct, 0, 0, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, name, IS_STRING, 1, "null")
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, lenient, _IS_BOOL, 0, "false")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_INFO_EX(arginfo_class_Vela_Attribute_Header___construct, 0, 0, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, name, IS_STRING, 1, "null")
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Attribute_Cookie___construct arginfo_class_Vela_Attribute_Header___construct

ZEND_BEGIN_ARG_INFO_EX(arginfo_class_Vela_Attribute_Body___construct, 0, 0, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, coerce, _IS_BOOL, 0, "false")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_INFO_EX(arginfo_class_Vela_Validation_NotBlank___construct, 0, 0, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, message, IS_STRING, 1, "null")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_INFO_EX(arginfo_class_Vela_Validation_Length___construct, 0, 0, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, min, IS_LONG, 1, "null")
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, max, IS_LONG, 1, "null")
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, message, IS_STRING, 1, "null")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_INFO_EX(arginfo_class_Vela_Validation_Range___construct, 0, 0, 0)
	ZEND_ARG_TYPE_MASK(0, min, MAY_BE_LONG|MAY_BE_DOUBLE|MAY_BE_NULL, "null")
	ZEND_ARG_TYPE_MASK(0, max, MAY_BE_LONG|MAY_BE_DOUBLE|MAY_BE_NULL, "null")
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, message, IS_STRING, 1, "null")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_INFO_EX(arginfo_class_Vela_Validation_Regex___construct, 0, 0, 1)
	ZEND_ARG_TYPE_INFO(0, pattern, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, message, IS_STRING, 1, "null")
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Validation_Email___construct arginfo_class_Vela_Validation_NotBlank___construct

#define arginfo_class_Vela_Validation_Url___construct arginfo_class_Vela_Validation_NotBlank___construct

ZEND_BEGIN_ARG_INFO_EX(arginfo_class_Vela_Validation_Choice___construct, 0, 0, 1)
	ZEND_ARG_TYPE_INFO(0, choices, IS_ARRAY, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, message, IS_STRING, 1, "null")
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Validation_Count___construct arginfo_class_Vela_Validation_Length___construct

ZEND_BEGIN_ARG_INFO_EX(arginfo_class_Vela_Validation_ListOf___construct, 0, 0, 1)
	ZEND_ARG_TYPE_INFO(0, type, IS_STRING, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_INFO_EX(arginfo_class_Vela_Testing_Client___construct, 0, 0, 1)
	ZEND_ARG_OBJ_INFO(0, app, Vela\\App, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_OBJ_INFO_EX(arginfo_class_Vela_Testing_Client_request, 0, 2, Vela\\Http\\Response, 0)
	ZEND_ARG_TYPE_INFO(0, method, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO(0, uri, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, headers, IS_ARRAY, 0, "[]")
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, body, IS_STRING, 0, "\"\"")
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, json, IS_MIXED, 0, "null")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_OBJ_INFO_EX(arginfo_class_Vela_Testing_Client_get, 0, 1, Vela\\Http\\Response, 0)
	ZEND_ARG_TYPE_INFO(0, uri, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, headers, IS_ARRAY, 0, "[]")
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Testing_Client_head arginfo_class_Vela_Testing_Client_get

#define arginfo_class_Vela_Testing_Client_options arginfo_class_Vela_Testing_Client_get

#define arginfo_class_Vela_Testing_Client_delete arginfo_class_Vela_Testing_Client_get

ZEND_BEGIN_ARG_WITH_RETURN_OBJ_INFO_EX(arginfo_class_Vela_Testing_Client_post, 0, 1, Vela\\Http\\Response, 0)
	ZEND_ARG_TYPE_INFO(0, uri, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, json, IS_MIXED, 0, "null")
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, headers, IS_ARRAY, 0, "[]")
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, body, IS_STRING, 0, "\"\"")
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Testing_Client_put arginfo_class_Vela_Testing_Client_post

#define arginfo_class_Vela_Testing_Client_patch arginfo_class_Vela_Testing_Client_post

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Testing_Client_override, 0, 2, IS_VOID, 0)
	ZEND_ARG_TYPE_INFO(0, id, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO(0, service, IS_OBJECT, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Testing_Client_beginTransaction, 0, 0, IS_VOID, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, pool, IS_STRING, 0, "\"default\"")
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Testing_Client_rollBack arginfo_class_Vela_App_run

ZEND_BEGIN_ARG_INFO_EX(arginfo_class_Vela_Testing_FrozenClock___construct, 0, 0, 0)
	ZEND_ARG_OBJ_TYPE_MASK(0, now, DateTimeInterface, MAY_BE_STRING, "\"now\"")
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Testing_FrozenClock_now arginfo_class_Vela_Clock_now

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Testing_FrozenClock_set, 0, 1, IS_VOID, 0)
	ZEND_ARG_OBJ_TYPE_MASK(0, now, DateTimeInterface, MAY_BE_STRING, NULL)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Testing_FrozenClock_advance, 0, 1, IS_VOID, 0)
	ZEND_ARG_TYPE_INFO(0, seconds, IS_DOUBLE, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Interceptor_MethodInterceptor_intercept, 0, 5, IS_MIXED, 0)
	ZEND_ARG_TYPE_INFO(0, target, IS_OBJECT, 0)
	ZEND_ARG_TYPE_INFO(0, method, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO(0, args, IS_ARRAY, 0)
	ZEND_ARG_OBJ_INFO(0, proceed, Closure, 0)
	ZEND_ARG_TYPE_INFO(0, options, IS_ARRAY, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_INFO_EX(arginfo_class_Vela_Interceptor_CacheableInterceptor___construct, 0, 0, 0)
	ZEND_ARG_TYPE_MASK(0, store, MAY_BE_OBJECT|MAY_BE_STRING|MAY_BE_NULL, "null")
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, capacity, IS_LONG, 0, "10000")
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, prefix, IS_STRING, 0, "\"vela:cache:\"")
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, container, IS_OBJECT, 1, "null")
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Interceptor_CacheableInterceptor_intercept arginfo_class_Vela_Interceptor_MethodInterceptor_intercept

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Interceptor_CacheableInterceptor_get, 0, 1, IS_MIXED, 0)
	ZEND_ARG_TYPE_INFO(0, key, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, default, IS_MIXED, 0, "null")
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, classes, IS_ARRAY, 0, "[]")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Interceptor_CacheableInterceptor_getMany, 0, 1, IS_ARRAY, 0)
	ZEND_ARG_TYPE_INFO(0, keys, IS_ARRAY, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, classes, IS_ARRAY, 0, "[]")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Interceptor_CacheableInterceptor_getList, 0, 2, IS_ARRAY, 0)
	ZEND_ARG_TYPE_INFO(0, prefix, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO(0, ids, IS_ARRAY, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, classes, IS_ARRAY, 0, "[]")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Interceptor_CacheableInterceptor_set, 0, 2, IS_VOID, 0)
	ZEND_ARG_TYPE_INFO(0, key, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO(0, value, IS_MIXED, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, ttl, IS_LONG, 0, "0")
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, classes, IS_ARRAY, 0, "[]")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Interceptor_CacheableInterceptor_delete, 0, 1, IS_VOID, 0)
	ZEND_ARG_TYPE_INFO(0, key, IS_STRING, 0)
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Interceptor_CacheableInterceptor_clear arginfo_class_Vela_App_run

ZEND_BEGIN_ARG_INFO_EX(arginfo_class_Vela_Interceptor_TransactionalInterceptor___construct, 0, 0, 1)
	ZEND_ARG_TYPE_INFO(0, container, IS_OBJECT, 0)
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Interceptor_TransactionalInterceptor_intercept arginfo_class_Vela_Interceptor_MethodInterceptor_intercept

ZEND_BEGIN_ARG_WITH_RETURN_OBJ_INFO_EX(arginfo_class_Vela_Interceptor_TransactionalInterceptor_connection, 0, 0, Vela\\Pg\\Connection, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, pool, IS_STRING, 0, "\"default\"")
ZEND_END_ARG_INFO()


ZEND_METHOD(Vela_App, __construct);
ZEND_METHOD(Vela_App, handle);
ZEND_METHOD(Vela_App, server);
ZEND_METHOD(Vela_App, run);
ZEND_METHOD(Vela_App, openPools);
ZEND_METHOD(Vela_App, closePools);
ZEND_METHOD(Vela_App, url);
ZEND_METHOD(Vela_App, console);
ZEND_METHOD(Vela_App, match);
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
ZEND_METHOD(Vela_Binder, toList);
ZEND_METHOD(Vela_Binder, length);
ZEND_METHOD(Vela_Binder, checkConfig);
ZEND_METHOD(Vela_Env, __construct);
ZEND_METHOD(Vela_Env, bool);
ZEND_METHOD(Vela_Env, load);
ZEND_METHOD(Vela_SystemClock, now);
ZEND_METHOD(Vela_View, __construct);
ZEND_METHOD(Vela_View, render);
ZEND_METHOD(Vela_View, escape);
ZEND_METHOD(Vela_Http_Next, __construct);
ZEND_METHOD(Vela_Http_Next, __invoke);
ZEND_METHOD(Vela_Http_HttpException, __construct);
ZEND_METHOD(Vela_Http_BadRequestException, __construct);
ZEND_METHOD(Vela_Http_UnauthorizedException, __construct);
ZEND_METHOD(Vela_Http_ForbiddenException, __construct);
ZEND_METHOD(Vela_Http_NotFoundException, __construct);
ZEND_METHOD(Vela_Http_ConflictException, __construct);
ZEND_METHOD(Vela_Http_GoneException, __construct);
ZEND_METHOD(Vela_Http_TooManyRequestsException, __construct);
ZEND_METHOD(Vela_Http_ServiceUnavailableException, __construct);
ZEND_METHOD(Vela_Http_ValidationException, __construct);
ZEND_METHOD(Vela_Http_Throttle, __construct);
ZEND_METHOD(Vela_Http_Throttle, process);
ZEND_METHOD(Vela_Http_Page, __construct);
ZEND_METHOD(Vela_Http_Page, offset);
ZEND_METHOD(Vela_Http_Page, keyset);
ZEND_METHOD(Vela_Http_Page, jsonSerialize);
ZEND_METHOD(Vela_Http_UrlGenerator, __construct);
ZEND_METHOD(Vela_Http_UrlGenerator, url);
ZEND_METHOD(Vela_Attribute_Controller, __construct);
ZEND_METHOD(Vela_Attribute_Command, __construct);
ZEND_METHOD(Vela_Attribute_HttpRoute, __construct);
ZEND_METHOD(Vela_Attribute_Route, __construct);
ZEND_METHOD(Vela_Attribute_Middleware, __construct);
ZEND_METHOD(Vela_Attribute_WebSocket, __construct);
ZEND_METHOD(Vela_Attribute_Inject, __construct);
ZEND_METHOD(Vela_Attribute_Value, __construct);
ZEND_METHOD(Vela_Attribute_Bind, __construct);
ZEND_METHOD(Vela_Attribute_Intercept, __construct);
ZEND_METHOD(Vela_Attribute_Transactional, __construct);
ZEND_METHOD(Vela_Attribute_Cacheable, __construct);
ZEND_METHOD(Vela_Attribute_CacheEvict, __construct);
ZEND_METHOD(Vela_Attribute_Query, __construct);
ZEND_METHOD(Vela_Attribute_Header, __construct);
ZEND_METHOD(Vela_Attribute_Cookie, __construct);
ZEND_METHOD(Vela_Attribute_Body, __construct);
ZEND_METHOD(Vela_Validation_NotBlank, __construct);
ZEND_METHOD(Vela_Validation_Length, __construct);
ZEND_METHOD(Vela_Validation_Range, __construct);
ZEND_METHOD(Vela_Validation_Regex, __construct);
ZEND_METHOD(Vela_Validation_Email, __construct);
ZEND_METHOD(Vela_Validation_Url, __construct);
ZEND_METHOD(Vela_Validation_Choice, __construct);
ZEND_METHOD(Vela_Validation_Count, __construct);
ZEND_METHOD(Vela_Validation_ListOf, __construct);
ZEND_METHOD(Vela_Testing_Client, __construct);
ZEND_METHOD(Vela_Testing_Client, request);
ZEND_METHOD(Vela_Testing_Client, get);
ZEND_METHOD(Vela_Testing_Client, head);
ZEND_METHOD(Vela_Testing_Client, options);
ZEND_METHOD(Vela_Testing_Client, delete);
ZEND_METHOD(Vela_Testing_Client, post);
ZEND_METHOD(Vela_Testing_Client, put);
ZEND_METHOD(Vela_Testing_Client, patch);
ZEND_METHOD(Vela_Testing_Client, override);
ZEND_METHOD(Vela_Testing_Client, beginTransaction);
ZEND_METHOD(Vela_Testing_Client, rollBack);
ZEND_METHOD(Vela_Testing_FrozenClock, __construct);
ZEND_METHOD(Vela_Testing_FrozenClock, now);
ZEND_METHOD(Vela_Testing_FrozenClock, set);
ZEND_METHOD(Vela_Testing_FrozenClock, advance);
ZEND_METHOD(Vela_Interceptor_CacheableInterceptor, __construct);
ZEND_METHOD(Vela_Interceptor_CacheableInterceptor, intercept);
ZEND_METHOD(Vela_Interceptor_CacheableInterceptor, get);
ZEND_METHOD(Vela_Interceptor_CacheableInterceptor, getMany);
ZEND_METHOD(Vela_Interceptor_CacheableInterceptor, getList);
ZEND_METHOD(Vela_Interceptor_CacheableInterceptor, set);
ZEND_METHOD(Vela_Interceptor_CacheableInterceptor, delete);
ZEND_METHOD(Vela_Interceptor_CacheableInterceptor, clear);
ZEND_METHOD(Vela_Interceptor_TransactionalInterceptor, __construct);
ZEND_METHOD(Vela_Interceptor_TransactionalInterceptor, intercept);
ZEND_METHOD(Vela_Interceptor_TransactionalInterceptor, connection);


static const zend_function_entry class_Vela_App_methods[] = {
	ZEND_ME(Vela_App, __construct, arginfo_class_Vela_App___construct, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_App, handle, arginfo_class_Vela_App_handle, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_App, server, arginfo_class_Vela_App_server, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_App, run, arginfo_class_Vela_App_run, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_App, openPools, arginfo_class_Vela_App_openPools, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_App, closePools, arginfo_class_Vela_App_closePools, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_App, url, arginfo_class_Vela_App_url, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_App, console, arginfo_class_Vela_App_console, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_App, match, arginfo_class_Vela_App_match, ZEND_ACC_PUBLIC)
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
	ZEND_ME(Vela_Binder, toList, arginfo_class_Vela_Binder_toList, ZEND_ACC_PUBLIC|ZEND_ACC_STATIC)
	ZEND_ME(Vela_Binder, length, arginfo_class_Vela_Binder_length, ZEND_ACC_PUBLIC|ZEND_ACC_STATIC)
	ZEND_ME(Vela_Binder, checkConfig, arginfo_class_Vela_Binder_checkConfig, ZEND_ACC_PUBLIC|ZEND_ACC_STATIC)
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Env_methods[] = {
	ZEND_ME(Vela_Env, __construct, arginfo_class_Vela_Env___construct, ZEND_ACC_PRIVATE)
	ZEND_ME(Vela_Env, bool, arginfo_class_Vela_Env_bool, ZEND_ACC_PUBLIC|ZEND_ACC_STATIC)
	ZEND_ME(Vela_Env, load, arginfo_class_Vela_Env_load, ZEND_ACC_PUBLIC|ZEND_ACC_STATIC)
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Clock_methods[] = {
	ZEND_ABSTRACT_ME_WITH_FLAGS(Vela_Clock, now, arginfo_class_Vela_Clock_now, ZEND_ACC_PUBLIC|ZEND_ACC_ABSTRACT)
	ZEND_FE_END
};


static const zend_function_entry class_Vela_SystemClock_methods[] = {
	ZEND_ME(Vela_SystemClock, now, arginfo_class_Vela_SystemClock_now, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};


static const zend_function_entry class_Vela_View_methods[] = {
	ZEND_ME(Vela_View, __construct, arginfo_class_Vela_View___construct, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_View, render, arginfo_class_Vela_View_render, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_View, escape, arginfo_class_Vela_View_escape, ZEND_ACC_PUBLIC|ZEND_ACC_STATIC)
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


static const zend_function_entry class_Vela_Http_ExceptionHandler_methods[] = {
	ZEND_ABSTRACT_ME_WITH_FLAGS(Vela_Http_ExceptionHandler, handle, arginfo_class_Vela_Http_ExceptionHandler_handle, ZEND_ACC_PUBLIC|ZEND_ACC_ABSTRACT)
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Http_HttpException_methods[] = {
	ZEND_ME(Vela_Http_HttpException, __construct, arginfo_class_Vela_Http_HttpException___construct, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Http_BadRequestException_methods[] = {
	ZEND_ME(Vela_Http_BadRequestException, __construct, arginfo_class_Vela_Http_BadRequestException___construct, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Http_UnauthorizedException_methods[] = {
	ZEND_ME(Vela_Http_UnauthorizedException, __construct, arginfo_class_Vela_Http_UnauthorizedException___construct, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Http_ForbiddenException_methods[] = {
	ZEND_ME(Vela_Http_ForbiddenException, __construct, arginfo_class_Vela_Http_ForbiddenException___construct, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Http_NotFoundException_methods[] = {
	ZEND_ME(Vela_Http_NotFoundException, __construct, arginfo_class_Vela_Http_NotFoundException___construct, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Http_ConflictException_methods[] = {
	ZEND_ME(Vela_Http_ConflictException, __construct, arginfo_class_Vela_Http_ConflictException___construct, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Http_GoneException_methods[] = {
	ZEND_ME(Vela_Http_GoneException, __construct, arginfo_class_Vela_Http_GoneException___construct, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Http_TooManyRequestsException_methods[] = {
	ZEND_ME(Vela_Http_TooManyRequestsException, __construct, arginfo_class_Vela_Http_TooManyRequestsException___construct, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Http_ServiceUnavailableException_methods[] = {
	ZEND_ME(Vela_Http_ServiceUnavailableException, __construct, arginfo_class_Vela_Http_ServiceUnavailableException___construct, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Http_ValidationException_methods[] = {
	ZEND_ME(Vela_Http_ValidationException, __construct, arginfo_class_Vela_Http_ValidationException___construct, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Http_Throttle_methods[] = {
	ZEND_ME(Vela_Http_Throttle, __construct, arginfo_class_Vela_Http_Throttle___construct, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Http_Throttle, process, arginfo_class_Vela_Http_Throttle_process, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Http_Page_methods[] = {
	ZEND_ME(Vela_Http_Page, __construct, arginfo_class_Vela_Http_Page___construct, ZEND_ACC_PRIVATE)
	ZEND_ME(Vela_Http_Page, offset, arginfo_class_Vela_Http_Page_offset, ZEND_ACC_PUBLIC|ZEND_ACC_STATIC)
	ZEND_ME(Vela_Http_Page, keyset, arginfo_class_Vela_Http_Page_keyset, ZEND_ACC_PUBLIC|ZEND_ACC_STATIC)
	ZEND_ME(Vela_Http_Page, jsonSerialize, arginfo_class_Vela_Http_Page_jsonSerialize, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Http_UrlGenerator_methods[] = {
	ZEND_ME(Vela_Http_UrlGenerator, __construct, arginfo_class_Vela_Http_UrlGenerator___construct, ZEND_ACC_PRIVATE)
	ZEND_ME(Vela_Http_UrlGenerator, url, arginfo_class_Vela_Http_UrlGenerator_url, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Attribute_Controller_methods[] = {
	ZEND_ME(Vela_Attribute_Controller, __construct, arginfo_class_Vela_Attribute_Controller___construct, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Attribute_Command_methods[] = {
	ZEND_ME(Vela_Attribute_Command, __construct, arginfo_class_Vela_Attribute_Command___construct, ZEND_ACC_PUBLIC)
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


static const zend_function_entry class_Vela_Attribute_WebSocket_methods[] = {
	ZEND_ME(Vela_Attribute_WebSocket, __construct, arginfo_class_Vela_Attribute_WebSocket___construct, ZEND_ACC_PUBLIC)
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


static const zend_function_entry class_Vela_Attribute_CacheEvict_methods[] = {
	ZEND_ME(Vela_Attribute_CacheEvict, __construct, arginfo_class_Vela_Attribute_CacheEvict___construct, ZEND_ACC_PUBLIC)
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


static const zend_function_entry class_Vela_Attribute_Cookie_methods[] = {
	ZEND_ME(Vela_Attribute_Cookie, __construct, arginfo_class_Vela_Attribute_Cookie___construct, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Attribute_Body_methods[] = {
	ZEND_ME(Vela_Attribute_Body, __construct, arginfo_class_Vela_Attribute_Body___construct, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Validation_NotBlank_methods[] = {
	ZEND_ME(Vela_Validation_NotBlank, __construct, arginfo_class_Vela_Validation_NotBlank___construct, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Validation_Length_methods[] = {
	ZEND_ME(Vela_Validation_Length, __construct, arginfo_class_Vela_Validation_Length___construct, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Validation_Range_methods[] = {
	ZEND_ME(Vela_Validation_Range, __construct, arginfo_class_Vela_Validation_Range___construct, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Validation_Regex_methods[] = {
	ZEND_ME(Vela_Validation_Regex, __construct, arginfo_class_Vela_Validation_Regex___construct, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Validation_Email_methods[] = {
	ZEND_ME(Vela_Validation_Email, __construct, arginfo_class_Vela_Validation_Email___construct, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Validation_Url_methods[] = {
	ZEND_ME(Vela_Validation_Url, __construct, arginfo_class_Vela_Validation_Url___construct, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Validation_Choice_methods[] = {
	ZEND_ME(Vela_Validation_Choice, __construct, arginfo_class_Vela_Validation_Choice___construct, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Validation_Count_methods[] = {
	ZEND_ME(Vela_Validation_Count, __construct, arginfo_class_Vela_Validation_Count___construct, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Validation_ListOf_methods[] = {
	ZEND_ME(Vela_Validation_ListOf, __construct, arginfo_class_Vela_Validation_ListOf___construct, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Testing_Client_methods[] = {
	ZEND_ME(Vela_Testing_Client, __construct, arginfo_class_Vela_Testing_Client___construct, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Testing_Client, request, arginfo_class_Vela_Testing_Client_request, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Testing_Client, get, arginfo_class_Vela_Testing_Client_get, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Testing_Client, head, arginfo_class_Vela_Testing_Client_head, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Testing_Client, options, arginfo_class_Vela_Testing_Client_options, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Testing_Client, delete, arginfo_class_Vela_Testing_Client_delete, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Testing_Client, post, arginfo_class_Vela_Testing_Client_post, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Testing_Client, put, arginfo_class_Vela_Testing_Client_put, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Testing_Client, patch, arginfo_class_Vela_Testing_Client_patch, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Testing_Client, override, arginfo_class_Vela_Testing_Client_override, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Testing_Client, beginTransaction, arginfo_class_Vela_Testing_Client_beginTransaction, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Testing_Client, rollBack, arginfo_class_Vela_Testing_Client_rollBack, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Testing_FrozenClock_methods[] = {
	ZEND_ME(Vela_Testing_FrozenClock, __construct, arginfo_class_Vela_Testing_FrozenClock___construct, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Testing_FrozenClock, now, arginfo_class_Vela_Testing_FrozenClock_now, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Testing_FrozenClock, set, arginfo_class_Vela_Testing_FrozenClock_set, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Testing_FrozenClock, advance, arginfo_class_Vela_Testing_FrozenClock_advance, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Interceptor_MethodInterceptor_methods[] = {
	ZEND_ABSTRACT_ME_WITH_FLAGS(Vela_Interceptor_MethodInterceptor, intercept, arginfo_class_Vela_Interceptor_MethodInterceptor_intercept, ZEND_ACC_PUBLIC|ZEND_ACC_ABSTRACT)
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Interceptor_CacheableInterceptor_methods[] = {
	ZEND_ME(Vela_Interceptor_CacheableInterceptor, __construct, arginfo_class_Vela_Interceptor_CacheableInterceptor___construct, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Interceptor_CacheableInterceptor, intercept, arginfo_class_Vela_Interceptor_CacheableInterceptor_intercept, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Interceptor_CacheableInterceptor, get, arginfo_class_Vela_Interceptor_CacheableInterceptor_get, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Interceptor_CacheableInterceptor, getMany, arginfo_class_Vela_Interceptor_CacheableInterceptor_getMany, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Interceptor_CacheableInterceptor, getList, arginfo_class_Vela_Interceptor_CacheableInterceptor_getList, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Interceptor_CacheableInterceptor, set, arginfo_class_Vela_Interceptor_CacheableInterceptor_set, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Interceptor_CacheableInterceptor, delete, arginfo_class_Vela_Interceptor_CacheableInterceptor_delete, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Interceptor_CacheableInterceptor, clear, arginfo_class_Vela_Interceptor_CacheableInterceptor_clear, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Interceptor_TransactionalInterceptor_methods[] = {
	ZEND_ME(Vela_Interceptor_TransactionalInterceptor, __construct, arginfo_class_Vela_Interceptor_TransactionalInterceptor___construct, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Interceptor_TransactionalInterceptor, intercept, arginfo_class_Vela_Interceptor_TransactionalInterceptor_intercept, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Interceptor_TransactionalInterceptor, connection, arginfo_class_Vela_Interceptor_TransactionalInterceptor_connection, ZEND_ACC_PUBLIC|ZEND_ACC_STATIC)
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

static zend_class_entry *register_class_Vela_Env(void)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela", "Env", class_Vela_Env_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);
	class_entry->ce_flags |= ZEND_ACC_FINAL;

	return class_entry;
}

static zend_class_entry *register_class_Vela_Clock(void)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela", "Clock", class_Vela_Clock_methods);
	class_entry = zend_register_internal_interface(&ce);

	return class_entry;
}

static zend_class_entry *register_class_Vela_SystemClock(zend_class_entry *class_entry_Vela_Clock)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela", "SystemClock", class_Vela_SystemClock_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);
	class_entry->ce_flags |= ZEND_ACC_FINAL;
	zend_class_implements(class_entry, 1, class_entry_Vela_Clock);

	return class_entry;
}

static zend_class_entry *register_class_Vela_View(void)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela", "View", class_Vela_View_methods);
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

static zend_class_entry *register_class_Vela_Http_ExceptionHandler(void)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Http", "ExceptionHandler", class_Vela_Http_ExceptionHandler_methods);
	class_entry = zend_register_internal_interface(&ce);

	return class_entry;
}

static zend_class_entry *register_class_Vela_Http_HttpException(zend_class_entry *class_entry_Vela_Exception)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Http", "HttpException", class_Vela_Http_HttpException_methods);
	class_entry = zend_register_internal_class_ex(&ce, class_entry_Vela_Exception);

	zval property_status_default_value;
	ZVAL_UNDEF(&property_status_default_value);
	zend_string *property_status_name = zend_string_init("status", sizeof("status") - 1, 1);
	zend_declare_typed_property(class_entry, property_status_name, &property_status_default_value, ZEND_ACC_PUBLIC|ZEND_ACC_READONLY, NULL, (zend_type) ZEND_TYPE_INIT_MASK(MAY_BE_LONG));
	zend_string_release(property_status_name);

	zval property_headers_default_value;
	ZVAL_UNDEF(&property_headers_default_value);
	zend_string *property_headers_name = zend_string_init("headers", sizeof("headers") - 1, 1);
	zend_declare_typed_property(class_entry, property_headers_name, &property_headers_default_value, ZEND_ACC_PUBLIC|ZEND_ACC_READONLY, NULL, (zend_type) ZEND_TYPE_INIT_MASK(MAY_BE_ARRAY));
	zend_string_release(property_headers_name);

	return class_entry;
}

static zend_class_entry *register_class_Vela_Http_BadRequestException(zend_class_entry *class_entry_Vela_Http_HttpException)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Http", "BadRequestException", class_Vela_Http_BadRequestException_methods);
	class_entry = zend_register_internal_class_ex(&ce, class_entry_Vela_Http_HttpException);

	return class_entry;
}

static zend_class_entry *register_class_Vela_Http_UnauthorizedException(zend_class_entry *class_entry_Vela_Http_HttpException)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Http", "UnauthorizedException", class_Vela_Http_UnauthorizedException_methods);
	class_entry = zend_register_internal_class_ex(&ce, class_entry_Vela_Http_HttpException);

	return class_entry;
}

static zend_class_entry *register_class_Vela_Http_ForbiddenException(zend_class_entry *class_entry_Vela_Http_HttpException)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Http", "ForbiddenException", class_Vela_Http_ForbiddenException_methods);
	class_entry = zend_register_internal_class_ex(&ce, class_entry_Vela_Http_HttpException);

	return class_entry;
}

static zend_class_entry *register_class_Vela_Http_NotFoundException(zend_class_entry *class_entry_Vela_Http_HttpException)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Http", "NotFoundException", class_Vela_Http_NotFoundException_methods);
	class_entry = zend_register_internal_class_ex(&ce, class_entry_Vela_Http_HttpException);

	return class_entry;
}

static zend_class_entry *register_class_Vela_Http_ConflictException(zend_class_entry *class_entry_Vela_Http_HttpException)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Http", "ConflictException", class_Vela_Http_ConflictException_methods);
	class_entry = zend_register_internal_class_ex(&ce, class_entry_Vela_Http_HttpException);

	return class_entry;
}

static zend_class_entry *register_class_Vela_Http_GoneException(zend_class_entry *class_entry_Vela_Http_HttpException)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Http", "GoneException", class_Vela_Http_GoneException_methods);
	class_entry = zend_register_internal_class_ex(&ce, class_entry_Vela_Http_HttpException);

	return class_entry;
}

static zend_class_entry *register_class_Vela_Http_TooManyRequestsException(zend_class_entry *class_entry_Vela_Http_HttpException)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Http", "TooManyRequestsException", class_Vela_Http_TooManyRequestsException_methods);
	class_entry = zend_register_internal_class_ex(&ce, class_entry_Vela_Http_HttpException);

	return class_entry;
}

static zend_class_entry *register_class_Vela_Http_ServiceUnavailableException(zend_class_entry *class_entry_Vela_Http_HttpException)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Http", "ServiceUnavailableException", class_Vela_Http_ServiceUnavailableException_methods);
	class_entry = zend_register_internal_class_ex(&ce, class_entry_Vela_Http_HttpException);

	return class_entry;
}

static zend_class_entry *register_class_Vela_Http_ValidationException(zend_class_entry *class_entry_Vela_Http_HttpException)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Http", "ValidationException", class_Vela_Http_ValidationException_methods);
	class_entry = zend_register_internal_class_ex(&ce, class_entry_Vela_Http_HttpException);
	class_entry->ce_flags |= ZEND_ACC_FINAL;

	zval property_errors_default_value;
	ZVAL_UNDEF(&property_errors_default_value);
	zend_string *property_errors_name = zend_string_init("errors", sizeof("errors") - 1, 1);
	zend_declare_typed_property(class_entry, property_errors_name, &property_errors_default_value, ZEND_ACC_PUBLIC|ZEND_ACC_READONLY, NULL, (zend_type) ZEND_TYPE_INIT_MASK(MAY_BE_ARRAY));
	zend_string_release(property_errors_name);

	return class_entry;
}

static zend_class_entry *register_class_Vela_Http_Throttle(zend_class_entry *class_entry_Vela_Http_Middleware)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Http", "Throttle", class_Vela_Http_Throttle_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);
	class_entry->ce_flags |= ZEND_ACC_FINAL;
	zend_class_implements(class_entry, 1, class_entry_Vela_Http_Middleware);

	return class_entry;
}

static zend_class_entry *register_class_Vela_Http_Page(zend_class_entry *class_entry_JsonSerializable)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Http", "Page", class_Vela_Http_Page_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);
	class_entry->ce_flags |= ZEND_ACC_FINAL;
	zend_class_implements(class_entry, 1, class_entry_JsonSerializable);

	zval property_items_default_value;
	ZVAL_UNDEF(&property_items_default_value);
	zend_string *property_items_name = zend_string_init("items", sizeof("items") - 1, 1);
	zend_declare_typed_property(class_entry, property_items_name, &property_items_default_value, ZEND_ACC_PUBLIC|ZEND_ACC_READONLY, NULL, (zend_type) ZEND_TYPE_INIT_MASK(MAY_BE_ARRAY));
	zend_string_release(property_items_name);

	zval property_total_default_value;
	ZVAL_UNDEF(&property_total_default_value);
	zend_string *property_total_name = zend_string_init("total", sizeof("total") - 1, 1);
	zend_declare_typed_property(class_entry, property_total_name, &property_total_default_value, ZEND_ACC_PUBLIC|ZEND_ACC_READONLY, NULL, (zend_type) ZEND_TYPE_INIT_MASK(MAY_BE_LONG|MAY_BE_NULL));
	zend_string_release(property_total_name);

	zval property_next_default_value;
	ZVAL_UNDEF(&property_next_default_value);
	zend_string *property_next_name = zend_string_init("next", sizeof("next") - 1, 1);
	zend_declare_typed_property(class_entry, property_next_name, &property_next_default_value, ZEND_ACC_PUBLIC|ZEND_ACC_READONLY, NULL, (zend_type) ZEND_TYPE_INIT_MASK(MAY_BE_STRING|MAY_BE_NULL));
	zend_string_release(property_next_name);

	zval property_prev_default_value;
	ZVAL_UNDEF(&property_prev_default_value);
	zend_string *property_prev_name = zend_string_init("prev", sizeof("prev") - 1, 1);
	zend_declare_typed_property(class_entry, property_prev_name, &property_prev_default_value, ZEND_ACC_PUBLIC|ZEND_ACC_READONLY, NULL, (zend_type) ZEND_TYPE_INIT_MASK(MAY_BE_STRING|MAY_BE_NULL));
	zend_string_release(property_prev_name);

	zval property_perPage_default_value;
	ZVAL_UNDEF(&property_perPage_default_value);
	zend_string *property_perPage_name = zend_string_init("perPage", sizeof("perPage") - 1, 1);
	zend_declare_typed_property(class_entry, property_perPage_name, &property_perPage_default_value, ZEND_ACC_PUBLIC|ZEND_ACC_READONLY, NULL, (zend_type) ZEND_TYPE_INIT_MASK(MAY_BE_LONG));
	zend_string_release(property_perPage_name);

	return class_entry;
}

static zend_class_entry *register_class_Vela_Http_UrlGenerator(void)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Http", "UrlGenerator", class_Vela_Http_UrlGenerator_methods);
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

static zend_class_entry *register_class_Vela_Attribute_Command(void)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Attribute", "Command", class_Vela_Attribute_Command_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);
	class_entry->ce_flags |= ZEND_ACC_FINAL;

	zval property_name_default_value;
	ZVAL_UNDEF(&property_name_default_value);
	zend_string *property_name_name = zend_string_init("name", sizeof("name") - 1, 1);
	zend_declare_typed_property(class_entry, property_name_name, &property_name_default_value, ZEND_ACC_PUBLIC, NULL, (zend_type) ZEND_TYPE_INIT_MASK(MAY_BE_STRING));
	zend_string_release(property_name_name);

	zval property_description_default_value;
	ZVAL_EMPTY_STRING(&property_description_default_value);
	zend_string *property_description_name = zend_string_init("description", sizeof("description") - 1, 1);
	zend_declare_typed_property(class_entry, property_description_name, &property_description_default_value, ZEND_ACC_PUBLIC, NULL, (zend_type) ZEND_TYPE_INIT_MASK(MAY_BE_STRING));
	zend_string_release(property_description_name);

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

static zend_class_entry *register_class_Vela_Attribute_WebSocket(void)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Attribute", "WebSocket", class_Vela_Attribute_WebSocket_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);
	class_entry->ce_flags |= ZEND_ACC_FINAL;

	zval property_path_default_value;
	ZVAL_UNDEF(&property_path_default_value);
	zend_string *property_path_name = zend_string_init("path", sizeof("path") - 1, 1);
	zend_declare_typed_property(class_entry, property_path_name, &property_path_default_value, ZEND_ACC_PUBLIC, NULL, (zend_type) ZEND_TYPE_INIT_MASK(MAY_BE_STRING));
	zend_string_release(property_path_name);

	zval property_name_default_value;
	ZVAL_NULL(&property_name_default_value);
	zend_string *property_name_name = zend_string_init("name", sizeof("name") - 1, 1);
	zend_declare_typed_property(class_entry, property_name_name, &property_name_default_value, ZEND_ACC_PUBLIC, NULL, (zend_type) ZEND_TYPE_INIT_MASK(MAY_BE_STRING|MAY_BE_NULL));
	zend_string_release(property_name_name);

	zval property_options_default_value;
	ZVAL_EMPTY_ARRAY(&property_options_default_value);
	zend_string *property_options_name = zend_string_init("options", sizeof("options") - 1, 1);
	zend_declare_typed_property(class_entry, property_options_name, &property_options_default_value, ZEND_ACC_PUBLIC, NULL, (zend_type) ZEND_TYPE_INIT_MASK(MAY_BE_ARRAY));
	zend_string_release(property_options_name);

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

	zval property_classes_default_value;
	ZVAL_EMPTY_ARRAY(&property_classes_default_value);
	zend_string *property_classes_name = zend_string_init("classes", sizeof("classes") - 1, 1);
	zend_declare_typed_property(class_entry, property_classes_name, &property_classes_default_value, ZEND_ACC_PUBLIC, NULL, (zend_type) ZEND_TYPE_INIT_MASK(MAY_BE_ARRAY));
	zend_string_release(property_classes_name);

	return class_entry;
}

static zend_class_entry *register_class_Vela_Attribute_CacheEvict(void)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Attribute", "CacheEvict", class_Vela_Attribute_CacheEvict_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);
	class_entry->ce_flags |= ZEND_ACC_FINAL;

	zval property_key_default_value;
	ZVAL_UNDEF(&property_key_default_value);
	zend_string *property_key_name = zend_string_init("key", sizeof("key") - 1, 1);
	zend_declare_typed_property(class_entry, property_key_name, &property_key_default_value, ZEND_ACC_PUBLIC, NULL, (zend_type) ZEND_TYPE_INIT_MASK(MAY_BE_STRING|MAY_BE_ARRAY));
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

	zval property_lenient_default_value;
	ZVAL_FALSE(&property_lenient_default_value);
	zend_string *property_lenient_name = zend_string_init("lenient", sizeof("lenient") - 1, 1);
	zend_declare_typed_property(class_entry, property_lenient_name, &property_lenient_default_value, ZEND_ACC_PUBLIC, NULL, (zend_type) ZEND_TYPE_INIT_MASK(MAY_BE_BOOL));
	zend_string_release(property_lenient_name);

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

static zend_class_entry *register_class_Vela_Attribute_Cookie(void)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Attribute", "Cookie", class_Vela_Attribute_Cookie_methods);
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

	zval property_coerce_default_value;
	ZVAL_FALSE(&property_coerce_default_value);
	zend_string *property_coerce_name = zend_string_init("coerce", sizeof("coerce") - 1, 1);
	zend_declare_typed_property(class_entry, property_coerce_name, &property_coerce_default_value, ZEND_ACC_PUBLIC, NULL, (zend_type) ZEND_TYPE_INIT_MASK(MAY_BE_BOOL));
	zend_string_release(property_coerce_name);

	return class_entry;
}

static zend_class_entry *register_class_Vela_Validation_NotBlank(void)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Validation", "NotBlank", class_Vela_Validation_NotBlank_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);
	class_entry->ce_flags |= ZEND_ACC_FINAL;

	zval property_message_default_value;
	ZVAL_NULL(&property_message_default_value);
	zend_string *property_message_name = zend_string_init("message", sizeof("message") - 1, 1);
	zend_declare_typed_property(class_entry, property_message_name, &property_message_default_value, ZEND_ACC_PUBLIC, NULL, (zend_type) ZEND_TYPE_INIT_MASK(MAY_BE_STRING|MAY_BE_NULL));
	zend_string_release(property_message_name);

	return class_entry;
}

static zend_class_entry *register_class_Vela_Validation_Length(void)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Validation", "Length", class_Vela_Validation_Length_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);
	class_entry->ce_flags |= ZEND_ACC_FINAL;

	zval property_min_default_value;
	ZVAL_NULL(&property_min_default_value);
	zend_string *property_min_name = zend_string_init("min", sizeof("min") - 1, 1);
	zend_declare_typed_property(class_entry, property_min_name, &property_min_default_value, ZEND_ACC_PUBLIC, NULL, (zend_type) ZEND_TYPE_INIT_MASK(MAY_BE_LONG|MAY_BE_NULL));
	zend_string_release(property_min_name);

	zval property_max_default_value;
	ZVAL_NULL(&property_max_default_value);
	zend_string *property_max_name = zend_string_init("max", sizeof("max") - 1, 1);
	zend_declare_typed_property(class_entry, property_max_name, &property_max_default_value, ZEND_ACC_PUBLIC, NULL, (zend_type) ZEND_TYPE_INIT_MASK(MAY_BE_LONG|MAY_BE_NULL));
	zend_string_release(property_max_name);

	zval property_message_default_value;
	ZVAL_NULL(&property_message_default_value);
	zend_string *property_message_name = zend_string_init("message", sizeof("message") - 1, 1);
	zend_declare_typed_property(class_entry, property_message_name, &property_message_default_value, ZEND_ACC_PUBLIC, NULL, (zend_type) ZEND_TYPE_INIT_MASK(MAY_BE_STRING|MAY_BE_NULL));
	zend_string_release(property_message_name);

	return class_entry;
}

static zend_class_entry *register_class_Vela_Validation_Range(void)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Validation", "Range", class_Vela_Validation_Range_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);
	class_entry->ce_flags |= ZEND_ACC_FINAL;

	zval property_min_default_value;
	ZVAL_NULL(&property_min_default_value);
	zend_string *property_min_name = zend_string_init("min", sizeof("min") - 1, 1);
	zend_declare_typed_property(class_entry, property_min_name, &property_min_default_value, ZEND_ACC_PUBLIC, NULL, (zend_type) ZEND_TYPE_INIT_MASK(MAY_BE_LONG|MAY_BE_DOUBLE|MAY_BE_NULL));
	zend_string_release(property_min_name);

	zval property_max_default_value;
	ZVAL_NULL(&property_max_default_value);
	zend_string *property_max_name = zend_string_init("max", sizeof("max") - 1, 1);
	zend_declare_typed_property(class_entry, property_max_name, &property_max_default_value, ZEND_ACC_PUBLIC, NULL, (zend_type) ZEND_TYPE_INIT_MASK(MAY_BE_LONG|MAY_BE_DOUBLE|MAY_BE_NULL));
	zend_string_release(property_max_name);

	zval property_message_default_value;
	ZVAL_NULL(&property_message_default_value);
	zend_string *property_message_name = zend_string_init("message", sizeof("message") - 1, 1);
	zend_declare_typed_property(class_entry, property_message_name, &property_message_default_value, ZEND_ACC_PUBLIC, NULL, (zend_type) ZEND_TYPE_INIT_MASK(MAY_BE_STRING|MAY_BE_NULL));
	zend_string_release(property_message_name);

	return class_entry;
}

static zend_class_entry *register_class_Vela_Validation_Regex(void)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Validation", "Regex", class_Vela_Validation_Regex_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);
	class_entry->ce_flags |= ZEND_ACC_FINAL;

	zval property_pattern_default_value;
	ZVAL_UNDEF(&property_pattern_default_value);
	zend_string *property_pattern_name = zend_string_init("pattern", sizeof("pattern") - 1, 1);
	zend_declare_typed_property(class_entry, property_pattern_name, &property_pattern_default_value, ZEND_ACC_PUBLIC, NULL, (zend_type) ZEND_TYPE_INIT_MASK(MAY_BE_STRING));
	zend_string_release(property_pattern_name);

	zval property_message_default_value;
	ZVAL_NULL(&property_message_default_value);
	zend_string *property_message_name = zend_string_init("message", sizeof("message") - 1, 1);
	zend_declare_typed_property(class_entry, property_message_name, &property_message_default_value, ZEND_ACC_PUBLIC, NULL, (zend_type) ZEND_TYPE_INIT_MASK(MAY_BE_STRING|MAY_BE_NULL));
	zend_string_release(property_message_name);

	return class_entry;
}

static zend_class_entry *register_class_Vela_Validation_Email(void)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Validation", "Email", class_Vela_Validation_Email_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);
	class_entry->ce_flags |= ZEND_ACC_FINAL;

	zval property_message_default_value;
	ZVAL_NULL(&property_message_default_value);
	zend_string *property_message_name = zend_string_init("message", sizeof("message") - 1, 1);
	zend_declare_typed_property(class_entry, property_message_name, &property_message_default_value, ZEND_ACC_PUBLIC, NULL, (zend_type) ZEND_TYPE_INIT_MASK(MAY_BE_STRING|MAY_BE_NULL));
	zend_string_release(property_message_name);

	return class_entry;
}

static zend_class_entry *register_class_Vela_Validation_Url(void)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Validation", "Url", class_Vela_Validation_Url_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);
	class_entry->ce_flags |= ZEND_ACC_FINAL;

	zval property_message_default_value;
	ZVAL_NULL(&property_message_default_value);
	zend_string *property_message_name = zend_string_init("message", sizeof("message") - 1, 1);
	zend_declare_typed_property(class_entry, property_message_name, &property_message_default_value, ZEND_ACC_PUBLIC, NULL, (zend_type) ZEND_TYPE_INIT_MASK(MAY_BE_STRING|MAY_BE_NULL));
	zend_string_release(property_message_name);

	return class_entry;
}

static zend_class_entry *register_class_Vela_Validation_Choice(void)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Validation", "Choice", class_Vela_Validation_Choice_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);
	class_entry->ce_flags |= ZEND_ACC_FINAL;

	zval property_choices_default_value;
	ZVAL_UNDEF(&property_choices_default_value);
	zend_string *property_choices_name = zend_string_init("choices", sizeof("choices") - 1, 1);
	zend_declare_typed_property(class_entry, property_choices_name, &property_choices_default_value, ZEND_ACC_PUBLIC, NULL, (zend_type) ZEND_TYPE_INIT_MASK(MAY_BE_ARRAY));
	zend_string_release(property_choices_name);

	zval property_message_default_value;
	ZVAL_NULL(&property_message_default_value);
	zend_string *property_message_name = zend_string_init("message", sizeof("message") - 1, 1);
	zend_declare_typed_property(class_entry, property_message_name, &property_message_default_value, ZEND_ACC_PUBLIC, NULL, (zend_type) ZEND_TYPE_INIT_MASK(MAY_BE_STRING|MAY_BE_NULL));
	zend_string_release(property_message_name);

	return class_entry;
}

static zend_class_entry *register_class_Vela_Validation_Count(void)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Validation", "Count", class_Vela_Validation_Count_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);
	class_entry->ce_flags |= ZEND_ACC_FINAL;

	zval property_min_default_value;
	ZVAL_NULL(&property_min_default_value);
	zend_string *property_min_name = zend_string_init("min", sizeof("min") - 1, 1);
	zend_declare_typed_property(class_entry, property_min_name, &property_min_default_value, ZEND_ACC_PUBLIC, NULL, (zend_type) ZEND_TYPE_INIT_MASK(MAY_BE_LONG|MAY_BE_NULL));
	zend_string_release(property_min_name);

	zval property_max_default_value;
	ZVAL_NULL(&property_max_default_value);
	zend_string *property_max_name = zend_string_init("max", sizeof("max") - 1, 1);
	zend_declare_typed_property(class_entry, property_max_name, &property_max_default_value, ZEND_ACC_PUBLIC, NULL, (zend_type) ZEND_TYPE_INIT_MASK(MAY_BE_LONG|MAY_BE_NULL));
	zend_string_release(property_max_name);

	zval property_message_default_value;
	ZVAL_NULL(&property_message_default_value);
	zend_string *property_message_name = zend_string_init("message", sizeof("message") - 1, 1);
	zend_declare_typed_property(class_entry, property_message_name, &property_message_default_value, ZEND_ACC_PUBLIC, NULL, (zend_type) ZEND_TYPE_INIT_MASK(MAY_BE_STRING|MAY_BE_NULL));
	zend_string_release(property_message_name);

	return class_entry;
}

static zend_class_entry *register_class_Vela_Validation_ListOf(void)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Validation", "ListOf", class_Vela_Validation_ListOf_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);
	class_entry->ce_flags |= ZEND_ACC_FINAL;

	zval property_type_default_value;
	ZVAL_UNDEF(&property_type_default_value);
	zend_string *property_type_name = zend_string_init("type", sizeof("type") - 1, 1);
	zend_declare_typed_property(class_entry, property_type_name, &property_type_default_value, ZEND_ACC_PUBLIC, NULL, (zend_type) ZEND_TYPE_INIT_MASK(MAY_BE_STRING));
	zend_string_release(property_type_name);

	return class_entry;
}

static zend_class_entry *register_class_Vela_Testing_Client(void)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Testing", "Client", class_Vela_Testing_Client_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);
	class_entry->ce_flags |= ZEND_ACC_FINAL;

	return class_entry;
}

static zend_class_entry *register_class_Vela_Testing_FrozenClock(zend_class_entry *class_entry_Vela_Clock)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Testing", "FrozenClock", class_Vela_Testing_FrozenClock_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);
	class_entry->ce_flags |= ZEND_ACC_FINAL;
	zend_class_implements(class_entry, 1, class_entry_Vela_Clock);

	return class_entry;
}

static zend_class_entry *register_class_Vela_Interceptor_MethodInterceptor(void)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Interceptor", "MethodInterceptor", class_Vela_Interceptor_MethodInterceptor_methods);
	class_entry = zend_register_internal_interface(&ce);

	return class_entry;
}

static zend_class_entry *register_class_Vela_Interceptor_CacheableInterceptor(zend_class_entry *class_entry_Vela_Interceptor_MethodInterceptor)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Interceptor", "CacheableInterceptor", class_Vela_Interceptor_CacheableInterceptor_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);
	class_entry->ce_flags |= ZEND_ACC_FINAL;
	zend_class_implements(class_entry, 1, class_entry_Vela_Interceptor_MethodInterceptor);

	zval property_store_default_value;
	ZVAL_NULL(&property_store_default_value);
	zend_string *property_store_name = zend_string_init("store", sizeof("store") - 1, 1);
	zend_declare_typed_property(class_entry, property_store_name, &property_store_default_value, ZEND_ACC_PRIVATE, NULL, (zend_type) ZEND_TYPE_INIT_MASK(MAY_BE_ANY));
	zend_string_release(property_store_name);

	zval property_entries_default_value;
	ZVAL_EMPTY_ARRAY(&property_entries_default_value);
	zend_string *property_entries_name = zend_string_init("entries", sizeof("entries") - 1, 1);
	zend_declare_typed_property(class_entry, property_entries_name, &property_entries_default_value, ZEND_ACC_PRIVATE, NULL, (zend_type) ZEND_TYPE_INIT_MASK(MAY_BE_ARRAY));
	zend_string_release(property_entries_name);

	zval property_capacity_default_value;
	ZVAL_LONG(&property_capacity_default_value, 10000);
	zend_string *property_capacity_name = zend_string_init("capacity", sizeof("capacity") - 1, 1);
	zend_declare_typed_property(class_entry, property_capacity_name, &property_capacity_default_value, ZEND_ACC_PRIVATE, NULL, (zend_type) ZEND_TYPE_INIT_MASK(MAY_BE_LONG));
	zend_string_release(property_capacity_name);

	zval property_prefix_default_value;
	ZVAL_EMPTY_STRING(&property_prefix_default_value);
	zend_string *property_prefix_name = zend_string_init("prefix", sizeof("prefix") - 1, 1);
	zend_declare_typed_property(class_entry, property_prefix_name, &property_prefix_default_value, ZEND_ACC_PRIVATE, NULL, (zend_type) ZEND_TYPE_INIT_MASK(MAY_BE_STRING));
	zend_string_release(property_prefix_name);

	zval property_container_default_value;
	ZVAL_NULL(&property_container_default_value);
	zend_string *property_container_name = zend_string_init("container", sizeof("container") - 1, 1);
	zend_declare_typed_property(class_entry, property_container_name, &property_container_default_value, ZEND_ACC_PRIVATE, NULL, (zend_type) ZEND_TYPE_INIT_MASK(MAY_BE_OBJECT|MAY_BE_NULL));
	zend_string_release(property_container_name);

	return class_entry;
}

static zend_class_entry *register_class_Vela_Interceptor_TransactionalInterceptor(zend_class_entry *class_entry_Vela_Interceptor_MethodInterceptor)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Interceptor", "TransactionalInterceptor", class_Vela_Interceptor_TransactionalInterceptor_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);
	class_entry->ce_flags |= ZEND_ACC_FINAL;
	zend_class_implements(class_entry, 1, class_entry_Vela_Interceptor_MethodInterceptor);

	zval property_container_default_value;
	ZVAL_UNDEF(&property_container_default_value);
	zend_string *property_container_name = zend_string_init("container", sizeof("container") - 1, 1);
	zend_declare_typed_property(class_entry, property_container_name, &property_container_default_value, ZEND_ACC_PRIVATE, NULL, (zend_type) ZEND_TYPE_INIT_MASK(MAY_BE_OBJECT));
	zend_string_release(property_container_name);

	return class_entry;
}
