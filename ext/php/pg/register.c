/*
 * MINIT of the PostgreSQL area: creates the classes pg.stub.php declares,
 * from the generated arginfo, and hands each to its file's register
 * function (object handlers), and maps the engine codes of its operations
 * to its classes (ext/php/core/exception.c; redis/register.c has the same
 * rows in the same order).
 */
#include "php/core/binding.h"
#include "php/pg/pg.h"

#include <Zend/zend_attributes.h>
#include <Zend/zend_interfaces.h>

#include "src/core/error.h"

#include "pg_arginfo.h"

/*
 * Waiting for a connection: the pool's timeout is PoolTimeout, a closed pool
 * or one that cannot open ConnectionFailed (AuthenticationFailed when the
 * server refused the credentials). A query: its timeout is QueryTimeout, a
 * broken connection ConnectionLost.
 */
static void map_codes(zend_class_entry *e)
{
    vela_php_core_exception_map_op(e, VELA_OP_ACQUIRE, VELA_ETIMEOUT, vela_ce_pg_pool_timeout);
    vela_php_core_exception_map_op(e, VELA_OP_ACQUIRE, VELA_ECLOSED, vela_ce_pg_connection_failed);
    vela_php_core_exception_map_op(e, VELA_OP_ACQUIRE, VELA_EAUTH,
                                   vela_ce_pg_authentication_failed);
    vela_php_core_exception_map_op(e, VELA_OP_ACQUIRE, VELA_EPROTOCOL,
                                   vela_ce_pg_connection_failed);
    vela_php_core_exception_map_op(e, VELA_OP_ACQUIRE, VELA_CODE_SYSTEM,
                                   vela_ce_pg_connection_failed);
    vela_php_core_exception_map_op(e, VELA_OP_CALL, VELA_ETIMEOUT, vela_ce_pg_query_timeout);
    vela_php_core_exception_map_op(e, VELA_OP_CALL, VELA_ECLOSED, vela_ce_pg_connection_lost);
    vela_php_core_exception_map_op(e, VELA_OP_CALL, VELA_EAUTH, vela_ce_pg_authentication_failed);
    vela_php_core_exception_map_op(e, VELA_OP_CALL, VELA_EPROTOCOL, vela_ce_pg_connection_lost);
    vela_php_core_exception_map_op(e, VELA_OP_CALL, VELA_CODE_SYSTEM, vela_ce_pg_connection_lost);
}

void vela_php_pg_minit(zend_class_entry *base)
{
    zend_class_entry *e = register_class_Vela_Pg_Exception(base);
    zend_class_entry *unavailable = vela_ce_core_backend_unavailable;
    vela_php_pg_exception_register(e);
    vela_ce_pg_unique_violation = register_class_Vela_Pg_UniqueViolation(e);
    vela_ce_pg_foreign_key_violation = register_class_Vela_Pg_ForeignKeyViolation(e);
    vela_ce_pg_query_timeout = register_class_Vela_Pg_QueryTimeout(e, unavailable);
    vela_ce_pg_connection_lost = register_class_Vela_Pg_ConnectionLost(e, unavailable);
    vela_ce_pg_connection_failed = register_class_Vela_Pg_ConnectionFailed(e, unavailable);
    vela_ce_pg_authentication_failed =
        register_class_Vela_Pg_AuthenticationFailed(vela_ce_pg_connection_failed);
    vela_ce_pg_pool_timeout = register_class_Vela_Pg_PoolTimeout(e, unavailable);
    map_codes(e);
    vela_php_pg_pool_register(register_class_Vela_Pg_Pool());
    vela_php_pg_connection_register(register_class_Vela_Pg_Connection());
    vela_php_pg_pipeline_register(register_class_Vela_Pg_Pipeline());
    vela_php_pg_listener_register(register_class_Vela_Pg_Listener(zend_ce_iterator));
    vela_php_pg_binary_register(register_class_Vela_Pg_Binary());
}
