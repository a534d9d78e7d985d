/*
 * Vela\Pg\Pipeline and Pool::pipeline(): one coroutine's queries sent
 * together, each with its own Sync, before any reply is read (the
 * TechEmpower "multiple queries" rule: no batching into one statement).
 *
 * The callback queues queries on the Pipeline object (methods return the
 * position); once it returns, every query is sent on one shared lease and
 * the coroutine waits once for all of them. Results come back in order,
 * each converted to PHP values as its Sync arrives (vela_php_pg_result_arm:
 * one PGresult alive at a time, not the whole batch until it resumes). A
 * failing query aborts only its own segment: its neighbours' results stay
 * intact, and pipeline() throws the first failure after all completed, with
 * every result (failures as exception objects) in getPipelineResults().
 * A Pipeline used after its pipeline() call returned throws.
 */
#include "php/core/binding.h"
#include "php/pg/pg.h"

#include "src/core/error.h"

zend_class_entry *vela_ce_pg_pipeline;
static zend_object_handlers pipeline_handlers;

typedef struct entry {
    vela_php_pg_kind_t kind;
    zend_string *sql;
    zval params; /* an array, or UNDEF */
} entry_t;

typedef struct pipeline {
    entry_t *entries;
    uint32_t count, capacity;
    bool open; /* inside its pipeline() callback */
    zend_object std;
} pipeline_t;

static inline pipeline_t *from_obj(zend_object *obj)
{
    return (pipeline_t *)((char *)obj - XtOffsetOf(pipeline_t, std));
}

static zend_object *create(zend_class_entry *ce)
{
    pipeline_t *p = zend_object_alloc(sizeof(pipeline_t), ce);
    zend_object_std_init(&p->std, ce);
    object_properties_init(&p->std, ce);
    p->std.handlers = &pipeline_handlers;
    return &p->std;
}

static void free_obj(zend_object *obj)
{
    pipeline_t *p = from_obj(obj);
    for (uint32_t i = 0; i < p->count; i++) {
        zend_string_release(p->entries[i].sql);
        zval_ptr_dtor(&p->entries[i].params);
    }
    if (p->entries) {
        efree(p->entries);
    }
    zend_object_std_dtor(obj);
}

static void queue(INTERNAL_FUNCTION_PARAMETERS, vela_php_pg_kind_t kind)
{
    zend_string *sql;
    zval *params = NULL;
    ZEND_PARSE_PARAMETERS_START(1, 2)
    Z_PARAM_STR(sql)
    Z_PARAM_OPTIONAL
    Z_PARAM_ARRAY(params)
    ZEND_PARSE_PARAMETERS_END();

    pipeline_t *p = from_obj(Z_OBJ_P(ZEND_THIS));
    if (!p->open) {
        zend_throw_exception(vela_ce_pg_exception,
                             "Vela\\Pg\\Pipeline: queue queries inside the pipeline() callback", 0);
        RETURN_THROWS();
    }
    if (p->count == p->capacity) {
        p->capacity = p->capacity ? p->capacity * 2 : 16;
        p->entries = erealloc(p->entries, p->capacity * sizeof(*p->entries));
    }
    entry_t *e = &p->entries[p->count];
    e->kind = kind;
    e->sql = zend_string_copy(sql);
    ZVAL_UNDEF(&e->params);
    if (params) {
        ZVAL_COPY(&e->params, params);
    }
    RETURN_LONG(p->count++);
}

PHP_METHOD(Vela_Pg_Pipeline, __construct)
{
    ZEND_PARSE_PARAMETERS_NONE();
    zend_throw_exception(vela_ce_pg_exception, "Vela\\Pg\\Pipeline comes from Pool::pipeline()", 0);
}

PHP_METHOD(Vela_Pg_Pipeline, query)
{
    queue(INTERNAL_FUNCTION_PARAM_PASSTHRU, PG_ROWS);
}

PHP_METHOD(Vela_Pg_Pipeline, queryOne)
{
    queue(INTERNAL_FUNCTION_PARAM_PASSTHRU, PG_ONE);
}

PHP_METHOD(Vela_Pg_Pipeline, queryValue)
{
    queue(INTERNAL_FUNCTION_PARAM_PASSTHRU, PG_VALUE);
}

PHP_METHOD(Vela_Pg_Pipeline, execute)
{
    queue(INTERNAL_FUNCTION_PARAM_PASSTHRU, PG_COUNT);
}

/* The queries of one run, sent and awaited together; results[i] is queries[i]'s, converted on arrival. */
typedef struct batch {
    vela_pg_query_t **queries;
    vela_php_pg_result_t *results;
    uint32_t count;
    vela_pg_wait_t wait;
} batch_t;

/*
 * Sends every entry; one that cannot be sent is marked failed (rc) and not sent. The parameters
 * are built in one heap block, not on the C stack: libpq's send path runs below this frame, and
 * with them (~450 bytes) a pipeline's coroutine touched a second stack page (docs/decisions.md,
 * "A coroutine's C stack is one page").
 */
static int send_all(vela_php_pg_pool_t *pool, pipeline_t *p, vela_pg_conn_t *conn, batch_t *b)
{
    vela_php_pg_params_t *params = ecalloc(1, sizeof(*params));
    int result = 0;
    for (uint32_t i = 0; i < p->count; i++) {
        entry_t *e = &p->entries[i];
        HashTable *ht = Z_TYPE(e->params) == IS_ARRAY ? Z_ARRVAL(e->params) : NULL;
        vela_pg_query_t *q = vela_pg_query_new(ZSTR_VAL(e->sql), ZSTR_LEN(e->sql));
        b->queries[b->count++] = q;
        if (!q || vela_php_pg_params_build(ht, params) != 0) {
            vela_php_pg_params_free(params);
            result = -1;
            break;
        }
        vela_php_pg_result_arm(&b->results[i], pool, e->kind, q);
        int rc = vela_pg_conn_send(conn, q, &params->libpq, &b->wait);
        vela_php_pg_params_free(params);
        if (rc != 0) {
            q->rc = rc;
            q->completed = true;
        }
    }
    efree(params);
    return result;
}

/* Results in order; the first failure thrown with all of them attached. */
static void collect(vela_php_pg_pool_t *pool, pipeline_t *p, batch_t *b, zval *rv)
{
    zval first;
    ZVAL_UNDEF(&first);
    array_init_size(rv, b->count);
    for (uint32_t i = 0; i < b->count; i++) {
        zval one, ex;
        vela_php_pg_check_slow(&pool->config, b->queries[i]);
        if (vela_php_pg_convert(&b->results[i], b->queries[i], &one, &ex) != 0) {
            ZVAL_COPY_VALUE(&one, &ex);
            if (Z_ISUNDEF(first)) {
                ZVAL_COPY(&first, &ex);
            }
        }
        zend_hash_next_index_insert_new(Z_ARRVAL_P(rv), &one);
    }
    if (!Z_ISUNDEF(first)) {
        zend_update_property(vela_ce_pg_exception, Z_OBJ(first), "pipelineResults",
                             sizeof("pipelineResults") - 1, rv);
        zval_ptr_dtor(rv);
        ZVAL_UNDEF(rv);
        zend_throw_exception_object(&first);
    }
}

static void free_batch(batch_t *b, bool abandon)
{
    for (uint32_t i = 0; i < b->count; i++) {
        vela_php_pg_result_release(&b->results[i]); /* converted before the wait gave up */
        if (abandon) {
            vela_pg_query_abandon(b->queries[i]);
        } else {
            vela_pg_query_free(b->queries[i]);
        }
    }
    efree(b->queries);
    efree(b->results);
}

/* Sends and awaits the queued queries on one shared lease. */
static void run_queued(vela_php_pg_pool_t *pool, pipeline_t *p, zval *rv)
{
    vela_pool_lease_t lease;
    uint32_t n = p->count ? p->count : 1;
    batch_t b = {.queries = ecalloc(n, sizeof(vela_pg_query_t *)),
                 .results = ecalloc(n, sizeof(vela_php_pg_result_t))};
    if (vela_php_pg_acquire(pool, false, &lease) != 0) {
        efree(b.queries);
        efree(b.results);
        return;
    }
    vela_pg_conn_t *conn = vela_pg_pool_lease_conn(&lease);
    vela_pg_conn_cork(conn, true);
    int rc = send_all(pool, p, conn, &b);
    vela_pg_conn_cork(conn, false);
    if (rc == 0) {
        rc = vela_pg_conn_wait(&b.wait, pool->config.query_timeout_ms);
        if (rc == VELA_ETIMEOUT) {
            for (uint32_t i = 0; i < b.count; i++) {
                vela_pg_conn_cancel(conn, b.queries[i]);
            }
            zend_throw_exception_ex(
                vela_php_core_exception_class(vela_ce_pg_exception, VELA_OP_CALL, rc), rc,
                "the pipeline ran past query_timeout (%lld ms) and was cancelled",
                (long long)pool->config.query_timeout_ms);
        } else if (rc != 0) {
            vela_php_core_throw(rc, "Vela\\Pg: waiting for a pipeline");
        }
    }
    vela_pool_release(&lease);
    if (rc == 0) {
        collect(pool, p, &b, rv);
    }
    free_batch(&b, rc != 0);
}

void vela_php_pg_pipeline_run(vela_php_pg_pool_t *pool, zend_fcall_info *fci,
                              zend_fcall_info_cache *fcc, zval *rv)
{
    zval obj, ignored;
    object_init_ex(&obj, vela_ce_pg_pipeline);
    pipeline_t *p = from_obj(Z_OBJ(obj));
    p->open = true;
    int rc = vela_php_pg_call_with(fci, fcc, Z_OBJ(obj), &ignored);
    p->open = false;
    if (rc == 0) {
        zval_ptr_dtor(&ignored);
        if (p->count == 0) {
            array_init(rv);
        } else {
            run_queued(pool, p, rv);
        }
    }
    zval_ptr_dtor(&obj);
}

void vela_php_pg_pipeline_register(zend_class_entry *ce)
{
    vela_ce_pg_pipeline = ce;
    ce->create_object = create;
    memcpy(&pipeline_handlers, zend_get_std_object_handlers(), sizeof(pipeline_handlers));
    pipeline_handlers.offset = XtOffsetOf(pipeline_t, std);
    pipeline_handlers.free_obj = free_obj;
    pipeline_handlers.clone_obj = NULL;
}
