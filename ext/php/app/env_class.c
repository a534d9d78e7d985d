/*
 * Vela\Env: the environment read strictly, for the config files.
 *
 * PHP's cast reads any non-empty string but "0" as true, so the usual
 * `(bool) getenv('APP_DEBUG')` turned debug on for APP_DEBUG=false. Env::bool()
 * takes the words FILTER_VALIDATE_BOOL takes (those of Vela\Binder::toBool:
 * 1/true/on/yes, 0/false/off/no and the empty string, any case, trimmed) and
 * refuses anything else with an exception naming the variable, so a typo
 * fails the boot instead of flipping a switch. The variable is read as
 * getenv() reads it: the SAPI's environment first, then the process's.
 */
#include <php.h>
#include <SAPI.h>
#include <Zend/zend_exceptions.h>

#include "php/app/app.h"
#include "php/core/binding.h"

PHP_METHOD(Vela_Env, __construct)
{
    ZEND_PARSE_PARAMETERS_NONE();
    zend_throw_error(NULL, "Vela\\Env has only static methods");
}

/* The value of environment variable `name` (emalloc'd), or NULL when it is not set. */
static char *env_value(zend_string *name)
{
    char *value = sapi_getenv(ZSTR_VAL(name), ZSTR_LEN(name));
    if (value == NULL) {
        const char *process = getenv(ZSTR_VAL(name));
        value = process ? estrdup(process) : NULL;
    }
    return value;
}

PHP_METHOD(Vela_Env, bool)
{
    zend_string *name;
    bool fallback = false;

    ZEND_PARSE_PARAMETERS_START(1, 2)
    Z_PARAM_PATH_STR(name)
    Z_PARAM_OPTIONAL
    Z_PARAM_BOOL(fallback)
    ZEND_PARSE_PARAMETERS_END();
    char *value = env_value(name);
    if (value == NULL) {
        RETURN_BOOL(fallback);
    }
    int parsed = vela_php_app_parse_bool(value, strlen(value));
    if (parsed < 0) {
        zend_throw_exception_ex(vela_ce_core_exception, 0,
                                "the environment variable %s is \"%.40s\", not a boolean: use 1, "
                                "true, on, yes or 0, false, off, no (or leave it empty)",
                                ZSTR_VAL(name), value);
    }
    efree(value);
    if (parsed < 0) {
        RETURN_THROWS();
    }
    RETURN_BOOL(parsed);
}
