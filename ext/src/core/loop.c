/*
 * The process's libuv loop (see loop.h for the contract).
 *
 * The loop is a lazily created singleton. A pthread_atfork() child handler
 * marks an existing loop as inherited; the child's next vela_loop_get()
 * drops it (its memory stays: the parent's handles live in it and must not
 * be touched) and creates a fresh one; it also forgets the cached pid.
 * `running` guards against re-entering
 * uv_run(). Waiting runs UV_RUN_ONCE iterations and re-checks the caller's
 * condition between them; coroutines woken by other coroutines are run
 * (vela__coro_run_ready) before each poll, and an exit()/fatal error that
 * came back from a coroutine during an iteration is raised only after
 * uv_run() returned (vela__coro_raise_pending).
 */
#include "src/core/loop.h"

#include "src/core/coro.h"
#include "src/core/error.h"

#include <pthread.h>
#include <stdlib.h>
#include <unistd.h>

static uv_loop_t *loop;
static bool inherited;
static bool running;
static bool stop_requested;
static bool atfork_registered;
static pid_t self_pid;

static void mark_inherited(void)
{
    inherited = loop != NULL;
    running = false;
    self_pid = 0;
}

static void register_atfork(void)
{
    if (!atfork_registered) {
        pthread_atfork(NULL, NULL, mark_inherited);
        atfork_registered = true;
    }
}

pid_t vela_loop_pid(void)
{
    if (self_pid == 0) {
        register_atfork();
        self_pid = getpid();
    }
    return self_pid;
}

uv_loop_t *vela_loop_get(void)
{
    if (loop && !inherited) {
        return loop;
    }
    register_atfork();
    loop = NULL;
    inherited = false;
    uv_loop_t *fresh = malloc(sizeof(*fresh));
    if (!fresh || uv_loop_init(fresh) != 0) {
        free(fresh);
        return NULL;
    }
    loop = fresh;
    return loop;
}

bool vela_loop_is_running(void)
{
    return running;
}

void vela_loop_stop(void)
{
    if (running) {
        stop_requested = true;
        uv_stop(loop);
    }
}

static int check_context(void)
{
    if (running || !vela_coro_is_main(vela_coro_current())) {
        return VELA_ESTATE;
    }
    if (vela__coro_switch_blocked()) {
        return VELA_EBLOCKED;
    }
    return vela_loop_get() ? 0 : VELA_ENOMEM;
}

/* One turn: run queued coroutines, raise what they forwarded, then decide. */
static int turn(bool (*done)(void *arg), void *arg, bool *finished)
{
    vela__coro_run_ready();
    int rc = vela__coro_raise_pending();
    if (rc != 0) {
        return rc;
    }
    if (done && done(arg)) {
        *finished = true;
        return 0;
    }
    if (stop_requested) {
        *finished = true;
        return done ? VELA_ECANCELED : 0;
    }
    if (!uv_loop_alive(loop) && !vela__coro_has_ready()) {
        *finished = true;
        return done ? VELA_EDEADLOCK : 0;
    }
    return 0;
}

static int run(bool (*done)(void *arg), void *arg)
{
    int rc = check_context();
    if (rc != 0) {
        return rc;
    }
    stop_requested = false;
    for (;;) {
        bool finished = false;
        rc = turn(done, arg, &finished);
        if (rc != 0 || finished) {
            stop_requested = false;
            return rc;
        }
        running = true;
        uv_run(loop, UV_RUN_ONCE);
        running = false;
    }
}

int vela_loop_run_until(bool (*done)(void *arg), void *arg)
{
    return run(done, arg);
}

int vela_loop_run(void)
{
    return run(NULL, NULL);
}

static void close_handle(uv_handle_t *handle, void *arg)
{
    (void)arg;
    if (!uv_is_closing(handle)) {
        uv_close(handle, NULL);
    }
}

#define CLOSE_HOOKS_MAX 8
static void (*close_hooks[CLOSE_HOOKS_MAX])(void);
static size_t close_hook_count;

int vela_loop_on_close(void (*fn)(void))
{
    if (close_hook_count == CLOSE_HOOKS_MAX) {
        return VELA_ELIMIT;
    }
    close_hooks[close_hook_count++] = fn;
    return 0;
}

void vela_loop_close(void)
{
    if (!loop || running) {
        return;
    }
    if (inherited) {
        loop = NULL;
        inherited = false;
        return;
    }
    for (size_t i = 0; i < close_hook_count; i++) {
        close_hooks[i]();
    }
    uv_walk(loop, close_handle, NULL);
    uv_run(loop, UV_RUN_DEFAULT);
    uv_loop_close(loop);
    free(loop);
    loop = NULL;
}
