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
 * Why an interrupt and not a signal: a signal would cut usleep() and
 * poll() short with EINTR and change the program's behaviour; walking the
 * PHP stack from the watcher thread would race with the PHP thread. The
 * cost: a call blocked in C (usleep, a PDO query) is reported when it
 * returns to the VM, with the stack of the call; a busy PHP loop is
 * reported while it runs. One warning per stall: the coroutine must
 * suspend before it can be reported again.
 *
 * Fork: the watcher thread does not survive fork(); a pthread_atfork()
 * child handler forgets it and the next vela_watchdog_start() starts one.
 */
#ifndef VELA_WATCHDOG_H
#define VELA_WATCHDOG_H

#include <stdint.h>

/* Installs the interrupt hook (chaining any previous one). MINIT. */
void vela_watchdog_startup(void);

/* Removes the interrupt hook and stops the thread. MSHUTDOWN. */
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

#endif
