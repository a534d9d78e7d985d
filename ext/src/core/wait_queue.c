/*
 * The coroutine wait queue (see wait_queue.h): an intrusive doubly linked
 * list of stack-allocated waiters. Invariants: a waiter is linked exactly
 * while its coroutine is inside vela_wait_queue_wait() and nobody took it;
 * the only other members are the markers of running wake_all() calls
 * (waiters without a coroutine, on the waker's stack), which nothing takes.
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

/* A waiter still waiting: linked, not a wake_all() marker, and not woken meanwhile. */
static bool is_waiting(const vela_waiter_t *w)
{
    return w->co != NULL && vela_coro_is_waiting(w->co);
}

/* The oldest waiter still waiting ahead of `stop` (NULL: anywhere), or NULL. */
static vela_waiter_t *first_waiting(const vela_wait_queue_t *q, const vela_waiter_t *stop)
{
    for (vela_waiter_t *w = q->head; w && w != stop; w = w->next) {
        if (is_waiting(w)) {
            return w;
        }
    }
    return NULL;
}

static vela_waiter_t *take_waiting(vela_wait_queue_t *q, const vela_waiter_t *stop)
{
    vela_waiter_t *w = first_waiting(q, stop);
    if (w) {
        unlink_waiter(q, w);
    }
    return w;
}

vela_waiter_t *vela_wait_queue_peek(const vela_wait_queue_t *q)
{
    return first_waiting(q, NULL);
}

vela_waiter_t *vela_wait_queue_take(vela_wait_queue_t *q)
{
    return take_waiting(q, NULL);
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
 * woken from the main context runs at once and may wait on q again. So a
 * marker (a waiter without a coroutine) is linked at the tail first and only
 * the waiters ahead of it are woken. Everything stays in q meanwhile, so a
 * waiter that another wake-up (its timeout) makes run during this loop still
 * unlinks itself from the right list; a nested wake_all on q stops at its
 * own marker and steps over this one.
 */
size_t vela_wait_queue_wake_all(vela_wait_queue_t *q, int result)
{
    vela_waiter_t end = {.co = NULL};
    size_t woken = 0;
    vela_waiter_t *w;

    link_tail(q, &end);
    while ((w = take_waiting(q, &end)) != NULL) {
        vela_waiter_wake(w, result);
        woken++;
    }
    unlink_waiter(q, &end);
    return woken;
}

size_t vela_wait_queue_count(const vela_wait_queue_t *q)
{
    size_t n = 0;
    for (vela_waiter_t *w = q->head; w; w = w->next) {
        n += is_waiting(w);
    }
    return n;
}

bool vela_wait_queue_is_empty(const vela_wait_queue_t *q)
{
    return vela_wait_queue_peek(q) == NULL;
}
