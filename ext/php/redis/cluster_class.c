/*
 * Vela\Redis\Cluster: commands routed by key slot to a pool per master
 * (src/redis/cluster.h).
 *
 * A command's keys must share a slot (CrossSlot otherwise), except the
 * splittable ones (MGET, MSET, DEL, UNLINK, EXISTS, TOUCH), which are cut
 * into one command per slot, sent as a pipeline grouped by node, and merged
 * (MGET's values back in key order, counts summed, MSET true). Keyless
 * commands go to the master of slot 0.
 *
 * Redirections and failures, up to max_redirects tries: MOVED patches the
 * slot map and retries on the new node; ASK retries once on the named node
 * after ASKING; CLUSTERDOWN / TRYAGAIN and a node that cannot be reached
 * (the command was never sent) reload the map and retry after a back-off
 * (100 ms doubling), which is how a failover heals: the replica is promoted
 * and the next reload routes to it. A connection lost with the command in
 * flight is not retried (it may have run): ConnectionLost, and the map is
 * reloaded before the next command.
 */
#include "php/redis/redis.h"

#include "src/core/coro.h"
#include "src/core/error.h"
#include "src/redis/slots.h"

#define DEFAULT_MAX_REDIRECTS 5
#define RETRY_FIRST_MS 100

typedef struct cluster_object {
    vela_redis_cluster_t *cluster;
    int max_redirects;
    zend_object std;
} cluster_object_t;

static zend_class_entry *cluster_ce;
static zend_object_handlers cluster_handlers;

static inline cluster_object_t *from_obj(zend_object *obj)
{
    return (cluster_object_t *)((char *)obj - XtOffsetOf(cluster_object_t, std));
}

static zend_object *create(zend_class_entry *ce)
{
    cluster_object_t *c = zend_object_alloc(sizeof(cluster_object_t), ce);
    zend_object_std_init(&c->std, ce);
    object_properties_init(&c->std, ce);
    c->std.handlers = &cluster_handlers;
    return &c->std;
}

static void free_cluster(zend_object *obj)
{
    vela_redis_cluster_free(from_obj(obj)->cluster);
    zend_object_std_dtor(obj);
}

void vela_redis_cluster_register(zend_class_entry *ce)
{
    cluster_ce = ce;
    ce->create_object = create;
    memcpy(&cluster_handlers, zend_get_std_object_handlers(), sizeof(cluster_handlers));
    cluster_handlers.offset = XtOffsetOf(cluster_object_t, std);
    cluster_handlers.free_obj = free_cluster;
    cluster_handlers.clone_obj = NULL;
}

bool vela__redis_is_cluster(zend_object *obj)
{
    return obj->ce == cluster_ce;
}

vela_redis_cluster_t *vela__redis_cluster_of(zend_object *cluster)
{
    return from_obj(cluster)->cluster;
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
        x->config->refresh_interval_ms = vela__redis_option_ms(v, n);
    } else {
        x->config->refresh_min_interval_ms = vela__redis_option_ms(v, n);
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
    vela__redis_options_t extra_options = {&extra_table, apply_extra, &extra};
    if (read_seeds(seeds, cfg) == SUCCESS &&
        (!options ||
         vela__redis_read_options(options, &cfg->node, &extra_options, CLUSTER_OWNER) == SUCCESS)) {
        if (cfg->node.database != 0) {
            vela_php_options_fail(&extra_table, "option \"database\" must be 0 on a Cluster");
        } else if (vela_redis_cluster_new(cfg, &c->cluster) != 0) {
            zend_throw_error(NULL, "Vela\\Redis\\Cluster: out of memory");
        }
        c->max_redirects = max_redirects;
    }
    efree(cfg);
}

/* ---- one command ------------------------------------------------------------ */

/* The slot of a's keys (0 without keys); -1 with CrossSlot thrown unless `split`. */
static int slot_of(const vela_redis_argv_t *a, bool *crosses)
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

/* Receives the command's reply, skipping ASKING's OK in front of it. */
typedef struct asked_reply {
    vela_redis_single_t single;
    bool asking;
} asked_reply_t;

static void on_asked_reply(void *arg, size_t index, const redisReply *reply)
{
    asked_reply_t *r = arg;
    if (!r->asking || index == 1) {
        vela__redis_single_reply(&r->single, 0, reply);
    }
}

/* One attempt on client: 0 with r filled, or a code with why (acquire: *never_sent). */
static int attempt(vela_redis_client_t *client, const vela_redis_command_t *cmd,
                   const vela_redis_argv_t *a, asked_reply_t *r, bool *never_sent, char *why,
                   size_t cap)
{
    vela_pool_lease_t lease;
    vela_redis_conn_t *conn;
    bool exclusive = cmd && (cmd->flags & VELA_REDIS_CMD_BLOCK);
    vela__redis_site(lease.site);
    int rc = vela_redis_client_acquire(client, exclusive, &lease, &conn);
    *never_sent = rc != 0;
    if (rc != 0) {
        return rc;
    }
    vela_redis_request_t *req = vela_redis_request_new(on_asked_reply, r);
    static const char *asking[] = {"ASKING"};
    static const size_t asking_len[] = {6};
    rc = req ? 0 : VELA_ENOMEM;
    if (rc == 0 && r->asking) {
        rc = vela_redis_request_send(req, conn, 1, asking, asking_len);
    }
    rc = rc == 0 ? vela_redis_request_send(req, conn, a->argc, a->argv, a->lens) : rc;
    rc = rc == 0 ? vela_redis_request_wait(req, vela__redis_command_timeout(client, cmd, a)) : rc;
    if (rc != 0) {
        const char *reason = req ? vela_redis_request_error(req) : "";
        snprintf(why, cap, "%s", reason[0] ? reason : vela_strerror(rc));
    }
    vela_redis_request_finish(req);
    vela_redis_client_release(client, &lease, rc != 0 && exclusive);
    return rc;
}

static bool starts_with(const zend_string *s, const char *word)
{
    size_t n = strlen(word);
    return ZSTR_LEN(s) >= n && memcmp(ZSTR_VAL(s), word, n) == 0;
}

typedef struct route {
    cluster_object_t *c;
    vela_redis_client_t *client; /* NULL: by slot */
    int slot;
    bool asking;
    int tries;
    uint64_t backoff_ms;
} route_t;

/* After error reply e: true to try again (route updated), false to throw it. */
static bool follow(route_t *rt, zend_string *e)
{
    vela_redis_redirect_t r;
    vela_redis_cluster_t *cluster = rt->c->cluster;
    if (vela_redis_parse_redirect(ZSTR_VAL(e), ZSTR_LEN(e), &r)) {
        if (!r.ask) {
            vela_redis_cluster_moved(cluster, r.slot, &r.address);
        }
        rt->asking = r.ask;
        return vela_redis_cluster_node_at(cluster, &r.address, &rt->client) == 0;
    }
    if (starts_with(e, "CLUSTERDOWN") || starts_with(e, "TRYAGAIN")) {
        vela_redis_cluster_mark_stale(cluster);
        rt->client = NULL;
        rt->asking = false;
        vela_coro_sleep(rt->backoff_ms);
        rt->backoff_ms *= 2;
        return true;
    }
    return false;
}

static zend_result throw_failure(route_t *rt, int rc, const vela_redis_argv_t *a, const char *why)
{
    char message[VELA_REDIS_ERROR_MAX + 64];
    vela_redis_cluster_mark_stale(rt->c->cluster);
    snprintf(message, sizeof(message), "%.*s: %s", (int)MIN(a->lens[0], 32), a->argv[0], why);
    vela__redis_throw_code(rc, message);
    return FAILURE;
}

/*
 * After a failed attempt: true to try again (a node that could not be
 * reached, so the command was never sent), false with the exception thrown.
 */
static bool retry_failure(route_t *rt, vela_redis_client_t *client, int rc, bool never_sent,
                          const vela_redis_argv_t *a, const char *why)
{
    bool last = rt->tries >= rt->c->max_redirects;
    if (!never_sent || last || rc == VELA_ETIMEOUT || rc == VELA_ECANCELED) {
        if (never_sent) {
            vela__redis_throw_acquire(client, rc);
        } else {
            throw_failure(rt, rc, a, why);
        }
        return false;
    }
    vela_redis_cluster_mark_stale(rt->c->cluster); /* unreachable node: a failover? */
    rt->client = NULL;
    vela_coro_sleep(rt->backoff_ms);
    rt->backoff_ms *= 2;
    return true;
}

/* After error reply e (consumed): true to try again, false with it thrown. */
static bool retry_reply(route_t *rt, zend_string *e)
{
    bool again = rt->tries < rt->c->max_redirects && follow(rt, e);
    if (!again) {
        vela__redis_throw_reply(e);
    }
    zend_string_release(e);
    return again;
}

static zend_result run_routed(route_t *rt, const vela_redis_command_t *cmd, vela_redis_argv_t *a,
                              zval *out)
{
    char why[VELA_REDIS_ERROR_MAX];
    for (;; rt->tries++) {
        vela_redis_client_t *client = rt->client;
        int rc = client ? 0
                        : vela_redis_cluster_node_for_slot(rt->c->cluster, (uint16_t)rt->slot,
                                                           &client, why, sizeof(why));
        if (rc != 0) {
            return throw_failure(rt, rc, a, why);
        }
        asked_reply_t r = {.asking = rt->asking};
        ZVAL_UNDEF(&r.single.value);
        bool never_sent;
        rc = attempt(client, cmd, a, &r, &never_sent, why, sizeof(why));
        if (rc != 0 || r.single.error) {
            zval_ptr_dtor(&r.single.value);
            bool again = rc != 0 ? retry_failure(rt, client, rc, never_sent, a, why)
                                 : retry_reply(rt, r.single.error);
            if (!again) {
                return FAILURE;
            }
            continue;
        }
        vela__redis_shape(cmd, &r.single.value);
        ZVAL_COPY_VALUE(out, &r.single.value);
        return SUCCESS;
    }
}

/* ---- multi-slot split -------------------------------------------------------- */

/* The argument slots of key i: its own, plus the value after it for MSET. */
static int span_of(const vela_redis_command_t *cmd)
{
    return cmd->keys == VELA_REDIS_KEYS_PAIRS ? 2 : 1;
}

/* Queues one command per slot on pipeline p; positions[k] = the key's sub-command. */
static zend_result queue_split(zend_object *p, const vela_redis_command_t *cmd,
                               const vela_redis_argv_t *a, int *slots, size_t *groups)
{
    int span = span_of(cmd);
    bool *done = ecalloc((size_t)a->key_count, sizeof(bool));
    zend_result ok = SUCCESS;
    for (int i = 0; i < a->key_count && ok == SUCCESS; i++) {
        if (done[i]) {
            continue;
        }
        vela_redis_argv_t sub;
        vela__redis_argv_init(&sub);
        vela__redis_argv_push(&sub, a->argv[0], a->lens[0], false);
        for (int j = i; j < a->key_count; j++) {
            if (!done[j] && slots[j] == slots[i]) {
                done[j] = true;
                for (int s = 0; s < span; s++) {
                    vela__redis_argv_push(&sub, a->argv[a->keys[j] + s], a->lens[a->keys[j] + s],
                                          false);
                }
                sub.keys[sub.key_count++] = sub.argc - span;
            }
        }
        ok = vela__redis_pipeline_queue(p, NULL, &sub);
        (*groups)++;
        vela__redis_argv_free(&sub);
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
static void merge_values(const vela_redis_argv_t *a, const int *slots, zval *replies, zval *out)
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
static zend_result merge(const vela_redis_command_t *cmd, const vela_redis_argv_t *a,
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

static zend_result run_split(zend_object *self, const vela_redis_command_t *cmd,
                             vela_redis_argv_t *a, zval *out)
{
    int *slots = safe_emalloc((size_t)a->key_count, sizeof(int), 0);
    for (int i = 0; i < a->key_count; i++) {
        slots[i] = vela_redis_key_slot(a->argv[a->keys[i]], a->lens[a->keys[i]]);
    }
    zval pipeline, replies;
    size_t groups = 0;
    vela__redis_pipeline_new(self, &pipeline);
    zend_result ok = queue_split(Z_OBJ(pipeline), cmd, a, slots, &groups);
    if (ok == SUCCESS && (ok = vela__redis_pipeline_flush(Z_OBJ(pipeline), &replies)) == SUCCESS) {
        ok = merge(cmd, a, slots, &replies, out);
        zval_ptr_dtor(&replies);
    }
    zval_ptr_dtor(&pipeline);
    efree(slots);
    return ok;
}

zend_result vela__redis_cluster_call(zend_object *self, const vela_redis_command_t *cmd,
                                     vela_redis_argv_t *a, zval *out)
{
    cluster_object_t *c = from_obj(self);
    bool crosses;
    int slot = slot_of(a, &crosses);
    if (crosses) {
        if (cmd && (cmd->flags & VELA_REDIS_CMD_SPLIT)) {
            return run_split(self, cmd, a, out);
        }
        zend_throw_exception_ex(vela_redis_ce_cross_slot, 0,
                                "%.*s: the keys hash to different cluster slots; use a hash tag "
                                "such as {user1} to keep them together",
                                (int)MIN(a->lens[0], 32), a->argv[0]);
        return FAILURE;
    }
    route_t rt = {.c = c, .slot = slot, .backoff_ms = RETRY_FIRST_MS};
    return run_routed(&rt, cmd, a, out);
}

void vela__redis_cluster_run(INTERNAL_FUNCTION_PARAMETERS, const vela_redis_command_t *cmd)
{
    cluster_object_t *c = constructed(ZEND_THIS);
    if (!c) {
        RETURN_THROWS();
    }
    if (cmd->flags & VELA_REDIS_CMD_ITERATOR) {
        zval *args = NULL;
        uint32_t n = 0;
        ZEND_PARSE_PARAMETERS_START(0, -1)
        Z_PARAM_VARIADIC('*', args, n)
        ZEND_PARSE_PARAMETERS_END();
        vela_redis_client_t *masters[64];
        size_t count = vela_redis_cluster_masters(c->cluster, masters, 64);
        vela__redis_scan_new(Z_OBJ_P(ZEND_THIS), masters, MIN(count, 64), cmd, args, n,
                             return_value);
        return;
    }
    vela_redis_argv_t a;
    vela__redis_argv_init(&a);
    if (vela__redis_method_args(execute_data, cmd, &a) == SUCCESS) {
        vela__redis_cluster_call(Z_OBJ_P(ZEND_THIS), cmd, &a, return_value);
    }
    vela__redis_argv_free(&a);
}

ZEND_METHOD(Vela_Redis_Cluster, command)
{
    if (!constructed(ZEND_THIS)) {
        RETURN_THROWS();
    }
    vela_redis_argv_t a;
    const vela_redis_command_t *cmd;
    vela__redis_argv_init(&a);
    if (vela__redis_command_args(execute_data, &a, &cmd) == SUCCESS) {
        vela__redis_cluster_call(Z_OBJ_P(ZEND_THIS), NULL, &a, return_value);
    }
    vela__redis_argv_free(&a);
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
    vela__redis_pipeline_execute(Z_OBJ_P(ZEND_THIS), &fci, &fcc, return_value);
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
        vela__redis_stats_array(vela_redis_cluster_node_client(c->cluster, i), &stats);
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
        vela__redis_throw_code(rc, why);
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
