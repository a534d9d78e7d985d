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
#include "src/core/suggest.h"
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
static vela_redis_owner_handlers_t pool_handlers;

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

static zend_result call(zend_object *owner, const vela_redis_command_t *cmd, vela_redis_argv_t *a,
                        zval *out)
{
    return vela__redis_call(from_obj(owner)->client, cmd, a, out);
}

static size_t scan_clients(zend_object *owner, vela_redis_client_t **out, size_t cap)
{
    if (cap == 0) {
        return 0;
    }
    out[0] = from_obj(owner)->client;
    return 1;
}

static int no_slot(zend_object *owner, const vela_redis_argv_t *a)
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
    int rc = vela__redis_pipeline_send(pipeline, client, NULL, vela__redis_pipeline_count(pipeline),
                                       false, all, &never_sent, why, sizeof(why));
    if (rc != 0 && never_sent) {
        vela__redis_throw_acquire(client, rc);
    } else if (rc != 0) {
        vela__redis_throw_code(rc, why);
    }
    return rc == 0 ? SUCCESS : FAILURE;
}

static const vela_redis_owner_ops_t pool_ops = {call, no_slot, flush, scan_clients};

void vela_redis_pool_register(zend_class_entry *ce)
{
    pool_ce = ce;
    ce->create_object = create;
    memcpy(&pool_handlers.std, zend_get_std_object_handlers(), sizeof(pool_handlers.std));
    pool_handlers.std.offset = XtOffsetOf(pool_object_t, std);
    pool_handlers.std.free_obj = free_pool;
    pool_handlers.std.clone_obj = NULL;
    pool_handlers.ops = &pool_ops;
}

vela_redis_client_t *vela__redis_pool_client(zend_object *pool)
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

/* seconds (int/float >= 0, or null when nullable = no limit) -> ms in *out. */
static zend_result read_seconds(zend_string *key, zval *v, bool nullable, int64_t *out,
                                uint32_t arg_num)
{
    if (nullable && Z_TYPE_P(v) == IS_NULL) {
        *out = -1;
        return SUCCESS;
    }
    if ((Z_TYPE_P(v) != IS_LONG && Z_TYPE_P(v) != IS_DOUBLE) || zval_get_double(v) < 0 ||
        zval_get_double(v) > 1e9) {
        zend_argument_value_error(arg_num, "option \"%s\" must be a number of seconds >= 0%s",
                                  ZSTR_VAL(key), nullable ? " or null" : "");
        return FAILURE;
    }
    *out = (int64_t)(zval_get_double(v) * 1000.0 + 0.5);
    return SUCCESS;
}

static zend_result read_int(zend_string *key, zval *v, zend_long min, zend_long max, zend_long *out,
                            uint32_t arg_num)
{
    if (Z_TYPE_P(v) != IS_LONG || Z_LVAL_P(v) < min || Z_LVAL_P(v) > max) {
        zend_argument_value_error(
            arg_num, "option \"%s\" must be an int from " ZEND_LONG_FMT " to " ZEND_LONG_FMT,
            ZSTR_VAL(key), min, max);
        return FAILURE;
    }
    *out = Z_LVAL_P(v);
    return SUCCESS;
}

static zend_result read_credential(zend_string *key, zval *v, char *dst, uint32_t arg_num)
{
    if (Z_TYPE_P(v) != IS_STRING || Z_STRLEN_P(v) >= VELA_REDIS_CREDENTIAL_MAX ||
        memchr(Z_STRVAL_P(v), '\0', Z_STRLEN_P(v))) {
        zend_argument_value_error(arg_num, "option \"%s\" must be a string of fewer than %d bytes",
                                  ZSTR_VAL(key), VELA_REDIS_CREDENTIAL_MAX);
        return FAILURE;
    }
    memcpy(dst, Z_STRVAL_P(v), Z_STRLEN_P(v) + 1);
    return SUCCESS;
}

/* The pool's name in metrics and /readyz: printable, no quote or backslash. */
static zend_result read_name(zend_string *key, zval *v, char *dst, size_t size, uint32_t arg_num)
{
    if (Z_TYPE_P(v) != IS_STRING || Z_STRLEN_P(v) == 0 || Z_STRLEN_P(v) >= size ||
        strcspn(Z_STRVAL_P(v), "\"\\\r\n") != Z_STRLEN_P(v)) {
        zend_argument_value_error(arg_num,
                                  "option \"%s\" must be a name of 1 to %zu bytes without quotes",
                                  ZSTR_VAL(key), size - 1);
        return FAILURE;
    }
    memcpy(dst, Z_STRVAL_P(v), Z_STRLEN_P(v) + 1);
    return SUCCESS;
}

/* One of the common options; returns 1 used, 0 not one of them, -1 thrown. */
static int read_common(zend_string *key, zval *v, vela_redis_client_config_t *cfg, uint32_t arg_num)
{
    zend_long n = 0;
    const char *k = ZSTR_VAL(key);
    zend_result ok;
    if (strcmp(k, "max") == 0) {
        ok = read_int(key, v, 1, 10000, &n, arg_num);
        cfg->max = (uint32_t)n;
    } else if (strcmp(k, "database") == 0) {
        ok = read_int(key, v, 0, 1000000, &n, arg_num);
        cfg->database = (int)n;
    } else if (strcmp(k, "connect_timeout") == 0) {
        ok = read_seconds(key, v, false, &cfg->connect_timeout_ms, arg_num);
    } else if (strcmp(k, "command_timeout") == 0) {
        ok = read_seconds(key, v, true, &cfg->command_timeout_ms, arg_num);
    } else if (strcmp(k, "acquire_timeout") == 0) {
        ok = read_seconds(key, v, true, &cfg->acquire_timeout_ms, arg_num);
    } else if (strcmp(k, "idle_timeout") == 0) {
        ok = read_seconds(key, v, false, &cfg->idle_timeout_ms, arg_num);
    } else if (strcmp(k, "username") == 0) {
        ok = read_credential(key, v, cfg->username, arg_num);
    } else if (strcmp(k, "password") == 0) {
        ok = read_credential(key, v, cfg->password, arg_num);
        cfg->has_password = true;
    } else if (strcmp(k, "name") == 0) {
        ok = read_name(key, v, cfg->name, sizeof(cfg->name), arg_num);
    } else {
        return 0;
    }
    return ok == SUCCESS ? 1 : -1;
}

/* Throws the ValueError of an unknown option: the nearest known one, or the list. */
static void unknown_option(zend_string *key, const char *const *extra_names, uint32_t arg_num)
{
    static const char *const common[] = {"max",
                                         "database",
                                         "connect_timeout",
                                         "command_timeout",
                                         "acquire_timeout",
                                         "idle_timeout",
                                         "username",
                                         "password",
                                         "name"};
    const char *names[sizeof(common) / sizeof(common[0]) + 8];
    size_t count = 0;
    char hint[512];

    for (size_t i = 0; i < sizeof(common) / sizeof(common[0]); i++) {
        names[count++] = common[i];
    }
    for (size_t i = 0; extra_names && extra_names[i] && count < sizeof(names) / sizeof(names[0]);
         i++) {
        names[count++] = extra_names[i];
    }
    zend_argument_value_error(arg_num, "contains an unknown option \"%s\" (%s)", ZSTR_VAL(key),
                              vela_suggest_hint(ZSTR_VAL(key), names, count, hint, sizeof(hint)));
}

zend_result vela__redis_read_options(HashTable *options, vela_redis_client_config_t *cfg,
                                     int (*extra)(zend_string *key, zval *value, void *arg),
                                     const char *const *extra_names, void *arg, uint32_t arg_num)
{
    zend_string *key;
    zval *v;
    ZEND_HASH_FOREACH_STR_KEY_VAL(options, key, v)
    {
        ZVAL_DEREF(v);
        if (!key) {
            zend_argument_value_error(arg_num, "must be an array with string keys");
            return FAILURE;
        }
        int used = read_common(key, v, cfg, arg_num);
        if (used == 0 && extra) {
            used = extra(key, v, arg);
        }
        if (used < 0) {
            return FAILURE;
        }
        if (used == 0) {
            unknown_option(key, extra_names, arg_num);
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
    return options ? vela__redis_read_options(options, cfg, NULL, NULL, NULL, 2) : SUCCESS;
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

typedef struct sentinel_extra {
    vela_redis_sentinel_config_t *sentinel;
    bool timeout_given;
} sentinel_extra_t;

static const char *const sentinel_names[] = {"replica", "sentinel_timeout", NULL};

static int read_sentinel_option(zend_string *key, zval *v, void *arg)
{
    sentinel_extra_t *x = arg;
    if (zend_string_equals_literal(key, "replica")) {
        if (Z_TYPE_P(v) != IS_TRUE && Z_TYPE_P(v) != IS_FALSE) {
            zend_argument_value_error(3, "option \"replica\" must be a bool");
            return -1;
        }
        x->sentinel->replica = Z_TYPE_P(v) == IS_TRUE;
        return 1;
    }
    if (zend_string_equals_literal(key, "sentinel_timeout")) {
        x->timeout_given = true;
        return read_seconds(key, v, false, &x->sentinel->timeout_ms, 3) == SUCCESS ? 1 : -1;
    }
    return 0;
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
    if (options && vela__redis_read_options(options, &cfg, read_sentinel_option, sentinel_names,
                                            &extra, 3) != SUCCESS) {
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

void vela__redis_pool_run(INTERNAL_FUNCTION_PARAMETERS, const vela_redis_command_t *cmd)
{
    if (!client_of(ZEND_THIS)) {
        RETURN_THROWS();
    }
    vela__redis_owner_run(INTERNAL_FUNCTION_PARAM_PASSTHRU, cmd);
}

ZEND_METHOD(Vela_Redis_Pool, command)
{
    vela_redis_client_t *client = client_of(ZEND_THIS);
    if (!client) {
        RETURN_THROWS();
    }
    vela_redis_argv_t a;
    const vela_redis_command_t *cmd;
    vela__redis_argv_init(&a);
    if (vela__redis_command_args(execute_data, &a, &cmd) == SUCCESS) {
        /* command() keeps the raw reply, but blocking commands still get a connection alone */
        static const vela_redis_command_t blocking = {
            "", "command", "", VELA_REDIS_REPLY_RAW, VELA_REDIS_KEYS_FIRST, VELA_REDIS_CMD_BLOCK};
        vela__redis_call(client, cmd && (cmd->flags & VELA_REDIS_CMD_BLOCK) ? &blocking : NULL, &a,
                         return_value);
    }
    vela__redis_argv_free(&a);
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
    vela__redis_pipeline_execute(Z_OBJ_P(ZEND_THIS), &fci, &fcc, return_value);
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
    vela__redis_transaction_execute(Z_OBJ_P(ZEND_THIS), &fci, &fcc, return_value);
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
    vela__redis_subscription_start(Z_OBJ_P(ZEND_THIS), channels, options, pattern, return_value);
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

void vela__redis_stats_array(vela_redis_client_t *client, zval *out)
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
    vela__redis_stats_array(client, return_value);
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
