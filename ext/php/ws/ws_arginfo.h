/* This is a generated file, edit the .stub.php file instead.
 * Stub hash: 3c4a5115d4b4f72742387a1d66301e3b47d333cb */

ZEND_BEGIN_ARG_INFO_EX(arginfo_class_Vela_WebSocket_Message___construct, 0, 0, 1)
	ZEND_ARG_TYPE_INFO(0, data, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, binary, _IS_BOOL, 0, "false")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_OBJ_INFO_EX(arginfo_class_Vela_WebSocket_Message_text, 0, 1, Vela\\WebSocket\\Message, 0)
	ZEND_ARG_TYPE_INFO(0, text, IS_STRING, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_OBJ_INFO_EX(arginfo_class_Vela_WebSocket_Message_binary, 0, 1, Vela\\WebSocket\\Message, 0)
	ZEND_ARG_TYPE_INFO(0, data, IS_STRING, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_WebSocket_Message_data, 0, 0, IS_STRING, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_WebSocket_Message_isBinary, 0, 0, _IS_BOOL, 0)
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_WebSocket_Message_isText arginfo_class_Vela_WebSocket_Message_isBinary

#define arginfo_class_Vela_WebSocket_Message___toString arginfo_class_Vela_WebSocket_Message_data

ZEND_BEGIN_ARG_INFO_EX(arginfo_class_Vela_WebSocket_MessageIterator___construct, 0, 0, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_OBJ_INFO_EX(arginfo_class_Vela_WebSocket_MessageIterator_current, 0, 0, Vela\\WebSocket\\Message, 1)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_WebSocket_MessageIterator_key, 0, 0, IS_LONG, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_WebSocket_MessageIterator_next, 0, 0, IS_VOID, 0)
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_WebSocket_MessageIterator_rewind arginfo_class_Vela_WebSocket_MessageIterator_next

#define arginfo_class_Vela_WebSocket_MessageIterator_valid arginfo_class_Vela_WebSocket_Message_isBinary

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_WebSocket_Handler_onOpen, 0, 1, IS_VOID, 0)
	ZEND_ARG_OBJ_INFO(0, connection, Vela\\WebSocket\\Connection, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_WebSocket_Handler_onMessage, 0, 2, IS_VOID, 0)
	ZEND_ARG_OBJ_INFO(0, connection, Vela\\WebSocket\\Connection, 0)
	ZEND_ARG_OBJ_INFO(0, message, Vela\\WebSocket\\Message, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_WebSocket_Handler_onClose, 0, 2, IS_VOID, 0)
	ZEND_ARG_OBJ_INFO(0, connection, Vela\\WebSocket\\Connection, 0)
	ZEND_ARG_TYPE_INFO(0, code, IS_LONG, 0)
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_WebSocket_Connection___construct arginfo_class_Vela_WebSocket_MessageIterator___construct

#define arginfo_class_Vela_WebSocket_Connection_id arginfo_class_Vela_WebSocket_MessageIterator_key

ZEND_BEGIN_ARG_WITH_RETURN_OBJ_INFO_EX(arginfo_class_Vela_WebSocket_Connection_request, 0, 0, Vela\\Http\\Request, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_WebSocket_Connection_protocol, 0, 0, IS_STRING, 1)
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_WebSocket_Connection_receive arginfo_class_Vela_WebSocket_MessageIterator_current

ZEND_BEGIN_ARG_WITH_RETURN_OBJ_INFO_EX(arginfo_class_Vela_WebSocket_Connection_messages, 0, 0, Vela\\WebSocket\\MessageIterator, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_WebSocket_Connection_send, 0, 1, IS_VOID, 0)
	ZEND_ARG_OBJ_TYPE_MASK(0, message, Vela\\WebSocket\\Message, MAY_BE_STRING, NULL)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_WebSocket_Connection_close, 0, 0, IS_VOID, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, code, IS_LONG, 0, "1000")
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, reason, IS_STRING, 0, "\"\"")
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_WebSocket_Connection_isOpen arginfo_class_Vela_WebSocket_Message_isBinary

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_WebSocket_Connection_closeCode, 0, 0, IS_LONG, 1)
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_WebSocket_Connection_closeReason arginfo_class_Vela_WebSocket_Connection_protocol


ZEND_METHOD(Vela_WebSocket_Message, __construct);
ZEND_METHOD(Vela_WebSocket_Message, text);
ZEND_METHOD(Vela_WebSocket_Message, binary);
ZEND_METHOD(Vela_WebSocket_Message, data);
ZEND_METHOD(Vela_WebSocket_Message, isBinary);
ZEND_METHOD(Vela_WebSocket_Message, isText);
ZEND_METHOD(Vela_WebSocket_Message, __toString);
ZEND_METHOD(Vela_WebSocket_MessageIterator, __construct);
ZEND_METHOD(Vela_WebSocket_MessageIterator, current);
ZEND_METHOD(Vela_WebSocket_MessageIterator, key);
ZEND_METHOD(Vela_WebSocket_MessageIterator, next);
ZEND_METHOD(Vela_WebSocket_MessageIterator, rewind);
ZEND_METHOD(Vela_WebSocket_MessageIterator, valid);
ZEND_METHOD(Vela_WebSocket_Connection, __construct);
ZEND_METHOD(Vela_WebSocket_Connection, id);
ZEND_METHOD(Vela_WebSocket_Connection, request);
ZEND_METHOD(Vela_WebSocket_Connection, protocol);
ZEND_METHOD(Vela_WebSocket_Connection, receive);
ZEND_METHOD(Vela_WebSocket_Connection, messages);
ZEND_METHOD(Vela_WebSocket_Connection, send);
ZEND_METHOD(Vela_WebSocket_Connection, close);
ZEND_METHOD(Vela_WebSocket_Connection, isOpen);
ZEND_METHOD(Vela_WebSocket_Connection, closeCode);
ZEND_METHOD(Vela_WebSocket_Connection, closeReason);


static const zend_function_entry class_Vela_WebSocket_Exception_methods[] = {
	ZEND_FE_END
};


static const zend_function_entry class_Vela_WebSocket_ClosedException_methods[] = {
	ZEND_FE_END
};


static const zend_function_entry class_Vela_WebSocket_Message_methods[] = {
	ZEND_ME(Vela_WebSocket_Message, __construct, arginfo_class_Vela_WebSocket_Message___construct, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_WebSocket_Message, text, arginfo_class_Vela_WebSocket_Message_text, ZEND_ACC_PUBLIC|ZEND_ACC_STATIC)
	ZEND_ME(Vela_WebSocket_Message, binary, arginfo_class_Vela_WebSocket_Message_binary, ZEND_ACC_PUBLIC|ZEND_ACC_STATIC)
	ZEND_ME(Vela_WebSocket_Message, data, arginfo_class_Vela_WebSocket_Message_data, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_WebSocket_Message, isBinary, arginfo_class_Vela_WebSocket_Message_isBinary, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_WebSocket_Message, isText, arginfo_class_Vela_WebSocket_Message_isText, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_WebSocket_Message, __toString, arginfo_class_Vela_WebSocket_Message___toString, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};


static const zend_function_entry class_Vela_WebSocket_MessageIterator_methods[] = {
	ZEND_ME(Vela_WebSocket_MessageIterator, __construct, arginfo_class_Vela_WebSocket_MessageIterator___construct, ZEND_ACC_PRIVATE)
	ZEND_ME(Vela_WebSocket_MessageIterator, current, arginfo_class_Vela_WebSocket_MessageIterator_current, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_WebSocket_MessageIterator, key, arginfo_class_Vela_WebSocket_MessageIterator_key, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_WebSocket_MessageIterator, next, arginfo_class_Vela_WebSocket_MessageIterator_next, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_WebSocket_MessageIterator, rewind, arginfo_class_Vela_WebSocket_MessageIterator_rewind, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_WebSocket_MessageIterator, valid, arginfo_class_Vela_WebSocket_MessageIterator_valid, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};


static const zend_function_entry class_Vela_WebSocket_Handler_methods[] = {
	ZEND_ABSTRACT_ME_WITH_FLAGS(Vela_WebSocket_Handler, onOpen, arginfo_class_Vela_WebSocket_Handler_onOpen, ZEND_ACC_PUBLIC|ZEND_ACC_ABSTRACT)
	ZEND_ABSTRACT_ME_WITH_FLAGS(Vela_WebSocket_Handler, onMessage, arginfo_class_Vela_WebSocket_Handler_onMessage, ZEND_ACC_PUBLIC|ZEND_ACC_ABSTRACT)
	ZEND_ABSTRACT_ME_WITH_FLAGS(Vela_WebSocket_Handler, onClose, arginfo_class_Vela_WebSocket_Handler_onClose, ZEND_ACC_PUBLIC|ZEND_ACC_ABSTRACT)
	ZEND_FE_END
};


static const zend_function_entry class_Vela_WebSocket_Connection_methods[] = {
	ZEND_ME(Vela_WebSocket_Connection, __construct, arginfo_class_Vela_WebSocket_Connection___construct, ZEND_ACC_PRIVATE)
	ZEND_ME(Vela_WebSocket_Connection, id, arginfo_class_Vela_WebSocket_Connection_id, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_WebSocket_Connection, request, arginfo_class_Vela_WebSocket_Connection_request, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_WebSocket_Connection, protocol, arginfo_class_Vela_WebSocket_Connection_protocol, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_WebSocket_Connection, receive, arginfo_class_Vela_WebSocket_Connection_receive, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_WebSocket_Connection, messages, arginfo_class_Vela_WebSocket_Connection_messages, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_WebSocket_Connection, send, arginfo_class_Vela_WebSocket_Connection_send, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_WebSocket_Connection, close, arginfo_class_Vela_WebSocket_Connection_close, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_WebSocket_Connection, isOpen, arginfo_class_Vela_WebSocket_Connection_isOpen, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_WebSocket_Connection, closeCode, arginfo_class_Vela_WebSocket_Connection_closeCode, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_WebSocket_Connection, closeReason, arginfo_class_Vela_WebSocket_Connection_closeReason, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};

static zend_class_entry *register_class_Vela_WebSocket_Exception(zend_class_entry *class_entry_Vela_Exception)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\WebSocket", "Exception", class_Vela_WebSocket_Exception_methods);
	class_entry = zend_register_internal_class_ex(&ce, class_entry_Vela_Exception);

	return class_entry;
}

static zend_class_entry *register_class_Vela_WebSocket_ClosedException(zend_class_entry *class_entry_Vela_WebSocket_Exception)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\WebSocket", "ClosedException", class_Vela_WebSocket_ClosedException_methods);
	class_entry = zend_register_internal_class_ex(&ce, class_entry_Vela_WebSocket_Exception);

	return class_entry;
}

static zend_class_entry *register_class_Vela_WebSocket_Message(void)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\WebSocket", "Message", class_Vela_WebSocket_Message_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);
	class_entry->ce_flags |= ZEND_ACC_FINAL;

	return class_entry;
}

static zend_class_entry *register_class_Vela_WebSocket_MessageIterator(zend_class_entry *class_entry_Iterator)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\WebSocket", "MessageIterator", class_Vela_WebSocket_MessageIterator_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);
	class_entry->ce_flags |= ZEND_ACC_FINAL;
	zend_class_implements(class_entry, 1, class_entry_Iterator);

	return class_entry;
}

static zend_class_entry *register_class_Vela_WebSocket_Handler(void)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\WebSocket", "Handler", class_Vela_WebSocket_Handler_methods);
	class_entry = zend_register_internal_interface(&ce);

	return class_entry;
}

static zend_class_entry *register_class_Vela_WebSocket_Connection(void)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\WebSocket", "Connection", class_Vela_WebSocket_Connection_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);
	class_entry->ce_flags |= ZEND_ACC_FINAL;

	return class_entry;
}
