/*
 * Vela\SystemClock: the Vela\Clock the app provides to its container unless
 * the app binds its own (PSR-20's shape: now() returns a
 * DateTimeImmutable). The framework's own time-dependent code (rate limits,
 * token expiry) reads the container's Vela\Clock, never the system time, so
 * a test that overrides Vela\Clock with a Vela\Testing\FrozenClock controls
 * it (docs/testing.md).
 *
 * Also here: vela_php_app_clock_micros(), the framework's one way to ask a
 * clock for the time. A SystemClock is answered from gettimeofday() without
 * making an object, so the request path pays no DateTimeImmutable for it.
 */
#include <php.h>
#include <Zend/zend_exceptions.h>
#include <Zend/zend_interfaces.h>
#include <ext/date/php_date.h>
#include <sys/time.h>

#include "php/app/app.h"
#include "php/core/binding.h"

zend_class_entry *vela_ce_app_clock;
zend_class_entry *vela_ce_app_system_clock;

/* A DateTimeImmutable of `micros` microseconds since the epoch (UTC) into *out. */
void vela_php_app_clock_date(int64_t micros, zval *out)
{
    char text[48];
    int64_t seconds = micros >= 0 ? micros / 1000000 : -((-micros + 999999) / 1000000);
    int len = snprintf(text, sizeof(text), "@%" PRId64 ".%06" PRId64, seconds,
                       micros - seconds * 1000000);
    php_date_instantiate(php_date_get_immutable_ce(), out);
    php_date_initialize(Z_PHPDATE_P(out), text, (size_t)len, NULL, NULL, 0);
}

static int64_t system_micros(void)
{
    struct timeval now;
    gettimeofday(&now, NULL);
    return (int64_t)now.tv_sec * 1000000 + now.tv_usec;
}

bool vela_php_app_clock_micros(zval *clock, int64_t *out)
{
    if (clock == NULL || Z_TYPE_P(clock) != IS_OBJECT ||
        Z_OBJCE_P(clock) == vela_ce_app_system_clock) {
        *out = system_micros();
        return true;
    }
    zval date;
    zend_call_method(Z_OBJ_P(clock), Z_OBJCE_P(clock), NULL, "now", 3, &date, 0, NULL, NULL);
    if (EG(exception)) {
        return false;
    }
    bool ok = Z_TYPE(date) == IS_OBJECT &&
              instanceof_function(Z_OBJCE(date), php_date_get_interface_ce()) &&
              Z_PHPDATE_P(&date)->time != NULL;
    if (ok) {
        const timelib_time *time = Z_PHPDATE_P(&date)->time; /* sse: kept current by ext/date */
        *out = (int64_t)time->sse * 1000000 + time->us;
    } else {
        zend_throw_exception_ex(vela_ce_core_exception, 0,
                                "%s::now() must return a DateTimeInterface",
                                ZSTR_VAL(Z_OBJCE_P(clock)->name));
    }
    zval_ptr_dtor(&date);
    return ok;
}

PHP_METHOD(Vela_SystemClock, now)
{
    ZEND_PARSE_PARAMETERS_NONE();
    vela_php_app_clock_date(system_micros(), return_value);
}

void vela_php_app_system_clock_register(zend_class_entry *clock, zend_class_entry *ce)
{
    vela_ce_app_clock = clock;
    vela_ce_app_system_clock = ce;
}
