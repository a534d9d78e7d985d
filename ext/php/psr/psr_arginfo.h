/* This is a generated file, edit the .stub.php file instead.
 * Stub hash: 43807fc23e50b5dd5229b3e1cccf62509b6af424 */

ZEND_BEGIN_ARG_WITH_RETURN_OBJ_INFO_EX(arginfo_class_Vela_Psr_Handler_handle, 0, 1, Psr\\Http\\Message\\ResponseInterface, 0)
	ZEND_ARG_OBJ_INFO(0, request, Psr\\Http\\Message\\ServerRequestInterface, 0)
ZEND_END_ARG_INFO()


ZEND_METHOD(Vela_Psr_Handler, handle);


static const zend_function_entry class_Vela_Psr_Handler_methods[] = {
	ZEND_ME(Vela_Psr_Handler, handle, arginfo_class_Vela_Psr_Handler_handle, ZEND_ACC_PUBLIC|ZEND_ACC_FINAL)
	ZEND_FE_END
};

static zend_class_entry *register_class_Vela_Psr_Handler(void)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Psr", "Handler", class_Vela_Psr_Handler_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);
	class_entry->ce_flags |= ZEND_ACC_ABSTRACT;

	return class_entry;
}
