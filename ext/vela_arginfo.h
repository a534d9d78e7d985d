/* This is a generated file, edit the .stub.php file instead.
 * Stub hash: 5000e1b30ae4c4b879f761f60ac6a146df70d2bb */

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_Vela_version, 0, 0, IS_STRING, 0)
ZEND_END_ARG_INFO()


ZEND_FUNCTION(Vela_version);


static const zend_function_entry ext_functions[] = {
	ZEND_NS_FALIAS("Vela", version, Vela_version, arginfo_Vela_version)
	ZEND_FE_END
};
