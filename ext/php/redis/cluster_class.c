/*
 * Vela\Redis\Cluster: commands routed by key slot to a pool per master
 * (src/redis/cluster.h), by the engine's router (src/redis/route.h).
 *
 * A command's keys must share a slot (CrossSlot otherwise), except the
 * splittable ones (MGET, MSET, DEL, UNLINK, EXISTS, TOUCH), which are cut
 * into one command per slot, sent as a pipeline grouped by node, and merged
 * (MGET's values back in key order, counts summed, MSET true). Keyless
 * commands go to the master of slot 0.
 *
 * The router decides (MOVED, ASK with ASKING, TRYAGAIN / CLUSTERDOWN and
 * unreachable nodes backed off, max_redirects); this file gives it its
 * callbacks on the real slot map and node clients, turns PHP arguments into
 * argv and replies into zvals, and throws what the router reports.
 */
#include "php/redis/redis.h"

#include "src/core/coro.h"
#include "src/core/error.h"
#include "src/redis/route.h"
#include "src/redis/slots.h"

#define DEFAULT_MAX_REDIRECTS 5

typedef struct cluster_object {
    vela_redis_cluster_t *cluster;
    int max_redirects;
    zend_object std;
} cluster_object_t;

static vela_php_redis_owner_handlers_t cluster_handlers;

static inline cluster_object_t *from_obj(zend_object *obj)
{
    return (cluster_object_t *)((char *)obj - XtOffsetOf(cluster_object_t, std));
}

static zend_object *create(zend_class_entry *ce)
{
    cluster_object_t *c = zend_object_alloc(sizeof(cluster_object_t), ce);
    zend_object_std_init(&c->std, ce);
    object_properties_init(&c->std, ce);
    c->std.handlers = &cluster_handlers.std;
    return &c->std;
}

static void free_cluster(zend_object *obj)
{
    vela_redis_cluster_free(from_obj(obj)->cluster);
    zend_object_std_dtor(obj);
}

static cluster_object_t *constructed(zval *this_zv)
{
    cluster_object_t *c = from_obj(Z_OBJ_P(this_zv));
    if (!c->cluster) {
        zend_throw_error(NULL, "Vela\\Redis\\Cluster is not constructed");
        return NULL;
    }
    return c;
}

/* ---- construction ---------------------------------------------------------- */

typedef struct cluster_extra {
    vela_redis_cluster_config_t *config;
    int *max_redirects;
} cluster_extra_t;

#define CLUSTER_OWNER "Vela\\Redis\\Cluster"

static const vela_php_option_t extra_rows[] = {
    {"max_redirects", VELA_PHP_OPTION_INT, 0, 100, false},
    {"refresh_interval", VELA_PHP_OPTION_SECONDS, 0, 1e6, false},
    {"refresh_min_interval", VELA_PHP_OPTION_SECONDS, 0, 1e6, false},
};

static const vela_php_options_table_t extra_table = {CLUSTER_OWNER, NULL, extra_rows,
                                                     sizeof(extra_rows) / sizeof(extra_rows[0])};

static void apply_extra(const vela_php_option_t *row, zval *v, double n, void *arg)
{
    cluster_extra_t *x = arg;

    if (row == &extra_rows[0]) {
        *x->max_redirects = (int)n;
    } else if (row == &extra_rows[1]) {
        x->config->refresh_interval_ms = vela_php_redis_option_ms(v, n);
    } else {
        x->config->refresh_min_interval_ms = vela_php_redis_option_ms(v, n);
    }
}

static zend_result read_seeds(HashTable *seeds, vela_redis_cluster_config_t *cfg)
{
    zval *v;
    uint32_t n = zend_hash_num_elements(seeds);
    if (n == 0 || n > VELA_REDIS_CLUSTER_SEEDS_MAX) {
        zend_argument_value_error(1, "must list 1 to %d nodes (\"host:port\")",
                                  VELA_REDIS_CLUSTER_SEEDS_MAX);
        return FAILURE;
    }
    ZEND_HASH_FOREACH_VAL(seeds, v)
    {
        const char *why = "not a string";
        ZVAL_DEREF(v);
        if (Z_TYPE_P(v) != IS_STRING ||
            vela_redis_address_parse(Z_STRVAL_P(v), Z_STRLEN_P(v), &cfg->seeds[cfg->seed_count],
                                     &why) != 0) {
            zend_argument_value_error(1, "must contain \"host:port\" strings (%s)", why);
            return FAILURE;
        }
        cfg->seed_count++;
    }
    ZEND_HASH_FOREACH_END();
    return SUCCESS;
}

ZEND_METHOD(Vela_Redis_Cluster, __construct)
{
    HashTable *seeds, *options = NULL;
    ZEND_PARSE_PARAMETERS_START(1, 2)
    Z_PARAM_ARRAY_HT(seeds)
    Z_PARAM_OPTIONAL
    Z_PARAM_ARRAY_HT(options)
    ZEND_PARSE_PARAMETERS_END();

    cluster_object_t *c = from_obj(Z_OBJ_P(ZEND_THIS));
    if (c->cluster) {
        zend_throw_error(NULL, "Vela\\Redis\\Cluster::__construct() cannot be called twice");
        RETURN_THROWS();
    }
    vela_redis_cluster_config_t *cfg = ecalloc(1, sizeof(*cfg));
    cfg->refresh_min_interval_ms = 100;
    int max_redirects = DEFAULT_MAX_REDIRECTS;
    cluster_extra_t extra = {cfg, &max_redirects};
    /* the node template starts from the Pool's defaults */
    cfg->node = (vela_redis_client_config_t){.max = 8,
                                             .depth = 128,
                                             .connect_timeout_ms = 2000,
                                             .command_timeout_ms = 5000,
                                             .acquire_timeout_ms = 5000,
                                             .idle_timeout_ms = 60000};
    vela_php_redis_options_t extra_options = {&extra_table, apply_extra, &extra};
    if (read_seeds(seeds, cfg) == SUCCESS &&
        (!options || vela_php_redis_read_options(options, &cfg->node, &extra_options,
                                                 CLUSTER_OWNER) == SUCCESS)) {
        if (cfg->node.database != 0) {
            vela_php_options_fail(&extra_table, "option \"database\" must be 0 on a Cluster");
        } else if (vela_redis_cluster_new(cfg, &c->cluster) != 0) {
            zend_throw_error(NULL, "Vela\\Redis\\Cluster: out of memory");
        }
        c->max_redirects = max_redirects;
    }
    efree(cfg);
}

/* ---- the router's callbacks (route.h) ---------------------------------- */

/* One routed command or batch: the cluster, and where its replies go. */
typedef struct routing {
    cluster_object_t *c;
    const vela_php_redis_command_t *cmd; /* one command: its row and argv, and its reply */
    const vela_php_redis_argv_t *a;
    vela_php_redis_single_t single;
    zend_object *pipeline; /* a batch: its pipeline, and a reply per command */
    zval *all;
} routing_t;

static int node_for_slot(void *arg, uint16_t slot, void **node, char *why, size_t cap)
{
    vela_redis_client_t *client;
    int rc =
        vela_redis_cluster_node_for_slot(((routing_t *)arg)->c->cluster, slot, &client, why, cap);
    *node = rc == 0 ? client : NULL;
    return rc;
}

static int node_at(void *arg, const vela_redis_address_t *address, void **node)
{
    vela_redis_client_t *client;
    int rc = vela_redis_cluster_node_at(((routing_t *)arg)->c->cluster, address, &client);
    *node = rc == 0 ? client : NULL;
    return rc;
}

static void moved(void *arg, uint16_t slot, const vela_redis_address_t *address)
{
    vela_redis_cluster_moved(((routing_t *)arg)->c->cluster, slot, address);
}

static void mark_stale(void *arg)
{
    vela_redis_cluster_mark_stale(((routing_t *)arg)->c->cluster);
}

static void back_off(void *arg, uint64_t ms)
{
    (void)arg;
    vela_coro_sleep(ms);
}

/* Receives the command's reply, skipping ASKING's OK in front of it. */
typedef struct asked_reply {
    vela_php_redis_single_t *single;
    bool asking;
} asked_reply_t;

static void on_asked_reply(void *arg, size_t index, const redisReply *reply)
{
    asked_reply_t *r = arg;
    if (!r->asking || index == 1) {
        vela_php_redis_single_reply(r->single, 0, reply);
    }
}

/* One attempt of the one command on node (route.h's send). */
static int send_one(void *arg, void *node, const size_t *commands, size_t n, bool asking,
                    bool *never_sent, char *why, size_t cap)
{
    routing_t *rt = arg;
    vela_redis_client_t *client = node;
    vela_pool_lease_t lease;
    vela_redis_conn_t *conn;
    bool exclusive = rt->cmd && (rt->cmd->flags & VELA_REDIS_CMD_BLOCK);
    (void)commands;
    (void)n;
    vela_php_redis_single_clear(&rt->single);
    vela_php_core_call_site(lease.site, sizeof(lease.site));
    int rc = vela_redis_client_acquire(client, exclusive, &lease, &conn);
    *never_sent = rc != 0;
    if (rc != 0) {
        return rc;
    }
    asked_reply_t r = {&rt->single, asking};
    vela_redis_request_t *req = vela_redis_request_new(on_asked_reply, &r);
    static const char *asking_argv[] = {"ASKING"};
    static const size_t asking_len[] = {6};
    rc = req ? 0 : VELA_ENOMEM;
    if (rc == 0 && asking) {
        rc = vela_redis_request_send(req, conn, 1, asking_argv, asking_len);
    }
    rc = rc == 0 ? vela_redis_request_send(req, conn, rt->a->argc, rt->a->argv, rt->a->lens) : rc;
    rc = rc == 0
             ? vela_redis_request_wait(req, vela_php_redis_command_timeout(client, rt->cmd, rt->a))
             : rc;
    if (rc != 0) {
        const char *reason = req ? vela_redis_request_error(req) : "";
        snprintf(why, cap, "%s", reason[0] ? reason : vela_strerror(rc));
    }
    vela_redis_request_finish(req);
    vela_redis_client_release(client, &lease, rc != 0 && exclusive);
    return rc;
}

static const char *single_error(void *arg, size_t command, size_t *len)
{
    routing_t *rt = arg;
    (void)command;
    *len = rt->single.error ? ZSTR_LEN(rt->single.error) : 0;
    return rt->single.error ? ZSTR_VAL(rt->single.error) : NULL;
}

/* One group of a batch, or one command of it again, on node. */
static int send_batch(void *arg, void *node, const size_t *commands, size_t n, bool asking,
                      bool *never_sent, char *why, size_t cap)
{
    routing_t *rt = arg;
    return vela_php_redis_pipeline_send(rt->pipeline, node, commands, n, asking, rt->all,
                                        never_sent, why, cap);
}

static const char *batch_error(void *arg, size_t command, size_t *len)
{
    zval *v = &((routing_t *)arg)->all[command];
    if (Z_TYPE_P(v) != IS_OBJECT) {
        return NULL;
    }
    zval rv, *msg = zend_read_property_ex(zend_ce_exception, Z_OBJ_P(v),
                                          ZSTR_KNOWN(ZEND_STR_MESSAGE), 1, &rv);
    if (Z_TYPE_P(msg) != IS_STRING) {
        return NULL;
    }
    *len = Z_STRLEN_P(msg);
    return Z_STRVAL_P(msg);
}

/* Throws what the router reported for the command a. */
static void throw_failure(int rc, const vela_redis_route_failure_t *f,
                          const vela_php_redis_argv_t *a)
{
    char message[VELA_REDIS_ROUTE_WHY_MAX + 64];
    if (f->stage == VELA_REDIS_ROUTE_FAILED_CONNECT) {
        vela_php_redis_throw_acquire(f->node, rc);
        return;
    }
    snprintf(message, sizeof(message), "%.*s: %s", (int)MIN(a->lens[0], 32), a->argv[0], f->why);
    if (f->stage == VELA_REDIS_ROUTE_FAILED_BUDGET) {
        zend_throw_exception(vela_ce_redis_exception, message, rc);
    } else {
        vela_php_redis_throw_code(rc, message);
    }
}

/* A command of a batch failed after its redirection: the exception is its reply. */
static void batch_failed(void *arg, size_t command, int code, const vela_redis_route_failure_t *f)
{
    routing_t *rt = arg;
    vela_php_redis_argv_t a;
    vela_php_redis_pipeline_argv(rt->pipeline, command, &a);
    throw_failure(code, f, &a);
    vela_php_redis_argv_free(&a);
    if (EG(exception) && !zend_is_unwind_exit(EG(exception))) {
        zval_ptr_dtor(&rt->all[command]);
        ZVAL_OBJ_COPY(&rt->all[command], EG(exception));
        zend_clear_exception();
    }
}

static const vela_redis_route_io_t single_io = {
    node_for_slot, node_at, moved, mark_stale, send_one, single_error, back_off, NULL,
};

static const vela_redis_route_io_t batch_io = {
    node_for_slot, node_at, moved, mark_stale, send_batch, batch_error, back_off, batch_failed,
};

/* ---- one command ------------------------------------------------------------ */

/* The slot of a's keys (0 without keys); *crosses when they hash to more than one. */
static int slot_of(const vela_php_redis_argv_t *a, bool *crosses)
{
    int slot = -1;
    *crosses = false;
    for (int i = 0; i < a->key_count; i++) {
        int k = a->keys[i];
        int s = vela_redis_key_slot(a->argv[k], a->lens[k]);
        if (slot >= 0 && s != slot) {
            *crosses = true;
        }
        slot = slot < 0 ? s : slot;
    }
    return slot < 0 ? 0 : slot;
}

static zend_result run_routed(cluster_object_t *c, const vela_php_redis_command_t *cmd,
                              vela_php_redis_argv_t *a, int slot, zval *out)
{
    routing_t rt = {.c = c, .cmd = cmd, .a = a};
    vela_redis_route_failure_t failure;
    ZVAL_UNDEF(&rt.single.value);
    int rc =
        vela_redis_route_command(&single_io, &rt, (uint16_t)slot, 0, c->max_redirects, &failure);
    zend_result ok = FAILURE;
    if (rc != 0) {
        throw_failure(rc, &failure, a);
    } else if (rt.single.error) {
        vela_php_redis_throw_reply(rt.single.error);
    } else {
        vela_php_redis_shape(cmd, &rt.single.value);
        ZVAL_COPY_VALUE(out, &rt.single.value);
        ZVAL_UNDEF(&rt.single.value);
        ok = SUCCESS;
    }
    vela_php_redis_single_clear(&rt.single);
    return ok;
}

/* ---- multi-slot split -------------------------------------------------------- */

/* The argument slots of key i: its own, plus the value after it for MSET. */
static int span_of(const vela_php_redis_command_t *cmd)
{
    return cmd->keys == VELA_REDIS_KEYS_PAIRS ? 2 : 1;
}

/* Queues one command per slot on pipeline p; positions[k] = the key's sub-command. */
static zend_result queue_split(zend_object *p, const vela_php_redis_command_t *cmd,
                               const vela_php_redis_argv_t *a, int *slots, size_t *groups)
{
    int span = span_of(cmd);
    bool *done = ecalloc((size_t)a->key_count, sizeof(bool));
    zend_result ok = SUCCESS;
    for (int i = 0; i < a->key_count && ok == SUCCESS; i++) {
        if (done[i]) {
            continue;
        }
        vela_php_redis_argv_t sub;
        vela_php_redis_argv_init(&sub);
        vela_php_redis_argv_push(&sub, a->argv[0], a->lens[0], false);
        for (int j = i; j < a->key_count; j++) {
            if (!done[j] && slots[j] == slots[i]) {
                done[j] = true;
                for (int s = 0; s < span; s++) {
                    vela_php_redis_argv_push(&sub, a->argv[a->keys[j] + s], a->lens[a->keys[j] + s],
                                             false);
                }
                sub.keys[sub.key_count++] = sub.argc - span;
            }
        }
        ok = vela_php_redis_pipeline_queue(p, NULL, &sub);
        (*groups)++;
        vela_php_redis_argv_free(&sub);
    }
    efree(done);
    return ok;
}

/* Throws the first error object among the pieces' replies; true when there was one. */
static bool throw_first_error(zval *replies)
{
    zval *v;
    ZEND_HASH_FOREACH_VAL(Z_ARRVAL_P(replies), v)
    {
        if (Z_TYPE_P(v) == IS_OBJECT) {
            Z_ADDREF_P(v);
            zend_throw_exception_object(v);
            return true;
        }
    }
    ZEND_HASH_FOREACH_END();
    return false;
}

/* MGET: walks the keys in order, taking the next value of their slot's piece. */
static void merge_values(const vela_php_redis_argv_t *a, const int *slots, zval *replies, zval *out)
{
    int groups = (int)zend_hash_num_elements(Z_ARRVAL_P(replies));
    int *group_of_slot = safe_emalloc(VELA_REDIS_SLOTS, sizeof(int), 0);
    uint32_t *taken = ecalloc((size_t)groups + 1, sizeof(uint32_t));
    memset(group_of_slot, 0xff, sizeof(int) * VELA_REDIS_SLOTS);
    int next_group = 0;
    array_init_size(out, (uint32_t)a->key_count);
    for (int i = 0; i < a->key_count; i++) {
        if (group_of_slot[slots[i]] < 0) {
            group_of_slot[slots[i]] = next_group++;
        }
        int g = group_of_slot[slots[i]];
        zval *piece = zend_hash_index_find(Z_ARRVAL_P(replies), g);
        zval *value = piece && Z_TYPE_P(piece) == IS_ARRAY
                          ? zend_hash_index_find(Z_ARRVAL_P(piece), taken[g]++)
                          : NULL;
        if (value) {
            Z_TRY_ADDREF_P(value);
            zend_hash_next_index_insert_new(Z_ARRVAL_P(out), value);
        } else {
            add_next_index_null(out);
        }
    }
    efree(taken);
    efree(group_of_slot);
}

/* Puts the pieces' replies back together as the unsplit command's reply. */
static zend_result merge(const vela_php_redis_command_t *cmd, const vela_php_redis_argv_t *a,
                         const int *slots, zval *replies, zval *out)
{
    if (throw_first_error(replies)) {
        return FAILURE;
    }
    if (cmd->flags & VELA_REDIS_CMD_SPLIT_SUM) {
        zend_long sum = 0;
        zval *v;
        ZEND_HASH_FOREACH_VAL(Z_ARRVAL_P(replies), v)
        {
            sum += zval_get_long(v);
        }
        ZEND_HASH_FOREACH_END();
        ZVAL_LONG(out, sum);
    } else if (cmd->flags & VELA_REDIS_CMD_SPLIT_OK) {
        ZVAL_TRUE(out);
    } else {
        merge_values(a, slots, replies, out);
    }
    return SUCCESS;
}

static zend_result run_split(zend_object *self, const vela_php_redis_command_t *cmd,
                             vela_php_redis_argv_t *a, zval *out)
{
    int *slots = safe_emalloc((size_t)a->key_count, sizeof(int), 0);
    for (int i = 0; i < a->key_count; i++) {
        slots[i] = vela_redis_key_slot(a->argv[a->keys[i]], a->lens[a->keys[i]]);
    }
    zval pipeline, replies;
    size_t groups = 0;
    vela_php_redis_pipeline_new(self, &pipeline);
    zend_result ok = queue_split(Z_OBJ(pipeline), cmd, a, slots, &groups);
    if (ok == SUCCESS &&
        (ok = vela_php_redis_pipeline_flush(Z_OBJ(pipeline), &replies)) == SUCCESS) {
        ok = merge(cmd, a, slots, &replies, out);
        zval_ptr_dtor(&replies);
    }
    zval_ptr_dtor(&pipeline);
    efree(slots);
    return ok;
}

/* Routes one command by its keys' slot, split by slot when it may be (owner ops' call). */
static zend_result call(zend_object *self, const vela_php_redis_command_t *cmd,
                        vela_php_redis_argv_t *a, zval *out)
{
    bool crosses;
    int slot = slot_of(a, &crosses);
    if (crosses) {
        if (cmd && (cmd->flags & VELA_REDIS_CMD_SPLIT)) {
            return run_split(self, cmd, a, out);
        }
        zend_throw_exception_ex(vela_ce_redis_cross_slot, 0,
                                "%.*s: the keys hash to different cluster slots; use a hash tag "
                                "such as {user1} to keep them together",
                                (int)MIN(a->lens[0], 32), a->argv[0]);
        return FAILURE;
    }
    return run_routed(from_obj(self), cmd, a, slot, out);
}

/* The slot all keys of a queued command share, -1 without keys; -2 with CrossSlot thrown. */
static int common_slot(zend_object *self, const vela_php_redis_argv_t *a)
{
    int slot = -1;
    (void)self;
    for (int i = 0; i < a->key_count; i++) {
        int k = a->keys[i];
        int s = vela_redis_key_slot(a->argv[k], a->lens[k]);
        if (slot >= 0 && s != slot) {
            zend_throw_exception_ex(vela_ce_redis_cross_slot, 0,
                                    "%.*s: the keys hash to different cluster slots (%d and %d); "
                                    "use a hash tag such as {user1}",
                                    (int)MIN(a->lens[0], 32), a->argv[0], slot, s);
            return -2;
        }
        slot = s;
    }
    return slot;
}

/* A pipeline: grouped by node, redirections followed, by the router. */
static zend_result flush(zend_object *self, zend_object *pipeline, zval *all)
{
    size_t n = vela_php_redis_pipeline_count(pipeline);
    int *slots = safe_emalloc(n ? n : 1, sizeof(int), 0);
    for (size_t i = 0; i < n; i++) {
        slots[i] = vela_php_redis_pipeline_slot(pipeline, i);
    }
    routing_t rt = {.c = from_obj(self), .pipeline = pipeline, .all = all};
    vela_redis_route_failure_t failure;
    int rc = vela_redis_route_batch(&batch_io, &rt, slots, n, rt.c->max_redirects, &failure);
    efree(slots);
    if (rc == 0) {
        return SUCCESS;
    }
    if (failure.stage == VELA_REDIS_ROUTE_FAILED_CONNECT) {
        vela_php_redis_throw_acquire(failure.node, rc);
    } else {
        vela_php_redis_throw_code(rc, failure.why);
    }
    return FAILURE;
}

/* SCAN walks every master. */
static size_t scan_clients(zend_object *self, vela_redis_client_t **out, size_t cap)
{
    size_t count = vela_redis_cluster_masters(from_obj(self)->cluster, out, cap);
    return MIN(count, cap);
}

static const vela_php_redis_owner_ops_t cluster_ops = {call, common_slot, flush, scan_clients};

void vela_php_redis_cluster_register(zend_class_entry *ce)
{
    ce->create_object = create;
    memcpy(&cluster_handlers.std, zend_get_std_object_handlers(), sizeof(cluster_handlers.std));
    cluster_handlers.std.offset = XtOffsetOf(cluster_object_t, std);
    cluster_handlers.std.free_obj = free_cluster;
    cluster_handlers.std.clone_obj = NULL;
    cluster_handlers.ops = &cluster_ops;
}

void vela_php_redis_cluster_run(INTERNAL_FUNCTION_PARAMETERS, const vela_php_redis_command_t *cmd)
{
    if (!constructed(ZEND_THIS)) {
        RETURN_THROWS();
    }
    vela_php_redis_owner_run(INTERNAL_FUNCTION_PARAM_PASSTHRU, cmd);
}

ZEND_METHOD(Vela_Redis_Cluster, command)
{
    if (!constructed(ZEND_THIS)) {
        RETURN_THROWS();
    }
    vela_php_redis_argv_t a;
    const vela_php_redis_command_t *cmd;
    vela_php_redis_argv_init(&a);
    if (vela_php_redis_command_args(execute_data, &a, &cmd) == SUCCESS) {
        call(Z_OBJ_P(ZEND_THIS), NULL, &a, return_value);
    }
    vela_php_redis_argv_free(&a);
}

ZEND_METHOD(Vela_Redis_Cluster, pipeline)
{
    zend_fcall_info fci;
    zend_fcall_info_cache fcc;
    ZEND_PARSE_PARAMETERS_START(1, 1)
    Z_PARAM_FUNC(fci, fcc)
    ZEND_PARSE_PARAMETERS_END();

    if (!constructed(ZEND_THIS)) {
        RETURN_THROWS();
    }
    vela_php_redis_pipeline_execute(Z_OBJ_P(ZEND_THIS), &fci, &fcc, return_value);
}

ZEND_METHOD(Vela_Redis_Cluster, stats)
{
    ZEND_PARSE_PARAMETERS_NONE();
    cluster_object_t *c = constructed(ZEND_THIS);
    if (!c) {
        RETURN_THROWS();
    }
    zval nodes;
    array_init(return_value);
    array_init(&nodes);
    for (size_t i = 0; i < vela_redis_cluster_node_count(c->cluster); i++) {
        char name[VELA_REDIS_HOST_MAX + 16];
        zval stats;
        vela_redis_address_format(vela_redis_cluster_node_address(c->cluster, i), name,
                                  sizeof(name));
        vela_php_redis_stats_array(vela_redis_cluster_node_client(c->cluster, i), &stats);
        add_assoc_zval(&nodes, name, &stats);
    }
    add_assoc_zval(return_value, "nodes", &nodes);
    add_assoc_long(return_value, "refreshes", (zend_long)vela_redis_cluster_refreshes(c->cluster));
}

ZEND_METHOD(Vela_Redis_Cluster, refresh)
{
    ZEND_PARSE_PARAMETERS_NONE();
    cluster_object_t *c = constructed(ZEND_THIS);
    if (!c) {
        RETURN_THROWS();
    }
    char why[VELA_REDIS_ERROR_MAX];
    int rc = vela_redis_cluster_refresh(c->cluster, why, sizeof(why));
    if (rc != 0) {
        vela_php_redis_throw_code(rc, why);
    }
}

ZEND_METHOD(Vela_Redis_Cluster, close)
{
    ZEND_PARSE_PARAMETERS_NONE();
    cluster_object_t *c = constructed(ZEND_THIS);
    if (!c) {
        RETURN_THROWS();
    }
    for (size_t i = 0; i < vela_redis_cluster_node_count(c->cluster); i++) {
        vela_pool_close(vela_redis_client_pool(vela_redis_cluster_node_client(c->cluster, i)));
    }
}
