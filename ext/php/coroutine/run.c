/*
 * Vela\run(callable $main): runs $main as a coroutine and the loop until
 * $main and every other coroutine have ended; returns $main's result or
 * rethrows its exception. When the loop runs dry with coroutines still
 * suspended, they are cancelled; if $main was among them, run() throws a
 * CoroutineException (deadlock), otherwise it returns $main's result (as a
 * Go program ends when main returns).
 */
#include "php/core/binding.h"

#include "src/core/coro.h"
#include "src/core/error.h"
#include "src/core/loop.h"

static bool finished(void *arg)
{
    vela_php_coroutine_job_t *job = arg;
    return job->done && vela_coro_count() == 0;
}

static void deliver(vela_php_coroutine_job_t *job, zval *return_value)
{
    if (job->exception) {
        zend_object *ex = job->exception;
        job->exception = NULL;
        zend_throw_exception_internal(ex);
        return;
    }
    ZVAL_COPY_VALUE(return_value, &job->retval);
    ZVAL_UNDEF(&job->retval);
}

/* Returns true when $main had finished; false (exception thrown) when not. */
static bool settle_deadlock(vela_php_coroutine_job_t *job)
{
    bool main_done = job->done;
    vela_coro_cancel_all();
    if (main_done || EG(exception)) {
        return main_done;
    }
    zend_throw_exception(vela_ce_coroutine_exception,
                         "Vela\\run(): deadlock: every coroutine is suspended and nothing can "
                         "wake them (they were cancelled)",
                         VELA_EDEADLOCK);
    return false;
}

ZEND_FUNCTION(Vela_run)
{
    zend_fcall_info fci;
    zend_fcall_info_cache fcc;
    vela_php_coroutine_job_t *job = NULL;

    ZEND_PARSE_PARAMETERS_START(1, 1)
    Z_PARAM_FUNC(fci, fcc)
    ZEND_PARSE_PARAMETERS_END();

    if (!vela_coro_is_main(vela_coro_current()) || vela_loop_is_running()) {
        zend_throw_exception(vela_ce_coroutine_exception,
                             "Vela\\run() cannot be called inside a coroutine", VELA_ESTATE);
        RETURN_THROWS();
    }
    int rc = vela_php_coroutine_spawn(&fci, &fcc, true, &job, NULL);
    if (rc != 0) {
        vela_php_core_throw(rc, "Vela\\run()");
        RETURN_THROWS();
    }
    rc = EG(exception) ? VELA_ECANCELED : vela_loop_run_until(finished, job);
    if (rc == 0 || (rc == VELA_EDEADLOCK && settle_deadlock(job))) {
        deliver(job, return_value);
    } else {
        vela_php_core_throw(rc, "Vela\\run()");
    }
    if (job->done) {
        vela_php_coroutine_job_free(job);
    } else {
        job->capture = false; /* still suspended (exit() elsewhere): it frees itself */
    }
}
