/*
 * Vela\Coroutine, and the running of PHP callables as coroutines that
 * Vela\run and Vela\Timer share (vela_php_coroutine_spawn).
 *
 * A job owns a copy of the call: the callable zval, the argument zvals and
 * named arguments, each addref'd, all released when the call returns. The
 * callable's fcall cache is the one zpp resolved (a __call trampoline is
 * consumed by the single call). Jobs that nobody waits for free themselves;
 * Vela\run's main job (capture) keeps its result or exception for run().
 *
 * Per-coroutine context(): an ArrayObject stored as an engine local of the
 * coroutine (released after its defers); the main context has its own,
 * released at request end. defer(): an engine defer per callable.
 */
#include "php/core/binding.h"

#include "src/core/coro.h"
#include "src/core/error.h"

#include <ext/spl/spl_array.h>
#include <ext/standard/basic_functions.h>
#include <math.h>

static zend_class_entry *coroutine_ce;
static bool drain_registered;
static zval main_context;
static const char context_key = 0;

void vela_php_coroutine_register(zend_class_entry *ce)
{
    coroutine_ce = ce;
}

static void copy_call(vela_php_coroutine_job_t *job, zend_fcall_info *fci,
                      zend_fcall_info_cache *fcc)
{
    job->fci = *fci;
    job->fcc = *fcc;
    Z_TRY_ADDREF(job->fci.function_name);
    job->fci.params = NULL;
    if (fci->param_count > 0) {
        job->fci.params = safe_emalloc(fci->param_count, sizeof(zval), 0);
        for (uint32_t i = 0; i < fci->param_count; i++) {
            ZVAL_COPY(&job->fci.params[i], &fci->params[i]);
        }
    }
    if (fci->named_params) {
        GC_ADDREF(fci->named_params);
    }
}

static void release_call(vela_php_coroutine_job_t *job)
{
    for (uint32_t i = 0; i < job->fci.param_count; i++) {
        zval_ptr_dtor(&job->fci.params[i]);
    }
    if (job->fci.params) {
        efree(job->fci.params);
    }
    job->fci.params = NULL;
    job->fci.param_count = 0;
    if (job->fci.named_params) {
        zend_array_release(job->fci.named_params);
        job->fci.named_params = NULL;
    }
    zval_ptr_dtor(&job->fci.function_name);
    ZVAL_UNDEF(&job->fci.function_name);
}

void vela_php_coroutine_job_free(vela_php_coroutine_job_t *job)
{
    if (Z_TYPE(job->fci.function_name) != IS_UNDEF) {
        release_call(job);
    }
    zval_ptr_dtor(&job->retval);
    if (job->exception) {
        OBJ_RELEASE(job->exception);
    }
    efree(job);
}

static void keep_exception(vela_php_coroutine_job_t *job)
{
    zend_object *ex = EG(exception);
    if (ex && !zend_is_unwind_exit(ex) && !zend_is_graceful_exit(ex)) {
        GC_ADDREF(ex);
        zend_clear_exception();
        job->exception = ex;
    }
}

static void run_job(void *arg)
{
    vela_php_coroutine_job_t *job = arg;
    job->fci.retval = &job->retval;
    zend_call_function(&job->fci, &job->fcc);
    release_call(job);
    if (job->capture) {
        keep_exception(job);
        job->done = true;
        return;
    }
    vela_php_coroutine_job_free(job);
}

int vela_php_coroutine_spawn(zend_fcall_info *fci, zend_fcall_info_cache *fcc, bool capture,
                             vela_php_coroutine_job_t **job_out, uint64_t *id)
{
    vela_php_coroutine_job_t *job = ecalloc(1, sizeof(*job));
    copy_call(job, fci, fcc);
    ZVAL_UNDEF(&job->retval);
    job->capture = capture;
    if (capture) {
        *job_out = job;
    }
    int rc = vela_coro_spawn(run_job, job, id);
    if (rc != 0) {
        vela_php_coroutine_job_free(job);
        if (capture) {
            *job_out = NULL;
        }
    }
    return rc;
}

void vela_php_coroutine_register_drain(void)
{
    if (drain_registered) {
        return;
    }
    php_shutdown_function_entry entry = {0};
    zval callable;
    ZVAL_STRING(&callable, "Vela\\Coroutine::waitAll");
    if (zend_fcall_info_init(&callable, 0, &entry.fci, &entry.fci_cache, NULL, NULL) == SUCCESS &&
        append_user_shutdown_function(&entry)) {
        drain_registered = true;
        return;
    }
    zval_ptr_dtor(&callable);
}

int64_t vela_php_coroutine_timeout_ms(double seconds, uint32_t arg_num, bool allow_null,
                                      bool is_null)
{
    if (allow_null && is_null) {
        return -1;
    }
    if (!(seconds >= 0) || seconds > 9.2e15) {
        zend_argument_value_error(arg_num, "must be a number of seconds between 0 and 9.2e15");
        return -2;
    }
    return (int64_t)ceil(seconds * 1000.0);
}

/* Private: Coroutine has static methods only. */
ZEND_METHOD(Vela_Coroutine, __construct)
{
    ZEND_PARSE_PARAMETERS_NONE();
}

ZEND_METHOD(Vela_Coroutine, spawn)
{
    zend_fcall_info fci;
    zend_fcall_info_cache fcc;
    uint64_t id = 0;

    ZEND_PARSE_PARAMETERS_START(1, -1)
    Z_PARAM_FUNC(fci, fcc)
    Z_PARAM_VARIADIC_WITH_NAMED(fci.params, fci.param_count, fci.named_params)
    ZEND_PARSE_PARAMETERS_END();

    int rc = vela_php_coroutine_spawn(&fci, &fcc, false, NULL, &id);
    if (rc != 0) {
        vela_php_core_throw(rc, "Coroutine::spawn()");
        RETURN_THROWS();
    }
    vela_php_coroutine_register_drain();
    if (EG(exception)) {
        RETURN_THROWS();
    }
    RETURN_LONG((zend_long)id);
}

ZEND_METHOD(Vela_Coroutine, id)
{
    ZEND_PARSE_PARAMETERS_NONE();
    RETURN_LONG((zend_long)vela_coro_id(vela_coro_current()));
}

ZEND_METHOD(Vela_Coroutine, sleep)
{
    double seconds;

    ZEND_PARSE_PARAMETERS_START(1, 1)
    Z_PARAM_DOUBLE(seconds)
    ZEND_PARSE_PARAMETERS_END();

    int64_t ms = vela_php_coroutine_timeout_ms(seconds, 1, false, false);
    if (ms < 0) {
        RETURN_THROWS();
    }
    int rc = vela_coro_sleep((uint64_t)ms);
    if (rc != 0) {
        vela_php_core_throw(rc, "Coroutine::sleep()");
        RETURN_THROWS();
    }
}

static void call_deferred(void *arg)
{
    zval *callable = arg, retval;
    call_user_function(NULL, NULL, callable, &retval, 0, NULL);
    zval_ptr_dtor(&retval);
    zval_ptr_dtor(callable);
    efree(callable);
}

ZEND_METHOD(Vela_Coroutine, defer)
{
    zend_fcall_info fci;
    zend_fcall_info_cache fcc;

    ZEND_PARSE_PARAMETERS_START(1, 1)
    Z_PARAM_FUNC(fci, fcc)
    ZEND_PARSE_PARAMETERS_END();

    zval *callable = emalloc(sizeof(zval));
    ZVAL_COPY(callable, &fci.function_name);
    int rc = vela_coro_defer(call_deferred, callable);
    if (rc != 0) {
        zval_ptr_dtor(callable);
        efree(callable);
        vela_php_core_throw(rc, "Coroutine::defer()");
        RETURN_THROWS();
    }
}

static void release_object(void *data)
{
    zend_object *obj = data;
    OBJ_RELEASE(obj);
}

static zend_object *context_of(vela_coro_t *co)
{
    if (vela_coro_is_main(co)) {
        if (Z_TYPE(main_context) != IS_OBJECT) {
            object_init_ex(&main_context, spl_ce_ArrayObject);
        }
        return Z_OBJ(main_context);
    }
    zend_object *obj = vela_coro_get_local(co, &context_key);
    if (!obj) {
        zval fresh;
        object_init_ex(&fresh, spl_ce_ArrayObject);
        obj = Z_OBJ(fresh);
        vela_coro_set_local(co, &context_key, obj, release_object);
    }
    return obj;
}

ZEND_METHOD(Vela_Coroutine, context)
{
    ZEND_PARSE_PARAMETERS_NONE();
    RETURN_OBJ_COPY(context_of(vela_coro_current()));
}

ZEND_METHOD(Vela_Coroutine, count)
{
    ZEND_PARSE_PARAMETERS_NONE();
    RETURN_LONG((zend_long)vela_coro_count());
}

ZEND_METHOD(Vela_Coroutine, waitAll)
{
    ZEND_PARSE_PARAMETERS_NONE();

    if (!vela_coro_is_main(vela_coro_current())) {
        zend_throw_exception(vela_ce_coroutine_exception,
                             "Coroutine::waitAll() cannot be called inside a coroutine",
                             VELA_ESTATE);
        RETURN_THROWS();
    }
    int rc = vela_coro_wait_all();
    if (rc == VELA_EDEADLOCK || (rc == VELA_ECANCELED && !EG(exception))) {
        size_t stuck = vela_coro_count();
        if (stuck > 0) {
            vela_coro_cancel_all();
        }
        RETURN_LONG((zend_long)stuck);
    }
    if (rc != 0) {
        vela_php_core_throw(rc, "Coroutine::waitAll()");
        RETURN_THROWS();
    }
    RETURN_LONG(0);
}

void vela_php_coroutine_deactivate(void)
{
    zval_ptr_dtor(&main_context);
    ZVAL_UNDEF(&main_context);
    drain_registered = false;
}
