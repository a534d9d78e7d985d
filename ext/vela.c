/*
 * Module entry of the `vela` extension: registers every class of the binding
 * layer (ext/php/) at MINIT and reports the build in phpinfo().
 */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include "php_vela.h"

#include <ext/standard/info.h>
#include <uv.h>
#include <libpq-fe.h>
#include <hiredis/hiredis.h>
#include <llhttp.h>

#include "vela_arginfo.h"

PHP_FUNCTION(Vela_version)
{
    ZEND_PARSE_PARAMETERS_NONE();
    RETURN_STRING(PHP_VELA_VERSION);
}

static PHP_MINIT_FUNCTION(vela)
{
    return SUCCESS;
}

static PHP_MINFO_FUNCTION(vela)
{
    char libpq[16];

    snprintf(libpq, sizeof(libpq), "%d", PQlibVersion());
    php_info_print_table_start();
    php_info_print_table_row(2, "vela support", "enabled");
    php_info_print_table_row(2, "version", PHP_VELA_VERSION);
    php_info_print_table_row(2, "libuv", uv_version_string());
    php_info_print_table_row(2, "libpq", libpq);
    php_info_print_table_row(2, "hiredis", ZEND_TOSTR(HIREDIS_MAJOR) "." ZEND_TOSTR(HIREDIS_MINOR));
    php_info_print_table_row(2, "llhttp", ZEND_TOSTR(LLHTTP_VERSION_MAJOR) "." ZEND_TOSTR(LLHTTP_VERSION_MINOR));
    php_info_print_table_end();
}

zend_module_entry vela_module_entry = {
    STANDARD_MODULE_HEADER,
    "vela",
    ext_functions,
    PHP_MINIT(vela),
    NULL,
    NULL,
    NULL,
    PHP_MINFO(vela),
    PHP_VELA_VERSION,
    STANDARD_MODULE_PROPERTIES,
};

#ifdef COMPILE_DL_VELA
ZEND_GET_MODULE(vela)
#endif
