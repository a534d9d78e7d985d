/*
 * Vela\Redis\Pool: a pool of connections to one server (src/redis/client.h),
 * or to the master / a replica of a Sentinel group (src/redis/sentinel.h).
 *
 * State: the client (NULL until constructed: every method checks), the
 * sentinel when made by fromSentinel(). The object is final, cannot be
 * cloned or serialized; a second __construct() call throws.
 */
#include "php/redis/redis.h"

#include "src/core/error.h"
#include "src/redis/sentinel.h"

#define DEFAULT_MAX 8
#define DEFAULT_DEPTH 128 /* commands in flight per connection before a new one opens */
#define DEFAULT_CONNECT_TIMEOUT_MS 2000
#define DEFAULT_COMMAND_TIMEOUT_MS 5000
#define DEFAULT_ACQUIRE_TIMEOUT_MS 5000
#define DEFAULT_IDLE_TIMEOUT_MS 60000

typedef struct pool_object {
    vela_redis_client_t *client;
    vela_redis_sentinel_t *sentinel;
    zend_object std;
} pool_object_t;

static zend_class_entry *pool_ce;
static vela_php_redis_owner_handlers_t pool_handlers;

static inline pool_object_t *from_obj(zend_object *obj)
{
    return (pool_object_t *)((char *)obj - XtOffsetOf(pool_object_t, std));
}

static zend_object *create(zend_class_entry *ce)
{
    pool_object_t *p = zend_object_alloc(sizeof(pool_object_t), ce);
    zend_object_std_init(&p->std, ce);
    object_properties_init(&p->std, ce);
    p->std.handlers = &pool_handlers.std;
    return &p->std;
}

static void free_pool(zend_object *obj)
{
    pool_object_t *p = from_obj(obj);
    vela_redis_client_free(p->client);
    vela_redis_sentinel_free(p->sentinel);
    zend_object_std_dtor(obj);
}

/* ---- the owner ops (redis.h): everything on the one client ---------------- */

static zend_result call(zend_object *owner, const vela_php_redis_command_t *cmd,
                        vela_php_redis_argv_t *a, zval *out)
{
    return vela_php_redis_call(from_obj(owner)->client, cmd, a, out);
}

static size_t scan_clients(zend_object *owner, vela_redis_client_t **out, size_t cap)
{
    if (cap == 0) {
        return 0;
    }
    out[0] = from_obj(owner)->client;
    return 1;
}

static int no_slot(zend_object *owner, const vela_php_redis_argv_t *a)
{
    (void)owner;
    (void)a;
    return -1;
}

/* The whole pipeline on one shared connection. */
static zend_result flush(zend_object *owner, zend_object *pipeline, zval *all)
{
    vela_redis_client_t *client = from_obj(owner)->client;
    char why[VELA_REDIS_ERROR_MAX + 16];
    bool never_sent;
    int rc = vela_php_redis_pipeline_send(pipeline, client, NULL,
                                          vela_php_redis_pipeline_count(pipeline), false, all,
                                          &never_sent, why, sizeof(why));
    if (rc != 0 && never_sent) {
        vela_php_redis_throw_acquire(client, rc);
    } else if (rc != 0) {
        vela_php_redis_throw_code(rc, why);
    }
    return rc == 0 ? SUCCESS : FAILURE;
}

static const vela_php_redis_owner_ops_t pool_ops = {call, no_slot, flush, scan_clients};

void vela_php_redis_pool_register(zend_class_entry *ce)
{
    pool_ce = ce;
    ce->create_object = create;
    memcpy(&pool_handlers.std, zend_get_std_object_handlers(), sizeof(pool_handlers.std));
    pool_handlers.std.offset = XtOffsetOf(pool_object_t, std);
    pool_handlers.std.free_obj = free_pool;
    pool_handlers.std.clone_obj = NULL;
    pool_handlers.ops = &pool_ops;
}

vela_redis_client_t *vela_php_redis_pool_client(zend_object *pool)
{
    return from_obj(pool)->client;
}

/* The constructed pool's client, or NULL with an Error thrown. */
static vela_redis_client_t *client_of(zval *this_zv)
{
    vela_redis_client_t *client = from_obj(Z_OBJ_P(this_zv))->client;
    if (!client) {
        zend_throw_error(NULL, "Vela\\Redis\\Pool is not constructed");
    }
    return client;
}

/* ---- options ----------------------------------------------------------- */

/* The options every Redis pool takes (Pool, fromSentinel, a Cluster's nodes). */
static const vela_php_option_t common_rows[] = {
    {"max", VELA_PHP_OPTION_INT, 1, 10000, false},
    {"database", VELA_PHP_OPTION_INT, 0, 1000000, false},
    {"connect_timeout", VELA_PHP_OPTION_SECONDS, 0, 1e9, false},
    {"command_timeout", VELA_PHP_OPTION_SECONDS, 0, 1e9, true},
    {"acquire_timeout", VELA_PHP_OPTION_SECONDS, 0, 1e9, true},
    {"idle_timeout", VELA_PHP_OPTION_SECONDS, 0, 1e9, false},
    {"username", VELA_PHP_OPTION_STRING, 0, VELA_REDIS_CREDENTIAL_MAX - 1, false},
    {"password", VELA_PHP_OPTION_STRING, 0, VELA_REDIS_CREDENTIAL_MAX - 1, false},
    {"name", VELA_PHP_OPTION_OTHER, 1, 95, false},
};

int64_t vela_php_redis_option_ms(zval *value, double seconds)
{
    return Z_TYPE_P(value) == IS_NULL ? -1 : (int64_t)(seconds * 1000.0 + 0.5);
}

/* The pool's name in metrics and /readyz: printable, no quote or backslash. */
static bool check_name(const vela_php_options_table_t *table, zval *v)
{
    if (Z_TYPE_P(v) == IS_STRING && Z_STRLEN_P(v) >= 1 && Z_STRLEN_P(v) <= 95 &&
        strcspn(Z_STRVAL_P(v), "\"\\\r\n") == Z_STRLEN_P(v)) {
        return true;
    }
    return vela_php_options_error(table, "name", "a name of 1 to 95 bytes without quotes",
                                  Z_TYPE_P(v) == IS_STRING ? NULL : v);
}

/* Stores one checked common option in *cfg. */
static void apply_common(const vela_php_option_t *row, zval *v, double n,
                         vela_redis_client_config_t *cfg)
{
    size_t i = (size_t)(row - common_rows);
    int64_t *ms[] = {NULL,
                     NULL,
                     &cfg->connect_timeout_ms,
                     &cfg->command_timeout_ms,
                     &cfg->acquire_timeout_ms,
                     &cfg->idle_timeout_ms};

    if (i == 0) {
        cfg->max = (uint32_t)n;
    } else if (i == 1) {
        cfg->database = (int)n;
    } else if (i < 6) {
        *ms[i] = vela_php_redis_option_ms(v, n);
    } else {
        char *dst = i == 6 ? cfg->username : i == 7 ? cfg->password : cfg->name;
        memcpy(dst, Z_STRVAL_P(v), Z_STRLEN_P(v) + 1);
        cfg->has_password = cfg->has_password || i == 7;
    }
}

/* Checks and stores one option: a common one, else one of extra's. */
static bool read_one(const vela_php_options_table_t *common, const vela_php_redis_options_t *extra,
                     zend_string *key, zval *v, vela_redis_client_config_t *cfg)
{
    const vela_php_option_t *row = vela_php_options_find(common, extra ? extra->table : NULL, key);
    double n = 0;

    ZVAL_DEREF(v);
    if (row == NULL ||
        (row->type == VELA_PHP_OPTION_OTHER ? !check_name(common, v)
                                            : !vela_php_options_check(common, row, v, &n))) {
        return false;
    }
    if (row < common_rows || row >= common_rows + common->count) {
        extra->apply(row, v, n, extra->arg);
        return true;
    }
    apply_common(row, v, n, cfg);
    return true;
}

zend_result vela_php_redis_read_options(HashTable *options, vela_redis_client_config_t *cfg,
                                        const vela_php_redis_options_t *extra, const char *owner)
{
    const vela_php_options_table_t common = {owner, NULL, common_rows,
                                             sizeof(common_rows) / sizeof(common_rows[0])};
    zend_string *key;
    zval *v;

    ZEND_HASH_FOREACH_STR_KEY_VAL(options, key, v)
    {
        if (!read_one(&common, extra, key, v, cfg)) {
            return FAILURE;
        }
    }
    ZEND_HASH_FOREACH_END();
    return SUCCESS;
}

static void default_config(vela_redis_client_config_t *cfg)
{
    memset(cfg, 0, sizeof(*cfg));
    cfg->max = DEFAULT_MAX;
    cfg->depth = DEFAULT_DEPTH;
    cfg->connect_timeout_ms = DEFAULT_CONNECT_TIMEOUT_MS;
    cfg->command_timeout_ms = DEFAULT_COMMAND_TIMEOUT_MS;
    cfg->acquire_timeout_ms = DEFAULT_ACQUIRE_TIMEOUT_MS;
    cfg->idle_timeout_ms = DEFAULT_IDLE_TIMEOUT_MS;
}

/* Defaults, then the URL, then the options (which win). */
static zend_result config_from(zend_string *url, HashTable *options,
                               vela_redis_client_config_t *cfg)
{
    default_config(cfg);
    vela_redis_url_t parsed;
    const char *why;
    if (vela_redis_url_parse(ZSTR_VAL(url), ZSTR_LEN(url), &parsed, &why) != 0) {
        zend_argument_value_error(1, "is not a valid Redis URL: %s", why);
        return FAILURE;
    }
    cfg->address = parsed.address;
    cfg->database = parsed.database;
    cfg->has_password = parsed.has_password;
    memcpy(cfg->username, parsed.username, sizeof(cfg->username));
    memcpy(cfg->password, parsed.password, sizeof(cfg->password));
    return options ? vela_php_redis_read_options(options, cfg, NULL, "Vela\\Redis\\Pool") : SUCCESS;
}

ZEND_METHOD(Vela_Redis_Pool, __construct)
{
    zend_string *url = NULL;
    HashTable *options = NULL;
    ZEND_PARSE_PARAMETERS_START(0, 2)
    Z_PARAM_OPTIONAL
    Z_PARAM_STR(url)
    Z_PARAM_ARRAY_HT(options)
    ZEND_PARSE_PARAMETERS_END();

    pool_object_t *p = from_obj(Z_OBJ_P(ZEND_THIS));
    if (p->client) {
        zend_throw_error(NULL, "Vela\\Redis\\Pool::__construct() cannot be called twice");
        RETURN_THROWS();
    }
    zend_string *fallback = NULL;
    if (!url) {
        url = fallback = zend_string_init("redis://127.0.0.1:6379", 22, 0);
    }
    vela_redis_client_config_t cfg;
    zend_result ok = config_from(url, options, &cfg);
    if (fallback) {
        zend_string_release(fallback);
    }
    if (ok != SUCCESS) {
        RETURN_THROWS();
    }
    if (vela_redis_client_new(&cfg, &p->client) != 0) {
        zend_throw_error(NULL, "Vela\\Redis\\Pool: out of memory");
        RETURN_THROWS();
    }
}

/* ---- Sentinel ------------------------------------------------------------ */

#define SENTINEL_OWNER "Vela\\Redis\\Pool::fromSentinel()"

typedef struct sentinel_extra {
    vela_redis_sentinel_config_t *sentinel;
    bool timeout_given;
} sentinel_extra_t;

static const vela_php_option_t sentinel_rows[] = {
    {"replica", VELA_PHP_OPTION_BOOL, 0, 0, false},
    {"sentinel_timeout", VELA_PHP_OPTION_SECONDS, 0, 1e9, false},
};

static const vela_php_options_table_t sentinel_table = {
    SENTINEL_OWNER, NULL, sentinel_rows, sizeof(sentinel_rows) / sizeof(sentinel_rows[0])};

static void apply_sentinel_option(const vela_php_option_t *row, zval *v, double n, void *arg)
{
    sentinel_extra_t *x = arg;

    if (row == &sentinel_rows[0]) {
        x->sentinel->replica = n != 0;
    } else {
        x->timeout_given = true;
        x->sentinel->timeout_ms = vela_php_redis_option_ms(v, n);
    }
}

static zend_result read_sentinels(HashTable *list, vela_redis_sentinel_config_t *sc)
{
    zval *v;
    uint32_t n = zend_hash_num_elements(list);
    if (n == 0 || n > VELA_REDIS_SENTINELS_MAX) {
        zend_argument_value_error(1, "must list 1 to %d sentinels (\"host:port\")",
                                  VELA_REDIS_SENTINELS_MAX);
        return FAILURE;
    }
    ZEND_HASH_FOREACH_VAL(list, v)
    {
        const char *why;
        ZVAL_DEREF(v);
        if (Z_TYPE_P(v) != IS_STRING ||
            vela_redis_address_parse(Z_STRVAL_P(v), Z_STRLEN_P(v), &sc->sentinels[sc->count],
                                     &why) != 0) {
            zend_argument_value_error(1, "must contain \"host:port\" strings (%s)",
                                      Z_TYPE_P(v) == IS_STRING ? why : "not a string");
            return FAILURE;
        }
        sc->count++;
    }
    ZEND_HASH_FOREACH_END();
    return SUCCESS;
}

static void on_switch(void *arg)
{
    pool_object_t *p = arg;
    if (p->client) {
        vela_redis_client_reset(p->client);
    }
}

ZEND_METHOD(Vela_Redis_Pool, fromSentinel)
{
    HashTable *sentinels, *options = NULL;
    zend_string *name;
    ZEND_PARSE_PARAMETERS_START(2, 3)
    Z_PARAM_ARRAY_HT(sentinels)
    Z_PARAM_STR(name)
    Z_PARAM_OPTIONAL
    Z_PARAM_ARRAY_HT(options)
    ZEND_PARSE_PARAMETERS_END();

    vela_redis_sentinel_config_t sc = {0};
    vela_redis_client_config_t cfg;
    default_config(&cfg);
    if (read_sentinels(sentinels, &sc) != SUCCESS) {
        RETURN_THROWS();
    }
    if (ZSTR_LEN(name) == 0 || ZSTR_LEN(name) >= VELA_REDIS_NAME_MAX) {
        zend_argument_value_error(2, "must be a master name of 1 to %d bytes",
                                  VELA_REDIS_NAME_MAX - 1);
        RETURN_THROWS();
    }
    memcpy(sc.name, ZSTR_VAL(name), ZSTR_LEN(name) + 1);
    sentinel_extra_t extra = {&sc, false};
    vela_php_redis_options_t extra_options = {&sentinel_table, apply_sentinel_option, &extra};
    if (options &&
        vela_php_redis_read_options(options, &cfg, &extra_options, SENTINEL_OWNER) != SUCCESS) {
        RETURN_THROWS();
    }
    if (!extra.timeout_given) {
        sc.timeout_ms = cfg.connect_timeout_ms;
    }
    object_init_ex(return_value, pool_ce);
    pool_object_t *p = from_obj(Z_OBJ_P(return_value));
    sc.on_switch = on_switch;
    sc.switch_arg = p;
    cfg.expect_role = sc.replica ? "slave" : "master";
    cfg.locate = vela_redis_sentinel_locate;
    if (vela_redis_sentinel_new(&sc, &p->sentinel) != 0 ||
        (cfg.locate_arg = p->sentinel, vela_redis_client_new(&cfg, &p->client)) != 0) {
        zend_throw_error(NULL, "Vela\\Redis\\Pool::fromSentinel(): out of memory");
        RETURN_THROWS();
    }
}

/* ---- commands -------------------------------------------------------------- */

void vela_php_redis_pool_run(INTERNAL_FUNCTION_PARAMETERS, const vela_php_redis_command_t *cmd)
{
    if (!client_of(ZEND_THIS)) {
        RETURN_THROWS();
    }
    vela_php_redis_owner_run(INTERNAL_FUNCTION_PARAM_PASSTHRU, cmd);
}

ZEND_METHOD(Vela_Redis_Pool, command)
{
    vela_redis_client_t *client = client_of(ZEND_THIS);
    if (!client) {
        RETURN_THROWS();
    }
    vela_php_redis_argv_t a;
    const vela_php_redis_command_t *cmd;
    vela_php_redis_argv_init(&a);
    if (vela_php_redis_command_args(execute_data, &a, &cmd) == SUCCESS) {
        /* command() keeps the raw reply, but blocking commands still get a connection alone */
        static const vela_php_redis_command_t blocking = {
            "", "command", "", VELA_REDIS_REPLY_RAW, VELA_REDIS_KEYS_FIRST, VELA_REDIS_CMD_BLOCK};
        vela_php_redis_call(client, cmd && (cmd->flags & VELA_REDIS_CMD_BLOCK) ? &blocking : NULL,
                            &a, return_value);
    }
    vela_php_redis_argv_free(&a);
}

ZEND_METHOD(Vela_Redis_Pool, pipeline)
{
    zend_fcall_info fci;
    zend_fcall_info_cache fcc;
    ZEND_PARSE_PARAMETERS_START(1, 1)
    Z_PARAM_FUNC(fci, fcc)
    ZEND_PARSE_PARAMETERS_END();

    if (!client_of(ZEND_THIS)) {
        RETURN_THROWS();
    }
    vela_php_redis_pipeline_execute(Z_OBJ_P(ZEND_THIS), &fci, &fcc, return_value);
}

ZEND_METHOD(Vela_Redis_Pool, transaction)
{
    zend_fcall_info fci;
    zend_fcall_info_cache fcc;
    ZEND_PARSE_PARAMETERS_START(1, 1)
    Z_PARAM_FUNC(fci, fcc)
    ZEND_PARSE_PARAMETERS_END();

    if (!client_of(ZEND_THIS)) {
        RETURN_THROWS();
    }
    vela_php_redis_transaction_execute(Z_OBJ_P(ZEND_THIS), &fci, &fcc, return_value);
}

static void subscribe(INTERNAL_FUNCTION_PARAMETERS, bool pattern)
{
    zval *channels;
    HashTable *options = NULL;
    ZEND_PARSE_PARAMETERS_START(1, 2)
    Z_PARAM_ZVAL(channels)
    Z_PARAM_OPTIONAL
    Z_PARAM_ARRAY_HT(options)
    ZEND_PARSE_PARAMETERS_END();

    if (!client_of(ZEND_THIS)) {
        RETURN_THROWS();
    }
    vela_php_redis_subscription_start(Z_OBJ_P(ZEND_THIS), channels, options, pattern, return_value);
}

ZEND_METHOD(Vela_Redis_Pool, subscribe)
{
    subscribe(INTERNAL_FUNCTION_PARAM_PASSTHRU, false);
}

ZEND_METHOD(Vela_Redis_Pool, psubscribe)
{
    subscribe(INTERNAL_FUNCTION_PARAM_PASSTHRU, true);
}

static void add_histogram(zval *out, const vela_histogram_t *h)
{
    zval hist, buckets;
    array_init(&hist);
    array_init(&buckets);
    uint64_t cumulative = 0;
    for (int i = 0; i <= VELA_HISTOGRAM_BUCKETS; i++) {
        cumulative += h->counts[i];
        if (i < VELA_HISTOGRAM_BUCKETS) {
            add_index_long(&buckets, (zend_long)vela_histogram_bounds_us[i], (zend_long)cumulative);
        }
    }
    add_assoc_zval(&hist, "buckets_us", &buckets);
    add_assoc_long(&hist, "count", (zend_long)h->count);
    add_assoc_long(&hist, "sum_us", (zend_long)h->sum_us);
    add_assoc_zval(out, "acquire_wait", &hist);
}

void vela_php_redis_stats_array(vela_redis_client_t *client, zval *out)
{
    vela_pool_t *pool = vela_redis_client_pool(client);
    vela_pool_stats_t st;
    vela_pool_stats(pool, &st);
    array_init(out);
    add_assoc_long(out, "max", vela_pool_config(pool)->max);
    add_assoc_long(out, "size", st.size);
    add_assoc_long(out, "idle", st.idle);
    add_assoc_long(out, "busy", st.busy);
    add_assoc_long(out, "opening", st.opening);
    add_assoc_long(out, "waiting", st.waiting);
    add_assoc_long(out, "leases", st.leases);
    add_assoc_long(out, "acquires", (zend_long)st.acquires);
    add_assoc_long(out, "acquire_timeouts", (zend_long)st.acquire_timeouts);
    add_assoc_long(out, "opened", (zend_long)st.opened);
    add_assoc_long(out, "open_errors", (zend_long)st.open_errors);
    add_assoc_long(out, "closed", (zend_long)st.closed);
    add_assoc_long(out, "broken", (zend_long)st.broken);
    add_histogram(out, &st.acquire_wait);
}

ZEND_METHOD(Vela_Redis_Pool, stats)
{
    ZEND_PARSE_PARAMETERS_NONE();
    vela_redis_client_t *client = client_of(ZEND_THIS);
    if (!client) {
        RETURN_THROWS();
    }
    vela_php_redis_stats_array(client, return_value);
    vela_redis_sentinel_t *sentinel = from_obj(Z_OBJ_P(ZEND_THIS))->sentinel;
    if (sentinel) {
        add_assoc_long(return_value, "switches", (zend_long)vela_redis_sentinel_switches(sentinel));
    }
}

ZEND_METHOD(Vela_Redis_Pool, close)
{
    ZEND_PARSE_PARAMETERS_NONE();
    vela_redis_client_t *client = client_of(ZEND_THIS);
    if (!client) {
        RETURN_THROWS();
    }
    vela_pool_close(vela_redis_client_pool(client));
}
