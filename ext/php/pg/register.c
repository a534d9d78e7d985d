/*
 * MINIT of the PostgreSQL area: creates the classes pg.stub.php declares,
 * from the generated arginfo, and hands each to its file's register
 * function (object handlers).
 */
#include "php/core/binding.h"
#include "php/pg/pg.h"

#include <Zend/zend_attributes.h>
#include <Zend/zend_interfaces.h>

#include "pg_arginfo.h"

void vela_php_pg_minit(zend_class_entry *base)
{
    zend_class_entry *e = register_class_Vela_Pg_Exception(base);
    vela_php_pg_exception_register(e);
    vela_pg_ce_unique_violation = register_class_Vela_Pg_UniqueViolation(e);
    vela_pg_ce_foreign_key_violation = register_class_Vela_Pg_ForeignKeyViolation(e);
    vela_pg_ce_query_timeout = register_class_Vela_Pg_QueryTimeout(e);
    vela_pg_ce_connection_lost = register_class_Vela_Pg_ConnectionLost(e);
    vela_pg_ce_connection_failed = register_class_Vela_Pg_ConnectionFailed(e);
    vela_pg_ce_authentication_failed =
        register_class_Vela_Pg_AuthenticationFailed(vela_pg_ce_connection_failed);
    vela_pg_ce_pool_timeout = register_class_Vela_Pg_PoolTimeout(e);
    vela_php_pg_pool_register(register_class_Vela_Pg_Pool());
    vela_php_pg_connection_register(register_class_Vela_Pg_Connection());
    vela_php_pg_pipeline_register(register_class_Vela_Pg_Pipeline());
    vela_php_pg_listener_register(register_class_Vela_Pg_Listener(zend_ce_iterator));
    vela_php_pg_binary_register(register_class_Vela_Pg_Binary());
}
