/* This is a generated file, edit the .stub.php file instead.
 * Stub hash: 3b927c0a0a7fad7a0b674d1bc94b1c7661a21190 */

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_Vela_version, 0, 0, IS_STRING, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_Vela_run, 0, 1, IS_MIXED, 0)
	ZEND_ARG_TYPE_INFO(0, main, IS_CALLABLE, 0)
ZEND_END_ARG_INFO()


ZEND_FUNCTION(Vela_version);
ZEND_FUNCTION(Vela_run);


static const zend_function_entry ext_functions[] = {
	ZEND_NS_FALIAS("Vela", version, Vela_version, arginfo_Vela_version)
	ZEND_NS_FALIAS("Vela", run, Vela_run, arginfo_Vela_run)
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Exception_methods[] = {
	ZEND_FE_END
};


static const zend_function_entry class_Vela_BackendUnavailable_methods[] = {
	ZEND_FE_END
};

static zend_class_entry *register_class_Vela_Exception(zend_class_entry *class_entry_Exception)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela", "Exception", class_Vela_Exception_methods);
	class_entry = zend_register_internal_class_ex(&ce, class_entry_Exception);

	return class_entry;
}

static zend_class_entry *register_class_Vela_BackendUnavailable(zend_class_entry *class_entry_Throwable)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela", "BackendUnavailable", class_Vela_BackendUnavailable_methods);
	class_entry = zend_register_internal_interface(&ce);
	zend_class_implements(class_entry, 1, class_entry_Throwable);

	return class_entry;
}
