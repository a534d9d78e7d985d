/*
 * Vela\Pg\Binary: a parameter sent in binary format (bytea), never as text.
 * The bytes live in its one declared property, so the object stays a plain
 * value (clone, serialize and reflection need nothing special).
 */
#include "php/pg/pg.h"

zend_class_entry *vela_ce_pg_binary;

PHP_METHOD(Vela_Pg_Binary, __construct)
{
    zend_string *bytes;
    ZEND_PARSE_PARAMETERS_START(1, 1)
    Z_PARAM_STR(bytes)
    ZEND_PARSE_PARAMETERS_END();
    zend_update_property_str(vela_ce_pg_binary, Z_OBJ_P(ZEND_THIS), "bytes", sizeof("bytes") - 1,
                             bytes);
}

PHP_METHOD(Vela_Pg_Binary, bytes)
{
    ZEND_PARSE_PARAMETERS_NONE();
    RETURN_COPY(OBJ_PROP_NUM(Z_OBJ_P(ZEND_THIS), 0));
}

void vela_php_pg_binary_register(zend_class_entry *ce)
{
    vela_ce_pg_binary = ce;
}
