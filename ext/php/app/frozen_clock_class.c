/*
 * Vela\Testing\FrozenClock: a Vela\Clock that says the time it is told.
 * A test gives it to the app with $client->override(Vela\Clock::class,
 * $clock) and moves it with set() or advance(); the framework's rate limits
 * and token checks then see that time (docs/testing.md).
 *
 * State: the time in microseconds since the epoch, in the object (no
 * DateTimeImmutable kept; now() makes one, in UTC).
 */
#include <php.h>
#include <Zend/zend_exceptions.h>
#include <ext/date/php_date.h>

#include "php/app/app.h"
#include "php/core/binding.h"

static zend_object_handlers frozen_handlers;

typedef struct vela_php_frozen_clock {
    int64_t micros;
    zend_object std;
} vela_php_frozen_clock_t;

static inline vela_php_frozen_clock_t *frozen_from_obj(zend_object *obj)
{
    return (vela_php_frozen_clock_t *)((char *)obj - XtOffsetOf(vela_php_frozen_clock_t, std));
}

/* The time `when` names (a DateTimeInterface, or a string DateTimeImmutable reads, relative to
 * the present) into *micros; false with an exception thrown. */
static bool micros_of(zval *when, int64_t *micros)
{
    zval date;
    if (Z_TYPE_P(when) == IS_STRING) {
        php_date_instantiate(php_date_get_immutable_ce(), &date);
        if (!php_date_initialize(Z_PHPDATE_P(&date), Z_STRVAL_P(when), Z_STRLEN_P(when), NULL, NULL,
                                 PHP_DATE_INIT_CTOR)) {
            zval_ptr_dtor(&date);
            return false;
        }
    } else {
        ZVAL_COPY(&date, when);
    }
    const timelib_time *time = Z_PHPDATE_P(&date)->time; /* sse: kept current by ext/date */
    *micros = (int64_t)time->sse * 1000000 + time->us;
    zval_ptr_dtor(&date);
    return true;
}

/* Freezes the clock at `arg` (a DateTimeInterface or a date string; NULL: now), checked by hand:
 * PHP 8.2's error path for Z_PARAM_OBJ_OF_CLASS_OR_STR reaches an unreachable case on a wrong
 * type. Each method parses its own arguments: ZPP assumes no Z_PARAM_OPTIONAL before the
 * required ones, and a shared parser with a variable minimum broke that (UBSan caught it). */
static void set_time(zend_object *self, zval *arg)
{
    zval when;
    if (arg == NULL) {
        ZVAL_EMPTY_STRING(&when);
    } else if (Z_TYPE_P(arg) == IS_STRING ||
               (Z_TYPE_P(arg) == IS_OBJECT &&
                instanceof_function(Z_OBJCE_P(arg), php_date_get_interface_ce()))) {
        ZVAL_COPY_VALUE(&when, arg);
    } else {
        zend_argument_type_error(1, "must be of type DateTimeInterface|string, %s given",
                                 zend_zval_type_name(arg));
        return;
    }
    micros_of(&when, &frozen_from_obj(self)->micros);
}

PHP_METHOD(Vela_Testing_FrozenClock, __construct)
{
    zval *arg = NULL;
    ZEND_PARSE_PARAMETERS_START(0, 1)
    Z_PARAM_OPTIONAL
    Z_PARAM_ZVAL(arg)
    ZEND_PARSE_PARAMETERS_END();
    set_time(Z_OBJ_P(ZEND_THIS), arg);
}

PHP_METHOD(Vela_Testing_FrozenClock, set)
{
    zval *arg;
    ZEND_PARSE_PARAMETERS_START(1, 1)
    Z_PARAM_ZVAL(arg)
    ZEND_PARSE_PARAMETERS_END();
    set_time(Z_OBJ_P(ZEND_THIS), arg);
}

PHP_METHOD(Vela_Testing_FrozenClock, advance)
{
    double seconds;
    ZEND_PARSE_PARAMETERS_START(1, 1)
    Z_PARAM_DOUBLE(seconds)
    ZEND_PARSE_PARAMETERS_END();
    if (!zend_finite(seconds) || seconds < -1e12 || seconds > 1e12) {
        zend_argument_value_error(1, "must be a finite number of seconds");
        RETURN_THROWS();
    }
    frozen_from_obj(Z_OBJ_P(ZEND_THIS))->micros += (int64_t)(seconds * 1e6);
}

PHP_METHOD(Vela_Testing_FrozenClock, now)
{
    ZEND_PARSE_PARAMETERS_NONE();
    vela_php_app_clock_date(frozen_from_obj(Z_OBJ_P(ZEND_THIS))->micros, return_value);
}

static zend_object *frozen_create(zend_class_entry *ce)
{
    vela_php_frozen_clock_t *clock = zend_object_alloc(sizeof(*clock), ce);
    zend_object_std_init(&clock->std, ce);
    object_properties_init(&clock->std, ce);
    clock->std.handlers = &frozen_handlers;
    clock->micros = 0;
    return &clock->std;
}

static zend_object *frozen_clone(zend_object *old)
{
    zend_object *copy = frozen_create(old->ce);
    zend_objects_clone_members(copy, old);
    frozen_from_obj(copy)->micros = frozen_from_obj(old)->micros;
    return copy;
}

void vela_php_app_frozen_clock_register(zend_class_entry *ce)
{
    ce->create_object = frozen_create;
    ce->ce_flags |= ZEND_ACC_NOT_SERIALIZABLE; /* its time lives in C: serialize() would lose it */
    memcpy(&frozen_handlers, zend_get_std_object_handlers(), sizeof(zend_object_handlers));
    frozen_handlers.offset = XtOffsetOf(vela_php_frozen_clock_t, std);
    frozen_handlers.clone_obj = frozen_clone;
}
