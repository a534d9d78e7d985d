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
#include "php/http/workers.h"
#include "src/core/coro.h"
#include "src/core/watchdog.h"
#include "src/process/worker_template.h"

/*
 * The INI settings. Every value is checked where PHP sets it (php.ini, -d, an
 * FPM pool's php_admin_value): one that is not a number in its range is an
 * error naming the setting and the range, never a silent default. At
 * startup the error is fatal (PHP does not start); later (per directory) the
 * value is refused with a warning and the previous one stays. The checked
 * values are kept in `settings`, which RINIT hands to the engine.
 */
typedef struct ini_range {
    zend_long min, max;
    bool zero_means_default; /* 0 is allowed below min: "use the default" */
    const char *unit;
} ini_range_t;

static const ini_range_t block_warn_range = {0, 3600000, false, "milliseconds (0 = off)"};
static const ini_range_t max_coroutines_range = {1, 1 << 24, false, "coroutines"};
static const ini_range_t stack_size_range = {64 * 1024, 1 << 30, true,
                                             "bytes (0 = fiber.stack_size; K, M, G allowed)"};
static const ini_range_t pool_size_range = {0, 1 << 24, false, "contexts"};

static struct {
    zend_long block_warn_ms, max_coroutines, stack_size, pool_size;
} settings;

static int refuse(const zend_ini_entry *entry, const zend_string *value, const char *expected,
                  int stage)
{
    int type = stage == ZEND_INI_STAGE_STARTUP ? E_CORE_ERROR : E_WARNING;
    zend_error(type, "Invalid value \"%s\" for %s: %s", ZSTR_VAL(value), ZSTR_VAL(entry->name),
               expected);
    return FAILURE;
}

/* mh_arg1: the ini_range_t; mh_arg2: the zend_long in `settings` that takes the value. */
static ZEND_INI_MH(on_update_number)
{
    const ini_range_t *range = mh_arg1;
    zend_string *error = NULL;
    zend_long value = zend_ini_parse_quantity(new_value, &error);
    bool in_range = value >= range->min && value <= range->max;

    if (error || !(in_range || (value == 0 && range->zero_means_default))) {
        char expected[160];
        snprintf(expected, sizeof(expected), "expected %s" ZEND_LONG_FMT " to " ZEND_LONG_FMT " %s",
                 range->zero_means_default ? "0 or " : "", range->min, range->max, range->unit);
        if (error) {
            zend_string_release(error);
        }
        return refuse(entry, new_value, expected, stage);
    }
    *(zend_long *)mh_arg2 = value;
    return SUCCESS;
}

/* A switch read with zend_ini_long(): "1" (On) or "0" / "" (Off), nothing else. */
static ZEND_INI_MH(on_update_switch)
{
    if (zend_string_equals_literal(new_value, "1") || zend_string_equals_literal(new_value, "0") ||
        ZSTR_LEN(new_value) == 0) {
        return SUCCESS;
    }
    return refuse(entry, new_value, "expected 1 (On) or 0 (Off)", stage);
}

/* clang-format off: it cannot read the INI macros */
PHP_INI_BEGIN()
PHP_INI_ENTRY3("vela.block_warn_ms", "100", PHP_INI_SYSTEM | PHP_INI_PERDIR, on_update_number,
               (void *)&block_warn_range, &settings.block_warn_ms, NULL)
PHP_INI_ENTRY3("vela.max_coroutines", "25000", PHP_INI_SYSTEM | PHP_INI_PERDIR, on_update_number,
               (void *)&max_coroutines_range, &settings.max_coroutines, NULL)
PHP_INI_ENTRY3("vela.coroutine_stack_size", "0", PHP_INI_SYSTEM | PHP_INI_PERDIR, on_update_number,
               (void *)&stack_size_range, &settings.stack_size, NULL)
PHP_INI_ENTRY3("vela.coroutine_pool_size", "1024", PHP_INI_SYSTEM | PHP_INI_PERDIR,
               on_update_number, (void *)&pool_size_range, &settings.pool_size, NULL)
PHP_INI_ENTRY("vela.worker_template", "1", PHP_INI_SYSTEM, on_update_switch)
PHP_INI_END()
/* clang-format on */

/* Every class, area by area (ext/php/<area>/register.c). */
static void register_classes(void)
{
    zend_class_entry *base = register_class_Vela_Exception(zend_ce_exception);
    vela_ce_core_backend_unavailable = register_class_Vela_BackendUnavailable(zend_ce_throwable);
    vela_php_coroutine_minit(base);
    vela_php_http_minit(base);
    vela_php_pg_minit(base);
    vela_php_app_minit();
    vela_php_redis_minit(base);
    vela_php_hub_minit(base);
    vela_php_psr_minit();
    vela_php_http_client_minit(base);
    vela_php_log_minit();

    vela_php_auth_minit();

    vela_php_ws_minit(base);
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
    vela_watchdog_startup(settings.block_warn_ms > 0);
    return SUCCESS;
}

static PHP_MSHUTDOWN_FUNCTION(vela)
{
    vela_watchdog_shutdown();
    vela_php_core_exception_shutdown();
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
    } else if (vela_php_http_workers_early_template() && EG(timeout_seconds) > 0) {
        zend_set_timeout(EG(timeout_seconds), 0); /* a worker forked from the early template */
    }
    vela_php_http_workers_request_startup(); /* opcache caches a fresh deploy too */
    vela_coro_config_t config = {
        .max_coroutines = (size_t)settings.max_coroutines,
        .stack_size = (size_t)settings.stack_size,
        .pool_size = (size_t)settings.pool_size,
        .block_warn_ms = (unsigned)settings.block_warn_ms,
    };
    vela_coro_activate(&config);
    return SUCCESS;
}

static PHP_RSHUTDOWN_FUNCTION(vela)
{
    vela_php_coroutine_timer_deactivate();
    vela_php_coroutine_deactivate();
    vela_coro_deactivate();
    vela_php_request_deactivate();
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
