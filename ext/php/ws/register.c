/*
 * MINIT of the WebSocket area: creates the classes ws.stub.php declares,
 * from the generated arginfo, and hands each to its file's register
 * function.
 */
#include "php/core/binding.h"
#include "php/ws/ws.h"
#include "src/core/error.h"

#include <Zend/zend_interfaces.h>

#include "ws_arginfo.h"

zend_class_entry *vela_ce_ws_exception;
zend_class_entry *vela_ce_ws_closed_exception;
zend_class_entry *vela_ce_ws_handler;

void vela_php_ws_minit(zend_class_entry *base)
{
    vela_ce_ws_exception = register_class_Vela_WebSocket_Exception(base);
    vela_ce_ws_closed_exception =
        register_class_Vela_WebSocket_ClosedException(vela_ce_ws_exception);
    vela_ce_ws_handler = register_class_Vela_WebSocket_Handler();
    vela_php_ws_message_register(register_class_Vela_WebSocket_Message());
    vela_php_ws_connection_register(
        register_class_Vela_WebSocket_Connection(),
        register_class_Vela_WebSocket_MessageIterator(zend_ce_iterator));
}
