/*
 * The Hub binding (Vela\Hub, Vela\Hub\Subscription), shared between its
 * files; not public. hub_class.c owns the engine hub (ext/src/hub/) and
 * its Redis feed; subscription_class.c iterates one subscriber. Only this
 * binding throws; the engine returns codes.
 */
#ifndef VELA_PHP_HUB_H
#define VELA_PHP_HUB_H

#include "php/core/binding.h"

#include "src/core/coro.h"
#include "src/hub/hub.h"

extern zend_class_entry *vela_ce_hub_exception;

/* MINIT, one per class. */
void vela_php_hub_register(zend_class_entry *ce);
void vela_php_hub_subscription_register(zend_class_entry *ce);

/* A subscriber of the hub left: the last one ends the Redis feed. */
void vela_php_hub_subscriber_left(zend_object *hub);

/*
 * A connection with an id joined (joined) or left the topic: the hub's
 * roster follows, and the master (or Redis) hears of the id's first
 * connection in and its last out. False when out of memory (nothing changed).
 */
bool vela_php_hub_id_changed(zend_object *hub, zend_string *topic, zend_string *id, bool joined);

/* The engine hub of a Vela\Hub object (owned by it). */
vela_hub_t *vela_php_hub_engine(zend_object *hub);

/* The queue and overflow policy the hub's subscribers get unless told otherwise. */
void vela_php_hub_defaults(zend_object *hub, size_t *queue, enum vela_hub_overflow *overflow);

/* With a Redis pool: starts the feed (or waits for it) before a subscriber joins; false when it threw. */
bool vela_php_hub_feed_ensure(zend_object *hub);

/* The connections joined to topics (join.c), linked from their hub. */
typedef struct vela_php_hub_member vela_php_hub_member_t;
vela_php_hub_member_t **vela_php_hub_members(zend_object *hub);

/* Frees every member of the hub (it is being freed). */
void vela_php_hub_leave_all(zend_object *hub);

/*
 * A Vela\Hub\Subscription: the engine subscriber it iterates (NULL once
 * closed), the coroutine waiting in it, and the message it is on. It holds
 * a reference to its hub object, so the engine outlives it.
 */
typedef struct vela_php_hub_subscription {
    zend_object *hub;
    vela_hub_sub_t *sub;
    vela_coro_t *co;    /* suspended in next(), or NULL */
    int64_t timeout_ms; /* < 0: wait forever */
    zval current, key;
    bool done;
    zend_object std;
} vela_php_hub_subscription_t;

/*
 * Creates a Subscription object in `out` bound to `hub` (a reference is
 * taken), not yet subscribed: the caller subscribes with
 * vela_php_hub_subscription_notify and the returned pointer as the notify
 * argument, then stores the subscriber in ->sub. PHP context.
 */
vela_php_hub_subscription_t *vela_php_hub_subscription_new(zval *out, zend_object *hub);

/* The notify callback of every subscriber of the binding (arg: its subscription). */
void vela_php_hub_subscription_notify(void *arg);

#endif
