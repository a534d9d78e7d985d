/*
 * Vela\Exception and its subclasses, and vela_throw_in(), the table-driven
 * way an engine error code (error.h) becomes a PHP exception. Every
 * exception thrown here carries the engine code as getCode() (a negative
 * VELA_E* or uv value) and a message "<what the operation was>: <what went
 * wrong>".
 *
 * Areas. The coroutine and http areas throw through here: the choice of
 * class and message lives in choose() below, and an area only adds rows to
 * its table at MINIT with vela_exception_map(): "in my area, this code
 * throws this class (a subclass of mine) and/or says this". The core rows
 * (area NULL) are the coroutine classes: TimeoutException,
 * ChannelClosedException, and CoroutineException for everything else. It is
 * not yet the only place: pg (ext/php/pg/exception.c) and redis
 * (ext/php/redis/exception.c) choose their own classes for the codes and
 * replies they know, with if-chains of their own, and hand the rest
 * (cancellation, a blocked switch, ...) to vela_throw().
 *
 * The table is persistent memory written only at MINIT (one row per mapped
 * code, a handful per area) and read-only while requests run.
 */
#include "php/core/binding.h"

#include "src/core/error.h"

#include <Zend/zend_exceptions.h>

zend_class_entry *vela_ce_exception;
zend_class_entry *vela_ce_coroutine_exception;
zend_class_entry *vela_ce_timeout_exception;
zend_class_entry *vela_ce_channel_closed_exception;

typedef struct mapping {
    zend_class_entry *area; /* NULL: the core */
    int code;
    zend_class_entry *ce; /* NULL: the area's own class */
    const char *message;  /* NULL: vela_strerror(code) */
} mapping_t;

static mapping_t *mappings;
static size_t mapping_count;

void vela_exception_map(zend_class_entry *area, int code, zend_class_entry *ce, const char *message)
{
    ZEND_ASSERT(ce == NULL || instanceof_function(ce, area ? area : vela_ce_exception));
    mappings = perealloc(mappings, (mapping_count + 1) * sizeof(*mappings), 1);
    mappings[mapping_count++] = (mapping_t){area, code, ce, message};
}

void vela_exception_register(zend_class_entry *base, zend_class_entry *coroutine,
                             zend_class_entry *timeout, zend_class_entry *channel_closed)
{
    vela_ce_exception = base;
    vela_ce_coroutine_exception = coroutine;
    vela_ce_timeout_exception = timeout;
    vela_ce_channel_closed_exception = channel_closed;
    vela_exception_map(NULL, VELA_ETIMEOUT, timeout, NULL);
    vela_exception_map(NULL, VELA_ECLOSED, channel_closed, NULL);
}

void vela_exception_shutdown(void)
{
    pefree(mappings, 1);
    mappings = NULL;
    mapping_count = 0;
}

static const mapping_t *find(const zend_class_entry *area, int code)
{
    for (size_t i = 0; i < mapping_count; i++) {
        if (mappings[i].area == area && mappings[i].code == code) {
            return &mappings[i];
        }
    }
    return NULL;
}

/*
 * The class and message for `code` in `area`: the area's row for the code,
 * else the area's own class; in the core (area NULL), the core's row, else
 * CoroutineException. The message is the row's, else the engine's.
 */
static zend_class_entry *choose(zend_class_entry *area, int code, const char **message)
{
    const mapping_t *row = find(area, code);
    *message = row && row->message ? row->message : vela_strerror(code);
    if (row && row->ce) {
        return row->ce;
    }
    return area ? area : vela_ce_coroutine_exception;
}

void vela_throw_in(zend_class_entry *area, int code, const char *what_format, ...)
{
    ZEND_ASSERT(code < 0);
    if (code == VELA_ECANCELED) {
        if (!EG(exception)) {
            zend_throw_graceful_exit();
        }
        return;
    }
    if (EG(exception)) {
        return;
    }
    const char *message;
    zend_class_entry *ce = choose(area, code, &message);
    va_list args;
    va_start(args, what_format);
    zend_string *what = zend_vstrpprintf(0, what_format, args);
    va_end(args);
    zend_throw_exception_ex(ce, code, "%s: %s", ZSTR_VAL(what), message);
    zend_string_release(what);
}

void vela_throw(int code, const char *what)
{
    vela_throw_in(NULL, code, "%s", what);
}
