/*
 * Vela\WaitGroup: a counter and the coroutines waiting for it to reach 0.
 *
 * The waiters are an engine wait queue (src/core/wait_queue.h): when the
 * counter drops to 0 every waiter still waiting is woken with 0, oldest
 * first. Only those present then: one that waits again at once (the counter
 * went up meanwhile) waits for the next 0. A waiter that timed out or was
 * cancelled leaves the queue by itself. The counter never goes below 0:
 * add() refuses with a CoroutineException.
 */
#include "php/core/binding.h"

#include "src/core/error.h"
#include "src/core/wait_queue.h"

typedef struct wait_group {
    zend_long counter;
    vela_wait_queue_t waiters;
    zend_object std;
} wait_group_t;

static zend_object_handlers wait_group_handlers;

static inline wait_group_t *from_obj(zend_object *obj)
{
    return (wait_group_t *)((char *)obj - XtOffsetOf(wait_group_t, std));
}

static zend_object *create(zend_class_entry *ce)
{
    wait_group_t *wg = zend_object_alloc(sizeof(wait_group_t), ce);
    zend_object_std_init(&wg->std, ce);
    object_properties_init(&wg->std, ce);
    wg->std.handlers = &wait_group_handlers;
    vela_wait_queue_init(&wg->waiters);
    return &wg->std;
}

void vela_php_coroutine_wait_group_register(zend_class_entry *ce)
{
    ce->create_object = create;
    memcpy(&wait_group_handlers, zend_get_std_object_handlers(), sizeof(wait_group_handlers));
    wait_group_handlers.offset = XtOffsetOf(wait_group_t, std);
    wait_group_handlers.clone_obj = NULL;
    wait_group_handlers.compare = zend_objects_not_comparable;
}

static bool change(wait_group_t *wg, zend_long delta)
{
    if (delta < 0 ? wg->counter + delta < 0 : wg->counter > ZEND_LONG_MAX - delta) {
        zend_throw_exception_ex(vela_ce_coroutine_exception, VELA_EINVAL,
                                "WaitGroup: the counter would become %s",
                                delta < 0 ? "negative" : "too large");
        return false;
    }
    wg->counter += delta;
    if (wg->counter == 0) {
        vela_wait_queue_wake_all(&wg->waiters, 0);
    }
    return true;
}

ZEND_METHOD(Vela_WaitGroup, add)
{
    zend_long delta = 1;

    ZEND_PARSE_PARAMETERS_START(0, 1)
    Z_PARAM_OPTIONAL
    Z_PARAM_LONG(delta)
    ZEND_PARSE_PARAMETERS_END();

    if (!change(from_obj(Z_OBJ_P(ZEND_THIS)), delta)) {
        RETURN_THROWS();
    }
}

ZEND_METHOD(Vela_WaitGroup, done)
{
    ZEND_PARSE_PARAMETERS_NONE();

    if (!change(from_obj(Z_OBJ_P(ZEND_THIS)), -1)) {
        RETURN_THROWS();
    }
}

ZEND_METHOD(Vela_WaitGroup, wait)
{
    double seconds = 0;
    bool no_timeout = true;

    ZEND_PARSE_PARAMETERS_START(0, 1)
    Z_PARAM_OPTIONAL
    Z_PARAM_DOUBLE_OR_NULL(seconds, no_timeout)
    ZEND_PARSE_PARAMETERS_END();

    wait_group_t *wg = from_obj(Z_OBJ_P(ZEND_THIS));
    int64_t ms = vela_php_coroutine_timeout_ms(seconds, 1, true, no_timeout);
    if (ms < -1) {
        RETURN_THROWS();
    }
    if (wg->counter == 0) {
        return;
    }
    int rc = vela_wait_queue_wait(&wg->waiters, NULL, ms);
    if (rc != 0) {
        vela_php_core_throw(rc, "WaitGroup::wait()");
        RETURN_THROWS();
    }
}

ZEND_METHOD(Vela_WaitGroup, count)
{
    ZEND_PARSE_PARAMETERS_NONE();
    RETURN_LONG(from_obj(Z_OBJ_P(ZEND_THIS))->counter);
}
