/*
 * Vela\Redis\Pipeline: commands queued by Pool::pipeline() or
 * Cluster::pipeline() and sent at once when the callback returns.
 *
 * State: the owner (a Pool or Cluster object, referenced), every queued
 * command's bytes in one buffer with their lengths, and per command its
 * table row (for shaping the reply) and slot (Cluster). On a Pool the whole
 * pipeline goes on one shared connection; on a Cluster it is grouped by
 * node, one request per node in flight together, and a command answered
 * with MOVED/ASK is run again through the Cluster's redirect handling.
 * Each method returns the index of its reply in the array pipeline()
 * returns; error replies are Exception objects in that array, not thrown.
 */
#include "php/redis/redis.h"

#include <Zend/zend_smart_str.h>

#include "src/core/error.h"
#include "src/redis/slots.h"

/* send_batch() result: an exception was thrown already. */
#define THROWN INT_MIN

typedef struct entry {
    const vela_redis_command_t *cmd;
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

void vela_redis_pipeline_register(zend_class_entry *ce)
{
    pipeline_ce = ce;
    ce->create_object = create;
    memcpy(&pipeline_handlers, zend_get_std_object_handlers(), sizeof(pipeline_handlers));
    pipeline_handlers.offset = XtOffsetOf(pipeline_object_t, std);
    pipeline_handlers.free_obj = free_pipeline;
    pipeline_handlers.clone_obj = NULL;
}

void vela__redis_pipeline_new(zend_object *owner, zval *out)
{
    object_init_ex(out, pipeline_ce);
    pipeline_object_t *p = from_obj(Z_OBJ_P(out));
    GC_ADDREF(owner);
    p->owner = owner;
}

/* The slot all keys of a share, -1 without keys; -2 with CrossSlot thrown. */
static int common_slot(const vela_redis_argv_t *a)
{
    int slot = -1;
    for (int i = 0; i < a->key_count; i++) {
        int k = a->keys[i];
        int s = vela_redis_key_slot(a->argv[k], a->lens[k]);
        if (slot >= 0 && s != slot) {
            zend_throw_exception_ex(vela_redis_ce_cross_slot, 0,
                                    "%.*s: the keys hash to different cluster slots (%d and %d); "
                                    "use a hash tag such as {user1}",
                                    (int)MIN(a->lens[0], 32), a->argv[0], slot, s);
            return -2;
        }
        slot = s;
    }
    return slot;
}

static zend_result queue(pipeline_object_t *p, const vela_redis_command_t *cmd,
                         const vela_redis_argv_t *a)
{
    int slot = vela__redis_is_cluster(p->owner) ? common_slot(a) : -1;
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

zend_result vela__redis_pipeline_queue(zend_object *pipeline, const vela_redis_command_t *cmd,
                                       const vela_redis_argv_t *a)
{
    return queue(from_obj(pipeline), cmd, a);
}

/* Points argv/lens at entry e's arguments (argv has room for e->argc). */
static void entry_argv(const pipeline_object_t *p, const entry_t *e, vela_redis_argv_t *a)
{
    const char *at = p->data.s ? ZSTR_VAL(p->data.s) + e->offset : "";
    vela__redis_argv_init(a);
    for (uint32_t i = 0; i < e->argc; i++) {
        size_t len = p->lens[e->first_len + i];
        vela__redis_argv_push(a, at, len, false);
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
                       const vela_redis_command_t *cmd)
{
    pipeline_object_t *p = open_pipeline(ZEND_THIS);
    if (!p) {
        RETURN_THROWS();
    }
    vela_redis_argv_t a;
    const vela_redis_command_t *row = NULL;
    vela__redis_argv_init(&a);
    zend_result ok = cmd ? vela__redis_method_args(execute_data, cmd, &a)
                         : vela__redis_command_args(execute_data, &a, &row);
    if (ok == SUCCESS && queue(p, cmd, &a) == SUCCESS) {
        RETVAL_LONG((zend_long)p->count - 1);
    }
    vela__redis_argv_free(&a);
}

void vela__redis_pipeline_run(INTERNAL_FUNCTION_PARAMETERS, const vela_redis_command_t *cmd)
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

/* Sends entries[from..to) listed in order[] (or all when order is NULL) on one connection. */
static int send_batch(pipeline_object_t *p, vela_redis_client_t *client, const size_t *order,
                      size_t n, zval *replies, char *why, size_t cap)
{
    vela_pool_lease_t lease;
    vela_redis_conn_t *conn;
    if (vela__redis_acquire(client, false, &lease, &conn) != SUCCESS) {
        return THROWN;
    }
    vela_redis_request_t *req = vela_redis_request_new(vela__redis_list_reply, replies);
    int rc = req ? 0 : VELA_ENOMEM;
    for (size_t i = 0; i < n && rc == 0; i++) {
        vela_redis_argv_t a;
        entry_argv(p, &p->entries[order ? order[i] : i], &a);
        rc = vela_redis_request_send(req, conn, a.argc, a.argv, a.lens);
        vela__redis_argv_free(&a);
    }
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

static void shape_all(pipeline_object_t *p, zval *replies)
{
    zval *v;
    size_t i = 0;
    ZEND_HASH_FOREACH_VAL(Z_ARRVAL_P(replies), v)
    {
        if (i < p->count && Z_TYPE_P(v) != IS_OBJECT) {
            vela__redis_shape(p->entries[i].cmd, v);
        }
        i++;
    }
    ZEND_HASH_FOREACH_END();
}

static zend_result flush_pool(pipeline_object_t *p, zval *out)
{
    vela_redis_client_t *client = vela__redis_pool_client(p->owner);
    char why[VELA_REDIS_ERROR_MAX + 16];
    array_init_size(out, (uint32_t)p->count);
    int rc = send_batch(p, client, NULL, p->count, out, why, sizeof(why));
    if (rc != 0) {
        zval_ptr_dtor(out);
        ZVAL_UNDEF(out);
        if (rc != THROWN) {
            vela__redis_throw_code(rc, why);
        }
        return FAILURE;
    }
    shape_all(p, out);
    return SUCCESS;
}

/* ---- Cluster: by node ------------------------------------------------------ */

typedef struct group {
    vela_redis_client_t *client;
    size_t *order, count;
    zval replies;
} group_t;

static group_t *group_for(group_t *groups, size_t *n, vela_redis_client_t *client, size_t cap)
{
    for (size_t i = 0; i < *n; i++) {
        if (groups[i].client == client) {
            return &groups[i];
        }
    }
    group_t *g = &groups[(*n)++];
    g->client = client;
    g->order = safe_emalloc(cap, sizeof(size_t), 0);
    g->count = 0;
    array_init(&g->replies);
    return g;
}

/* An error object whose message is a MOVED/ASK redirection. */
static bool is_redirect(zval *v)
{
    if (Z_TYPE_P(v) != IS_OBJECT) {
        return false;
    }
    zval rv, *msg = zend_read_property_ex(zend_ce_exception, Z_OBJ_P(v),
                                          ZSTR_KNOWN(ZEND_STR_MESSAGE), 1, &rv);
    vela_redis_redirect_t r;
    return Z_TYPE_P(msg) == IS_STRING &&
           vela_redis_parse_redirect(Z_STRVAL_P(msg), Z_STRLEN_P(msg), &r);
}

/* Runs entry i alone through the Cluster (redirects followed) into *slot_value. */
static void rerun(pipeline_object_t *p, size_t i, zval *slot_value)
{
    vela_redis_argv_t a;
    zval value;
    entry_argv(p, &p->entries[i], &a);
    if (p->entries[i].slot >= 0) {
        a.keys[a.key_count++] = 1; /* routing needs one key; its slot is the entry's */
    }
    if (vela__redis_cluster_call(p->owner, p->entries[i].cmd, &a, &value) == SUCCESS) {
        zval_ptr_dtor(slot_value);
        ZVAL_COPY_VALUE(slot_value, &value);
    } else if (EG(exception) && !zend_is_unwind_exit(EG(exception))) {
        zval_ptr_dtor(slot_value);
        ZVAL_OBJ_COPY(slot_value, EG(exception)); /* the reply is that exception */
        zend_clear_exception();
    }
    vela__redis_argv_free(&a);
}

static zend_result route_groups(pipeline_object_t *p, group_t *groups, size_t *n)
{
    vela_redis_cluster_t *cluster = vela__redis_cluster_of(p->owner);
    char why[VELA_REDIS_ERROR_MAX];
    for (size_t i = 0; i < p->count; i++) {
        int slot = p->entries[i].slot < 0 ? 0 : p->entries[i].slot;
        vela_redis_client_t *client;
        int rc =
            vela_redis_cluster_node_for_slot(cluster, (uint16_t)slot, &client, why, sizeof(why));
        if (rc != 0) {
            vela__redis_throw_code(rc, why);
            return FAILURE;
        }
        group_t *g = group_for(groups, n, client, p->count);
        g->order[g->count++] = i;
    }
    return SUCCESS;
}

/* Sends every group, then collects them in order into out. */
static zend_result send_groups(pipeline_object_t *p, group_t *groups, size_t n, zval *out)
{
    char why[VELA_REDIS_ERROR_MAX + 16];
    zval *all = safe_emalloc(p->count, sizeof(zval), 0);
    for (size_t i = 0; i < p->count; i++) {
        ZVAL_NULL(&all[i]);
    }
    zend_result ok = SUCCESS;
    for (size_t g = 0; g < n && ok == SUCCESS; g++) {
        int rc = send_batch(p, groups[g].client, groups[g].order, groups[g].count,
                            &groups[g].replies, why, sizeof(why));
        if (rc != 0) {
            if (rc != THROWN) {
                vela__redis_throw_code(rc, why);
            }
            vela_redis_cluster_mark_stale(vela__redis_cluster_of(p->owner));
            ok = FAILURE;
            break;
        }
        zval *v;
        size_t k = 0;
        ZEND_HASH_FOREACH_VAL(Z_ARRVAL(groups[g].replies), v)
        {
            ZVAL_COPY(&all[groups[g].order[k++]], v);
        }
        ZEND_HASH_FOREACH_END();
    }
    array_init_size(out, (uint32_t)p->count);
    for (size_t i = 0; i < p->count; i++) {
        if (ok == SUCCESS && is_redirect(&all[i])) {
            rerun(p, i, &all[i]);
        }
        zend_hash_next_index_insert_new(Z_ARRVAL_P(out), &all[i]);
    }
    efree(all);
    return ok;
}

static zend_result flush_cluster(pipeline_object_t *p, zval *out)
{
    group_t *groups = safe_emalloc(p->count ? p->count : 1, sizeof(group_t), 0);
    size_t n = 0;
    zend_result ok = route_groups(p, groups, &n);
    if (ok == SUCCESS) {
        ok = send_groups(p, groups, n, out);
        if (ok == SUCCESS) {
            shape_all(p, out);
        } else {
            zval_ptr_dtor(out);
            ZVAL_UNDEF(out);
        }
    }
    for (size_t g = 0; g < n; g++) {
        efree(groups[g].order);
        zval_ptr_dtor(&groups[g].replies);
    }
    efree(groups);
    return ok;
}

void vela__redis_pipeline_execute(zend_object *owner, zend_fcall_info *fci,
                                  zend_fcall_info_cache *fcc, zval *return_value)
{
    zval pipeline, retval;
    vela__redis_pipeline_new(owner, &pipeline);
    zend_fcall_info_argn(fci, 1, &pipeline);
    fci->retval = &retval;
    if (zend_call_function(fci, fcc) == SUCCESS && !EG(exception)) {
        vela__redis_pipeline_flush(Z_OBJ(pipeline), return_value);
    }
    zval_ptr_dtor(&retval);
    zend_fcall_info_args_clear(fci, 1);
    zval_ptr_dtor(&pipeline);
}

zend_result vela__redis_pipeline_flush(zend_object *pipeline, zval *out)
{
    pipeline_object_t *p = from_obj(pipeline);
    p->flushed = true;
    if (p->count == 0) {
        array_init(out);
        return SUCCESS;
    }
    return vela__redis_is_cluster(p->owner) ? flush_cluster(p, out) : flush_pool(p, out);
}
