/*
 * Vela\Timer: one-shot (after) and repeating (tick) timers on the loop.
 * Each firing runs the callable in a coroutine of its own, so a callback
 * may suspend and a slow one does not delay the next tick.
 *
 * A timer is an emalloc'd uv_timer_t plus the callable, indexed by id in a
 * per-request table. It leaves the table when it is cancelled or (one-shot)
 * has fired, and is freed in its uv close callback. Live timers keep the
 * loop, and so Vela\run() and the end of the script, waiting: cancel ticks.
 * At request end the remaining ones are closed.
 */
#include "php/core/binding.h"

#include "src/core/coro.h"
#include "src/core/error.h"
#include "src/core/loop.h"

typedef struct timer {
    uv_timer_t handle;
    zend_long id;
    bool repeat;
    zval callable;
} timer_entry_t;

static HashTable timers;
static bool timers_ready;
static zend_long last_id;

void vela_php_coroutine_timer_register(zend_class_entry *ce)
{
}

static void free_timer(uv_handle_t *handle)
{
    timer_entry_t *timer = handle->data;
    zval_ptr_dtor(&timer->callable);
    efree(timer);
}

static void drop(timer_entry_t *timer)
{
    zend_hash_index_del(&timers, timer->id);
    uv_timer_stop(&timer->handle);
    uv_close((uv_handle_t *)&timer->handle, free_timer);
}

static void fire(uv_timer_t *handle)
{
    timer_entry_t *timer = handle->data;
    zend_fcall_info fci;
    zend_fcall_info_cache fcc;
    int rc = VELA_EINVAL;

    if (zend_fcall_info_init(&timer->callable, 0, &fci, &fcc, NULL, NULL) == SUCCESS) {
        rc = vela_php_coroutine_spawn(&fci, &fcc, false, NULL, NULL);
    }
    if (rc != 0) {
        zend_error(E_WARNING, "Vela\\Timer #" ZEND_LONG_FMT ": cannot run the callback: %s",
                   timer->id, vela_strerror(rc));
    }
    if (!timer->repeat && zend_hash_index_find_ptr(&timers, timer->id) == timer) {
        drop(timer);
    }
}

static void start(INTERNAL_FUNCTION_PARAMETERS, bool repeat)
{
    double seconds;
    zend_fcall_info fci;
    zend_fcall_info_cache fcc;

    ZEND_PARSE_PARAMETERS_START(2, 2)
    Z_PARAM_DOUBLE(seconds)
    Z_PARAM_FUNC(fci, fcc)
    ZEND_PARSE_PARAMETERS_END();

    int64_t ms = vela_php_coroutine_timeout_ms(seconds, 1, false, false);
    if (ms < 0) {
        RETURN_THROWS();
    }
    if (repeat && ms == 0) {
        zend_argument_value_error(1, "must be greater than 0");
        RETURN_THROWS();
    }
    uv_loop_t *loop = vela_loop_get();
    if (!loop) {
        vela_php_core_throw(VELA_ENOMEM, repeat ? "Timer::tick()" : "Timer::after()");
        RETURN_THROWS();
    }
    if (!timers_ready) {
        zend_hash_init(&timers, 8, NULL, NULL, 0);
        timers_ready = true;
    }
    timer_entry_t *timer = emalloc(sizeof(*timer));
    timer->id = ++last_id;
    timer->repeat = repeat;
    ZVAL_COPY(&timer->callable, &fci.function_name);
    uv_timer_init(loop, &timer->handle);
    timer->handle.data = timer;
    uv_update_time(loop); /* due times count from now, not from the last loop iteration */
    uv_timer_start(&timer->handle, fire, (uint64_t)ms, repeat ? (uint64_t)ms : 0);
    zend_hash_index_add_new_ptr(&timers, timer->id, timer);
    vela_php_coroutine_register_drain();
    RETURN_LONG(timer->id);
}

/* Private: Timer has static methods only. */
ZEND_METHOD(Vela_Timer, __construct)
{
    ZEND_PARSE_PARAMETERS_NONE();
}

ZEND_METHOD(Vela_Timer, after)
{
    start(INTERNAL_FUNCTION_PARAM_PASSTHRU, false);
}

ZEND_METHOD(Vela_Timer, tick)
{
    start(INTERNAL_FUNCTION_PARAM_PASSTHRU, true);
}

ZEND_METHOD(Vela_Timer, cancel)
{
    zend_long id;

    ZEND_PARSE_PARAMETERS_START(1, 1)
    Z_PARAM_LONG(id)
    ZEND_PARSE_PARAMETERS_END();

    timer_entry_t *timer = timers_ready ? zend_hash_index_find_ptr(&timers, id) : NULL;
    if (!timer) {
        RETURN_FALSE;
    }
    drop(timer);
    RETURN_TRUE;
}

void vela_php_coroutine_timer_deactivate(void)
{
    if (!timers_ready) {
        return;
    }
    timer_entry_t *timer;
    ZEND_HASH_FOREACH_PTR(&timers, timer)
    {
        uv_timer_stop(&timer->handle);
        uv_close((uv_handle_t *)&timer->handle, free_timer);
    }
    ZEND_HASH_FOREACH_END();
    zend_hash_destroy(&timers);
    timers_ready = false;
    last_id = 0;
}
