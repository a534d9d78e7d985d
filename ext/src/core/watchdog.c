/*
 * The blocking-call watchdog (see watchdog.h for the design).
 *
 * Shared state between the PHP thread and the watcher: `epoch` and
 * `running_id` (written by the PHP thread on every switch), `flagged_epoch`,
 * `flagged_id` and `flagged_ms` (written by the watcher before it raises
 * EG(vm_interrupt), consumed by the PHP thread). All are C11 atomics; the
 * watcher never touches any other PHP state. The interrupt hook warns only
 * when the flagged epoch is still the current one, so a stall that ended
 * between the watcher's decision and the safe point is not misreported.
 */
#include "src/core/watchdog.h"

#include <php.h>
#include <Zend/zend_builtin_functions.h>
#include <Zend/zend_exceptions.h>
#include <errno.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <time.h>

static _Atomic uint64_t epoch;
static _Atomic uint64_t running_id;
static _Atomic uint64_t flagged_epoch;
static _Atomic uint64_t flagged_id;
static _Atomic uint64_t flagged_ms;
static _Atomic unsigned threshold;
static _Atomic bool quit;

static pthread_t thread;
static bool started;
static bool atfork_registered;
static void (*previous_interrupt)(zend_execute_data *execute_data);
static void (*previous_execute_internal)(zend_execute_data *execute_data, zval *return_value);
static bool hooked_calls;

/*
 * The PHP thread is the only writer of `epoch`, so a load and a release
 * store bump it: no locked read-modify-write (about 20 cycles on x86) on
 * every switch.
 */
void vela_watchdog_enter(uint64_t coro_id)
{
    uint64_t next = atomic_load_explicit(&epoch, memory_order_relaxed) + 1;

    atomic_store_explicit(&running_id, coro_id, memory_order_relaxed);
    atomic_store_explicit(&epoch, next, memory_order_release);
}

static uint64_t now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000 + (uint64_t)ts.tv_nsec / 1000000;
}

static void pause_ms(unsigned ms)
{
    struct timespec ts = {ms / 1000, (long)(ms % 1000) * 1000000};
    while (nanosleep(&ts, &ts) != 0 && errno == EINTR) {
    }
}

/* One sample: returns the new `since` for the epoch observed. */
static uint64_t sample(uint64_t *seen, uint64_t since, uint64_t *warned)
{
    uint64_t now = now_ms(), current = atomic_load_explicit(&epoch, memory_order_acquire);
    if (current != *seen) {
        *seen = current;
        return now;
    }
    uint64_t id = atomic_load_explicit(&running_id, memory_order_relaxed);
    if (id == 0 || *warned == current || now - since < atomic_load(&threshold)) {
        return since;
    }
    *warned = current;
    atomic_store(&flagged_id, id);
    atomic_store(&flagged_ms, now - since);
    atomic_store(&flagged_epoch, current);
    zend_atomic_bool_store(&EG(vm_interrupt), true);
    return since;
}

static void *watch(void *arg)
{
    uint64_t seen = atomic_load(&epoch), since = now_ms(), warned = 0;
    while (!atomic_load(&quit)) {
        unsigned period = atomic_load(&threshold) / 4;
        pause_ms(period ? period : 1);
        since = sample(&seen, since, &warned);
    }
    return NULL;
}

static uint64_t warnings; /* PHP thread only */

uint64_t vela_watchdog_warnings(void)
{
    return warnings;
}

/*
 * A hint for a stall in a blocking HTTP call (frame #0 is PHP's curl or a
 * URL-reading stream function): name the client that suspends instead.
 */
static const char *hint_for(zval *trace)
{
    zval *top = zend_hash_index_find(Z_ARRVAL_P(trace), 0), *fn;
    if (!top || Z_TYPE_P(top) != IS_ARRAY ||
        !(fn = zend_hash_str_find(Z_ARRVAL_P(top), "function", sizeof("function") - 1)) ||
        Z_TYPE_P(fn) != IS_STRING) {
        return "";
    }
    const char *name = Z_STRVAL_P(fn);
    bool http = strncmp(name, "curl_", 5) == 0 || strcmp(name, "file_get_contents") == 0 ||
                strcmp(name, "fopen") == 0 || strcmp(name, "fsockopen") == 0;
    return http ? "\nIf this is an HTTP call: it blocks the worker; Vela\\Http\\Client suspends "
                  "only "
                  "the coroutine (docs/http-client.md)."
                : "";
}

static void warn(uint64_t id, uint64_t ms)
{
    warnings++;
    zval trace;
    zend_fetch_debug_backtrace(&trace, 0, DEBUG_BACKTRACE_IGNORE_ARGS, 0);
    zend_string *text = zend_trace_to_string(Z_ARRVAL(trace), true);
    zend_error(E_WARNING,
               "Vela: coroutine #%" PRIu64 " has held the worker for %" PRIu64
               " ms without suspending (vela.block_warn_ms=%u); stack:\n%s%s",
               id, ms, atomic_load(&threshold), ZSTR_VAL(text), hint_for(&trace));
    zend_string_release(text);
    zval_ptr_dtor(&trace);
}

/* Warns if a stall was flagged and the stalled coroutine still runs. */
static void report(void)
{
    if (EG(exception)) {
        return; /* leave the flag for the next safe point */
    }
    uint64_t flagged = atomic_exchange(&flagged_epoch, 0);
    if (flagged != 0 && flagged == atomic_load(&epoch)) {
        warn(atomic_load(&flagged_id), atomic_load(&flagged_ms));
    }
}

static void on_interrupt(zend_execute_data *execute_data)
{
    report();
    if (previous_interrupt) {
        previous_interrupt(execute_data);
    }
}

static void forget_thread(void)
{
    started = false;
}

int vela_watchdog_start(unsigned threshold_ms)
{
    if (threshold_ms == 0) {
        vela_watchdog_stop();
        return 0;
    }
    /* Called on every coroutine spawn: store (a locked xchg when seq_cst) only on a change. */
    if (atomic_load_explicit(&threshold, memory_order_relaxed) != threshold_ms) {
        atomic_store(&threshold, threshold_ms);
    }
    if (started) {
        return 0;
    }
    if (!atfork_registered) {
        pthread_atfork(NULL, NULL, forget_thread);
        atfork_registered = true;
    }
    atomic_store(&quit, false);
    int rc = pthread_create(&thread, NULL, watch, NULL);
    if (rc != 0) {
        return -rc;
    }
    started = true;
    return 0;
}

void vela_watchdog_stop(void)
{
    if (!started) {
        return;
    }
    atomic_store(&quit, true);
    pthread_join(thread, NULL);
    started = false;
}

/* Every internal call returns here: a stall flagged during it is reported at its call site. */
static void after_internal_call(zend_execute_data *execute_data, zval *return_value)
{
    if (previous_execute_internal) {
        previous_execute_internal(execute_data, return_value);
    } else {
        execute_internal(execute_data, return_value);
    }
    if (UNEXPECTED(atomic_load_explicit(&flagged_epoch, memory_order_relaxed) != 0)) {
        report();
    }
}

void vela_watchdog_startup(bool hook_calls)
{
    previous_interrupt = zend_interrupt_function;
    zend_interrupt_function = on_interrupt;
    if (hook_calls) {
        previous_execute_internal = zend_execute_internal;
        zend_execute_internal = after_internal_call;
        hooked_calls = true;
    }
}

void vela_watchdog_shutdown(void)
{
    vela_watchdog_stop();
    if (zend_interrupt_function == on_interrupt) {
        zend_interrupt_function = previous_interrupt;
    }
    if (hooked_calls && zend_execute_internal == after_internal_call) {
        zend_execute_internal = previous_execute_internal;
    }
    hooked_calls = false;
}
