/* This is a generated file, edit the .stub.php file instead.
 * Stub hash: 38c3af2d564ccda8426ae7620d6e6860bc6b4295 */

ZEND_BEGIN_ARG_INFO_EX(arginfo_class_Vela_Log_Logger___construct, 0, 0, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, level, IS_STRING, 0, "\"debug\"")
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, path, IS_STRING, 1, "null")
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, channel, IS_STRING, 0, "\"app\"")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Log_Logger_emergency, 0, 1, IS_VOID, 0)
	ZEND_ARG_TYPE_INFO(0, message, IS_MIXED, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, context, IS_ARRAY, 0, "[]")
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Log_Logger_alert arginfo_class_Vela_Log_Logger_emergency

#define arginfo_class_Vela_Log_Logger_critical arginfo_class_Vela_Log_Logger_emergency

#define arginfo_class_Vela_Log_Logger_error arginfo_class_Vela_Log_Logger_emergency

#define arginfo_class_Vela_Log_Logger_warning arginfo_class_Vela_Log_Logger_emergency

#define arginfo_class_Vela_Log_Logger_notice arginfo_class_Vela_Log_Logger_emergency

#define arginfo_class_Vela_Log_Logger_info arginfo_class_Vela_Log_Logger_emergency

#define arginfo_class_Vela_Log_Logger_debug arginfo_class_Vela_Log_Logger_emergency

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Log_Logger_log, 0, 2, IS_VOID, 0)
	ZEND_ARG_TYPE_INFO(0, level, IS_MIXED, 0)
	ZEND_ARG_TYPE_INFO(0, message, IS_MIXED, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, context, IS_ARRAY, 0, "[]")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Log_RequestProcessor___invoke, 0, 1, IS_MIXED, 0)
	ZEND_ARG_TYPE_INFO(0, record, IS_MIXED, 0)
ZEND_END_ARG_INFO()


ZEND_METHOD(Vela_Log_Logger, __construct);
ZEND_METHOD(Vela_Log_Logger, emergency);
ZEND_METHOD(Vela_Log_Logger, alert);
ZEND_METHOD(Vela_Log_Logger, critical);
ZEND_METHOD(Vela_Log_Logger, error);
ZEND_METHOD(Vela_Log_Logger, warning);
ZEND_METHOD(Vela_Log_Logger, notice);
ZEND_METHOD(Vela_Log_Logger, info);
ZEND_METHOD(Vela_Log_Logger, debug);
ZEND_METHOD(Vela_Log_Logger, log);
ZEND_METHOD(Vela_Log_RequestProcessor, __invoke);


static const zend_function_entry class_Vela_Log_Logger_methods[] = {
	ZEND_ME(Vela_Log_Logger, __construct, arginfo_class_Vela_Log_Logger___construct, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Log_Logger, emergency, arginfo_class_Vela_Log_Logger_emergency, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Log_Logger, alert, arginfo_class_Vela_Log_Logger_alert, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Log_Logger, critical, arginfo_class_Vela_Log_Logger_critical, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Log_Logger, error, arginfo_class_Vela_Log_Logger_error, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Log_Logger, warning, arginfo_class_Vela_Log_Logger_warning, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Log_Logger, notice, arginfo_class_Vela_Log_Logger_notice, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Log_Logger, info, arginfo_class_Vela_Log_Logger_info, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Log_Logger, debug, arginfo_class_Vela_Log_Logger_debug, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Log_Logger, log, arginfo_class_Vela_Log_Logger_log, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Log_RequestProcessor_methods[] = {
	ZEND_ME(Vela_Log_RequestProcessor, __invoke, arginfo_class_Vela_Log_RequestProcessor___invoke, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};

static zend_class_entry *register_class_Vela_Log_Logger(void)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Log", "Logger", class_Vela_Log_Logger_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);
	class_entry->ce_flags |= ZEND_ACC_NOT_SERIALIZABLE;

	return class_entry;
}

static zend_class_entry *register_class_Vela_Log_RequestProcessor(void)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Log", "RequestProcessor", class_Vela_Log_RequestProcessor_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);
	class_entry->ce_flags |= ZEND_ACC_FINAL;

	return class_entry;
}
