/* This is a generated file, edit the .stub.php file instead.
 * Stub hash: 27c730f4c5ce143cdf92516a94753596420bcced */

ZEND_BEGIN_ARG_INFO_EX(arginfo_class_Vela_Coroutine___construct, 0, 0, 0)
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

#define arginfo_class_Vela_Timer___construct arginfo_class_Vela_Coroutine___construct

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


ZEND_METHOD(Vela_Coroutine, __construct);
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
ZEND_METHOD(Vela_Timer, __construct);
ZEND_METHOD(Vela_Timer, after);
ZEND_METHOD(Vela_Timer, tick);
ZEND_METHOD(Vela_Timer, cancel);


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
	ZEND_ME(Vela_Coroutine, __construct, arginfo_class_Vela_Coroutine___construct, ZEND_ACC_PRIVATE)
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
	ZEND_ME(Vela_Timer, __construct, arginfo_class_Vela_Timer___construct, ZEND_ACC_PRIVATE)
	ZEND_ME(Vela_Timer, after, arginfo_class_Vela_Timer_after, ZEND_ACC_PUBLIC|ZEND_ACC_STATIC)
	ZEND_ME(Vela_Timer, tick, arginfo_class_Vela_Timer_tick, ZEND_ACC_PUBLIC|ZEND_ACC_STATIC)
	ZEND_ME(Vela_Timer, cancel, arginfo_class_Vela_Timer_cancel, ZEND_ACC_PUBLIC|ZEND_ACC_STATIC)
	ZEND_FE_END
};

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
	class_entry->ce_flags |= ZEND_ACC_FINAL|ZEND_ACC_NOT_SERIALIZABLE;

	return class_entry;
}

static zend_class_entry *register_class_Vela_Channel(void)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela", "Channel", class_Vela_Channel_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);
	class_entry->ce_flags |= ZEND_ACC_FINAL|ZEND_ACC_NOT_SERIALIZABLE;

	return class_entry;
}

static zend_class_entry *register_class_Vela_WaitGroup(void)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela", "WaitGroup", class_Vela_WaitGroup_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);
	class_entry->ce_flags |= ZEND_ACC_FINAL|ZEND_ACC_NOT_SERIALIZABLE;

	return class_entry;
}

static zend_class_entry *register_class_Vela_Timer(void)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela", "Timer", class_Vela_Timer_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);
	class_entry->ce_flags |= ZEND_ACC_FINAL|ZEND_ACC_NOT_SERIALIZABLE;

	return class_entry;
}
