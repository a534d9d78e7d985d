/*
 * The blocking-call watchdog: reports a coroutine that holds the worker
 * longer than a threshold without suspending (a blocking usleep(), PDO
 * query, file read or a busy loop), the "silent stall".
 *
 * Design. The PHP thread only publishes, on every switch, which coroutine
 * now runs and bumps an epoch counter (two relaxed atomic stores; no clock
 * read on the hot path). A watcher thread samples them every threshold/4:
 * when the epoch has not moved for a threshold while a coroutine (id > 0)
 * runs, it sets EG(vm_interrupt). The engine calls our
 * zend_interrupt_function at the next VM safe point in the PHP thread,
 * which emits one E_WARNING naming the coroutine, how long it has held the
 * worker, and its PHP stack (the warning's file:line is the blocking call).
 *
 * A call blocked in C (usleep(), a PDO query) cannot reach a VM safe
 * point until it returns, and PHP 8.2 checks interrupts only on loop
 * back-edges and user function entry/exit, which would blame the wrong
 * line. So, when the watchdog is enabled at startup, we also wrap
 * zend_execute_internal: right after an internal function returns, a stall
 * flagged meanwhile is reported at that call's site (frame #0 is the
 * blocking function, the warning's line is its call). Busy PHP loops are
 * reported by the interrupt, at the loop, while they run. The cost of the
 * wrapper is one indirect call and a relaxed atomic load per internal call;
 * it must be installed at MINIT because the JIT decides at compile time
 * whether to call zend_execute_internal.
 *
 * Why not a signal: it would cut usleep() and poll() short with EINTR and
 * change the program's behaviour; walking the PHP stack from the watcher
 * thread would race with the PHP thread. The price: a blocking call is
 * reported when it returns, not while it blocks. One warning per stall:
 * the coroutine must suspend before it can be reported again.
 *
 * Fork: the watcher thread does not survive fork(); a pthread_atfork()
 * child handler forgets it and the next vela_watchdog_start() starts one.
 */
#ifndef VELA_WATCHDOG_H
#define VELA_WATCHDOG_H

#include <stdbool.h>
#include <stdint.h>

/*
 * Installs the interrupt hook (chaining any previous one), and with
 * hook_calls also the zend_execute_internal wrapper that pins blocking
 * calls to their call site (pass whether the watchdog is enabled by INI at
 * startup). MINIT.
 */
void vela_watchdog_startup(bool hook_calls);

/* Removes the hooks and stops the thread. MSHUTDOWN. */
void vela_watchdog_shutdown(void);

/*
 * Starts the watcher thread with threshold_ms (or changes the threshold of
 * the running one); 0 stops it. Returns 0, or a negative errno when the
 * thread cannot be created (the watchdog is then off). PHP thread only.
 */
int vela_watchdog_start(unsigned threshold_ms);

/* Stops and joins the watcher thread, if any. PHP thread only. */
void vela_watchdog_stop(void);

/*
 * Publishes that coroutine coro_id (0 = the main context) runs from now on.
 * Called by the coroutine core on every switch. PHP thread only; cheap.
 */
void vela_watchdog_enter(uint64_t coro_id);

/* The number of stalls reported in this process so far (for metrics). PHP thread only. */
uint64_t vela_watchdog_warnings(void);

#endif
