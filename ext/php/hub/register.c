/*
 * MINIT of the Hub area: creates the classes hub.stub.php declares, from
 * the generated arginfo, and hands each to its file's register function.
 * Runs after the Redis area (a hub takes a Vela\Redis\Pool).
 */
#include "php/core/binding.h"
#include "php/hub/hub.h"

#include <Zend/zend_interfaces.h>

#include "hub_arginfo.h"

void vela_php_hub_minit(zend_class_entry *base)
{
    vela_ce_hub_exception = register_class_Vela_Hub_Exception(base);
    vela_php_hub_register(register_class_Vela_Hub());
    vela_php_hub_subscription_register(register_class_Vela_Hub_Subscription(zend_ce_iterator));
}
