/*
 * Vela\Hub\Subscription: one subscriber of a hub, iterated with foreach in
 * a coroutine (key: the topic, value: the message).
 *
 * Model. next() takes the oldest queued message of the engine subscriber;
 * when none is queued it arms the subscriber's notify (hub.h) and suspends
 * the coroutine, which the notify resumes from the delivery. The iteration
 * ends when the subscription is closed (close(), the hub's overflow policy
 * "close") or after `timeout` without a message. A cancelled coroutine (its
 * SSE client went away, the worker stops) throws from next(), so a
 * producer waiting here unwinds at once.
 */
#include "php/hub/hub.h"

#include "src/core/error.h"

static zend_class_entry *subscription_ce;
static zend_object_handlers subscription_handlers;

static inline vela_php_hub_subscription_t *from_obj(zend_object *obj)
{
    return (vela_php_hub_subscription_t *)((char *)obj -
                                           XtOffsetOf(vela_php_hub_subscription_t, std));
}

#define THIS_SUBSCRIPTION() from_obj(Z_OBJ_P(ZEND_THIS))

static zend_object *create(zend_class_entry *ce)
{
    vela_php_hub_subscription_t *s = zend_object_alloc(sizeof(*s), ce);

    zend_object_std_init(&s->std, ce);
    object_properties_init(&s->std, ce);
    s->std.handlers = &subscription_handlers;
    s->timeout_ms = -1;
    ZVAL_NULL(&s->current);
    ZVAL_NULL(&s->key);
    return &s->std;
}

/* Leaves every topic and wakes the coroutine waiting here, if any. */
static void end_subscription(vela_php_hub_subscription_t *s)
{
    s->done = true;
    if (s->sub) {
        vela_hub_unsubscribe(s->sub);
        s->sub = NULL;
        vela_php_hub_subscriber_left(s->hub);
    }
    if (s->co && vela_coro_is_waiting(s->co)) {
        vela_coro_resume(s->co, VELA_ECLOSED);
    }
}

static void free_subscription(zend_object *obj)
{
    vela_php_hub_subscription_t *s = from_obj(obj);

    end_subscription(s);
    zval_ptr_dtor(&s->current);
    zval_ptr_dtor(&s->key);
    if (s->hub) {
        OBJ_RELEASE(s->hub);
    }
    zend_object_std_dtor(obj);
}

void vela_php_hub_subscription_register(zend_class_entry *ce)
{
    subscription_ce = ce;
    ce->create_object = create;
    ce->ce_flags |= ZEND_ACC_NOT_SERIALIZABLE;
    memcpy(&subscription_handlers, zend_get_std_object_handlers(), sizeof(subscription_handlers));
    subscription_handlers.offset = XtOffsetOf(vela_php_hub_subscription_t, std);
    subscription_handlers.free_obj = free_subscription;
    subscription_handlers.clone_obj = NULL;
}

vela_php_hub_subscription_t *vela_php_hub_subscription_new(zval *out, zend_object *hub)
{
    vela_php_hub_subscription_t *s;

    object_init_ex(out, subscription_ce);
    s = from_obj(Z_OBJ_P(out));
    GC_ADDREF(hub);
    s->hub = hub;
    return s;
}

void vela_php_hub_subscription_notify(void *arg)
{
    vela_php_hub_subscription_t *s = arg;

    if (s->co && vela_coro_is_waiting(s->co)) {
        vela_coro_resume(s->co, 0);
    }
}

/* Suspends until the subscriber has a message or is closed; 0, VELA_ETIMEOUT or a failure. */
static int wait_message(vela_php_hub_subscription_t *s)
{
    int rc;

    vela_hub_arm(s->sub);
    s->co = vela_coro_current();
    rc = vela_coro_suspend_for(s->timeout_ms);
    s->co = NULL;
    return rc;
}

/* Moves the next message into current/key, waiting for one; done when there is none to come. */
static void advance(vela_php_hub_subscription_t *s)
{
    vela_hub_message_t *message = NULL;

    zval_ptr_dtor(&s->current);
    zval_ptr_dtor(&s->key);
    ZVAL_NULL(&s->current);
    ZVAL_NULL(&s->key);
    while (s->sub && (message = vela_hub_take(s->sub)) == NULL && !vela_hub_is_closed(s->sub)) {
        int rc = wait_message(s);
        if (rc == VELA_ETIMEOUT || rc == VELA_ECLOSED) {
            break;
        }
        if (rc != 0) {
            end_subscription(s);
            vela_php_core_throw_in(vela_ce_hub_exception, rc, "Cannot wait for a message");
            return;
        }
    }
    if (message == NULL) {
        end_subscription(s);
        return;
    }
    ZVAL_STRINGL(&s->current, message->data, message->data_len);
    ZVAL_STRINGL(&s->key, message->topic, message->topic_len);
    vela_hub_message_release(message);
}

ZEND_METHOD(Vela_Hub_Subscription, current)
{
    ZEND_PARSE_PARAMETERS_NONE();
    RETURN_COPY(&THIS_SUBSCRIPTION()->current);
}

ZEND_METHOD(Vela_Hub_Subscription, key)
{
    ZEND_PARSE_PARAMETERS_NONE();
    RETURN_COPY(&THIS_SUBSCRIPTION()->key);
}

ZEND_METHOD(Vela_Hub_Subscription, next)
{
    vela_php_hub_subscription_t *s = THIS_SUBSCRIPTION();

    ZEND_PARSE_PARAMETERS_NONE();
    if (!s->done) {
        advance(s);
    }
}

ZEND_METHOD(Vela_Hub_Subscription, rewind)
{
    vela_php_hub_subscription_t *s = THIS_SUBSCRIPTION();

    ZEND_PARSE_PARAMETERS_NONE();
    if (!s->done && Z_TYPE(s->key) == IS_NULL) {
        advance(s); /* the first message; a subscription cannot be replayed */
    }
}

ZEND_METHOD(Vela_Hub_Subscription, valid)
{
    ZEND_PARSE_PARAMETERS_NONE();
    RETURN_BOOL(!THIS_SUBSCRIPTION()->done);
}

ZEND_METHOD(Vela_Hub_Subscription, close)
{
    ZEND_PARSE_PARAMETERS_NONE();
    end_subscription(THIS_SUBSCRIPTION());
}

ZEND_METHOD(Vela_Hub_Subscription, dropped)
{
    vela_php_hub_subscription_t *s = THIS_SUBSCRIPTION();

    ZEND_PARSE_PARAMETERS_NONE();
    RETURN_LONG(s->sub ? (zend_long)vela_hub_sub_dropped(s->sub) : 0);
}
