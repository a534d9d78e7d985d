/*
 * What the console runner (console.c) and the built-in migrate commands
 * (migrations.c) both need: a line on stderr, the report of an exception in
 * flight, and opening the app's pools for one command.
 *
 * Design. These sit apart from console.c so that the migrate commands use
 * them without calling back into the runner that dispatches to them: the
 * runner depends on migrations.c, both depend on this file, and no file
 * depends on the runner.
 */

#include <php.h>
#include <Zend/zend_exceptions.h>

#include "php/app/app.h"
#include "php/core/binding.h"

/* A line on stderr (errors never go to stdout: scripts read that). */
void vela_php_app_console_error(const char *format, ...)
{
    va_list ap;
    va_start(ap, format);
    vfprintf(stderr, format, ap);
    va_end(ap);
    fputc('\n', stderr);
    fflush(stderr);
}

int vela_php_app_console_report(const char *command)
{
    zend_object *ex = EG(exception);
    zval rv;
    zval *message = zend_read_property_ex(ex->ce, ex, ZSTR_KNOWN(ZEND_STR_MESSAGE), 1, &rv);
    zend_string *text = zval_get_string(message);
    vela_php_app_console_error("%s: %s: %s", command, ZSTR_VAL(ex->ce->name), ZSTR_VAL(text));
    zend_string_release(text);
    zend_clear_exception();
    return 1;
}

bool vela_php_app_console_pools(vela_php_app_t *app, bool *mine)
{
    *mine = Z_TYPE(app->pools) != IS_ARRAY || zend_hash_num_elements(Z_ARRVAL(app->pools)) == 0;
    return !*mine || vela_php_app_open_pools(&app->container, &app->pools);
}
