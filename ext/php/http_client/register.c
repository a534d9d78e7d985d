/*
 * MINIT of the outbound HTTP client's area: creates the classes
 * http_client.stub.php declares, from the generated arginfo, and hands
 * Client and Response to their files. libcurl is not touched here: it is
 * loaded when the first Client or CookieJar is made (src/http_client/libcurl.h).
 */
#include "php/core/binding.h"
#include "php/http_client/http_client.h"

#include <Zend/zend_interfaces.h>

#include "http_client_arginfo.h"

zend_class_entry *vela_ce_http_client_exception;
zend_class_entry *vela_ce_http_client_connect_exception;
zend_class_entry *vela_ce_http_client_tls_exception;
zend_class_entry *vela_ce_http_client_timeout_exception;
zend_class_entry *vela_ce_http_client_pool_timeout;
zend_class_entry *vela_ce_http_client_too_many_redirects;
zend_class_entry *vela_ce_http_client_response_too_large;
zend_class_entry *vela_ce_http_client_status_exception;
zend_class_entry *vela_ce_http_client_client;
zend_class_entry *vela_ce_http_client_response;
zend_class_entry *vela_ce_http_client_cookie_jar;

void vela_php_http_client_minit(zend_class_entry *base)
{
    zend_class_entry *e = register_class_Vela_Http_Client_Exception(base);
    vela_ce_http_client_exception = e;
    vela_ce_http_client_connect_exception = register_class_Vela_Http_Client_ConnectException(e);
    vela_ce_http_client_tls_exception =
        register_class_Vela_Http_Client_TlsException(vela_ce_http_client_connect_exception);
    vela_ce_http_client_timeout_exception = register_class_Vela_Http_Client_TimeoutException(e);
    vela_ce_http_client_pool_timeout =
        register_class_Vela_Http_Client_PoolTimeout(vela_ce_http_client_timeout_exception);
    vela_ce_http_client_too_many_redirects = register_class_Vela_Http_Client_TooManyRedirects(e);
    vela_ce_http_client_response_too_large = register_class_Vela_Http_Client_ResponseTooLarge(e);
    vela_ce_http_client_status_exception = register_class_Vela_Http_Client_StatusException(e);
    vela_ce_http_client_client = register_class_Vela_Http_Client();
    vela_php_http_client_client_register(vela_ce_http_client_client);
    vela_ce_http_client_response = register_class_Vela_Http_Client_Response();
    vela_php_http_client_response_register(vela_ce_http_client_response);
    vela_ce_http_client_cookie_jar = register_class_Vela_Http_Client_CookieJar(zend_ce_countable);
    vela_php_http_client_cookie_jar_register(vela_ce_http_client_cookie_jar);
}
