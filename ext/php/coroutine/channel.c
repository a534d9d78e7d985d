/*
 * Vela\Channel: a FIFO of zvals between coroutines (or the main context).
 *
 * State: a ring buffer of `capacity` slots and two engine wait queues
 * (src/core/wait_queue.h), waiting pushers and waiting poppers. A waiter's
 * data points at its value: the pusher's argument, or the popper's return
 * value. Invariants: poppers wait only while the ring is empty and no pusher
 * waits; pushers wait only while the ring is full (always, at capacity 0)
 * and no popper waits. Whoever completes a waiter's operation takes it from
 * its queue, moves the value and wakes it with 0; close() wakes every waiter
 * with VELA_ECLOSED. The queue skips a waiter that timed out or was
 * cancelled, so a value is only ever handed to a waiter still waiting.
 *
 * The object cannot be freed while someone waits in a method: the call
 * frame holds a reference to $this.
 */
#include "php/core/binding.h"

#include "src/core/error.h"
#include "src/core/wait_queue.h"

typedef struct channel {
    zval *ring;
    zend_long capacity, head, length;
    bool constructed;
    bool closed;
    vela_wait_queue_t pushers, poppers; /* waiter data: the zval pushed, or the one popped into */
    zend_object std;
} channel_t;

static zend_class_entry *channel_ce;
static zend_object_handlers channel_handlers;

static inline channel_t *from_obj(zend_object *obj)
{
    return (channel_t *)((char *)obj - XtOffsetOf(channel_t, std));
}

static void ring_append(channel_t *ch, zval *value)
{
    ZVAL_COPY(&ch->ring[(ch->head + ch->length) % ch->capacity], value);
    ch->length++;
}

static void ring_take(channel_t *ch, zval *out)
{
    ZVAL_COPY_VALUE(out, &ch->ring[ch->head]);
    ch->head = (ch->head + 1) % ch->capacity;
    ch->length--;
}

static zend_object *create(zend_class_entry *ce)
{
    channel_t *ch = zend_object_alloc(sizeof(channel_t), ce);
    zend_object_std_init(&ch->std, ce);
    object_properties_init(&ch->std, ce);
    ch->std.handlers = &channel_handlers;
    vela_wait_queue_init(&ch->pushers);
    vela_wait_queue_init(&ch->poppers);
    return &ch->std;
}

static void free_channel(zend_object *obj)
{
    channel_t *ch = from_obj(obj);
    while (ch->length > 0) {
        zval value;
        ring_take(ch, &value);
        zval_ptr_dtor(&value);
    }
    if (ch->ring) {
        efree(ch->ring);
    }
    zend_object_std_dtor(obj);
}

void vela_php_coroutine_channel_register(zend_class_entry *ce)
{
    channel_ce = ce;
    ce->create_object = create;
    memcpy(&channel_handlers, zend_get_std_object_handlers(), sizeof(channel_handlers));
    channel_handlers.offset = XtOffsetOf(channel_t, std);
    channel_handlers.free_obj = free_channel;
    channel_handlers.clone_obj = NULL;
    channel_handlers.compare = zend_objects_not_comparable;
}

ZEND_METHOD(Vela_Channel, __construct)
{
    zend_long capacity = 0;

    ZEND_PARSE_PARAMETERS_START(0, 1)
    Z_PARAM_OPTIONAL
    Z_PARAM_LONG(capacity)
    ZEND_PARSE_PARAMETERS_END();

    channel_t *ch = from_obj(Z_OBJ_P(ZEND_THIS));
    if (capacity < 0 || capacity > (1 << 24)) {
        zend_argument_value_error(1, "must be between 0 and %d", 1 << 24);
        RETURN_THROWS();
    }
    if (ch->constructed) {
        zend_throw_error(NULL, "Vela\\Channel::__construct() cannot be called twice");
        RETURN_THROWS();
    }
    ch->constructed = true;
    ch->capacity = capacity;
    ch->ring = capacity > 0 ? safe_emalloc(capacity, sizeof(zval), 0) : NULL;
}

static bool push_now(channel_t *ch, zval *value)
{
    vela_waiter_t *popper = vela_wait_queue_take(&ch->poppers);
    if (popper) {
        ZVAL_COPY((zval *)popper->data, value);
        vela_waiter_wake(popper, 0);
        return true;
    }
    if (ch->length < ch->capacity) {
        ring_append(ch, value);
        return true;
    }
    return false;
}

ZEND_METHOD(Vela_Channel, push)
{
    zval *value;
    double seconds = 0;
    bool no_timeout = true;

    ZEND_PARSE_PARAMETERS_START(1, 2)
    Z_PARAM_ZVAL(value)
    Z_PARAM_OPTIONAL
    Z_PARAM_DOUBLE_OR_NULL(seconds, no_timeout)
    ZEND_PARSE_PARAMETERS_END();

    channel_t *ch = from_obj(Z_OBJ_P(ZEND_THIS));
    int64_t ms = vela_php_coroutine_timeout_ms(seconds, 2, true, no_timeout);
    if (ms < -1) {
        RETURN_THROWS();
    }
    if (ch->closed) {
        vela_php_core_throw(VELA_ECLOSED, "Channel::push()");
        RETURN_THROWS();
    }
    if (push_now(ch, value)) {
        return;
    }
    int rc = vela_wait_queue_wait(&ch->pushers, value, ms);
    if (rc != 0) {
        vela_php_core_throw(rc, "Channel::push()");
        RETURN_THROWS();
    }
}

/* Takes a value without waiting; false when none is available. */
static bool pop_now(channel_t *ch, zval *out)
{
    if (ch->length > 0) {
        ring_take(ch, out);
        vela_waiter_t *pusher = vela_wait_queue_take(&ch->pushers);
        if (pusher) {
            ring_append(ch, pusher->data);
            vela_waiter_wake(pusher, 0);
        }
        return true;
    }
    vela_waiter_t *pusher = vela_wait_queue_take(&ch->pushers);
    if (pusher) {
        ZVAL_COPY(out, (zval *)pusher->data);
        vela_waiter_wake(pusher, 0);
        return true;
    }
    return false;
}

ZEND_METHOD(Vela_Channel, pop)
{
    double seconds = 0;
    bool no_timeout = true;

    ZEND_PARSE_PARAMETERS_START(0, 1)
    Z_PARAM_OPTIONAL
    Z_PARAM_DOUBLE_OR_NULL(seconds, no_timeout)
    ZEND_PARSE_PARAMETERS_END();

    channel_t *ch = from_obj(Z_OBJ_P(ZEND_THIS));
    int64_t ms = vela_php_coroutine_timeout_ms(seconds, 1, true, no_timeout);
    if (ms < -1) {
        RETURN_THROWS();
    }
    if (pop_now(ch, return_value) || ch->closed) {
        return;
    }
    int rc = vela_wait_queue_wait(&ch->poppers, return_value, ms);
    if (rc != 0 && rc != VELA_ECLOSED) {
        vela_php_core_throw(rc, "Channel::pop()");
        RETURN_THROWS();
    }
}

ZEND_METHOD(Vela_Channel, close)
{
    ZEND_PARSE_PARAMETERS_NONE();

    channel_t *ch = from_obj(Z_OBJ_P(ZEND_THIS));
    ch->closed = true;
    vela_wait_queue_wake_all(&ch->poppers, VELA_ECLOSED);
    vela_wait_queue_wake_all(&ch->pushers, VELA_ECLOSED);
}

ZEND_METHOD(Vela_Channel, length)
{
    ZEND_PARSE_PARAMETERS_NONE();
    RETURN_LONG(from_obj(Z_OBJ_P(ZEND_THIS))->length);
}

ZEND_METHOD(Vela_Channel, capacity)
{
    ZEND_PARSE_PARAMETERS_NONE();
    RETURN_LONG(from_obj(Z_OBJ_P(ZEND_THIS))->capacity);
}

ZEND_METHOD(Vela_Channel, isClosed)
{
    ZEND_PARSE_PARAMETERS_NONE();
    RETURN_BOOL(from_obj(Z_OBJ_P(ZEND_THIS))->closed);
}
