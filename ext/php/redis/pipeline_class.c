/*
 * Vela\Redis\Pipeline: commands queued by Pool::pipeline() or
 * Cluster::pipeline() and sent at once when the callback returns.
 *
 * State: the owner (a Pool or Cluster object, referenced), every queued
 * command's bytes in one buffer with their lengths, and per command its
 * table row (for shaping the reply) and slot (the owner's ops say which:
 * -1 on a Pool). The pipeline never asks which owner it has: queueing asks
 * the owner's ops for the slot, and flushing hands the commands to the
 * owner's flush, which sends them through vela_php_redis_pipeline_send() (a
 * Pool: all on one shared connection; a Cluster: grouped by node, with
 * redirections followed, by the engine's router, src/redis/route.h). Each
 * method returns the index of its reply in the array pipeline() returns;
 * error replies are Exception objects in that array, not thrown.
 */
#include "php/redis/redis.h"

#include <Zend/zend_smart_str.h>

#include "src/core/error.h"

typedef struct entry {
    const vela_php_redis_command_t *cmd;
    uint32_t argc;
    size_t first_len; /* index of its first length in lens */
    size_t offset;    /* of its first byte in data */
    int slot;         /* -1 when it has no key */
} entry_t;

typedef struct pipeline_object {
    zend_object *owner;
    smart_str data;
    size_t *lens;
    size_t len_count, len_cap;
    entry_t *entries;
    size_t count, cap;
    bool flushed;
    zend_object std;
} pipeline_object_t;

static zend_class_entry *pipeline_ce;
static zend_object_handlers pipeline_handlers;

static inline pipeline_object_t *from_obj(zend_object *obj)
{
    return (pipeline_object_t *)((char *)obj - XtOffsetOf(pipeline_object_t, std));
}

static zend_object *create(zend_class_entry *ce)
{
    pipeline_object_t *p = zend_object_alloc(sizeof(pipeline_object_t), ce);
    zend_object_std_init(&p->std, ce);
    object_properties_init(&p->std, ce);
    p->std.handlers = &pipeline_handlers;
    return &p->std;
}

static void free_pipeline(zend_object *obj)
{
    pipeline_object_t *p = from_obj(obj);
    smart_str_free(&p->data);
    if (p->lens) {
        efree(p->lens);
    }
    if (p->entries) {
        efree(p->entries);
    }
    if (p->owner) {
        OBJ_RELEASE(p->owner);
    }
    zend_object_std_dtor(obj);
}

void vela_php_redis_pipeline_register(zend_class_entry *ce)
{
    pipeline_ce = ce;
    ce->create_object = create;
    memcpy(&pipeline_handlers, zend_get_std_object_handlers(), sizeof(pipeline_handlers));
    pipeline_handlers.offset = XtOffsetOf(pipeline_object_t, std);
    pipeline_handlers.free_obj = free_pipeline;
    pipeline_handlers.clone_obj = NULL;
}

void vela_php_redis_pipeline_new(zend_object *owner, zval *out)
{
    object_init_ex(out, pipeline_ce);
    pipeline_object_t *p = from_obj(Z_OBJ_P(out));
    GC_ADDREF(owner);
    p->owner = owner;
}

static zend_result queue(pipeline_object_t *p, const vela_php_redis_command_t *cmd,
                         const vela_php_redis_argv_t *a)
{
    int slot = vela_php_redis_ops(p->owner)->slot(p->owner, a);
    if (slot == -2) {
        return FAILURE;
    }
    if (p->count == p->cap) {
        p->cap = p->cap ? p->cap * 2 : 16;
        p->entries = safe_erealloc(p->entries, p->cap, sizeof(*p->entries), 0);
    }
    if (p->len_count + (size_t)a->argc > p->len_cap) {
        p->len_cap = MAX(p->len_cap * 2, p->len_count + (size_t)a->argc + 16);
        p->lens = safe_erealloc(p->lens, p->len_cap, sizeof(*p->lens), 0);
    }
    entry_t *e = &p->entries[p->count++];
    *e = (entry_t){cmd, (uint32_t)a->argc, p->len_count, p->data.s ? ZSTR_LEN(p->data.s) : 0, slot};
    for (int i = 0; i < a->argc; i++) {
        smart_str_appendl(&p->data, a->argv[i], a->lens[i]);
        p->lens[p->len_count++] = a->lens[i];
    }
    return SUCCESS;
}

zend_result vela_php_redis_pipeline_queue(zend_object *pipeline,
                                          const vela_php_redis_command_t *cmd,
                                          const vela_php_redis_argv_t *a)
{
    return queue(from_obj(pipeline), cmd, a);
}

/* Points argv/lens at entry e's arguments (argv has room for e->argc). */
static void entry_argv(const pipeline_object_t *p, const entry_t *e, vela_php_redis_argv_t *a)
{
    const char *at = p->data.s ? ZSTR_VAL(p->data.s) + e->offset : "";
    vela_php_redis_argv_init(a);
    for (uint32_t i = 0; i < e->argc; i++) {
        size_t len = p->lens[e->first_len + i];
        vela_php_redis_argv_push(a, at, len, false);
        at += len;
    }
}

static pipeline_object_t *open_pipeline(zval *this_zv)
{
    pipeline_object_t *p = from_obj(Z_OBJ_P(this_zv));
    if (!p->owner || p->flushed) {
        zend_throw_error(NULL, "Vela\\Redis\\Pipeline can only be used inside its pipeline() call");
        return NULL;
    }
    return p;
}

/* Queues one command built by build (a typed method's or command()'s arguments). */
static void queue_call(zend_execute_data *execute_data, zval *return_value,
                       const vela_php_redis_command_t *cmd)
{
    pipeline_object_t *p = open_pipeline(ZEND_THIS);
    if (!p) {
        RETURN_THROWS();
    }
    vela_php_redis_argv_t a;
    const vela_php_redis_command_t *row = NULL;
    vela_php_redis_argv_init(&a);
    zend_result ok = cmd ? vela_php_redis_method_args(execute_data, cmd, &a)
                         : vela_php_redis_command_args(execute_data, &a, &row);
    if (ok == SUCCESS && queue(p, cmd, &a) == SUCCESS) {
        RETVAL_LONG((zend_long)p->count - 1);
    }
    vela_php_redis_argv_free(&a);
}

void vela_php_redis_pipeline_run(INTERNAL_FUNCTION_PARAMETERS, const vela_php_redis_command_t *cmd)
{
    queue_call(execute_data, return_value, cmd);
}

ZEND_METHOD(Vela_Redis_Pipeline, __construct)
{
    zend_throw_error(NULL, "Vela\\Redis\\Pipeline is made by Pool::pipeline()");
}

ZEND_METHOD(Vela_Redis_Pipeline, command)
{
    queue_call(execute_data, return_value, NULL);
}

size_t vela_php_redis_pipeline_count(zend_object *pipeline)
{
    return from_obj(pipeline)->count;
}

int vela_php_redis_pipeline_slot(zend_object *pipeline, size_t i)
{
    return from_obj(pipeline)->entries[i].slot;
}

void vela_php_redis_pipeline_argv(zend_object *pipeline, size_t i, vela_php_redis_argv_t *a)
{
    pipeline_object_t *p = from_obj(pipeline);
    entry_argv(p, &p->entries[i], a);
}

/* Where the replies of one send go: reply k of the batch into all[commands[k]]. */
typedef struct batch_replies {
    zval *all;
    const size_t *commands;
    bool asking; /* every other reply is ASKING's OK, skipped */
} batch_replies_t;

static void on_batch_reply(void *arg, size_t index, const redisReply *reply)
{
    batch_replies_t *b = arg;
    if (b->asking && index % 2 == 0) {
        return;
    }
    size_t k = b->asking ? index / 2 : index;
    zval *slot = &b->all[b->commands ? b->commands[k] : k];
    zval_ptr_dtor(slot);
    vela_php_redis_reply_to_zval(reply, slot);
}

/* Sends the commands on conn through req, each after ASKING when asked. */
static int send_each(pipeline_object_t *p, vela_redis_request_t *req, vela_redis_conn_t *conn,
                     const size_t *commands, size_t n, bool asking)
{
    static const char *asking_argv[] = {"ASKING"};
    static const size_t asking_len[] = {6};
    int rc = 0;
    for (size_t i = 0; i < n && rc == 0; i++) {
        vela_php_redis_argv_t a;
        entry_argv(p, &p->entries[commands ? commands[i] : i], &a);
        rc = asking ? vela_redis_request_send(req, conn, 1, asking_argv, asking_len) : 0;
        rc = rc == 0 ? vela_redis_request_send(req, conn, a.argc, a.argv, a.lens) : rc;
        vela_php_redis_argv_free(&a);
    }
    return rc;
}

int vela_php_redis_pipeline_send(zend_object *pipeline, vela_redis_client_t *client,
                                 const size_t *commands, size_t n, bool asking, zval *all,
                                 bool *never_sent, char *why, size_t cap)
{
    pipeline_object_t *p = from_obj(pipeline);
    vela_pool_lease_t lease;
    vela_redis_conn_t *conn;
    vela_php_core_call_site(lease.site, sizeof(lease.site));
    int rc = vela_redis_client_acquire(client, false, &lease, &conn);
    *never_sent = rc != 0;
    if (rc != 0) {
        snprintf(why, cap, "%s", vela_strerror(rc));
        return rc;
    }
    batch_replies_t replies = {all, commands, asking};
    vela_redis_request_t *req = vela_redis_request_new(on_batch_reply, &replies);
    rc = req ? send_each(p, req, conn, commands, n, asking) : VELA_ENOMEM;
    int64_t timeout = vela_redis_client_config(client)->command_timeout_ms;
    rc = rc == 0 ? vela_redis_request_wait(req, timeout) : rc;
    if (rc != 0) {
        const char *reason = req ? vela_redis_request_error(req) : "";
        snprintf(why, cap, "pipeline: %s", reason[0] ? reason : vela_strerror(rc));
    }
    vela_redis_request_finish(req);
    vela_redis_client_release(client, &lease, false);
    if (rc == UV_ECONNRESET) {
        vela_redis_client_reset(client);
    }
    return rc;
}

/* Moves all[0..count) into the list out, each reply shaped by its row. */
static void collect(pipeline_object_t *p, zval *all, zval *out)
{
    array_init_size(out, (uint32_t)p->count);
    for (size_t i = 0; i < p->count; i++) {
        if (Z_TYPE(all[i]) != IS_OBJECT) {
            vela_php_redis_shape(p->entries[i].cmd, &all[i]);
        }
        zend_hash_next_index_insert_new(Z_ARRVAL_P(out), &all[i]);
    }
}

void vela_php_redis_pipeline_execute(zend_object *owner, zend_fcall_info *fci,
                                     zend_fcall_info_cache *fcc, zval *return_value)
{
    zval pipeline, retval;
    vela_php_redis_pipeline_new(owner, &pipeline);
    zend_fcall_info_argn(fci, 1, &pipeline);
    fci->retval = &retval;
    if (zend_call_function(fci, fcc) == SUCCESS && !EG(exception)) {
        vela_php_redis_pipeline_flush(Z_OBJ(pipeline), return_value);
    }
    zval_ptr_dtor(&retval);
    zend_fcall_info_args_clear(fci, 1);
    zval_ptr_dtor(&pipeline);
}

zend_result vela_php_redis_pipeline_flush(zend_object *pipeline, zval *out)
{
    pipeline_object_t *p = from_obj(pipeline);
    p->flushed = true;
    zval *all = safe_emalloc(p->count ? p->count : 1, sizeof(zval), 0);
    for (size_t i = 0; i < p->count; i++) {
        ZVAL_NULL(&all[i]);
    }
    zend_result ok =
        p->count == 0 ? SUCCESS : vela_php_redis_ops(p->owner)->flush(p->owner, pipeline, all);
    if (ok == SUCCESS) {
        collect(p, all, out);
    } else {
        for (size_t i = 0; i < p->count; i++) {
            zval_ptr_dtor(&all[i]);
        }
    }
    efree(all);
    return ok;
}
