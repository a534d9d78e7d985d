/*
 * A stand-in for the coroutine layer (src/core/coro.h) in the C unit tests,
 * so the engine's waiting machinery (core/pool.c, core/wait_queue.c,
 * pg/conn.c, redis/conn.c) runs in a test binary without PHP.
 *
 * Design. The engine's coro.c switches Zend fiber contexts; this file
 * switches ucontext_t contexts (makecontext/swapcontext), on the real loop
 * of src/core/loop.c, with the scheduling rules of coro.h kept as they are:
 * spawn runs the coroutine at once until it first suspends; a resume from
 * the main context switches in at once and then runs what the woken
 * coroutine woke, a resume from a coroutine queues (FIFO) for the main
 * context; the first wake-up wins (VELA_ESTATE after it); suspending in the
 * main context runs the loop until resumed; suspend_for's timer is the
 * coroutine's own. What it leaves out is what only PHP has: exceptions,
 * exit(), bailouts, the VM stack, the watchdog and the context pool, so
 * vela__coro_raise_pending() has nothing to raise and switching is never
 * blocked.
 *
 * Lifetime. A coroutine's struct and stack are freed by whoever switched
 * into it when it ends (never on its own stack); its timer lives in a heap
 * block freed by the timer's close callback, so a loop closed later never
 * touches freed memory.
 */
#include "src/core/coro.h"

#include <stdlib.h>
#include <ucontext.h>
#include <uv.h>

#include "src/core/error.h"
#include "src/core/loop.h"

#define STACK_SIZE (256 * 1024)

enum state { RUNNING, WAITING, READY, DONE };

struct defer {
    vela_coro_fn fn;
    void *arg;
    struct defer *next;
};

struct local {
    const void *key;
    void *data;
    void (*dtor)(void *data);
    struct local *next;
};

struct vela_coro {
    ucontext_t ctx;
    enum state state;
    int result;
    bool cancelled;
    uint64_t id;
    vela_coro_fn fn;
    void *arg;
    char *stack;
    uv_timer_t *timer;      /* heap: freed by its close callback */
    struct vela_coro *from; /* the context that switched into it last */
    struct vela_coro *next_ready, *prev_live, *next_live;
    struct defer *defers;
    struct local *locals;
};

static vela_coro_t main_coro = {.state = RUNNING};
static vela_coro_t *current = &main_coro;
static vela_coro_t *ready_head, *ready_tail;
static vela_coro_t *live;
static size_t live_count;
static uint64_t last_id;
static bool draining;

static void free_coro(vela_coro_t *co)
{
    if (co->timer) {
        uv_close((uv_handle_t *)co->timer, (uv_close_cb)free);
    }
    free(co->stack);
    free(co);
}

/* Switches from the current context into co; returns when co suspends or ends. */
static void switch_into(vela_coro_t *co)
{
    vela_coro_t *previous = current;
    co->from = previous;
    co->state = RUNNING;
    current = co;
    swapcontext(&previous->ctx, &co->ctx);
    current = previous;
    if (co->state == DONE) {
        free_coro(co);
    }
}

static void unlink_live(vela_coro_t *co)
{
    if (co->prev_live) {
        co->prev_live->next_live = co->next_live;
    } else {
        live = co->next_live;
    }
    if (co->next_live) {
        co->next_live->prev_live = co->prev_live;
    }
    live_count--;
}

static void finish(vela_coro_t *co)
{
    while (co->defers) {
        struct defer *d = co->defers;
        co->defers = d->next;
        d->fn(d->arg);
        free(d);
    }
    while (co->locals) {
        struct local *l = co->locals;
        co->locals = l->next;
        if (l->dtor) {
            l->dtor(l->data);
        }
        free(l);
    }
    unlink_live(co);
    co->state = DONE;
}

/* makecontext() passes ints: the coroutine's pointer comes split in two. */
static void entry(unsigned hi, unsigned lo)
{
    vela_coro_t *co = (vela_coro_t *)(((uintptr_t)hi << 32) | (uintptr_t)lo);
    co->fn(co->arg);
    finish(co);
    setcontext(&co->from->ctx);
}

int vela_coro_spawn(vela_coro_fn fn, void *arg, uint64_t *id)
{
    vela_coro_t *co = calloc(1, sizeof(*co));
    char *stack = co ? malloc(STACK_SIZE) : NULL;
    if (!stack) {
        free(co);
        return VELA_ENOMEM;
    }
    co->stack = stack;
    co->fn = fn;
    co->arg = arg;
    co->id = ++last_id;
    getcontext(&co->ctx);
    co->ctx.uc_stack.ss_sp = stack;
    co->ctx.uc_stack.ss_size = STACK_SIZE;
    co->ctx.uc_link = NULL;
    uintptr_t p = (uintptr_t)co;
    makecontext(&co->ctx, (void (*)(void))entry, 2, (unsigned)(p >> 32), (unsigned)p);
    co->next_live = live;
    if (live) {
        live->prev_live = co;
    }
    live = co;
    live_count++;
    if (id) {
        *id = co->id;
    }
    switch_into(co);
    return 0;
}

vela_coro_t *vela_coro_current(void)
{
    return current;
}

uint64_t vela_coro_id(const vela_coro_t *co)
{
    return co->id;
}

bool vela_coro_is_main(const vela_coro_t *co)
{
    return co == &main_coro;
}

bool vela_coro_is_waiting(const vela_coro_t *co)
{
    return co->state == WAITING;
}

bool vela_coro_can_suspend(void)
{
    return current == &main_coro ? !vela_loop_is_running() : !current->cancelled;
}

bool vela_coro_is_cancelled(void)
{
    return current->cancelled;
}

static bool main_woken(void *arg)
{
    (void)arg;
    return main_coro.state != WAITING;
}

static int suspend_main(void)
{
    if (vela_loop_is_running()) {
        return VELA_ESTATE;
    }
    main_coro.state = WAITING;
    int rc = vela_loop_run_until(main_woken, NULL);
    if (main_coro.state == WAITING) {
        main_coro.state = RUNNING;
        return rc != 0 ? rc : VELA_ESTATE;
    }
    return main_coro.result;
}

int vela_coro_suspend(void)
{
    vela_coro_t *co = current;
    if (co == &main_coro) {
        return suspend_main();
    }
    if (co->cancelled) {
        return VELA_ECANCELED;
    }
    co->state = WAITING;
    swapcontext(&co->ctx, &co->from->ctx);
    return co->result;
}

static void enqueue(vela_coro_t *co)
{
    co->next_ready = NULL;
    if (ready_tail) {
        ready_tail->next_ready = co;
    } else {
        ready_head = co;
    }
    ready_tail = co;
}

void vela__coro_run_ready(void)
{
    if (current != &main_coro || draining) {
        return;
    }
    draining = true;
    while (ready_head) {
        vela_coro_t *co = ready_head;
        ready_head = co->next_ready;
        if (!ready_head) {
            ready_tail = NULL;
        }
        switch_into(co);
    }
    draining = false;
}

bool vela__coro_has_ready(void)
{
    return ready_head != NULL;
}

int vela__coro_raise_pending(void)
{
    return 0;
}

bool vela__coro_switch_blocked(void)
{
    return false;
}

int vela_coro_resume(vela_coro_t *co, int result)
{
    if (co->state != WAITING) {
        return VELA_ESTATE;
    }
    co->result = result;
    if (co == &main_coro) {
        co->state = RUNNING;
        return 0;
    }
    co->state = READY;
    if (current != &main_coro || draining) {
        enqueue(co);
        return 0;
    }
    switch_into(co);
    vela__coro_run_ready();
    return 0;
}

static void on_timeout(uv_timer_t *timer)
{
    vela_coro_resume(timer->data, VELA_ETIMEOUT);
}

int vela_coro_suspend_for(int64_t timeout_ms)
{
    if (timeout_ms < 0) {
        return vela_coro_suspend();
    }
    vela_coro_t *co = current;
    uv_loop_t *loop = vela_loop_get();
    if (!loop) {
        return VELA_ENOMEM;
    }
    if (!co->timer || co->timer->loop != loop) {
        co->timer = malloc(sizeof(*co->timer));
        if (!co->timer) {
            return VELA_ENOMEM;
        }
        uv_timer_init(loop, co->timer);
    }
    co->timer->data = co;
    uv_update_time(loop);
    uv_timer_start(co->timer, on_timeout, (uint64_t)timeout_ms, 0);
    int rc = vela_coro_suspend();
    uv_timer_stop(co->timer);
    return rc;
}

int vela_coro_sleep(uint64_t ms)
{
    int rc = vela_coro_suspend_for((int64_t)ms);
    return rc == VELA_ETIMEOUT ? 0 : rc;
}

int vela_coro_defer(vela_coro_fn fn, void *arg)
{
    if (current == &main_coro) {
        return VELA_ENOTCORO;
    }
    struct defer *d = malloc(sizeof(*d));
    if (!d) {
        return VELA_ENOMEM;
    }
    *d = (struct defer){fn, arg, current->defers};
    current->defers = d;
    return 0;
}

int vela_coro_set_local(vela_coro_t *co, const void *key, void *data, void (*dtor)(void *data))
{
    if (co == &main_coro) {
        return VELA_ENOTCORO;
    }
    for (struct local *l = co->locals; l; l = l->next) {
        if (l->key == key) {
            if (l->dtor) {
                l->dtor(l->data);
            }
            l->data = data;
            l->dtor = dtor;
            return 0;
        }
    }
    struct local *l = malloc(sizeof(*l));
    if (!l) {
        return VELA_ENOMEM;
    }
    *l = (struct local){key, data, dtor, co->locals};
    co->locals = l;
    return 0;
}

void *vela_coro_get_local(const vela_coro_t *co, const void *key)
{
    for (const struct local *l = co->locals; l; l = l->next) {
        if (l->key == key) {
            return l->data;
        }
    }
    return NULL;
}

size_t vela_coro_count(void)
{
    return live_count;
}

int vela_coro_wait_all(void)
{
    int rc = vela_loop_run();
    return rc == 0 && live_count > 0 ? VELA_EDEADLOCK : rc;
}

size_t vela_coro_cancel_all(void)
{
    for (vela_coro_t *co = live; co;) {
        vela_coro_t *next = co->next_live;
        co->cancelled = true;
        if (co->state == WAITING) {
            vela_coro_resume(co, VELA_ECANCELED);
            next = live; /* the list changed while it ran */
        }
        co = next;
    }
    return 0;
}

void vela_coro_activate(const vela_coro_config_t *config)
{
    (void)config;
}

void vela_coro_deactivate(void)
{
    vela_coro_cancel_all();
    if (main_coro.timer) {
        uv_close((uv_handle_t *)main_coro.timer, (uv_close_cb)free);
        main_coro.timer = NULL;
    }
    vela_loop_close();
}
