/*
 * MINIT of the coroutine area: creates the classes coroutine.stub.php
 * declares, from the generated arginfo, and hands each to its file's
 * register function (object handlers, constants).
 */
#include "php/core/binding.h"

#include "coroutine_arginfo.h"

void vela_php_coroutine_minit(zend_class_entry *base)
{
    vela_php_core_exception_register(base, register_class_Vela_CoroutineException(base),
                                     register_class_Vela_TimeoutException(base),
                                     register_class_Vela_ChannelClosedException(base));
    vela_php_coroutine_register(register_class_Vela_Coroutine());
    vela_php_coroutine_channel_register(register_class_Vela_Channel());
    vela_php_coroutine_wait_group_register(register_class_Vela_WaitGroup());
    vela_php_coroutine_timer_register(register_class_Vela_Timer());
}
