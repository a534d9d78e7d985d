/*
 * Coroutines on zend_fiber_init_context()/zend_fiber_switch_context() (see
 * coro.h for the contract).
 *
 * A vela_coro_t owns one fiber context: a C stack (mmap, from the engine)
 * and a VM stack whose first page starts with a zeroed root frame. The
 * context's entry function never returns in normal operation: it runs a
 * job, then "parks" (switches back with the context kept alive) in the idle
 * pool, and the next vela_coro_spawn() hands it a new job by switching in.
 * So a spawn costs two switches and no mmap. Only a fatal error (bailout)
 * ends a context; the resumer then destroys it and frees the structure.
 *
 * Switching. `resumer` is the fiber context that switched into the
 * coroutine last (the main context, or the spawning coroutine for a first
 * run); suspending and finishing switch back to it. `waiting_in` is the
 * context that called vela_coro_suspend(): the coroutine's own, or a user
 * Fiber's running inside it (Fiber::suspend() keeps working, and a Vela wait
 * inside the Fiber suspends the whole coroutine). Before every switch in,
 * the root frame's prev_execute_data is linked to the resumer's frame so
 * backtraces run through; on suspend it is cut (NULL).
 *
 * Errors crossing a switch travel in the transfer, never in EG(exception):
 * an exit()/unwind exit leaves with ZEND_FIBER_TRANSFER_FLAG_ERROR and a
 * fatal error with FLAG_BAILOUT; the resumer re-raises them (or, inside a
 * loop callback, stops the loop and lets loop.c re-raise them later).
 *
 * States: IDLE (pooled) -> RUNNING -> WAITING -> READY (woken, queued) ->
 * RUNNING ... -> IDLE. Live coroutines are on a doubly linked list for
 * cancellation; READY ones also on a FIFO queue run by the main context.
 *
 * VM stack pages. `vm_stack` remembers the first page only: the VM frees
 * the extra pages it adds as frames pop, so when a job ends only the first
 * remains; destroying a context that is still suspended (after a fatal
 * error) frees that page and leaks the extras, never frees one twice.
 *
 * Returning a burst's memory. A burst of N concurrent coroutines leaves N
 * contexts in the pool (up to pool_size), each with the stack pages its job
 * touched. While the pool holds more than IDLE_KEEP contexts, an unreferenced
 * timer looks every IDLE_TICK_MS at the fewest contexts the pool held since
 * the last look: those were not needed for a whole tick, so they are
 * destroyed (stacks unmapped), the release hooks free what other pools
 * kept for the same burst (the HTTP server's connections, requests and
 * write contexts), and PHP's allocator and libc's heap give their free
 * pages back (heap_release.h: PHP's too, inside the chunks it keeps). A
 * steady load keeps its contexts (the low mark stays near 0); only what a
 * past burst left idle goes.
 */
#include "src/core/coro.h"

#include "src/core/assert.h"
#include "src/core/error.h"
#include "src/core/heap_release.h"
#include "src/core/loop.h"
#include "src/core/watchdog.h"

#include <php.h>
#include <Zend/zend_exceptions.h>
#include <Zend/zend_fibers.h>
#include <Zend/zend_interfaces.h>

#define VM_STACK_PAGE 4096
#define DEFAULT_MAX 25000
#define IDLE_KEEP 4       /* pooled contexts never returned for being idle */
#define IDLE_TICK_MS 1000 /* how long a context must go unused to be returned */

enum coro_state { IDLE, RUNNING, WAITING, READY };

struct defer {
    vela_coro_fn fn;
    void *arg;
};

struct local {
    const void *key;
    void *data;
    void (*dtor)(void *data);
    struct local *next;
};

struct vela_coro {
    zend_fiber_context fiber;
    uint64_t id;
    enum coro_state state;
    int result;
    bool cancelled;
    bool dead;
    vela_coro_fn fn;
    void *arg;
    zend_fiber_context *resumer;
    zend_fiber_context *waiting_in;
    zend_execute_data *root;
    zend_vm_stack vm_stack;
    struct defer *defers;
    size_t defer_count, defer_cap;
    struct local *locals;
    void *tag; /* vela_coro_set_tag(): borrowed, NULL at spawn */
    bool timer_ready;
    uv_timer_t timer;
    vela_coro_t *prev, *next; /* live list, or free list (next only) */
    vela_coro_t *next_ready;
};

static zend_function root_function = {ZEND_INTERNAL_FUNCTION};
static const char coro_kind = 0;

static vela_coro_t main_coro = {.state = RUNNING};
static vela_coro_t *current = &main_coro;
static vela_coro_t *live_head;
static vela_coro_t *free_head;
static vela_coro_t *ready_head, *ready_tail;
static size_t live_count, free_count;
static size_t free_low; /* the fewest pooled contexts since the last idle tick */
static uv_timer_t idle_timer;
static bool idle_timer_ready, idle_armed;
static vela_coro_release_hook_t *release_hooks; /* run at an idle tick that returns contexts */
static uint64_t last_id;
static bool draining;
static bool cancelling;
static vela_coro_config_t config;

/* An exit()/fatal error forwarded to the main context inside a loop callback. */
static zend_object *pending_exit;
static bool pending_bailout;
/* Set once exit() came out of a coroutine: waiting for the others stops. */
static bool exited;

static vela_coro_t *from_fiber(zend_fiber_context *context)
{
    return (vela_coro_t *)((char *)context - XtOffsetOf(vela_coro_t, fiber));
}

/* ---- the context side: what runs on the coroutine's own stack ---------- */

/* The error_reporting INI entry, found once per activation (entries stay put). */
static zend_ini_entry *error_reporting_entry;
/* Its value last parsed and the level it gave: an interned value is never
 * freed while this activation lasts, so its address names its bytes. */
static const zend_string *error_reporting_parsed;
static zend_long error_reporting_level;

/* What INI_INT/INI_STR("error_reporting") give, without two hash lookups per job. */
/* The INI parser stores error_reporting as the decimal string of the level
 * (E_* expressions are evaluated), so a digit loop reads it; anything else
 * (hex, octal, a sign) goes through strtol as before. Runs at every
 * coroutine start, where strtol cost 2.5% of a json request. */
static zend_long parse_level(const zend_string *value)
{
    const char *digits = ZSTR_VAL(value);
    size_t len = ZSTR_LEN(value);
    zend_long level = 0;

    if (len == 0 || len > 18 || (digits[0] == '0' && len > 1)) {
        return ZEND_STRTOL(digits, NULL, 0);
    }
    for (size_t i = 0; i < len; i++) {
        unsigned digit = (unsigned char)digits[i] - '0';

        if (digit > 9) {
            return ZEND_STRTOL(digits, NULL, 0);
        }
        level = level * 10 + (zend_long)digit;
    }
    return level;
}

static zend_long error_reporting_ini(void)
{
    zend_long level;

    if (error_reporting_entry == NULL) {
        error_reporting_entry = zend_hash_str_find_ptr(EG(ini_directives), "error_reporting",
                                                       sizeof("error_reporting") - 1);
    }
    if (error_reporting_entry == NULL) {
        return E_ALL; /* INI_STR() would be NULL */
    }
    if (error_reporting_entry->value == NULL) {
        return 0;
    }
    if (error_reporting_entry->value == error_reporting_parsed) {
        return error_reporting_level; /* php.ini's value, unchanged: no digits to read again */
    }
    level = parse_level(error_reporting_entry->value);
    if (ZSTR_IS_INTERNED(error_reporting_entry->value)) {
        error_reporting_parsed = error_reporting_entry->value;
        error_reporting_level = level;
    }
    return level;
}

static void enter_job(vela_coro_t *co)
{
    EG(current_execute_data) = co->root;
    EG(jit_trace_num) = 0;
    EG(error_reporting) = error_reporting_ini();
    EG(active_fiber) = NULL;
}

static void init_vm_stack(vela_coro_t *co)
{
    zend_vm_stack page = zend_vm_stack_new_page(VM_STACK_PAGE, NULL);
    EG(vm_stack) = page;
    EG(vm_stack_top) = page->top + ZEND_CALL_FRAME_SLOT;
    EG(vm_stack_end) = page->end;
    EG(vm_stack_page_size) = VM_STACK_PAGE;
    co->vm_stack = page;
    co->root = (zend_execute_data *)page->top;
    memset(co->root, 0, sizeof(zend_execute_data));
    co->root->func = &root_function;
    co->root->prev_execute_data = EG(current_execute_data);
    enter_job(co);
}

static void report_uncaught(vela_coro_t *co)
{
    zend_object *ex = EG(exception);
    zval text;
    GC_ADDREF(ex);
    zend_clear_exception();
    zend_call_known_instance_method_with_0_params(ex->ce->__tostring, ex, &text);
    if (EG(exception)) {
        zend_clear_exception();
    }
    fprintf(stderr, "Vela: uncaught exception in coroutine #%" PRIu64 ": %s\n", co->id,
            Z_TYPE(text) == IS_STRING ? Z_STRVAL(text) : ZSTR_VAL(ex->ce->name));
    fflush(stderr);
    zval_ptr_dtor(&text);
    OBJ_RELEASE(ex);
}

/*
 * Settles EG(exception) after a job or a defer ran: an exit() is taken
 * (returned, owned by the caller) to be forwarded; a graceful exit (our
 * cancellation) is dropped; anything else is reported.
 */
static zend_object *settle_exception(vela_coro_t *co)
{
    zend_object *ex = EG(exception);
    if (!ex) {
        return NULL;
    }
    if (zend_is_unwind_exit(ex)) {
        GC_ADDREF(ex);
        zend_clear_exception();
        return ex;
    }
    if (zend_is_graceful_exit(ex)) {
        zend_clear_exception();
        return NULL;
    }
    report_uncaught(co);
    return NULL;
}

static void free_locals(vela_coro_t *co)
{
    while (co->locals) {
        struct local *local = co->locals;
        co->locals = local->next;
        if (local->dtor) {
            local->dtor(local->data);
        }
        efree(local);
    }
}

static zend_object *run_defers(vela_coro_t *co)
{
    zend_object *exit_ex = NULL;
    while (co->defer_count > 0 && !exit_ex) {
        struct defer d = co->defers[--co->defer_count];
        d.fn(d.arg);
        exit_ex = settle_exception(co);
    }
    return exit_ex;
}

/* Runs the job; returns the exit() exception to forward, or NULL. */
static zend_object *run_job(vela_coro_t *co)
{
    co->fn(co->arg);
    zend_object *exit_ex = settle_exception(co);
    if (!exit_ex) {
        exit_ex = run_defers(co);
    }
    co->defer_count = 0;
    free_locals(co);
    return exit_ex;
}

static void unlink_live(vela_coro_t *co)
{
    if (co->prev) {
        co->prev->next = co->next;
    } else {
        live_head = co->next;
    }
    if (co->next) {
        co->next->prev = co->prev;
    }
    co->prev = co->next = NULL;
    live_count--;
}

/* Parks the finished context in the pool; returns when it gets a new job. */
static void park(vela_coro_t *co, zend_fiber_transfer *transfer, zend_object *exit_ex)
{
    VELA_ASSERT(co->state == RUNNING && co == current);
    unlink_live(co);
    co->state = IDLE;
    co->fn = NULL;
    co->next = free_head;
    free_head = co;
    free_count++;
    transfer->context = co->resumer;
    transfer->flags = exit_ex ? ZEND_FIBER_TRANSFER_FLAG_ERROR : 0;
    if (exit_ex) {
        ZVAL_OBJ(&transfer->value, exit_ex);
    } else {
        ZVAL_NULL(&transfer->value);
    }
    zend_fiber_switch_context(transfer);
    enter_job(co);
}

static void cleanup_context(zend_fiber_context *context)
{
    vela_coro_t *co = from_fiber(context);
    if (!co->vm_stack) {
        return;
    }
    zend_vm_stack saved = EG(vm_stack);
    EG(vm_stack) = co->vm_stack;
    zend_vm_stack_destroy();
    EG(vm_stack) = saved;
    co->vm_stack = NULL;
}

/*
 * The context's entry. After a bailout (longjmp) only `co` and `transfer` are
 * read, and both are set before zend_first_try and never assigned inside
 * it, so their values survive the jump (C11 7.13.2.1): keep it that way
 * rather than reaching for volatile (the build has -Wclobbered on).
 */
static ZEND_STACK_ALIGNED void entry(zend_fiber_transfer *transfer)
{
    vela_coro_t *const co = from_fiber(EG(current_fiber_context));
    EG(vm_stack) = NULL;
    zend_first_try
    {
        init_vm_stack(co);
        for (;;) {
            park(co, transfer, run_job(co));
        }
    }
    zend_catch
    {
        transfer->flags = ZEND_FIBER_TRANSFER_FLAG_BAILOUT;
        ZVAL_NULL(&transfer->value);
    }
    zend_end_try();
    if (co->state != IDLE) {
        unlink_live(co);
    }
    co->dead = true;
    co->vm_stack = EG(vm_stack);
    transfer->context = co->resumer;
}

/* ---- the resumer side ------------------------------------------------- */

static void free_struct(vela_coro_t *co);
static void trim_pool(void);
static void arm_idle_trim(void);

static void raise_or_defer(zend_fiber_transfer *transfer)
{
    bool in_loop = vela_loop_is_running() && current == &main_coro;
    if (transfer->flags & ZEND_FIBER_TRANSFER_FLAG_BAILOUT) {
        if (!in_loop) {
            zend_bailout();
        }
        pending_bailout = true;
        vela_loop_stop();
    } else if (transfer->flags & ZEND_FIBER_TRANSFER_FLAG_ERROR) {
        exited = true;
        if (!in_loop) {
            zend_throw_exception_internal(Z_OBJ(transfer->value));
            return;
        }
        if (pending_exit) {
            OBJ_RELEASE(pending_exit);
        }
        pending_exit = Z_OBJ(transfer->value);
        vela_loop_stop();
    }
}

/* Switches into co (which must be new, pooled with a job, or woken). */
static void switch_into(vela_coro_t *co, int result)
{
    /* IDLE: a new job; READY: woken; WAITING: only when cancel_all() cancels it. */
    VELA_ASSERT(co->state == IDLE || co->state == READY || (co->state == WAITING && co->cancelled));
    VELA_ASSERT(co != &main_coro && (co->state == IDLE || current == &main_coro));
    vela_coro_t *previous = current;
    zend_fiber_transfer transfer = {.context = co->waiting_in, .flags = 0};
    ZVAL_NULL(&transfer.value);
    co->result = result;
    co->state = RUNNING;
    co->resumer = EG(current_fiber_context);
    if (co->root) {
        co->root->prev_execute_data = EG(current_execute_data);
    }
    current = co;
    vela_watchdog_enter(co->id);
    zend_fiber_switch_context(&transfer);
    current = previous;
    vela_watchdog_enter(previous->id);
    if (co->dead) {
        free_struct(co);
    }
    if (free_count > config.pool_size) {
        trim_pool();
    }
    if (free_count > IDLE_KEEP && !(idle_armed && idle_timer.loop == vela_loop_get())) {
        arm_idle_trim(); /* also in a forked child, whose loop is new */
    }
    raise_or_defer(&transfer);
}

static bool can_switch_now(void)
{
    return current == &main_coro && !draining && !pending_bailout && !pending_exit &&
           !EG(exception) && !zend_fiber_switch_blocked();
}

static void enqueue(vela_coro_t *co)
{
    VELA_ASSERT(co->state == READY);
    co->next_ready = NULL;
    if (ready_tail) {
        ready_tail->next_ready = co;
    } else {
        ready_head = co;
    }
    ready_tail = co;
}

static vela_coro_t *dequeue(void)
{
    vela_coro_t *co = ready_head;
    if (co) {
        ready_head = co->next_ready;
        if (!ready_head) {
            ready_tail = NULL;
        }
    }
    return co;
}

void vela__coro_run_ready(void)
{
    if (current != &main_coro || draining) {
        return;
    }
    draining = true;
    while (ready_head && !pending_bailout && !pending_exit && !EG(exception) &&
           !zend_fiber_switch_blocked()) {
        vela_coro_t *co = dequeue();
        switch_into(co, co->result);
    }
    draining = false;
}

bool vela__coro_has_ready(void)
{
    return ready_head != NULL;
}

bool vela__coro_switch_blocked(void)
{
    return zend_fiber_switch_blocked();
}

int vela__coro_raise_pending(void)
{
    if (pending_bailout) {
        pending_bailout = false;
        zend_bailout();
    }
    if (pending_exit) {
        zend_object *ex = pending_exit;
        pending_exit = NULL;
        zend_throw_exception_internal(ex);
    }
    return EG(exception) ? VELA_ECANCELED : 0;
}

/* ---- creation, pooling, destruction ------------------------------------ */

static vela_coro_t *new_struct(void)
{
    vela_coro_t *co = ecalloc(1, sizeof(*co));
    if (!zend_fiber_init_context(&co->fiber, (void *)&coro_kind, entry, config.stack_size)) {
        efree(co);
        return NULL;
    }
    co->waiting_in = &co->fiber;
    co->fiber.cleanup = cleanup_context;
    return co;
}

static void free_after_close(uv_handle_t *handle)
{
    efree(handle->data);
}

static void free_struct(vela_coro_t *co)
{
    efree(co->defers);
    if (co->timer_ready && co->timer.loop == vela_loop_get()) {
        co->timer.data = co;
        uv_close((uv_handle_t *)&co->timer, free_after_close);
        return;
    }
    efree(co);
}

static void destroy(vela_coro_t *co)
{
    zend_fiber_destroy_context(&co->fiber);
    free_struct(co);
}

static vela_coro_t *take_context(void)
{
    vela_coro_t *co = free_head;
    if (co) {
        free_head = co->next;
        free_count--;
        if (free_count < free_low) {
            free_low = free_count;
        }
        co->next = NULL;
        return co;
    }
    return new_struct();
}

static void link_live(vela_coro_t *co)
{
    co->prev = NULL;
    co->next = live_head;
    if (live_head) {
        live_head->prev = co;
    }
    live_head = co;
    live_count++;
}

static void trim_pool(void)
{
    while (free_count > config.pool_size) {
        vela_coro_t *co = free_head;
        free_head = co->next;
        free_count--;
        destroy(co);
    }
}

/* Destroys the pooled contexts no job needed for a whole tick (see the top). */
static void on_idle_tick(uv_timer_t *timer)
{
    size_t surplus = free_low > IDLE_KEEP ? free_low - IDLE_KEEP : 0;
    for (; surplus > 0 && free_head; surplus--) {
        vela_coro_t *co = free_head;
        free_head = co->next;
        free_count--;
        destroy(co);
    }
    if (free_low > IDLE_KEEP) {
        for (vela_coro_release_hook_t *hook = release_hooks; hook; hook = hook->next) {
            hook->fn(hook->arg);
        }
        vela_heap_release();
    }
    free_low = free_count;
    if (free_count <= IDLE_KEEP) {
        uv_timer_stop(timer);
        idle_armed = false;
    }
}

void vela_coro_add_release_hook(vela_coro_release_hook_t *hook)
{
    for (vela_coro_release_hook_t *h = release_hooks; h; h = h->next) {
        if (h == hook) {
            return;
        }
    }
    hook->next = release_hooks;
    release_hooks = hook;
}

void vela_coro_remove_release_hook(vela_coro_release_hook_t *hook)
{
    for (vela_coro_release_hook_t **at = &release_hooks; *at; at = &(*at)->next) {
        if (*at == hook) {
            *at = hook->next;
            hook->next = NULL;
            return;
        }
    }
}

static void arm_idle_trim(void)
{
    uv_loop_t *loop = vela_loop_get();
    if (!loop) {
        return;
    }
    if (!idle_timer_ready || idle_timer.loop != loop) {
        uv_timer_init(loop, &idle_timer);
        uv_unref((uv_handle_t *)&idle_timer); /* never keeps the loop (or the script) running */
        idle_timer_ready = true;
    }
    free_low = free_count;
    idle_armed = uv_timer_start(&idle_timer, on_idle_tick, IDLE_TICK_MS, IDLE_TICK_MS) == 0;
}

int vela_coro_spawn(vela_coro_fn fn, void *arg, uint64_t *id)
{
    if (zend_fiber_switch_blocked()) {
        return VELA_EBLOCKED;
    }
    if (live_count >= config.max_coroutines) {
        return VELA_ELIMIT;
    }
    vela_coro_t *co = take_context();
    if (!co) {
        return VELA_ENOMEM;
    }
    VELA_ASSERT(co->state == IDLE && co->fn == NULL);
    vela_watchdog_start(config.block_warn_ms); /* no-op when running; restarts after fork */
    co->id = ++last_id;
    co->fn = fn;
    co->arg = arg;
    co->tag = NULL;
    co->cancelled = cancelling;
    co->waiting_in = &co->fiber;
    link_live(co);
    if (id) {
        *id = co->id;
    }
    switch_into(co, 0);
    vela__coro_run_ready();
    return 0;
}

/* ---- waiting ----------------------------------------------------------- */

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
    if (zend_fiber_switch_blocked() || EG(exception)) {
        return false;
    }
    return current == &main_coro ? !vela_loop_is_running() : !current->cancelled;
}

bool vela_coro_is_cancelled(void)
{
    return current->cancelled;
}

static bool main_woken(void *arg)
{
    return main_coro.state != WAITING;
}

static int suspend_main(void)
{
    VELA_ASSERT(main_coro.state == RUNNING);
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
    if (zend_fiber_switch_blocked() || EG(exception)) {
        return zend_fiber_switch_blocked() ? VELA_EBLOCKED : VELA_ESTATE;
    }
    VELA_ASSERT(co->state == RUNNING);
    co->state = WAITING;
    co->waiting_in = EG(current_fiber_context);
    co->root->prev_execute_data = NULL;
    zend_fiber_transfer transfer = {.context = co->resumer, .flags = 0};
    ZVAL_NULL(&transfer.value);
    zend_fiber_switch_context(&transfer);
    return co->result;
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
    if (!can_switch_now()) {
        enqueue(co);
        return 0;
    }
    switch_into(co, result);
    vela__coro_run_ready();
    return 0;
}

static void on_timeout(uv_timer_t *timer)
{
    vela_coro_resume(timer->data, VELA_ETIMEOUT);
}

static int arm_timer(vela_coro_t *co, uint64_t ms)
{
    uv_loop_t *loop = vela_loop_get();
    if (!loop) {
        return VELA_ENOMEM;
    }
    if (!co->timer_ready || co->timer.loop != loop) {
        uv_timer_init(loop, &co->timer);
        co->timer_ready = true;
    }
    co->timer.data = co;
    uv_update_time(loop); /* the cached loop time may be as old as this coroutine's run */
    return uv_timer_start(&co->timer, on_timeout, ms, 0);
}

int vela_coro_suspend_for(int64_t timeout_ms)
{
    if (timeout_ms < 0) {
        return vela_coro_suspend();
    }
    vela_coro_t *co = current;
    int rc = arm_timer(co, (uint64_t)timeout_ms);
    if (rc != 0) {
        return rc;
    }
    rc = vela_coro_suspend();
    uv_timer_stop(&co->timer);
    return rc;
}

int vela_coro_sleep(uint64_t ms)
{
    int rc = vela_coro_suspend_for((int64_t)ms);
    return rc == VELA_ETIMEOUT ? 0 : rc;
}

/* ---- defers and locals ------------------------------------------------- */

int vela_coro_defer(vela_coro_fn fn, void *arg)
{
    vela_coro_t *co = current;
    if (co == &main_coro) {
        return VELA_ENOTCORO;
    }
    if (co->defer_count == co->defer_cap) {
        size_t cap = co->defer_cap ? co->defer_cap * 2 : 4;
        co->defers = erealloc(co->defers, cap * sizeof(*co->defers));
        co->defer_cap = cap;
    }
    co->defers[co->defer_count++] = (struct defer){fn, arg};
    return 0;
}

static struct local *find_local(const vela_coro_t *co, const void *key)
{
    for (struct local *local = co->locals; local; local = local->next) {
        if (local->key == key) {
            return local;
        }
    }
    return NULL;
}

int vela_coro_set_local(vela_coro_t *co, const void *key, void *data, void (*dtor)(void *data))
{
    if (co == &main_coro) {
        return VELA_ENOTCORO;
    }
    struct local *local = find_local(co, key);
    if (!local) {
        local = ecalloc(1, sizeof(*local));
        local->key = key;
        local->next = co->locals;
        co->locals = local;
    } else if (local->dtor) {
        local->dtor(local->data);
    }
    local->data = data;
    local->dtor = dtor;
    return 0;
}

void *vela_coro_get_local(const vela_coro_t *co, const void *key)
{
    struct local *local = find_local(co, key);
    return local ? local->data : NULL;
}

void vela_coro_set_tag(vela_coro_t *co, void *tag)
{
    co->tag = tag;
}

void *vela_coro_get_tag(const vela_coro_t *co)
{
    return co->tag;
}

/* ---- whole-runtime operations ------------------------------------------ */

size_t vela_coro_count(void)
{
    return live_count;
}

int vela_coro_wait_all(void)
{
    if (exited || CG(unclean_shutdown)) {
        return VELA_ECANCELED;
    }
    int rc = vela_loop_run();
    if (rc == 0 && live_count > 0) {
        rc = VELA_EDEADLOCK;
    }
    return rc;
}

static vela_coro_t *first_cancellable(void)
{
    for (vela_coro_t *co = live_head; co; co = co->next) {
        if (co->state == WAITING || co->state == READY) {
            return co;
        }
    }
    return NULL;
}

static void drop_from_ready(vela_coro_t *co)
{
    vela_coro_t **link = &ready_head;
    ready_tail = NULL;
    while (*link) {
        if (*link == co) {
            *link = co->next_ready;
        } else {
            ready_tail = *link;
            link = &(*link)->next_ready;
        }
    }
}

size_t vela_coro_cancel_all(void)
{
    vela_coro_t *co;
    cancelling = true;
    while (!EG(exception) && !CG(unclean_shutdown) && !zend_fiber_switch_blocked() &&
           (co = first_cancellable())) {
        co->cancelled = true;
        if (co->state == READY) {
            drop_from_ready(co);
        }
        switch_into(co, VELA_ECANCELED);
        vela__coro_run_ready();
    }
    cancelling = false;
    size_t stuck = live_count;
    while (live_head) {
        co = live_head;
        unlink_live(co);
        destroy(co);
    }
    ready_head = ready_tail = NULL;
    return stuck;
}

int vela_coro_cancel(vela_coro_t *co)
{
    if (co == &main_coro || co->state == IDLE) {
        return VELA_ESTATE;
    }
    co->cancelled = true;
    if (co->state == WAITING) {
        return vela_coro_resume(co, VELA_ECANCELED);
    }
    return 0;
}

/* ---- lifecycle --------------------------------------------------------- */

void vela_coro_activate(const vela_coro_config_t *settings)
{
    config = *settings;
    config.max_coroutines = config.max_coroutines ? config.max_coroutines : DEFAULT_MAX;
    config.stack_size = config.stack_size ? config.stack_size : (size_t)EG(fiber_stack_size);
    current = &main_coro;
    main_coro.state = RUNNING;
    error_reporting_entry = NULL;
    error_reporting_parsed = NULL;
    vela_watchdog_start(config.block_warn_ms);
}

static void close_main_timer(void)
{
    if (main_coro.timer_ready && main_coro.timer.loop == vela_loop_get()) {
        uv_close((uv_handle_t *)&main_coro.timer, NULL);
    }
    main_coro.timer_ready = false;
    if (idle_timer_ready && idle_timer.loop == vela_loop_get()) {
        uv_close((uv_handle_t *)&idle_timer, NULL);
    }
    idle_timer_ready = idle_armed = false;
}

void vela_coro_deactivate(void)
{
    vela_watchdog_stop();
    if (live_count > 0 && !CG(unclean_shutdown)) {
        vela_coro_cancel_all();
    }
    while (live_head) {
        vela_coro_t *co = live_head;
        unlink_live(co);
        destroy(co);
    }
    config.pool_size = 0;
    trim_pool();
    ready_head = ready_tail = NULL;
    close_main_timer();
    vela_loop_close();
    if (pending_exit) {
        OBJ_RELEASE(pending_exit);
        pending_exit = NULL;
    }
    pending_bailout = false;
    exited = false;
    error_reporting_entry = NULL;
    error_reporting_parsed = NULL;
}
