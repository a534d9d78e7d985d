/* This is a generated file, edit the .stub.php file instead.
 * Stub hash: 53ceba4d3e91ecb83e04e4029339b5c542714ed3 */

ZEND_BEGIN_ARG_INFO_EX(arginfo_class_Vela_Hub___construct, 0, 0, 0)
	ZEND_ARG_OBJ_INFO_WITH_DEFAULT_VALUE(0, redis, Vela\\Redis\\Pool, 1, "null")
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, options, IS_ARRAY, 0, "[]")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_OBJ_INFO_EX(arginfo_class_Vela_Hub_subscribe, 0, 1, Vela\\Hub\\Subscription, 0)
	ZEND_ARG_TYPE_MASK(0, topics, MAY_BE_STRING|MAY_BE_ARRAY, NULL)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, options, IS_ARRAY, 0, "[]")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Hub_publish, 0, 2, IS_LONG, 0)
	ZEND_ARG_TYPE_INFO(0, topic, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO(0, message, IS_STRING, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Hub_join, 0, 2, _IS_BOOL, 0)
	ZEND_ARG_OBJ_INFO(0, connection, Vela\\WebSocket\\Connection, 0)
	ZEND_ARG_TYPE_INFO(0, topic, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, id, IS_STRING, 1, "null")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Hub_leave, 0, 1, IS_LONG, 0)
	ZEND_ARG_OBJ_INFO(0, connection, Vela\\WebSocket\\Connection, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, topic, IS_STRING, 1, "null")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Hub_presence, 0, 1, IS_LONG, 0)
	ZEND_ARG_TYPE_INFO(0, topic, IS_STRING, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Hub_members, 0, 1, IS_ARRAY, 0)
	ZEND_ARG_TYPE_INFO(0, topic, IS_STRING, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Hub_stats, 0, 0, IS_ARRAY, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Hub_Subscription_current, 0, 0, IS_STRING, 1)
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Hub_Subscription_key arginfo_class_Vela_Hub_Subscription_current

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Hub_Subscription_next, 0, 0, IS_VOID, 0)
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Hub_Subscription_rewind arginfo_class_Vela_Hub_Subscription_next

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Hub_Subscription_valid, 0, 0, _IS_BOOL, 0)
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Hub_Subscription_close arginfo_class_Vela_Hub_Subscription_next

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Hub_Subscription_dropped, 0, 0, IS_LONG, 0)
ZEND_END_ARG_INFO()


ZEND_METHOD(Vela_Hub, __construct);
ZEND_METHOD(Vela_Hub, subscribe);
ZEND_METHOD(Vela_Hub, publish);
ZEND_METHOD(Vela_Hub, join);
ZEND_METHOD(Vela_Hub, leave);
ZEND_METHOD(Vela_Hub, presence);
ZEND_METHOD(Vela_Hub, members);
ZEND_METHOD(Vela_Hub, stats);
ZEND_METHOD(Vela_Hub_Subscription, current);
ZEND_METHOD(Vela_Hub_Subscription, key);
ZEND_METHOD(Vela_Hub_Subscription, next);
ZEND_METHOD(Vela_Hub_Subscription, rewind);
ZEND_METHOD(Vela_Hub_Subscription, valid);
ZEND_METHOD(Vela_Hub_Subscription, close);
ZEND_METHOD(Vela_Hub_Subscription, dropped);


static const zend_function_entry class_Vela_Hub_methods[] = {
	ZEND_ME(Vela_Hub, __construct, arginfo_class_Vela_Hub___construct, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Hub, subscribe, arginfo_class_Vela_Hub_subscribe, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Hub, publish, arginfo_class_Vela_Hub_publish, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Hub, join, arginfo_class_Vela_Hub_join, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Hub, leave, arginfo_class_Vela_Hub_leave, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Hub, presence, arginfo_class_Vela_Hub_presence, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Hub, members, arginfo_class_Vela_Hub_members, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Hub, stats, arginfo_class_Vela_Hub_stats, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Hub_Exception_methods[] = {
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Hub_Subscription_methods[] = {
	ZEND_ME(Vela_Hub_Subscription, current, arginfo_class_Vela_Hub_Subscription_current, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Hub_Subscription, key, arginfo_class_Vela_Hub_Subscription_key, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Hub_Subscription, next, arginfo_class_Vela_Hub_Subscription_next, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Hub_Subscription, rewind, arginfo_class_Vela_Hub_Subscription_rewind, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Hub_Subscription, valid, arginfo_class_Vela_Hub_Subscription_valid, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Hub_Subscription, close, arginfo_class_Vela_Hub_Subscription_close, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Hub_Subscription, dropped, arginfo_class_Vela_Hub_Subscription_dropped, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};

static zend_class_entry *register_class_Vela_Hub(void)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela", "Hub", class_Vela_Hub_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);
	class_entry->ce_flags |= ZEND_ACC_FINAL;

	return class_entry;
}

static zend_class_entry *register_class_Vela_Hub_Exception(zend_class_entry *class_entry_Vela_Exception)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Hub", "Exception", class_Vela_Hub_Exception_methods);
	class_entry = zend_register_internal_class_ex(&ce, class_entry_Vela_Exception);

	return class_entry;
}

static zend_class_entry *register_class_Vela_Hub_Subscription(zend_class_entry *class_entry_Iterator)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Hub", "Subscription", class_Vela_Hub_Subscription_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);
	class_entry->ce_flags |= ZEND_ACC_FINAL;
	zend_class_implements(class_entry, 1, class_entry_Iterator);

	return class_entry;
}
