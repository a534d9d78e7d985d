/*
 * MINIT of the HTTP area: creates the classes http.stub.php declares, from
 * the generated arginfo, and hands each to its file's register function.
 */
#include "php/core/binding.h"
#include "php/http/http.h"
#include "src/core/error.h"

#include "http_arginfo.h"

void vela_php_http_minit(zend_class_entry *base)
{
    zend_class_entry *exception = register_class_Vela_Http_Exception(base);
    vela_php_core_exception_map(exception, VELA_ECLOSED, NULL, "the client closed the connection");
    vela_php_http_server_register(register_class_Vela_Http_Server(), exception);
    vela_php_http_request_register(register_class_Vela_Http_Request());
    vela_php_http_response_register(register_class_Vela_Http_Response());
}
