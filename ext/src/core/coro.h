/*
 * Coroutines on the Zend Engine's fiber contexts, scheduled by the loop.
 *
 * Design. A coroutine is a C function run on its own C stack and Zend VM
 * stack, switched with zend_fiber_switch_context() (never hand-written
 * assembly, never userland Fiber objects), so observers, Xdebug, exceptions
 * and the JIT keep working. The scheduler is the libuv loop (loop.h): a
 * coroutine that waits registers its wake-up with libuv (or with a channel,
 * a wait group, ...) and calls vela_coro_suspend(); the wake-up calls
 * vela_coro_resume() with a result code, which vela_coro_suspend() returns.
 *
 * Contexts. Code runs either in the main context (the script, Server::start,
 * every loop callback) or in a coroutine. The main context has a pseudo
 * coroutine (id 0) so waiting code is written once: in the main context
 * vela_coro_suspend() runs the loop until someone resumes it ("I/O outside a
 * coroutine runs the loop implicitly"); in a coroutine it switches away.
 *
 * Scheduling rules.
 *  - vela_coro_spawn() starts the new coroutine at once; it returns to the
 *    spawner when the coroutine first suspends or ends.
 *  - vela_coro_resume() from the main context switches into the coroutine at
 *    once; from a coroutine it queues it, and the main context runs queued
 *    coroutines, in order, as soon as it regains control (FIFO, before the
 *    loop polls again). A coroutine never resumes another one directly.
 *  - The first wake-up wins: resuming a coroutine that is not suspended (it
 *    was already woken and has not run yet) returns VELA_ESTATE and changes
 *    nothing, so a timeout and a message racing for one waiter are safe.
 *  - When vela_coro_suspend() returns, whatever the result, the caller
 *    removes every registration it made for that wait (stops its timer,
 *    dequeues its waiter): nothing may resume that wait afterwards.
 *
 * Lifetime. Coroutine structures, their C stacks (mmap) and VM stack pages
 * are pooled and reused; a vela_coro_t pointer is valid until the coroutine
 * ends, and then may denote another coroutine: never keep one past the end.
 * Live coroutines are capped (VELA_ELIMIT past the cap). At request shutdown
 * the coroutines still suspended are cancelled (their waits return
 * VELA_ECANCELED) so their `finally` blocks and defers run, then contexts are
 * destroyed.
 *
 * Errors. A coroutine's uncaught exception is reported on stderr with its id
 * and stack and the process lives on. exit() and fatal errors (memory_limit
 * included) are forwarded to the main context and end the script exactly as
 * in plain PHP. Switching is refused (VELA_EBLOCKED) while the engine forbids
 * it (destructors, GC). Nothing here throws; the binding (ext/php/) does.
 *
 * Waiting on libuv from C (the pattern the HTTP, Pg and Redis engines use):
 *
 *     struct write_req { uv_write_t req; vela_coro_t *co; };   // NOT on the stack, see below
 *     static void on_written(uv_write_t *req, int status)
 *     {
 *         struct write_req *w = req->data;
 *         if (w->co) vela_coro_resume(w->co, status);           // status: 0 or UV_E*
 *     }
 *     ...
 *     if (!vela_coro_can_suspend()) return VELA_EBLOCKED;      // before starting the request
 *     conn->write.co = vela_coro_current();
 *     conn->write.req.data = &conn->write;
 *     uv_write(&conn->write.req, stream, bufs, n, on_written);
 *     int rc = vela_coro_suspend_for(timeout_ms);  // 0, UV_E*, VELA_ETIMEOUT, VELA_ECANCELED
 *     conn->write.co = NULL;                        // nothing may resume this wait now
 *
 * A wait can end before its libuv callback ran (timeout, cancellation):
 * anything the callback will still touch must outlive the wait, so keep
 * libuv requests in the connection (or heap), never on the coroutine's C
 * stack, and clear the coroutine pointer the callback would resume. Close
 * the handle on VELA_ECANCELED. The same code works in the main context:
 * there suspend runs the loop.
 *
 * Thread-safety: none; everything belongs to the PHP thread (the watchdog
 * thread only reads the counters it is given, see watchdog.h).
 */
#ifndef VELA_CORO_H
#define VELA_CORO_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct vela_coro vela_coro_t;

/* A coroutine body. It may suspend; when it returns, the coroutine ends. */
typedef void (*vela_coro_fn)(void *arg);

/* Settings read from INI at request start (see vela.c). */
typedef struct vela_coro_config {
    size_t max_coroutines;  /* live coroutines allowed at once; 0 = 25000 */
    size_t stack_size;      /* C stack of each coroutine in bytes; 0 = fiber.stack_size */
    size_t pool_size;       /* idle contexts kept for reuse; 0 = none */
    unsigned block_warn_ms; /* watchdog threshold; 0 = off */
} vela_coro_config_t;

/*
 * Request lifecycle, called from vela.c. vela_coro_activate() (RINIT) takes
 * the settings and starts the watchdog; vela_coro_deactivate() (RSHUTDOWN)
 * cancels the coroutines still suspended (unless the request bailed out),
 * destroys every context and closes the loop.
 */
void vela_coro_activate(const vela_coro_config_t *config);
void vela_coro_deactivate(void);

/*
 * Starts a coroutine running fn(arg) and switches into it at once; returns
 * when it first suspends or ends. Stores its id in *id when id is not NULL.
 * The caller keeps ownership of arg (fn usually frees it); when spawning
 * fails fn is never called.
 *
 * Returns 0; VELA_ELIMIT when the cap on live coroutines is reached;
 * VELA_EBLOCKED when switching is blocked (destructor, GC); VELA_ENOMEM when
 * no stack can be mapped. If the coroutine called exit() or hit a fatal
 * error before its first suspension, that is re-raised in the caller (an
 * unwind exception set in EG(exception), or a bailout). Any context, except
 * that a coroutine spawned from a loop callback runs inside that callback.
 */
int vela_coro_spawn(vela_coro_fn fn, void *arg, uint64_t *id);

/*
 * The running coroutine, or the main context's pseudo coroutine (id 0) when
 * no coroutine runs. Never NULL. Any context.
 */
vela_coro_t *vela_coro_current(void);

/* The id of co: unique per process, > 0; 0 for the main pseudo coroutine. */
uint64_t vela_coro_id(const vela_coro_t *co);

/* True when co is the main context's pseudo coroutine. */
bool vela_coro_is_main(const vela_coro_t *co);

/* True while co waits in vela_coro_suspend() and nobody has woken it yet. */
bool vela_coro_is_waiting(const vela_coro_t *co);

/*
 * True when vela_coro_suspend() would suspend (or, in the main context, run
 * the loop) rather than fail at once: switching is not blocked, the current
 * coroutine is not being cancelled, and in the main context the loop is not
 * running. Check it before starting a libuv request you mean to wait for.
 */
bool vela_coro_can_suspend(void);

/*
 * Suspends the current coroutine until vela_coro_resume() and returns the
 * result given there (by convention 0 or a negative VELA_E* / uv code).
 * In the main context it runs the loop until resumed instead.
 *
 * Fails without suspending with VELA_EBLOCKED (switching blocked: inside a
 * destructor or the GC), VELA_ECANCELED (the coroutine is being cancelled:
 * unwind and do not wait again), VELA_ESTATE (main context inside a loop
 * callback: C code there must not wait). In the main context it may also
 * return VELA_EDEADLOCK (the loop ran dry: nothing can resume it) or
 * VELA_ECANCELED with EG(exception) set (exit() in a coroutine). Any
 * context.
 */
int vela_coro_suspend(void);

/*
 * Like vela_coro_suspend(), but gives up after timeout_ms milliseconds and
 * returns VELA_ETIMEOUT then; timeout_ms < 0 waits forever. The timer is
 * the coroutine's own and is stopped before this returns. Any context.
 */
int vela_coro_suspend_for(int64_t timeout_ms);

/*
 * Suspends the current coroutine for ms milliseconds (0 = yield: let every
 * ready coroutine and one loop iteration run). Returns 0, or a failure of
 * vela_coro_suspend() (VELA_ECANCELED, VELA_EBLOCKED, ...). Any context.
 */
int vela_coro_sleep(uint64_t ms);

/*
 * Wakes co, which waits in vela_coro_suspend(), with result. From the main
 * context (e.g. a loop callback) it switches into co at once and returns
 * when co suspends again or ends, after running the coroutines it woke;
 * from a coroutine it queues co. Resuming the main pseudo coroutine makes
 * its vela_coro_suspend() return after the current loop iteration.
 *
 * Returns 0; VELA_ESTATE when co is not waiting (already woken: the first
 * wake-up wins). An exit() or fatal error raised by co while running is
 * handled as vela_loop_run_until() describes. Any context.
 */
int vela_coro_resume(vela_coro_t *co, int result);

/*
 * Registers fn(arg) to run when the current coroutine ends, last registered
 * first, also when it ends by an exception or by cancellation (not after
 * exit() or a fatal error). fn runs inside the coroutine and may suspend.
 * Returns 0, VELA_ENOTCORO in the main context, VELA_ENOMEM. arg stays the
 * caller's: fn frees it if it must.
 */
int vela_coro_defer(vela_coro_fn fn, void *arg);

/*
 * Per-coroutine storage keyed by the address of something the caller owns
 * (e.g. a static variable). vela_coro_set_local() stores data under key for
 * co, replacing (and destroying) an older value; dtor(data), if not NULL,
 * runs when the coroutine ends, after its defers. Returns 0, VELA_ENOTCORO
 * for the main pseudo coroutine, VELA_ENOMEM. vela_coro_get_local() returns
 * the data or NULL. Any context.
 */
int vela_coro_set_local(vela_coro_t *co, const void *key, void *data, void (*dtor)(void *data));
void *vela_coro_get_local(const vela_coro_t *co, const void *key);

/*
 * One borrowed pointer per coroutine for the hot path, where a local's allocation would show
 * (the request a coroutine serves, for the loggers: php/log/scope.c): two stores, nothing owned,
 * no destructor; NULL when a coroutine is spawned. The main pseudo coroutine has one too. One
 * user only (php/log/scope.c): add a local for anything else. Any context.
 */
void vela_coro_set_tag(vela_coro_t *co, void *tag);
void *vela_coro_get_tag(const vela_coro_t *co);

/* The number of live (started, not yet ended) coroutines. Any context. */
size_t vela_coro_count(void);

/*
 * A release hook: something else that keeps objects pooled for reuse (the
 * HTTP server's connections, requests and write contexts) and gives back
 * what a past burst left unused. The caller owns the hook and keeps it
 * alive until vela_coro_remove_release_hook(); fn must not switch.
 */
typedef struct vela_coro_release_hook {
    void (*fn)(void *arg);
    void *arg;
    struct vela_coro_release_hook *next;
} vela_coro_release_hook_t;

/*
 * Adds a hook run at each idle tick that returns a burst's coroutine
 * contexts (see coro.c), before PHP's allocator and libc's heap are
 * trimmed, so what it frees is given back too. Adding a hook twice is a
 * no-op. Main context.
 */
void vela_coro_add_release_hook(vela_coro_release_hook_t *hook);
/* Removes a hook added before; a no-op for one that is not there. Main context. */
void vela_coro_remove_release_hook(vela_coro_release_hook_t *hook);

/*
 * Runs the loop until it has nothing left to do: no active handle or
 * request (timers, sockets) and no queued coroutine. Returns 0 when every
 * coroutine has ended; VELA_EDEADLOCK when coroutines remain suspended with
 * nothing left that could wake them (call
 * vela_coro_cancel_all() then); VELA_ECANCELED at once when a coroutine has
 * called exit() in this request or a fatal error occurred (the script is
 * ending: cancel the rest);
 * otherwise as vela_loop_run_until(). Main context only.
 */
int vela_coro_wait_all(void);

/*
 * Cancels every suspended coroutine: each pending wait returns
 * VELA_ECANCELED and every later one fails at once, so the coroutine
 * unwinds (finally blocks, defers) and ends. After a fatal error no PHP
 * code runs: every coroutine is destroyed without unwinding, as PHP does
 * with suspended Fibers. Returns the number of coroutines that had to be
 * destroyed without unwinding (0 normally). Main context only, loop not
 * running.
 */
size_t vela_coro_cancel_all(void);

/*
 * Cancels one coroutine: its pending wait (if any) returns VELA_ECANCELED
 * and every later one fails at once, so it unwinds and ends, as with
 * vela_coro_cancel_all(). A coroutine that is running or queued notices
 * at its next wait. Returns 0, or VELA_ESTATE for the main pseudo
 * coroutine. Any context (from a loop callback it switches into co at
 * once, as vela_coro_resume() does).
 */
int vela_coro_cancel(vela_coro_t *co);

/* True when the current coroutine is being cancelled. Any context. */
bool vela_coro_is_cancelled(void);

/*
 * Shared with loop.c only, not public. vela__coro_run_ready() runs the
 * coroutines queued by vela_coro_resume() from coroutines;
 * vela__coro_has_ready() says whether any is queued;
 * vela__coro_raise_pending() re-raises an exit() or fatal error that a
 * coroutine forwarded while the loop ran (bails out, or sets EG(exception)
 * and returns VELA_ECANCELED; 0 when nothing is pending);
 * vela__coro_switch_blocked() says whether the engine forbids switching now
 * (a destructor, the GC). Through these four, loop.c needs nothing of the
 * Zend Engine, so the C unit tests link it with their own stand-in for this
 * interface (tests/unit/support/coro.c) instead of coro.c.
 */
void vela__coro_run_ready(void);
bool vela__coro_has_ready(void);
int vela__coro_raise_pending(void);
bool vela__coro_switch_blocked(void);

#endif
