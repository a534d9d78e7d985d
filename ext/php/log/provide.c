/*
 * The app's default logger: what Vela\App gives the container as
 * Psr\Log\LoggerInterface when the app declares no logger of its own,
 * made from config/log.php once per worker.
 *
 * config/log.php: 'level' (the least severe level written, default
 * "debug"), 'path' (null: stderr, the server's log stream), 'channel'
 * (default "app") and 'driver': "vela" (the default, Vela\Log\Logger) or
 * "monolog" (a Monolog\Logger with a StreamHandler at the same place and
 * level, Monolog's JsonFormatter and a Vela\Log\RequestProcessor).
 *
 * Design. PSR-3's interface is the app's dependency, not the extension's,
 * and an internal class cannot implement an interface that did not exist
 * at MINIT. So when Psr\Log\LoggerInterface can be loaded, the logger is a
 * Vela\Log\PsrLogger, declared here by compiling one line that extends
 * Vela\Log\Logger and implements it (as php/psr/bridge.c does for PSR-15);
 * without psr/log it is a plain Vela\Log\Logger with the same methods. The
 * Monolog logger is made by a small compiled closure: a handful of
 * constructor and setter calls, run once per worker, not per request.
 */
#include "php/log/log.h"

#include <Zend/zend_exceptions.h>
#include <Zend/zend_interfaces.h>

#include "php/core/binding.h"

static const char psr_logger_source[] = "namespace Vela\\Log;\n"
                                        "final class PsrLogger extends Logger implements "
                                        "\\Psr\\Log\\LoggerInterface {}\n";

static const char monolog_source[] =
    "static function (string $channel, ?string $path, string $level): object {\n"
    "    $handler = new \\Monolog\\Handler\\StreamHandler($path ?? 'php://stderr', $level);\n"
    "    $handler->setFormatter(new \\Monolog\\Formatter\\JsonFormatter());\n"
    "    return (new \\Monolog\\Logger($channel))->pushHandler($handler)\n"
    "        ->pushProcessor(new \\Vela\\Log\\RequestProcessor());\n"
    "}";

/* Vela\Log\PsrLogger when psr/log can be loaded (declared once), else Vela\Log\Logger. */
static zend_class_entry *logger_class(void)
{
    zend_class_entry *ce = vela_php_core_find_class("Vela\\Log\\PsrLogger", false);
    if (ce != NULL || vela_php_core_find_class("Psr\\Log\\LoggerInterface", true) == NULL) {
        zend_clear_exception();
        return ce ? ce : vela_ce_log_logger;
    }
    if (zend_eval_stringl((char *)psr_logger_source, sizeof(psr_logger_source) - 1, NULL,
                          "Vela\\Log\\PsrLogger") == SUCCESS) {
        ce = vela_php_core_find_class("Vela\\Log\\PsrLogger", false);
    }
    return ce ? ce : vela_ce_log_logger;
}

/* $container->config($key, $fallback) into *out (the fallback when the container has none). */
static void config_of(zend_object *container, const char *key, zval *fallback, zval *out)
{
    zval name;
    ZVAL_COPY(out, fallback);
    if (!zend_hash_str_exists(&container->ce->function_table, "config", 6)) {
        return;
    }
    zval_ptr_dtor(out);
    ZVAL_STRING(&name, key);
    zend_call_method(container, container->ce, NULL, "config", 6, out, 2, &name, fallback);
    zval_ptr_dtor(&name);
}

/* The Monolog logger of the design note into *out; false with an exception thrown. */
static bool new_monolog(zval *args, zval *out)
{
    zval factory;
    if (vela_php_core_find_class("Monolog\\Logger", true) == NULL) {
        if (!EG(exception)) {
            zend_throw_exception(vela_ce_core_exception,
                                 "config/log.php: 'driver' => 'monolog' needs Monolog\\Logger "
                                 "(monolog/monolog, Debian php-monolog) in the app's autoloader",
                                 0);
        }
        return false;
    }
    if (zend_eval_stringl((char *)monolog_source, sizeof(monolog_source) - 1, &factory,
                          "Vela\\Log monolog") != SUCCESS) {
        return false;
    }
    call_user_function(NULL, NULL, &factory, out, 3, args);
    zval_ptr_dtor(&factory);
    return !EG(exception);
}

/* config/log.php's driver, channel, path and level into args (channel, path, level). */
static void read_config(zend_object *container, zval *driver, zval *args)
{
    zval fallback;
    ZVAL_STRING(&fallback, "vela");
    config_of(container, "log.driver", &fallback, driver);
    zval_ptr_dtor(&fallback);
    ZVAL_STRING(&fallback, "app");
    config_of(container, "log.channel", &fallback, &args[0]);
    zval_ptr_dtor(&fallback);
    ZVAL_NULL(&fallback);
    config_of(container, "log.path", &fallback, &args[1]);
    ZVAL_STRING(&fallback, "debug");
    config_of(container, "log.level", &fallback, &args[2]);
    zval_ptr_dtor(&fallback);
}

bool vela_php_log_default(zend_object *container, zval *out)
{
    zval driver, args[3], ordered[3];
    ZVAL_UNDEF(out);
    read_config(container, &driver, args);
    bool monolog =
        Z_TYPE(driver) == IS_STRING && zend_string_equals_literal(Z_STR(driver), "monolog");
    bool known = monolog ||
                 (Z_TYPE(driver) == IS_STRING && zend_string_equals_literal(Z_STR(driver), "vela"));
    if (EG(exception)) {
        known = true; /* the config's own error stands */
    } else if (!known) {
        zend_throw_exception(vela_ce_core_exception,
                             "config/log.php: 'driver' must be 'vela' or 'monolog'", 0);
    } else if (monolog) {
        new_monolog(args, out);
    } else {
        ZVAL_COPY_VALUE(&ordered[0], &args[2]); /* Logger(level, path, channel) */
        ZVAL_COPY_VALUE(&ordered[1], &args[1]);
        ZVAL_COPY_VALUE(&ordered[2], &args[0]);
        zend_class_entry *ce = logger_class();
        object_init_ex(out, ce);
        zend_call_known_instance_method(ce->constructor, Z_OBJ_P(out), NULL, 3, ordered);
    }
    zval_ptr_dtor(&driver);
    for (size_t i = 0; i < 3; i++) {
        zval_ptr_dtor(&args[i]);
    }
    if (EG(exception) || !known) {
        zval_ptr_dtor(out);
        ZVAL_UNDEF(out);
        return false;
    }
    return true;
}
