/*
 * MINIT of the Redis area: creates the classes redis.stub.php declares, from
 * the generated arginfo, and hands each to its file's register function.
 */
#include "php/redis/redis.h"

#include <Zend/zend_interfaces.h>

#include "redis_arginfo.h"

void vela_php_redis_minit(zend_class_entry *base)
{
    zend_class_entry *exception = register_class_Vela_Redis_Exception(base);
    zend_class_entry *timeout = register_class_Vela_Redis_Timeout(exception);
    vela_redis_exceptions_register(exception, register_class_Vela_Redis_ConnectionLost(exception),
                                   timeout, register_class_Vela_Redis_PoolTimeout(timeout),
                                   register_class_Vela_Redis_CrossSlot(exception),
                                   register_class_Vela_Redis_AuthFailed(exception));
    vela_redis_pool_register(register_class_Vela_Redis_Pool());
    vela_redis_cluster_register(register_class_Vela_Redis_Cluster());
    vela_redis_pipeline_register(register_class_Vela_Redis_Pipeline());
    vela_redis_transaction_register(register_class_Vela_Redis_Transaction());
    vela_redis_subscription_register(register_class_Vela_Redis_Subscription(zend_ce_iterator));
    vela_redis_scan_iterator_register(register_class_Vela_Redis_ScanIterator(zend_ce_iterator));
}
