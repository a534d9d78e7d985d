/*
 * Module entry of the `vela` extension: registers every class of the binding
 * layer (ext/php/) at MINIT, declares the INI settings, drives the engine's
 * lifecycle (coroutines, loop, watchdog) and reports the build in phpinfo().
 */
#ifdef HAVE_CONFIG_H
#include "config.h"
#endif

#include "php_vela.h"

#include <Zend/zend_exceptions.h>
#include <ext/standard/info.h>
#include <uv.h>
#include <libpq-fe.h>
#include <hiredis/hiredis.h>
#include <llhttp.h>

#include "vela_arginfo.h"

#include "php/core/binding.h"
#include "php/http/http.h"
#include "src/core/coro.h"
#include "src/core/watchdog.h"
#include "src/process/worker_template.h"

/* clang-format off: it cannot read the INI macros */
PHP_INI_BEGIN()
PHP_INI_ENTRY("vela.block_warn_ms", "100", PHP_INI_SYSTEM | PHP_INI_PERDIR, NULL)
PHP_INI_ENTRY("vela.max_coroutines", "25000", PHP_INI_SYSTEM | PHP_INI_PERDIR, NULL)
PHP_INI_ENTRY("vela.coroutine_stack_size", "0", PHP_INI_SYSTEM | PHP_INI_PERDIR, NULL)
PHP_INI_ENTRY("vela.coroutine_pool_size", "1024", PHP_INI_SYSTEM | PHP_INI_PERDIR, NULL)
PHP_INI_ENTRY("vela.worker_template", "1", PHP_INI_SYSTEM, NULL)
PHP_INI_END()
/* clang-format on */

/* An INI quantity ("256K", "2M"), clamped at 0. */
static size_t ini_quantity(const char *name)
{
    char *raw = zend_ini_string(name, strlen(name), 0);
    if (!raw) {
        return 0;
    }
    zend_string *value = zend_string_init(raw, strlen(raw), 0);
    zend_string *setting = zend_string_init(name, strlen(name), 0);
    zend_long parsed = zend_ini_parse_quantity_warn(value, setting);
    zend_string_release(setting);
    zend_string_release(value);
    return parsed > 0 ? (size_t)parsed : 0;
}

/* Every class, area by area (ext/php/<area>/register.c). */
static void register_classes(void)
{
    zend_class_entry *base = register_class_Vela_Exception(zend_ce_exception);
    vela_php_coroutine_minit(base);
    vela_php_http_minit(base);
    vela_php_pg_minit(base);
    vela_php_app_minit();
}

PHP_FUNCTION(Vela_version)
{
    ZEND_PARSE_PARAMETERS_NONE();
    RETURN_STRING(PHP_VELA_VERSION);
}

static PHP_MINIT_FUNCTION(vela)
{
    REGISTER_INI_ENTRIES();
    register_classes();
    vela_watchdog_startup(INI_INT("vela.block_warn_ms") > 0);
    return SUCCESS;
}

static PHP_MSHUTDOWN_FUNCTION(vela)
{
    vela_watchdog_shutdown();
    UNREGISTER_INI_ENTRIES();
    return SUCCESS;
}

static PHP_RINIT_FUNCTION(vela)
{
#if defined(COMPILE_DL_VELA) && defined(ZTS)
    ZEND_TSRMLS_CACHE_UPDATE();
#endif
    if (vela_worker_template_wanted()) {
        /* A worker template: returns only in each worker forked from it, which
         * then runs the script like any worker (worker_template.h). Timers armed at
         * request start-up are not inherited by a fork. */
        vela_worker_template_serve();
        if (EG(timeout_seconds) > 0) {
            zend_set_timeout(EG(timeout_seconds), 0);
        }
    }
    vela_coro_config_t config = {
        .max_coroutines = ini_quantity("vela.max_coroutines"),
        .stack_size = ini_quantity("vela.coroutine_stack_size"),
        .pool_size = ini_quantity("vela.coroutine_pool_size"),
        .block_warn_ms = (unsigned)ini_quantity("vela.block_warn_ms"),
    };
    vela_coro_activate(&config);
    return SUCCESS;
}

static PHP_RSHUTDOWN_FUNCTION(vela)
{
    vela_timer_deactivate();
    vela_coroutine_deactivate();
    vela_coro_deactivate();
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
    php_info_print_table_row(2, "llhttp",
                             ZEND_TOSTR(LLHTTP_VERSION_MAJOR) "." ZEND_TOSTR(LLHTTP_VERSION_MINOR));
    php_info_print_table_end();
    DISPLAY_INI_ENTRIES();
}

static const zend_module_dep vela_deps[] = {ZEND_MOD_REQUIRED("spl") ZEND_MOD_END};

zend_module_entry vela_module_entry = {
    STANDARD_MODULE_HEADER_EX,
    NULL,
    vela_deps,
    "vela",
    ext_functions,
    PHP_MINIT(vela),
    PHP_MSHUTDOWN(vela),
    PHP_RINIT(vela),
    PHP_RSHUTDOWN(vela),
    PHP_MINFO(vela),
    PHP_VELA_VERSION,
    STANDARD_MODULE_PROPERTIES,
};

#ifdef COMPILE_DL_VELA
ZEND_GET_MODULE(vela)
#endif
