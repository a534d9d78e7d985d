/*
 * MINIT of the Redis area: creates the classes redis.stub.php declares, from
 * the generated arginfo, and hands each to its file's register function, and
 * maps the engine codes of its operations to its classes
 * (ext/php/core/exception.c; pg/register.c has the same rows in the same
 * order).
 */
#include "php/core/binding.h"
#include "php/redis/redis.h"

#include <Zend/zend_attributes.h>
#include <Zend/zend_interfaces.h>

#include "src/core/error.h"

#include "redis_arginfo.h"

/*
 * Waiting for a connection: the pool's timeout is PoolTimeout; a pool that
 * cannot open, or a closed one, is ConnectionLost ("lost or could not be
 * made"; a Vela\BackendUnavailable, so a 503, as pg's ConnectionFailed),
 * AuthFailed when AUTH was refused. A command: its timeout is Timeout, a
 * broken or closed connection ConnectionLost (VELA_ESTATE too: a connection
 * that failed to open).
 */
static void map_codes(zend_class_entry *e)
{
    vela_php_core_exception_map_op(e, VELA_OP_ACQUIRE, VELA_ETIMEOUT, vela_ce_redis_pool_timeout);
    vela_php_core_exception_map_op(e, VELA_OP_ACQUIRE, VELA_ECLOSED, vela_ce_redis_connection_lost);
    vela_php_core_exception_map_op(e, VELA_OP_ACQUIRE, VELA_EAUTH, vela_ce_redis_auth_failed);
    vela_php_core_exception_map_op(e, VELA_OP_ACQUIRE, VELA_EPROTOCOL,
                                   vela_ce_redis_connection_lost);
    vela_php_core_exception_map_op(e, VELA_OP_ACQUIRE, VELA_CODE_SYSTEM,
                                   vela_ce_redis_connection_lost);
    vela_php_core_exception_map_op(e, VELA_OP_ACQUIRE, VELA_ESTATE, vela_ce_redis_connection_lost);
    vela_php_core_exception_map_op(e, VELA_OP_CALL, VELA_ETIMEOUT, vela_ce_redis_timeout);
    vela_php_core_exception_map_op(e, VELA_OP_CALL, VELA_ECLOSED, vela_ce_redis_connection_lost);
    vela_php_core_exception_map_op(e, VELA_OP_CALL, VELA_EAUTH, vela_ce_redis_auth_failed);
    vela_php_core_exception_map_op(e, VELA_OP_CALL, VELA_EPROTOCOL, vela_ce_redis_connection_lost);
    vela_php_core_exception_map_op(e, VELA_OP_CALL, VELA_CODE_SYSTEM,
                                   vela_ce_redis_connection_lost);
    vela_php_core_exception_map_op(e, VELA_OP_CALL, VELA_ESTATE, vela_ce_redis_connection_lost);
}

void vela_php_redis_minit(zend_class_entry *base)
{
    zend_class_entry *exception = register_class_Vela_Redis_Exception(base);
    zend_class_entry *unavailable = vela_ce_core_backend_unavailable;
    zend_class_entry *timeout = register_class_Vela_Redis_Timeout(exception, unavailable);
    vela_php_redis_exceptions_register(
        exception, register_class_Vela_Redis_ConnectionLost(exception, unavailable), timeout,
        register_class_Vela_Redis_PoolTimeout(timeout),
        register_class_Vela_Redis_CrossSlot(exception),
        register_class_Vela_Redis_AuthFailed(exception, unavailable));
    map_codes(exception);
    vela_php_redis_pool_register(register_class_Vela_Redis_Pool());
    vela_php_redis_cluster_register(register_class_Vela_Redis_Cluster());
    vela_php_redis_pipeline_register(register_class_Vela_Redis_Pipeline());
    vela_php_redis_transaction_register(register_class_Vela_Redis_Transaction());
    vela_php_redis_subscription_register(register_class_Vela_Redis_Subscription(zend_ce_iterator));
    vela_php_redis_scan_iterator_register(register_class_Vela_Redis_ScanIterator(zend_ce_iterator));
}
