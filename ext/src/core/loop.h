/*
 * The process's libuv loop.
 *
 * Design. One PHP process (one worker) owns exactly one uv_loop_t. It is
 * created lazily by the first vela_loop_get(). A pthread_atfork() child
 * handler marks an existing loop as inherited: the child's first
 * vela_loop_get() then abandons it (its fds and handles belong to the
 * parent; its memory is left alone) and makes a fresh one, so workers can be
 * forked before or after the parent touched the loop.
 *
 * Invariants.
 *  - uv_run() is only ever entered from the main context (never from a
 *    coroutine) and never re-entered: vela_loop_run*() refuse with
 *    VELA_ESTATE when called from a coroutine or from inside a loop callback.
 *  - Every loop callback runs in the main context. Resuming a coroutine from
 *    a callback switches into it and returns when it suspends or ends.
 *  - A fatal error (bailout) or exit() forwarded out of a coroutine while the
 *    loop runs is not raised inside uv_run(): the loop is stopped and the
 *    error re-raised by vela_loop_run*() after uv_run() returned, so libuv is
 *    never left by longjmp.
 *
 * Thread-safety: none; everything here belongs to the PHP thread.
 */
#ifndef VELA_LOOP_H
#define VELA_LOOP_H

#include <stdbool.h>
#include <sys/types.h>
#include <uv.h>

/*
 * Returns the process's loop, creating it on first use (and afresh in a
 * forked child). Returns NULL only when uv_loop_init() fails (out of memory
 * or file descriptors). The loop is owned by this module: never close or free
 * it yourself; vela_loop_close() does. Any context may call it.
 */
uv_loop_t *vela_loop_get(void);

/*
 * getpid() without the system call: cached, and forgotten in a forked
 * child (the same pthread_atfork() handler). What the pools compare with
 * the pid that opened a connection, on every query. Any context may call it.
 */
pid_t vela_loop_pid(void);

/*
 * Runs the loop until done(arg) returns true, checking after every loop
 * iteration (and before the first). This is what makes "I/O outside a
 * coroutine" work: the main context waits for its own operation while every
 * coroutine keeps running.
 *
 * Returns 0 once done(arg) is true; VELA_EDEADLOCK when the loop has no
 * active handle or request left while done(arg) is still false (nothing can
 * ever make it true); VELA_ESTATE when called from a coroutine or from a
 * loop callback; VELA_EBLOCKED when fiber switching is blocked (inside a
 * destructor or the GC); VELA_ENOMEM when the loop cannot be created;
 * VELA_ECANCELED when an exception (exit()) arrived from a coroutine: it is
 * then set in EG(exception) and the caller must return to PHP at once;
 * VELA_ECANCELED also when vela_loop_stop() ended the wait early. A
 * fatal error raised in a coroutine bails out from here (never from inside
 * uv_run()). Main context only.
 */
int vela_loop_run_until(bool (*done)(void *arg), void *arg);

/*
 * Runs the loop until it has no active handle or request left, or until
 * vela_loop_stop(). Same return codes and context rules as
 * vela_loop_run_until() (never VELA_EDEADLOCK). Main context only.
 */
int vela_loop_run(void);

/*
 * Makes the running vela_loop_run*() return after the current iteration.
 * Does nothing when the loop is not running. Any context.
 */
void vela_loop_stop(void);

/* True while uv_run() is on the C stack (i.e. inside a loop callback). */
bool vela_loop_is_running(void);

/*
 * Registers fn to run at the start of every vela_loop_close(), before any
 * handle is closed: a module that owns handles (e.g. the pools) closes them
 * in its own order there. Hooks run in registration order. Returns 0, or
 * VELA_ELIMIT past 8 hooks. Main context.
 */
int vela_loop_on_close(void (*fn)(void));

/*
 * Closes every handle still open (their close callbacks run), runs the loop
 * until they are gone, then closes and frees the loop. Safe when no loop
 * exists. The next vela_loop_get() creates a new one. Called at request
 * shutdown; main context only, never while the loop runs.
 */
void vela_loop_close(void);

#endif
