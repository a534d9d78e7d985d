/*
 * The binding layer: one folder per area (ext/php/<area>/), one file per PHP
 * class, the only code that throws. Each area declares its classes in its
 * own <area>.stub.php; its register.c creates them at MINIT from the
 * generated <area>_arginfo.h (whose register_class_*() helpers are static
 * there) and hands each to its file's vela_<class>_register(), which
 * installs object handlers.
 *
 * Names (docs/decisions.md, "The binding's shape"): a name shared between
 * binding files is vela_php_<area>_... (area: its folder), a type
 * vela_php_<area>_..._t, a class entry vela_ce_<area>_<class> (as php-src's
 * zend_ce_ and spl_ce_; Vela\App, whose class is its area, is vela_ce_app); no vela__ here, the engine's mark for its
 * internals. So a name says its layer: vela_pg_pool_acquire() is the
 * engine, vela_php_pg_... the binding.
 *
 * Shared between binding files (not public): the exception classes, the
 * one engine-code-to-exception mapping (which each area extends with its own
 * classes), and running a PHP callable as a coroutine (Coroutine::spawn,
 * Vela\run, Timer).
 */
#ifndef VELA_BINDING_H
#define VELA_BINDING_H

#include <php.h>
#include <stdint.h>
#include <Zend/zend_exceptions.h>

extern zend_class_entry *vela_ce_core_exception;
extern zend_class_entry *vela_ce_coroutine_exception;
extern zend_class_entry *vela_ce_core_timeout_exception;
extern zend_class_entry *vela_ce_core_channel_closed_exception;

/*
 * Per-area setup at MINIT (ext/php/<area>/register.c): creates the area's
 * classes from its generated arginfo. `base` is Vela\Exception.
 */
void vela_php_coroutine_minit(zend_class_entry *base);
void vela_php_http_minit(zend_class_entry *base);
void vela_php_pg_minit(zend_class_entry *base);
void vela_php_app_minit(void);
void vela_php_redis_minit(zend_class_entry *base);
void vela_php_hub_minit(zend_class_entry *base);
void vela_php_psr_minit(void);
void vela_php_http_client_minit(zend_class_entry *base);
void vela_php_log_minit(void);

void vela_php_auth_minit(void);

void vela_php_ws_minit(zend_class_entry *base);

/* Per-class setup at MINIT, given the class entry its area's register.c created. */
void vela_php_core_exception_register(zend_class_entry *base, zend_class_entry *coroutine,
                                      zend_class_entry *timeout, zend_class_entry *channel_closed);
void vela_php_coroutine_register(zend_class_entry *ce);
void vela_php_coroutine_channel_register(zend_class_entry *ce);
void vela_php_coroutine_wait_group_register(zend_class_entry *ce);
void vela_php_coroutine_timer_register(zend_class_entry *ce);
void vela_php_app_register(zend_class_entry *app, zend_class_entry *next);
/* Makes `ce` an attribute class valid on `targets` (ZEND_ATTRIBUTE_TARGET_*). */
void vela_php_app_attribute_register(zend_class_entry *ce, uint32_t targets);

/* Request end (RSHUTDOWN), before the engine's: release what PHP code holds. */
void vela_php_coroutine_deactivate(void);
void vela_php_coroutine_timer_deactivate(void);

/*
 * Engine codes to exceptions (exception.c): one table for every area; pg and
 * redis add their rows per operation with vela_php_core_exception_map_op().
 *
 * vela_php_core_throw_in() throws the exception for engine code `code` (< 0) that an
 * operation of `area` failed with. `area` is the area's base exception
 * class (Vela\Http\Exception, ...), or NULL for the core coroutine classes.
 * The class is the one the area mapped for the code with
 * vela_php_core_exception_map(), else `area` itself; in the core, TimeoutException
 * for VELA_ETIMEOUT, ChannelClosedException for VELA_ECLOSED, else
 * CoroutineException. The message is "<what>: <text>", `what` formatted
 * printf-style from what_format (it names the operation: "Channel::pop()",
 * "Cannot listen on %s:%d"), the text the mapped message or else
 * vela_strerror(code); getCode() is `code`. VELA_ECANCELED (the coroutine is
 * being cancelled) throws a graceful exit instead, which unwinds through
 * finally blocks and cannot be caught. Nothing is thrown when an exception
 * is already pending (exit() during the operation). PHP thread, any context.
 *
 * vela_php_core_throw(code, what) is vela_php_core_throw_in(NULL, code, "%s", what).
 *
 * vela_php_core_exception_map(), at MINIT only: in `area` (NULL: the core), `code`
 * throws `ce` (a subclass of area; NULL keeps the area's class) with
 * `message` (static storage; NULL keeps the engine's). A later row for the
 * same area and code is ignored. vela_php_core_exception_shutdown() (MSHUTDOWN)
 * releases the table.
 */
void vela_php_core_throw_in(zend_class_entry *area, int code, const char *what_format, ...)
    ZEND_ATTRIBUTE_FORMAT(printf, 3, 4);
void vela_php_core_throw(int code, const char *what);
void vela_php_core_exception_map(zend_class_entry *area, int code, zend_class_entry *ce,
                                 const char *message);
void vela_php_core_exception_shutdown(void);

/*
 * The backends' failures (pg, redis), through the same table. An operation
 * is either waiting for a pooled connection (VELA_OP_ACQUIRE) or a command
 * or query on one (VELA_OP_CALL); each area maps, per operation, the codes
 * it knows to its classes with vela_php_core_exception_map_op() at MINIT, one row a
 * code, VELA_CODE_SYSTEM standing for every system (libuv) code. So the same
 * code means the same kind of failure in every area: a timeout of a call is
 * the area's timeout class, of an acquire its PoolTimeout; a system code is
 * a lost (call) or failed (acquire) connection.
 *
 * vela_php_core_exception_class() is the row's class, NULL when the area has none for
 * the code. vela_php_core_throw_op() throws that class with `message` as it is and
 * getCode() `code`; a code with no row goes to the core (vela_php_core_throw(), so
 * VELA_ECANCELED unwinds and VELA_EBLOCKED is a CoroutineException).
 *
 * vela_php_core_pool_exhausted() writes the one message of a pool exhaustion, for
 * every area: "no connection within 200 ms: pool size 2 of max 2,
 * 1 waiting (this one included), 2 leases held; oldest holders: a.php:7
 * (coroutine #3, exclusive, held 180 ms), … and 1 more". Its class is the
 * area's VELA_OP_ACQUIRE row for VELA_ETIMEOUT (PoolTimeout).
 *
 * Vela\BackendUnavailable (vela_ce_core_backend_unavailable) is the interface of
 * the classes that mean "the database or cache cannot serve right now"
 * (vela.stub.php); Vela\App answers them 503.
 */
typedef enum vela_php_core_op { VELA_OP_ANY, VELA_OP_ACQUIRE, VELA_OP_CALL } vela_php_core_op_t;

#define VELA_CODE_SYSTEM 1 /* a row's code: every system (libuv) code */

extern zend_class_entry *vela_ce_core_backend_unavailable;

struct vela_pool;
void vela_php_core_exception_map_op(zend_class_entry *area, vela_php_core_op_t op, int code,
                                    zend_class_entry *ce);
zend_class_entry *vela_php_core_exception_class(zend_class_entry *area, vela_php_core_op_t op,
                                                int code);
void vela_php_core_throw_op(zend_class_entry *area, vela_php_core_op_t op, int code,
                            const char *message);
zend_string *vela_php_core_pool_exhausted(const struct vela_pool *pool);

/*
 * Writes "file.php:12", where the PHP code running now is, into `site` (`cap` bytes with the
 * NUL, at least 16): the holder a pool lease or an HTTP call names in a PoolTimeout. A path too
 * long keeps its end ("...src/Controller/Home.php:12"). Written without snprintf(), for every
 * query and command: PHP's snprintf takes a 2.2 KB stack frame, a second page of the coroutine's
 * C stack (docs/decisions.md, "A coroutine's C stack is one page").
 */
void vela_php_core_call_site(char *site, size_t cap);

/* The class `name` (autoloaded when `autoload`), or NULL (classes.c). */
zend_class_entry *vela_php_core_find_class(const char *name, bool autoload);

/*
 * A PHP callable run as a coroutine. When `capture` is true (Vela\run's
 * main), the result and an uncaught exception are kept in the job for the
 * caller instead of being reported; the caller then frees the job with
 * vela_php_coroutine_job_free() once `done` is true.
 */
typedef struct vela_php_coroutine_job {
    zend_fcall_info fci;
    zend_fcall_info_cache fcc;
    zval retval;
    zend_object *exception;
    bool capture;
    bool done;
} vela_php_coroutine_job_t;

/*
 * Spawns fci/fcc (copied; arguments and callable are addref'd) as a
 * coroutine. Returns 0 with *job set when capture is true (otherwise the
 * job frees itself), or an engine error code (nothing spawned).
 */
int vela_php_coroutine_spawn(zend_fcall_info *fci, zend_fcall_info_cache *fcc, bool capture,
                             vela_php_coroutine_job_t **job, uint64_t *id);
void vela_php_coroutine_job_free(vela_php_coroutine_job_t *job);

/* Registers Coroutine::waitAll() as a shutdown function, once per request. */
void vela_php_coroutine_register_drain(void);

/* Seconds (float) to milliseconds for the engine; negative -> error thrown, -1 returned. */
int64_t vela_php_coroutine_timeout_ms(double seconds, uint32_t arg_num, bool allow_null,
                                      bool is_null);

#endif
