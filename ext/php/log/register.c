/*
 * The log area's classes, registered at MINIT (see log.h).
 */
#include "php/core/binding.h"
#include "php/log/log.h"

#include "log_arginfo.h"

void vela_php_log_minit(void)
{
    vela_php_log_logger_register(register_class_Vela_Log_Logger());
    vela_php_log_processor_register(register_class_Vela_Log_RequestProcessor());
}
