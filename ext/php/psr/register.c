/*
 * MINIT of the PSR bridge area: creates Vela\Psr\Handler from the generated
 * arginfo. Its concrete subclass, which implements PSR-15's interface, is
 * declared per app at run time (bridge.c), since that interface may not
 * exist at MINIT.
 */
#include "php/core/binding.h"

#include "psr_arginfo.h"
#include "php/psr/psr.h"

void vela_php_psr_minit(void)
{
    vela_php_psr_handler_register(register_class_Vela_Psr_Handler());
}
