/*
 * Vela\Exception and its subclasses, and vela_php_core_throw_in(), the table-driven
 * way an engine error code (error.h) becomes a PHP exception. Every
 * exception thrown here carries the engine code as getCode() (a negative
 * VELA_E* or uv value) and a message "<what the operation was>: <what went
 * wrong>".
 *
 * Areas. Each binding area (coroutine, http, pg, redis) throws its own
 * Vela\Exception subclass. The choice of class lives in the table below and
 * nowhere else; an area only adds rows to it at MINIT with
 * vela_php_core_exception_map() or, for the backends, vela_php_core_exception_map_op(): "in my
 * area, this code (of this operation) throws this class (a subclass of
 * mine)". The core rows (area NULL) are the coroutine classes:
 * TimeoutException, ChannelClosedException, and CoroutineException for
 * everything else. The pg and redis rows are side by side in their
 * register.c, in the same order, so the same code reads the same in both.
 *
 * Pool exhaustion has one message for every area, written by
 * vela_php_core_pool_exhausted() here: the pool's size, the waiters, and who holds
 * the connections (file:line, coroutine, how long).
 *
 * The table is persistent memory written only at MINIT (one row per mapped
 * code, a handful per area) and read-only while requests run.
 */
#include "php/core/binding.h"

#include "src/core/assert.h"
#include "src/core/error.h"
#include "src/core/pool.h"

#include <Zend/zend_exceptions.h>
#include <Zend/zend_smart_str.h>
#include <uv.h>

zend_class_entry *vela_ce_core_exception;
zend_class_entry *vela_ce_coroutine_exception;
zend_class_entry *vela_ce_core_timeout_exception;
zend_class_entry *vela_ce_core_channel_closed_exception;
zend_class_entry *vela_ce_core_backend_unavailable;

typedef struct mapping {
    zend_class_entry *area; /* NULL: the core */
    vela_php_core_op_t op;  /* VELA_OP_ANY: every operation */
    int code;               /* or VELA_CODE_SYSTEM */
    zend_class_entry *ce;   /* NULL: the area's own class */
    const char *message;    /* NULL: vela_strerror(code) */
} mapping_t;

static mapping_t *mappings;
static size_t mapping_count;

static void add(zend_class_entry *area, vela_php_core_op_t op, int code, zend_class_entry *ce,
                const char *message)
{
    VELA_ASSERT(ce == NULL || instanceof_function(ce, area ? area : vela_ce_core_exception));
    mappings = perealloc(mappings, (mapping_count + 1) * sizeof(*mappings), 1);
    mappings[mapping_count++] = (mapping_t){area, op, code, ce, message};
}

void vela_php_core_exception_map(zend_class_entry *area, int code, zend_class_entry *ce,
                                 const char *message)
{
    add(area, VELA_OP_ANY, code, ce, message);
}

void vela_php_core_exception_map_op(zend_class_entry *area, vela_php_core_op_t op, int code,
                                    zend_class_entry *ce)
{
    VELA_ASSERT(area != NULL && ce != NULL);
    add(area, op, code, ce, NULL);
}

void vela_php_core_exception_register(zend_class_entry *base, zend_class_entry *coroutine,
                                      zend_class_entry *timeout, zend_class_entry *channel_closed)
{
    vela_ce_core_exception = base;
    vela_ce_coroutine_exception = coroutine;
    vela_ce_core_timeout_exception = timeout;
    vela_ce_core_channel_closed_exception = channel_closed;
    vela_php_core_exception_map(NULL, VELA_ETIMEOUT, timeout, NULL);
    vela_php_core_exception_map(NULL, VELA_ECLOSED, channel_closed, NULL);
}

void vela_php_core_exception_shutdown(void)
{
    pefree(mappings, 1);
    mappings = NULL;
    mapping_count = 0;
}

static const mapping_t *find_exact(const zend_class_entry *area, vela_php_core_op_t op, int code)
{
    for (size_t i = 0; i < mapping_count; i++) {
        const mapping_t *row = &mappings[i];
        if (row->area == area && (row->op == op || row->op == VELA_OP_ANY) && row->code == code) {
            return row;
        }
    }
    return NULL;
}

/* The row for code in area and op: the code's own, else (a system code) the system row. */
static const mapping_t *find(const zend_class_entry *area, vela_php_core_op_t op, int code)
{
    const mapping_t *row = find_exact(area, op, code);
    if (!row && code < 0 && code > VELA_E__BASE) {
        row = find_exact(area, op, VELA_CODE_SYSTEM);
    }
    return row;
}

zend_class_entry *vela_php_core_exception_class(zend_class_entry *area, vela_php_core_op_t op,
                                                int code)
{
    const mapping_t *row = find(area, op, code);
    return row ? row->ce : NULL;
}

/*
 * The class and message for `code` in `area`: the area's row for the code,
 * else the area's own class; in the core (area NULL), the core's row, else
 * CoroutineException. The message is the row's, else the engine's.
 */
static zend_class_entry *choose(zend_class_entry *area, int code, const char **message)
{
    const mapping_t *row = find(area, VELA_OP_ANY, code);
    *message = row && row->message ? row->message : vela_strerror(code);
    if (row && row->ce) {
        return row->ce;
    }
    return area ? area : vela_ce_coroutine_exception;
}

void vela_php_core_throw_in(zend_class_entry *area, int code, const char *what_format, ...)
{
    VELA_ASSERT(code < 0);
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

void vela_php_core_throw(int code, const char *what)
{
    vela_php_core_throw_in(NULL, code, "%s", what);
}

void vela_php_core_throw_op(zend_class_entry *area, vela_php_core_op_t op, int code,
                            const char *message)
{
    if (EG(exception)) {
        return;
    }
    zend_class_entry *ce = vela_php_core_exception_class(area, op, code);
    if (!ce) {
        vela_php_core_throw(code, message); /* cancellation, switching blocked, ... */
        return;
    }
    zend_throw_exception(ce, message, code);
}

void vela_php_core_call_site(char *site, size_t cap)
{
    ZEND_ASSERT(cap >= 16);
    const char *file = zend_get_executed_filename();
    file = file ? file : "[no file]";
    char digits[MAX_LENGTH_OF_LONG + 1];
    char *end = digits + sizeof(digits) - 1;
    *end = '\0';
    char *first = zend_print_ulong_to_buf(end, zend_get_executed_lineno());
    size_t ndigits = (size_t)(end - first);
    size_t len = strlen(file), room = cap - 2 - ndigits; /* ':' and the NUL */
    char *out = site;
    if (len > room) {
        memcpy(out, "...", 3);
        out += 3;
        file += len - (room - 3);
        len = room - 3;
    }
    memcpy(out, file, len);
    out += len;
    *out++ = ':';
    memcpy(out, first, ndigits + 1); /* with the NUL */
}

/* At most this many holders are named; the rest are counted. */
#define HOLDERS_NAMED 3

static void append_holders(smart_str *out, const vela_pool_t *pool)
{
    const vela_pool_lease_t *holders[HOLDERS_NAMED];
    size_t total = vela_pool_holders(pool, holders, HOLDERS_NAMED);
    uint64_t now = uv_hrtime() / 1000000;
    smart_str_append_printf(out, ", %zu leases held", total);
    for (size_t i = 0; i < total && i < HOLDERS_NAMED; i++) {
        smart_str_append_printf(out, "%s%s (coroutine #%llu, %s, held %llu ms)",
                                i == 0 ? "; oldest holders: " : ", ", holders[i]->site,
                                (unsigned long long)holders[i]->coroutine_id,
                                holders[i]->exclusive ? "exclusive" : "shared",
                                (unsigned long long)(now - holders[i]->since_ms));
    }
    if (total > HOLDERS_NAMED) {
        smart_str_append_printf(out, " and %zu more", total - HOLDERS_NAMED);
    }
}

zend_string *vela_php_core_pool_exhausted(const vela_pool_t *pool)
{
    vela_pool_stats_t st;
    vela_pool_stats(pool, &st);
    const vela_pool_config_t *cfg = vela_pool_config(pool);
    smart_str out = {0};
    smart_str_append_printf(&out,
                            "no connection within %lld ms: pool size %u of max %u, %u waiting "
                            "(this one included)",
                            (long long)cfg->acquire_timeout_ms, st.size, cfg->max, st.waiting + 1);
    append_holders(&out, pool);
    smart_str_0(&out);
    return out.s;
}
