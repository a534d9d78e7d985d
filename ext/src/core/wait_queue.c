/*
 * The coroutine wait queue (see wait_queue.h): an intrusive doubly linked
 * list of stack-allocated waiters. Invariant: a waiter is linked exactly
 * while its coroutine is inside vela_wait_queue_wait() and nobody took it.
 */
#include "src/core/wait_queue.h"

void vela_wait_queue_init(vela_wait_queue_t *q)
{
    q->head = q->tail = NULL;
}

static void link_tail(vela_wait_queue_t *q, vela_waiter_t *w)
{
    w->next = NULL;
    w->prev = q->tail;
    if (q->tail) {
        q->tail->next = w;
    } else {
        q->head = w;
    }
    q->tail = w;
    w->linked = true;
}

static void unlink_waiter(vela_wait_queue_t *q, vela_waiter_t *w)
{
    if (!w->linked) {
        return;
    }
    if (w->prev) {
        w->prev->next = w->next;
    } else {
        q->head = w->next;
    }
    if (w->next) {
        w->next->prev = w->prev;
    } else {
        q->tail = w->prev;
    }
    w->prev = w->next = NULL;
    w->linked = false;
}

int vela_wait_queue_wait(vela_wait_queue_t *q, void *data, int64_t timeout_ms)
{
    vela_waiter_t me = {.co = vela_coro_current(), .data = data};
    link_tail(q, &me);
    int rc = vela_coro_suspend_for(timeout_ms);
    unlink_waiter(q, &me);
    return rc;
}

vela_waiter_t *vela_wait_queue_peek(const vela_wait_queue_t *q)
{
    for (vela_waiter_t *w = q->head; w; w = w->next) {
        if (vela_coro_is_waiting(w->co)) {
            return w;
        }
    }
    return NULL;
}

vela_waiter_t *vela_wait_queue_take(vela_wait_queue_t *q)
{
    vela_waiter_t *w = vela_wait_queue_peek(q);
    if (w) {
        unlink_waiter(q, w);
    }
    return w;
}

void vela_waiter_wake(vela_waiter_t *w, int result)
{
    vela_coro_resume(w->co, result);
}

bool vela_wait_queue_wake_one(vela_wait_queue_t *q, int result)
{
    vela_waiter_t *w = vela_wait_queue_take(q);
    if (!w) {
        return false;
    }
    vela_waiter_wake(w, result);
    return true;
}

/*
 * The waiters present now, not those that join while we wake: a coroutine
 * woken from the main context runs at once and may wait on q again, so the
 * list is detached first and only its members are woken.
 */
size_t vela_wait_queue_wake_all(vela_wait_queue_t *q, int result)
{
    vela_wait_queue_t batch = *q;
    size_t woken = 0;
    vela_waiter_t *w;

    q->head = q->tail = NULL;
    while ((w = batch.head) != NULL) {
        unlink_waiter(&batch, w);
        if (vela_coro_is_waiting(w->co)) {
            vela_waiter_wake(w, result);
            woken++;
        }
    }
    return woken;
}

size_t vela_wait_queue_count(const vela_wait_queue_t *q)
{
    size_t n = 0;
    for (vela_waiter_t *w = q->head; w; w = w->next) {
        n += vela_coro_is_waiting(w->co);
    }
    return n;
}

bool vela_wait_queue_is_empty(const vela_wait_queue_t *q)
{
    return vela_wait_queue_peek(q) == NULL;
}
