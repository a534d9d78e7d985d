/*
 * A FIFO of coroutines waiting for something: a channel's value, a wait
 * group's zero, a pool's connection.
 *
 * Design. A waiter is a small struct on the waiting coroutine's own C stack,
 * linked into the queue for as long as vela_wait_queue_wait() suspends; it
 * carries one pointer of payload (`data`) that the waker may use to hand
 * something over before waking (a channel moves a zval there, a pool stores
 * the connection it gives). Wakers take waiters oldest first, so waiting is
 * fair. A waiter that was woken by someone else meanwhile (its timeout fired,
 * it was cancelled) is still linked until it runs again, but no longer
 * "waiting" (vela_coro_is_waiting() is false): take and wake skip it, and it
 * unlinks itself when its wait returns. So a timeout racing with a hand-off
 * is safe: the first wake-up wins (coro.h), and whatever the waker handed
 * over is only handed to a waiter that is still waiting.
 *
 * vela_wait_queue_wake_all() links a marker waiter (no coroutine) at the
 * tail while it runs, so it wakes only those ahead of it.
 *
 * Ownership: the queue owns nothing; waiters belong to their coroutines'
 * stacks. A queue must be empty when its memory is released (wake every
 * waiter first, e.g. with VELA_ECLOSED, and let them run).
 *
 * Thread-safety: none; PHP thread only.
 */
#ifndef VELA_WAIT_QUEUE_H
#define VELA_WAIT_QUEUE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "src/core/coro.h"

typedef struct vela_waiter {
    vela_coro_t *co;
    void *data; /* the waiter's payload: what it offers or where to put what it gets */
    struct vela_waiter *prev, *next;
    bool linked;
} vela_waiter_t;

typedef struct vela_wait_queue {
    vela_waiter_t *head, *tail;
} vela_wait_queue_t;

#define VELA_WAIT_QUEUE_INIT                                                                       \
    {                                                                                              \
        NULL, NULL                                                                                 \
    }

/* Makes q empty. */
void vela_wait_queue_init(vela_wait_queue_t *q);

/*
 * Links the current coroutine at the tail of q with payload `data` and
 * suspends it for at most timeout_ms milliseconds (< 0: no limit). Returns
 * the result its waker passed (0 by convention for "you got it", or a code
 * such as VELA_ECLOSED), VELA_ETIMEOUT, VELA_ECANCELED, or a failure of
 * vela_coro_suspend() without waiting (VELA_EBLOCKED, VELA_ESTATE). The
 * waiter is unlinked whatever the result. Coroutine or main context (the
 * main context runs the loop meanwhile).
 */
int vela_wait_queue_wait(vela_wait_queue_t *q, void *data, int64_t timeout_ms);

/*
 * Unlinks and returns the oldest waiter still waiting, or NULL. The caller
 * then completes its operation through w->data and wakes it with
 * vela_waiter_wake(). Any context.
 */
vela_waiter_t *vela_wait_queue_take(vela_wait_queue_t *q);

/* The oldest waiter still waiting, left in the queue; NULL when none. */
vela_waiter_t *vela_wait_queue_peek(const vela_wait_queue_t *q);

/* Wakes a waiter taken with vela_wait_queue_take() with `result`. Any context. */
void vela_waiter_wake(vela_waiter_t *w, int result);

/* Takes and wakes the oldest waiter still waiting; false when none. */
bool vela_wait_queue_wake_one(vela_wait_queue_t *q, int result);

/*
 * Takes and wakes every waiter still waiting when it is called, oldest
 * first, and returns how many. A woken coroutine that waits on q again
 * before this returns (woken from the main context, it runs at once) is not
 * woken again by this call. Any context.
 */
size_t vela_wait_queue_wake_all(vela_wait_queue_t *q, int result);

/* The number of waiters still waiting. O(n). */
size_t vela_wait_queue_count(const vela_wait_queue_t *q);

/* True when no waiter still waits. */
bool vela_wait_queue_is_empty(const vela_wait_queue_t *q);

#endif
